import { describe, expect, it } from "vitest";
import type { NextSlotDto } from "../../common/booking/types.ts";
import { createChangeBus } from "../lib/change-bus.ts";
import { createCardSlots } from "./next-slots.ts";

const slot = (start: string): NextSlotDto => ({ start, timeZone: "America/Tijuana" });

describe("next slots of result cards", () => {
  function setup() {
    const asked: number[][] = [];
    const known = new Map<number, NextSlotDto>([
      [1, slot("2027-03-01T18:00:00.000Z")],
      [2, slot("2027-03-02T17:30:00.000Z")],
    ]);
    let now = new Date("2027-03-01T16:00:00Z");
    const changes = createChangeBus();
    const cards = createCardSlots({
      nextSlotFor: async (ids) => {
        asked.push([...ids]);
        return new Map([...known].filter(([id]) => ids.includes(id)));
      },
      now: () => now,
      invalidatedBy: { changes, topics: ["listings"] },
    });
    return { cards, asked, changes, setNow: (next: string) => (now = new Date(next)) };
  }

  it("asks for a page's listings in one batch and reuses the answers, none included", async () => {
    const { cards, asked } = setup();
    expect(await cards.forListings([1, 2, 3, 1])).toEqual({
      1: slot("2027-03-01T18:00:00.000Z"),
      2: slot("2027-03-02T17:30:00.000Z"),
    });
    expect(await cards.forListings([2, 3])).toEqual({ 2: slot("2027-03-02T17:30:00.000Z") });
    expect(asked).toEqual([[1, 2, 3]]);
  });

  it("asks again after the time to live, for a slot that has begun and after a change", async () => {
    const { cards, asked, changes, setNow } = setup();
    await cards.forListings([1, 2]);
    setNow("2027-03-01T16:00:31Z");
    await cards.forListings([1]);
    expect(asked).toEqual([[1, 2], [1]]);
    // Listing 1's slot has started: never offered again from the cache.
    setNow("2027-03-01T18:00:00Z");
    await cards.forListings([1]);
    expect(asked.at(-1)).toEqual([1]);
    changes.publish("listings");
    await cards.forListings([2]);
    expect(asked.at(-1)).toEqual([2]);
  });
});
