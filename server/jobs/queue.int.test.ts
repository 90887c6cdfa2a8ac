import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { twoConnections } from "../../tests/support/two-connections.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import { createJobQueue, type JobHandler } from "./queue.ts";
import { createJobsRepository, dueJobs, type ClaimedJob } from "./repository.ts";

const MINUTE = 60_000;
const START = new Date("2026-05-04T15:00:00Z");

/** A log that keeps its lines, to read what an operator would. */
function capturedLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe.each<DatabaseKind>(["pglite", "postgres"])("durable job queue on %s", (kind) => {
  let database: DatabaseHandle;
  let clock: Date;
  const at = (minutes: number) => {
    clock = new Date(START.getTime() + minutes * MINUTE);
  };

  /** A queue of its own per test (its own name), with a handler the test steers. */
  function queueFor(
    name: string,
    handler: Partial<JobHandler> & Pick<JobHandler, "run">,
    workerId = "proceso-a",
    db = database,
  ) {
    const { logger, lines } = capturedLogger();
    const queue = createJobQueue({
      repository: createJobsRepository(db.db),
      logger,
      now: () => clock,
      pollMs: 60_000,
      workerId,
    });
    queue.register(name, {
      backoffMs: [MINUTE, 5 * MINUTE],
      maxAttempts: 3,
      leaseMs: 2 * MINUTE,
      ...handler,
    });
    return { queue, lines };
  }
  const rowOf = async (id: number) =>
    (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("retries a failing job after each backoff wait and gives it up after the last attempt", async () => {
    at(0);
    const runs: number[] = [];
    const givenUp: string[] = [];
    const { queue, lines } = queueFor("siempre-falla", {
      run: async (job) => {
        runs.push(job.attempts);
        throw new Error(`fallo ${job.attempts}`);
      },
      onGiveUp: async (_job, error) => void givenUp.push(error),
    });
    const { id } = await queue.enqueue("siempre-falla", { n: 1 });

    expect(await queue.runDue()).toBe(1);
    expect(await rowOf(id)).toMatchObject({
      status: "queued",
      attempts: 1,
      lastError: "fallo 1",
      runAt: new Date(START.getTime() + MINUTE),
      lockedUntil: null,
    });
    at(0.9);
    expect(await queue.runDue()).toBe(0);
    at(1);
    expect(await queue.runDue()).toBe(1);
    expect((await rowOf(id)).runAt).toEqual(new Date(START.getTime() + 6 * MINUTE));
    at(5.9);
    expect(await queue.runDue()).toBe(0);
    at(6);
    expect(await queue.runDue()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 3, lastError: "fallo 3" });
    at(600);
    expect(await queue.runDue()).toBe(0);
    expect(runs).toEqual([1, 2, 3]);
    expect(givenUp).toEqual(["fallo 3"]);
    expect(lines.map((line) => line.msg)).toEqual([
      `Trabajo «siempre-falla» #${id}: falló el intento 1 de 3 (fallo 1); se reintentará a las 2026-05-04T15:01:00.000Z`,
      `Trabajo «siempre-falla» #${id}: falló el intento 2 de 3 (fallo 2); se reintentará a las 2026-05-04T15:06:00.000Z`,
      `Trabajo «siempre-falla» #${id} abandonado tras 3 intentos: fallo 3`,
    ]);
  });

  it("runs a job queued for later (a reminder) when its time comes, not before", async () => {
    at(0);
    const ran: number[] = [];
    const { queue } = queueFor("recordatorio", { run: async (job) => void ran.push(job.id) });
    const { id } = await queue.enqueue(
      "recordatorio",
      { cita: 7 },
      { runAt: new Date(START.getTime() + 24 * 60 * MINUTE), validForMs: 60 * MINUTE },
    );
    at(24 * 60 - 1);
    expect(await queue.runDue()).toBe(0);
    at(24 * 60);
    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual([id]);
    expect(await rowOf(id)).toMatchObject({
      status: "done",
      expiresAt: new Date(START.getTime() + 25 * 60 * MINUTE),
    });
  });

  it("gives up at once on a failure a retry cannot fix", async () => {
    at(0);
    const { queue } = queueFor("definitivo", {
      run: async () => {
        throw Object.assign(new Error("buzón inexistente"), { permanent: true });
      },
    });
    const { id } = await queue.enqueue("definitivo", {});
    await queue.runDue();
    expect(await rowOf(id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "buzón inexistente",
    });
  });

  it("makes no attempt once a job's validity is over", async () => {
    at(0);
    const runs: number[] = [];
    const givenUp: string[] = [];
    const { queue } = queueFor("caduca", {
      run: async (job) => {
        runs.push(job.attempts);
        throw new Error("servidor caído");
      },
      onGiveUp: async (_job, error) => void givenUp.push(error),
    });
    // Valid 3 minutes: the 1-minute retry happens, the 5-minute one would come too late.
    const { id } = await queue.enqueue("caduca", {}, { validForMs: 3 * MINUTE });
    await queue.runDue();
    at(1);
    await queue.runDue();
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 2 });
    expect(runs).toEqual([1, 2]);
    expect(givenUp).toEqual(["servidor caído"]);

    // A job that waited past its validity (every worker was down) is given up, not run.
    const late = await queue.enqueue("caduca", {}, { validForMs: 3 * MINUTE });
    at(10);
    await queue.runDue();
    expect(await rowOf(late.id)).toMatchObject({
      status: "failed",
      attempts: 0,
      lastError: "caducó antes de poder completarse",
    });
    expect(runs).toEqual([1, 2]);
  });

  it("lets another worker take a job whose worker died, once its lease is over, and fences off the dead one", async () => {
    at(0);
    const ran: string[] = [];
    const handler = (who: string) => ({
      run: async (job: ClaimedJob) => void ran.push(`${who}:${job.attempts}`),
    });
    const dying = queueFor("turnos", handler("a"), "proceso-a");
    const survivor = queueFor("turnos", handler("b"), "proceso-b");
    const { id } = await dying.queue.enqueue("turnos", {});
    // Process A claims the job and dies before finishing it (its attempt never ends).
    const repository = createJobsRepository(database.db);
    const { claimed } = await repository.claimDue(
      "turnos",
      clock,
      dying.queue.leaseOf("turnos"),
      10,
    );
    expect(claimed.map((job) => job.id)).toEqual([id]);
    expect(await rowOf(id)).toMatchObject({
      status: "running",
      lockedBy: "proceso-a",
      attempts: 1,
    });

    at(1.9);
    expect(await survivor.queue.runDue()).toBe(0);
    at(2.1);
    expect(await survivor.queue.runDue()).toBe(1);
    expect(ran).toEqual(["b:2"]);
    expect(await rowOf(id)).toMatchObject({ status: "done", attempts: 2 });
    // A finish from the dead claim changes nothing.
    expect(await repository.complete(claimed[0]!, clock)).toBe(false);
    expect(await repository.retryAt(claimed[0]!, clock, "tarde")).toBe(false);
    expect(await rowOf(id)).toMatchObject({ status: "done", attempts: 2, lastError: null });
  });

  it("claims the due jobs without reading the ones that wait for later", async () => {
    at(0);
    const { queue } = queueFor("lejanos", { run: async () => {} });
    for (let n = 1; n <= 40; n++)
      await queue.enqueue("lejanos", { n }, { runAt: new Date(clock.getTime() + n * 60 * MINUTE) });
    const due = await queue.enqueue("lejanos", { n: 0 });
    const repository = createJobsRepository(database.db);
    const { claimed } = await repository.claimDue("lejanos", clock, queue.leaseOf("lejanos"), 10);
    expect(claimed.map((job) => job.id)).toEqual([due.id]);

    // The scan of the due-jobs index stops at `now`: its condition holds run_at, not only the
    // queue (a reminder's queue holds every upcoming visit's reminders).
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const query = dueJobs(tx, "lejanos", clock, 10).getSQL();
      const result = await tx.execute<Record<string, unknown>>(sql`explain (format json) ${query}`);
      return JSON.stringify(result.rows[0]);
    });
    const conditions = [...plan.matchAll(/"Index Cond":"([^"]*)"/g)].map((m) => m[1]);
    expect(plan).toContain("jobs_due_idx");
    expect(conditions.some((c) => c!.includes("queue") && c!.includes("run_at"))).toBe(true);
  });

  it("gives up a job whose last attempt's worker died instead of trying it a fourth time", async () => {
    at(0);
    const ran: number[] = [];
    const { queue } = queueFor("ultimo", { run: async (job) => void ran.push(job.attempts) });
    const { id } = await queue.enqueue("ultimo", {});
    await database.db.update(jobs).set({ attempts: 2 }).where(eq(jobs.id, id));
    const repository = createJobsRepository(database.db);
    await repository.claimDue("ultimo", clock, queue.leaseOf("ultimo"), 10);
    at(3);
    await queue.runDue();
    expect(ran).toEqual([]);
    expect(await rowOf(id)).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "el proceso que hacía el último intento se detuvo antes de terminarlo",
    });
  });

  it("two workers on two connections draining one queue run each job exactly once", async () => {
    at(0);
    const pair = await twoConnections(kind, database);
    const runs = new Map<number, string[]>();
    const handler = (who: string) => ({
      run: async (job: ClaimedJob) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), who]);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    try {
      const a = queueFor("reparto", handler("a"), "proceso-a", pair.first);
      const b = queueFor("reparto", handler("b"), "proceso-b", pair.second);
      const ids: number[] = [];
      for (let i = 0; i < 60; i++) ids.push((await a.queue.enqueue("reparto", { i })).id);
      const [ranA, ranB] = await Promise.all([a.queue.runDue(), b.queue.runDue()]);
      expect(ranA + ranB).toBe(60);
      if (kind === "postgres") expect(Math.min(ranA, ranB)).toBeGreaterThan(0);
      expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids);
      expect([...runs.values()].filter((who) => who.length !== 1)).toEqual([]);
    } finally {
      await pair.close();
    }
  });

  it("runs a job at once when nudged, not a poll later, and looks again after a running pass", async () => {
    at(0);
    const ran: number[] = [];
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const { queue } = queueFor("aviso-inmediato", {
      run: async (job) => {
        ran.push(job.id);
        if (ran.length === 1) await firstHeld;
      },
    });
    /** Waits up to 5 s, far less than the queue's one-minute poll. */
    const ranSoon = async (count: number) => {
      for (let i = 0; i < 250 && ran.length < count; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return ran.length;
    };
    // Due in a minute: the pass that start() makes at once finds nothing due.
    const first = await queue.enqueue(
      "aviso-inmediato",
      { cita: 1 },
      { runAt: new Date(START.getTime() + MINUTE) },
    );
    queue.nudge(); // not started: ignored
    queue.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      at(1);
      queue.nudge();
      expect(await ranSoon(1)).toBe(1);
      // A job committed while a pass runs: the nudge makes the worker look again after it.
      const second = await queue.enqueue("aviso-inmediato", { cita: 2 });
      queue.nudge();
      releaseFirst();
      expect(await ranSoon(2)).toBe(2);
      expect(ran).toEqual([first.id, second.id]);
    } finally {
      releaseFirst();
      await queue.stop();
    }
  });
  it("runs a batch through runMany and finishes it in one go, fencing off a claim another worker took", async () => {
    at(0);
    const batches: number[][] = [];
    const { queue, lines } = queueFor("lote", {
      run: async () => {
        throw new Error("run no debe usarse con un lote");
      },
      runMany: async (batch) => {
        batches.push(batch.map((job) => job.payload.n as number));
        // Another worker took the third one meanwhile (its lease ran out): a newer claim.
        await database.db
          .update(jobs)
          .set({ attempts: sql`${jobs.attempts} + 1` })
          .where(eq(jobs.id, batch[2]!.id));
      },
    });
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await queue.enqueue("lote", { n })).id);
    expect(await queue.runDue()).toBe(3);
    expect(batches).toEqual([[1, 2, 3]]);
    expect((await rowOf(ids[0]!)).status).toBe("done");
    expect((await rowOf(ids[1]!)).status).toBe("done");
    // Not finished by the fenced-off claim: it stays the other worker's.
    expect((await rowOf(ids[2]!)).status).toBe("running");
    expect(lines.some((line) => line.msg.includes(`#${ids[2]}: terminó después`))).toBe(true);
  });

  it("runs each job of a batch alone when runMany throws, so one bad job fails only itself", async () => {
    at(0);
    const alone: number[] = [];
    const { queue, lines } = queueFor("lote-con-fallo", {
      run: async (job) => {
        alone.push(job.payload.n as number);
        if (job.payload.n === 2) throw new Error("dato malo");
      },
      runMany: async () => {
        throw new Error("el lote tiene un dato malo");
      },
    });
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await queue.enqueue("lote-con-fallo", { n })).id);
    expect(await queue.runDue()).toBe(3);
    expect(alone.sort()).toEqual([1, 2, 3]);
    expect((await rowOf(ids[0]!)).status).toBe("done");
    expect(await rowOf(ids[1]!)).toMatchObject({ status: "queued", lastError: "dato malo" });
    expect((await rowOf(ids[2]!)).status).toBe("done");
    expect(lines.some((line) => line.msg.includes("el lote de 3 trabajos falló"))).toBe(true);
  });

  it("runs a single due job with run, not runMany", async () => {
    at(0);
    const used: string[] = [];
    const { queue } = queueFor("uno-solo", {
      run: async () => void used.push("run"),
      runMany: async () => void used.push("runMany"),
    });
    const { id } = await queue.enqueue("uno-solo", { n: 1 });
    expect(await queue.runDue()).toBe(1);
    expect(used).toEqual(["run"]);
    expect((await rowOf(id)).status).toBe("done");
  });
});
