import express from "express";
import { rateLimit, type Options } from "express-rate-limit";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { BatchedRateLimitStore } from "./batched-store.ts";
import { createRateLimitRepository, type RateLimitRepository } from "./repository.ts";

const WINDOW = { windowMs: 60_000 } as Options;
/** A flush interval no test waits for: each test flushes by hand. */
const NEVER = 3_600_000;

describe.each<DatabaseKind>(["pglite", "postgres"])("batched budget counters on %s", (kind) => {
  let database: DatabaseHandle;
  let repository: RateLimitRepository;
  let run = 0;
  /** A store of its own name for each test: the tests share the database. */
  const storeNamed = (name: string, over: RateLimitRepository = repository) => {
    const store = new BatchedRateLimitStore(over, `${name}-${kind}-${++run}`, NEVER);
    store.init(WINDOW);
    return store;
  };
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    repository = createRateLimitRepository(database.db);
  });
  afterAll(() => database.close());

  it("counts exactly in one process before anything is written, then writes it all at once", async () => {
    const store = storeNamed("exacto");
    const totals: number[] = [];
    for (let i = 0; i < 5; i++) totals.push((await store.increment("10.0.0.1")).totalHits);
    expect(totals).toEqual([1, 2, 3, 4, 5]);
    expect(await repository.peek(`${store.prefix}10.0.0.1`)).toBeNull();
    await store.flush();
    expect((await repository.peek(`${store.prefix}10.0.0.1`))?.hits).toBe(5);
    expect((await store.get("10.0.0.1"))?.totalHits).toBe(5);
    expect((await store.increment("10.0.0.1")).totalHits).toBe(6);
    // Another key has its own count.
    expect((await store.increment("10.0.0.2")).totalHits).toBe(1);
  });

  it("adds up the hits of several processes on one database", async () => {
    const name = `procesos-${kind}-${++run}`;
    const [one, two] = [
      new BatchedRateLimitStore(repository, name, NEVER),
      new BatchedRateLimitStore(repository, name, NEVER),
    ];
    for (const store of [one, two]) store.init(WINDOW);
    for (let i = 0; i < 3; i++) await one.increment("10.0.0.3");
    await one.flush();
    // A key new to the second process reads what the first one has written.
    expect((await two.increment("10.0.0.3")).totalHits).toBe(4);
    // After that, each hears of the other's new hits when it writes its own.
    expect((await one.increment("10.0.0.3")).totalHits).toBe(4);
    await one.flush();
    await two.flush();
    expect((await two.increment("10.0.0.3")).totalHits).toBe(6);
    await Promise.all([one.flush(), two.flush()]);
    expect((await repository.peek(`${one.prefix}10.0.0.3`))?.hits).toBe(6);
    // The first one, with nothing to write since, still counts 4 + its new hit until it writes.
    expect((await one.increment("10.0.0.3")).totalHits).toBe(5);
    await one.flush();
    expect((await one.get("10.0.0.3"))?.totalHits).toBe(7);
  });

  it("writes on its own within the flush interval", async () => {
    const store = new BatchedRateLimitStore(repository, `solo-${kind}-${++run}`, 20);
    store.init(WINDOW);
    await store.increment("10.0.0.4");
    await store.increment("10.0.0.4");
    const deadline = Date.now() + 5_000;
    while ((await repository.peek(`${store.prefix}10.0.0.4`))?.hits !== 2) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it("starts again when the window ends", async () => {
    const store = new BatchedRateLimitStore(repository, `ventana-${kind}-${++run}`, NEVER);
    store.init({ windowMs: 300 } as Options);
    for (let i = 0; i < 3; i++) await store.increment("10.0.0.5");
    await store.flush();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await store.increment("10.0.0.5")).totalHits).toBe(1);
    await store.flush();
    expect((await repository.peek(`${store.prefix}10.0.0.5`))?.hits).toBe(1);
  });

  it("keeps counting while the database is away, and writes the hits when it is back", async () => {
    let away = true;
    const flaky: RateLimitRepository = {
      ...repository,
      hitMany: (counts, windowMs) =>
        away ? Promise.reject(new Error("sin conexión")) : repository.hitMany(counts, windowMs),
    };
    const store = storeNamed("caida", flaky);
    await store.increment("10.0.0.6");
    await store.increment("10.0.0.6");
    await store.flush();
    expect((await store.increment("10.0.0.6")).totalHits).toBe(3);
    away = false;
    await store.flush();
    expect((await repository.peek(`${store.prefix}10.0.0.6`))?.hits).toBe(3);
  });

  it("writes many keys in one flush", async () => {
    const store = storeNamed("muchas");
    const keys = Array.from({ length: 1_200 }, (_, i) => `10.1.${i >> 8}.${i & 255}`);
    for (const key of keys) await store.increment(key);
    await store.increment(keys[0]!);
    await store.flush();
    expect((await repository.peek(`${store.prefix}${keys[0]}`))?.hits).toBe(2);
    expect((await repository.peek(`${store.prefix}${keys.at(-1)}`))?.hits).toBe(1);
  });

  it("refuses past the budget through express-rate-limit, with its headers", async () => {
    const store = storeNamed("express");
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(rateLimit({ windowMs: 60_000, limit: 2, standardHeaders: "draft-8", store }));
    app.get("/", (_req, res) => res.send("ok"));
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await request(app).get("/").set("X-Forwarded-For", "10.0.0.7")).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await request(app).get("/").set("X-Forwarded-For", "10.0.0.8")).status).toBe(200);
  });
});
