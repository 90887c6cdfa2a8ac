import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "../logger.ts";
import type { ClaimedJob, JobsRepository, Lease, NewJob } from "./repository.ts";

/** How one kind of job runs and how hard it is tried (ADR 009). */
export interface JobHandler {
  /** Does the work; throwing schedules another attempt (or gives up, see `permanent`). */
  run(job: ClaimedJob): Promise<void>;
  /**
   * Optional: the work of several claimed jobs at once, in fewer statements (a busy queue's
   * batch). All or nothing for the queue: when it throws, each job of the batch runs alone
   * with `run`, whose failures count job by job, so the work must be safe to do twice (as
   * every handler's already is: a worker can die after its work and before `complete`).
   */
  runMany?(jobs: ClaimedJob[]): Promise<void>;
  /** Told once, after the job is marked failed: the attempts are spent, or it expired. */
  onGiveUp?(job: ClaimedJob, error: string): Promise<void>;
  /** The wait after the 1st, 2nd… failed attempt; the last value repeats. */
  backoffMs: readonly number[];
  maxAttempts: number;
  /** How long a claim lasts: longer than one attempt can take, or another worker starts it too. */
  leaseMs: number;
}

/** An error a retry cannot fix (a mailbox that does not exist): the job is given up at once. */
export function isPermanentFailure(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { permanent?: unknown }).permanent === true
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const HOUR_MS = 3_600_000;
/** Finished jobs are kept a week for whoever looks into a delivery, then deleted. */
const KEEP_DONE_MS = 7 * 24 * HOUR_MS;

export interface JobOptions {
  runAt?: Date;
  validForMs?: number;
}

export type JobOutcome = "done" | "retrying" | "failed" | "lost";

/**
 * The durable queue of one process: jobs live in the `jobs` table, so every app process runs
 * a worker and each due job is taken by exactly one of them (a lease that a dead process
 * leaves to run out). `now` is injected so tests move time instead of waiting for it.
 */
export function createJobQueue(deps: {
  repository: JobsRepository;
  logger: Logger;
  now?: () => Date;
  /** How often the worker looks for due jobs. */
  pollMs: number;
  batchSize?: number;
  workerId?: string;
}) {
  const { repository, logger, pollMs } = deps;
  const now = deps.now ?? (() => new Date());
  const batchSize = deps.batchSize ?? 10;
  const workerId =
    deps.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;
  let stopping = false;
  /** A nudge came while a pass was running: that pass may have looked already, so look again. */
  let nudged = false;
  let prunedAt = 0;

  function handlerOf(queue: string): JobHandler {
    const handler = handlers.get(queue);
    if (!handler) throw new Error(`No hay un manejador para la cola de trabajos «${queue}»`);
    return handler;
  }

  function leaseOf(queue: string): Lease {
    return {
      lockedBy: workerId,
      lockedUntil: new Date(now().getTime() + handlerOf(queue).leaseMs),
    };
  }

  async function giveUp(job: ClaimedJob, error: string) {
    logger.error(
      { jobId: job.id, queue: job.queue, attempts: job.attempts, payload: job.payload, error },
      `Trabajo «${job.queue}» #${job.id} abandonado tras ${job.attempts} ${job.attempts === 1 ? "intento" : "intentos"}: ${error}`,
    );
    await handlerOf(job.queue).onGiveUp?.(job, error);
  }

  /** A job whose work ended after its lease ran out: another worker may have taken it. */
  function lost(job: ClaimedJob): JobOutcome {
    logger.warn(
      { jobId: job.id, queue: job.queue, attempt: job.attempts },
      `Trabajo «${job.queue}» #${job.id}: terminó después de que venciera su turno; otro proceso pudo repetirlo`,
    );
    return "lost";
  }

  /** Runs one attempt of a job this worker holds and records how it went. */
  async function runClaimed(job: ClaimedJob): Promise<JobOutcome> {
    const handler = handlerOf(job.queue);
    try {
      await handler.run(job);
    } catch (error) {
      return failedAttempt(job, handler, error);
    }
    return (await repository.complete(job, now())) ? "done" : lost(job);
  }

  /**
   * A batch through the handler's `runMany`, finished in one statement; when `runMany`
   * throws, each job runs alone (`runClaimed`), so one bad job does not fail the others.
   */
  async function runBatch(handler: JobHandler, batch: ClaimedJob[]): Promise<JobOutcome[]> {
    try {
      await handler.runMany!(batch);
    } catch (error) {
      logger.warn(
        { queue: batch[0]!.queue, jobs: batch.map((job) => job.id), error: errorText(error) },
        `Cola «${batch[0]!.queue}»: el lote de ${batch.length} trabajos falló (${errorText(error)}); se ejecutan uno a uno`,
      );
      return Promise.all(batch.map(runClaimed));
    }
    const completed = await repository.completeMany(batch, now());
    return batch.map((job) => (completed.has(job.id) ? "done" : lost(job)));
  }

  async function failedAttempt(job: ClaimedJob, handler: JobHandler, error: unknown) {
    const message = errorText(error);
    const wait = handler.backoffMs[Math.min(job.attempts, handler.backoffMs.length) - 1] ?? 0;
    const nextAt = new Date(now().getTime() + wait);
    const last =
      isPermanentFailure(error) ||
      job.attempts >= job.maxAttempts ||
      (job.expiresAt !== null && nextAt >= job.expiresAt);
    if (last) {
      if (!(await repository.fail(job, now(), message))) return "lost";
      await giveUp(job, message);
      return "failed";
    }
    if (!(await repository.retryAt(job, nextAt, message))) return "lost";
    logger.warn(
      {
        jobId: job.id,
        queue: job.queue,
        attempt: job.attempts,
        nextAttemptAt: nextAt,
        error: message,
      },
      `Trabajo «${job.queue}» #${job.id}: falló el intento ${job.attempts} de ${job.maxAttempts} (${message}); se reintentará a las ${nextAt.toISOString()}`,
    );
    return "retrying";
  }

  /** Claims and runs every due job of every queue, batch after batch; answers how many ran. */
  async function runDue(): Promise<number> {
    let ran = 0;
    for (const queue of handlers.keys()) {
      while (!stopping) {
        const { claimed, abandoned } = await repository.claimDue(
          queue,
          now(),
          leaseOf(queue),
          batchSize,
        );
        for (const job of abandoned) await giveUp(job, job.reason);
        if (claimed.length === 0 && abandoned.length === 0) break;
        const handler = handlerOf(queue);
        if (handler.runMany && claimed.length > 1) await runBatch(handler, claimed);
        else await Promise.all(claimed.map(runClaimed));
        ran += claimed.length;
      }
    }
    if (now().getTime() - prunedAt > HOUR_MS) {
      prunedAt = now().getTime();
      await repository.pruneDone(new Date(prunedAt - KEEP_DONE_MS));
    }
    return ran;
  }

  function poll() {
    if (pass) return;
    pass = runDue()
      .catch((error: unknown) =>
        logger.error({ err: error }, "La cola de trabajos no pudo revisar los pendientes"),
      )
      .finally(() => {
        pass = undefined;
        if (nudged && timer && !stopping) {
          nudged = false;
          poll();
        }
      });
  }

  /**
   * A job for `queue`, due now or at `runAt` (a reminder the day before); `validForMs`: no
   * attempt is made that long after it falls due.
   */
  function newJob(
    queue: string,
    payload: Record<string, unknown>,
    options: JobOptions = {},
  ): NewJob {
    const runAt = options.runAt ?? now();
    return {
      queue,
      payload,
      maxAttempts: handlerOf(queue).maxAttempts,
      runAt,
      expiresAt:
        options.validForMs === undefined ? null : new Date(runAt.getTime() + options.validForMs),
    };
  }

  return {
    workerId,
    register(queue: string, handler: JobHandler) {
      handlers.set(queue, handler);
    },
    newJob,
    /** A claim for a job the caller inserts and runs at once (see `runClaimed`). */
    leaseOf,
    enqueue: (queue: string, payload: Record<string, unknown>, options: JobOptions = {}) =>
      repository.enqueue(newJob(queue, payload, options)),
    /**
     * A job of a recurring queue: enqueued only when the queue has none unfinished besides
     * `except` (the running job that schedules its next run). Answers whether it was added.
     */
    enqueueSingle: (
      queue: string,
      payload: Record<string, unknown>,
      options: JobOptions & { except?: number } = {},
    ) => repository.enqueueSingle(newJob(queue, payload, options), options.except),
    runClaimed,
    runDue,

    /** Starts polling; a pass starts at once, so jobs left by a stopped process go out. */
    start() {
      if (timer) return;
      stopping = false;
      poll();
      timer = setInterval(poll, pollMs);
      timer.unref();
    },
    /**
     * Looks for due jobs now instead of at the next poll, once jobs just committed are visible
     * (a booking's notices go out in a second, not up to a poll later). Other processes still
     * find them at their own polls; a stopped worker ignores it.
     */
    nudge() {
      if (!timer || stopping) return;
      if (pass) nudged = true;
      else poll();
    },
    /** Stops polling and waits for the attempts under way (each is bounded by its own limits). */
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await pass;
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
