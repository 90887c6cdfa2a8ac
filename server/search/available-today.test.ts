import { describe, expect, it } from "vitest";
import type { AvailableTodayRepository } from "./available-today-repository.ts";
import { createAvailableTodayRefresher } from "./available-today.ts";

/** A repository whose due listings are `due`, each pass changing `changed` flags. */
function fakeRepository(passes: { due: number[]; changed: number }[]) {
  const calls: string[] = [];
  let pass = -1;
  const repository: AvailableTodayRepository = {
    async claimDue() {
      pass += 1;
      return passes[pass]?.due ?? [];
    },
    async record() {
      calls.push("record");
      return passes[pass]?.changed ?? 0;
    },
    async vacuumListings() {
      calls.push("vacuum");
    },
  };
  return { repository, calls };
}

describe("the agenda refresher on PGlite", () => {
  it("vacuums the listings once enough flags have changed, then counts again", async () => {
    // Each refreshDue claims until a batch comes back short: one claim per pass here.
    const { repository, calls } = fakeRepository([
      { due: [1], changed: 6 },
      { due: [2], changed: 5 },
      { due: [3], changed: 3 },
    ]);
    const refresher = createAvailableTodayRefresher({
      repository,
      agendas: { bookableAgendas: async () => new Map() },
      batchSize: 10,
      vacuumAfterChanges: 10,
    });
    await refresher.refreshDue();
    expect(calls).toEqual(["record"]);
    await refresher.refreshDue();
    expect(calls).toEqual(["record", "record", "vacuum"]);
    await refresher.refreshDue();
    expect(calls).toEqual(["record", "record", "vacuum", "record"]);
  });

  it("never vacuums where the database vacuums itself", async () => {
    const { repository, calls } = fakeRepository([{ due: [1], changed: 50_000 }]);
    const refresher = createAvailableTodayRefresher({
      repository,
      agendas: { bookableAgendas: async () => new Map() },
    });
    await refresher.refreshDue();
    expect(calls).toEqual(["record"]);
  });
});
