import { describe, expect, it } from "vitest";
import { cardSlotsOf } from "./next-slot.ts";

describe("the cards' next slots of a page", () => {
  it("gives each its office's date of today and drops one that has begun", () => {
    // 22:30 on Monday in Tijuana, already 00:30 on Tuesday in Mexico City.
    const now = new Date("2026-01-13T06:30:00Z");
    expect(
      cardSlotsOf(
        {
          1: { start: "2026-01-13T07:00:00.000Z", timeZone: "America/Tijuana" },
          2: { start: "2026-01-13T15:00:00.000Z", timeZone: "America/Mexico_City" },
          3: { start: "2026-01-13T06:30:00.000Z", timeZone: "America/Cancun" },
        },
        now,
      ),
    ).toEqual({
      1: { start: "2026-01-13T07:00:00.000Z", timeZone: "America/Tijuana", today: "2026-01-12" },
      2: {
        start: "2026-01-13T15:00:00.000Z",
        timeZone: "America/Mexico_City",
        today: "2026-01-13",
      },
    });
  });
});
