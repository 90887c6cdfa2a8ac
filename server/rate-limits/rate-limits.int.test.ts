import { eq, sql } from "drizzle-orm";
import express from "express";
import { rateLimit } from "express-rate-limit";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";
import { rateLimitHits } from "../db/schema/index.ts";
import { createRateLimitRepository } from "./repository.ts";
import { accountKey, createRateLimiter, LIMIT_RULES, RateLimited } from "./service.ts";
import { DatabaseRateLimitStore } from "./store.ts";

describe.each<DatabaseKind>(["pglite", "postgres"])("rate-limit counters on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("counts hits in a window, refuses past the rule and names the wait", async () => {
    const limiter = createRateLimiter({ repository: createRateLimitRepository(database.db) });
    const key = accountKey("  Paciente@Example.COM ");
    expect(key).toBe("paciente@example.com");
    for (let i = 0; i < LIMIT_RULES.mailRecipient.max; i++)
      await limiter.consume("mailRecipient", key);
    const refused = await limiter.consume("mailRecipient", key).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimited);
    expect((refused as RateLimited).status).toBe(429);
    expect((refused as RateLimited).message).toBe(LIMIT_RULES.mailRecipient.message);
    expect((refused as RateLimited).retryAfterSeconds).toBeGreaterThan(3_500);
    // Another rule, or another key, has its own counter.
    await expect(limiter.consume("review", key)).resolves.toBeTruthy();
    await expect(limiter.consume("mailRecipient", "otra@example.com")).resolves.toBeTruthy();
  });

  it("starts a new window once the old one has run out", async () => {
    const repository = createRateLimitRepository(database.db);
    await repository.hit("ventana:x", 60_000);
    await repository.hit("ventana:x", 60_000);
    await database.db
      .update(rateLimitHits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, "ventana:x"));
    expect(await repository.peek("ventana:x")).toBeNull();
    expect((await repository.hit("ventana:x", 60_000)).hits).toBe(1);
  });

  it("counts simultaneous hits exactly once each", async () => {
    const repository = createRateLimitRepository(database.db);
    await Promise.all(Array.from({ length: 25 }, () => repository.hit("simultaneo", 60_000)));
    expect((await repository.peek("simultaneo"))?.hits).toBe(25);
  });

  it("gives express-rate-limit its counters from the database, with RateLimit headers", async () => {
    const repository = createRateLimitRepository(database.db);
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(
      rateLimit({
        windowMs: 60_000,
        limit: 3,
        standardHeaders: "draft-8",
        legacyHeaders: false,
        store: new DatabaseRateLimitStore(repository, `prueba-${kind}`),
      }),
    );
    app.get("/", (_req, res) => void res.json({ ok: true }));
    for (let i = 0; i < 3; i++) {
      const answer = await request(app).get("/").set("X-Forwarded-For", "203.0.113.7");
      expect(answer.status).toBe(200);
      expect(answer.headers["ratelimit-policy"]).toContain("q=3");
    }
    await request(app).get("/").set("X-Forwarded-For", "203.0.113.7").expect(429);
    // A second app (another process) on the same database sees the same budget.
    const other = express();
    other.set("trust proxy", "loopback");
    other.use(
      rateLimit({
        windowMs: 60_000,
        limit: 3,
        store: new DatabaseRateLimitStore(createRateLimitRepository(database.db), `prueba-${kind}`),
      }),
    );
    other.get("/", (_req, res) => void res.json({ ok: true }));
    await request(other).get("/").set("X-Forwarded-For", "203.0.113.7").expect(429);
    await request(other).get("/").set("X-Forwarded-For", "203.0.113.8").expect(200);
  });
});

describe("rate-limit counters survive a restart", () => {
  it("keeps the count in the PGlite folder across a close and reopen", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const dir = mkdtempSync(path.join(tmpdir(), "limites-"));
    try {
      let handle = await openDatabase({ kind: "pglite", dataDir: dir });
      await handle.migrate();
      const first = createRateLimiter({ repository: createRateLimitRepository(handle.db) });
      for (let i = 0; i < LIMIT_RULES.loginAccount.max; i++)
        await first.fail("loginAccount", "a@b.mx");
      await handle.close();
      handle = await openDatabase({ kind: "pglite", dataDir: dir });
      const second = createRateLimiter({ repository: createRateLimitRepository(handle.db) });
      expect(await second.hits("loginAccount", "a@b.mx")).toBe(LIMIT_RULES.loginAccount.max);
      await expect(second.check("loginAccount", "a@b.mx")).rejects.toBeInstanceOf(RateLimited);
      await handle.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
