import { expect } from "vitest";
import type { ChangeBus, ChangeTopic } from "../../server/lib/change-bus.ts";
import type { PgChangeBroadcast } from "../../server/lib/pg-change-broadcast.ts";

/** One app process of a broadcast test: its bus, what its subscribers saw, its broadcaster. */
export interface BroadcastProcess {
  changes: ChangeBus;
  seen: ChangeTopic[];
  broadcast: PgChangeBroadcast;
}

/** Polls until `check` holds (a notice crosses the server asynchronously). */
export async function eventually(check: () => boolean, what: string) {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}

/** Every broadcaster's contract: a change reaches the others, and its publisher exactly once. */
export async function expectDeliveredToOthersOnce(appProcess: () => BroadcastProcess) {
  const a = appProcess();
  const b = appProcess();
  const c = appProcess();
  await Promise.all([a, b, c].map((p) => p.broadcast.listening()));
  a.changes.publish("reviews");
  await eventually(() => b.seen.length === 1 && c.seen.length === 1, "b and c hear it");
  expect(b.seen).toEqual(["reviews"]);
  // The echo of a's own notice arrives too; a round trip after it, it must still be once.
  b.changes.publish("blog");
  await eventually(() => a.seen.includes("blog"), "a hears b");
  expect(a.seen).toEqual(["reviews", "blog"]);
  expect(b.seen).toEqual(["reviews", "blog"]);
}
