import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase } from "../../tests/support/database.ts";
import { eventually, expectDeliveredToOthersOnce } from "../../tests/support/change-broadcast.ts";
import { createChangeBus, type ChangeTopic } from "./change-bus.ts";
import { startPgChangeBroadcast, type PgChangeBroadcast } from "./pg-change-broadcast.ts";

describe("change broadcast over PostgreSQL LISTEN/NOTIFY", () => {
  let database: { url: string; drop: () => Promise<void> };
  let pool: pg.Pool;
  const started: PgChangeBroadcast[] = [];

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  });
  afterAll(async () => {
    await Promise.all(started.map((b) => b.stop()));
    await pool.end();
    await database.drop();
  });

  function appProcess(options: { minBackoffMs?: number } = {}) {
    const changes = createChangeBus();
    const seen: ChangeTopic[] = [];
    changes.subscribe(["listings", "reviews", "blog", "settings"], (topic) => seen.push(topic));
    const broadcast = startPgChangeBroadcast({
      url: database.url,
      changes,
      notify: (channel, payload) => pool.query("select pg_notify($1, $2)", [channel, payload]),
      ...options,
    });
    started.push(broadcast);
    return { changes, seen, broadcast };
  }

  it("delivers a change to the other processes, and to the publisher exactly once", () =>
    expectDeliveredToOthersOnce(appProcess));

  it("ignores notices that are not change topics", async () => {
    const a = appProcess();
    await a.broadcast.listening();
    await pool.query("select pg_notify('cambios_app', $1)", [
      JSON.stringify({ origin: "otro", topic: "drop table" }),
    ]);
    await pool.query("select pg_notify('cambios_app', 'no es json')");
    await pool.query("select pg_notify('cambios_app', $1)", [
      JSON.stringify({ origin: "otro", topic: "settings" }),
    ]);
    await eventually(() => a.seen.length > 0, "the valid notice");
    expect(a.seen).toEqual(["settings"]);
  });

  it("listens again after its connection is cut, and treats every topic as changed", async () => {
    const listener = appProcess({ minBackoffMs: 20 });
    const publisher = appProcess();
    await Promise.all([listener.broadcast.listening(), publisher.broadcast.listening()]);
    const before = await pool.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and query like 'listen%'",
    );
    await pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen%'",
    );
    expect(before.rows.length).toBeGreaterThanOrEqual(2);
    // Missed notices cannot be replayed: on return every topic counts as changed.
    await eventually(
      () =>
        ["listings", "reviews", "blog", "settings"].every((t) =>
          listener.seen.includes(t as ChangeTopic),
        ),
      "a full invalidation after reconnecting",
    );
    await listener.broadcast.listening();
    listener.seen.length = 0;
    publisher.changes.publish("listings");
    await eventually(() => listener.seen.includes("listings"), "a notice after reconnecting");
  });

  it("stops delivering once stopped", async () => {
    const a = appProcess();
    const b = appProcess();
    await Promise.all([a.broadcast.listening(), b.broadcast.listening()]);
    await b.broadcast.stop();
    a.changes.publish("listings");
    // A third process proves the notice went out; b, stopped, must not have heard it.
    const c = appProcess();
    await c.broadcast.listening();
    a.changes.publish("blog");
    await eventually(() => c.seen.includes("blog"), "c hears a");
    expect(b.seen).toEqual([]);
  });
});
