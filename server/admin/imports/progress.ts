import type { ImportPhase, ImportProgress, ImportResult } from "../../../common/imports/types.ts";
import type { Logger } from "../../logger.ts";
import type { ImportProgressRepository } from "./repository.ts";

const KEEP_MS = 10 * 60_000;

/** Share of the bar given to reading (and checking); saving fills the rest. */
const READING_SHARE = 50;
const CHECKING_SHARE = 5;

export interface ProgressReporter {
  reading(processed: number, total: number | null): void;
  /** The source asked for a pause (rate limit) until `until`. */
  waiting(until: Date): void;
  checking(): void;
  saving(processed: number, total: number): void;
  /** Answers once the final entry is written, so a poll after the answer reads it. */
  done(result?: ImportResult): Promise<void>;
  failed(message?: string): Promise<void>;
}

function percentOf(phase: ImportPhase, processed: number, total: number | null): number {
  const ratio = total && total > 0 ? Math.min(1, processed / total) : 0;
  switch (phase) {
    case "reading":
    case "waiting":
      return Math.floor(ratio * READING_SHARE);
    case "checking":
      return READING_SHARE;
    case "saving":
      return Math.floor(
        READING_SHARE + CHECKING_SHARE + ratio * (100 - READING_SHARE - CHECKING_SHARE - 1),
      );
    case "done":
    case "failed":
      return 100;
  }
}

/** Updates of the same phase closer together than this are not written (done/failed always are). */
const WRITE_EVERY_MS = 250;

/**
 * Progress of running imports, in the database (import_progress), keyed by a token the browser
 * chose before sending its request, so it can poll while that request runs, whichever app
 * process answers the poll. An entry belongs to the administrator who started it and is
 * forgotten 10 minutes after its last update. An import that went on in the background (after
 * a 202) leaves its result or error there for the last poll.
 * Writes of one entry go one after another (never out of order), at most a few a second: a
 * reading or saving step that comes while one is being written replaces the one waiting.
 */
export function createProgressStore(
  repository: ImportProgressRepository,
  logger: Pick<Logger, "warn">,
  now: () => number = () => Date.now(),
) {
  const writers = new Map<string, ReturnType<typeof writerFor>>();

  function writerFor(id: string, adminId: number | null) {
    let chain: Promise<void> = Promise.resolve();
    let waiting: ImportProgress | null = null;
    let lastPhase: ImportPhase | null = null;
    let lastAt = -Infinity;
    return {
      /** Queues `progress`; answers when it (or a later entry that replaced it) is written. */
      write(progress: ImportProgress, always: boolean): Promise<void> {
        const frequent = progress.phase === lastPhase && now() - lastAt < WRITE_EVERY_MS;
        if (frequent && !always) return chain;
        lastPhase = progress.phase;
        lastAt = now();
        const queued = waiting !== null;
        waiting = progress;
        if (queued) return chain; // the write already queued will take this entry
        chain = chain.then(async () => {
          const entry = waiting!;
          waiting = null;
          await repository
            .saveProgress(id, adminId, entry)
            .catch((error: unknown) =>
              logger.warn({ err: error, progressId: id }, "could not save import progress"),
            );
        });
        return chain;
      },
    };
  }

  return {
    /** A reporter for one import; without a token it reports nowhere. */
    reporter(id: string | undefined, adminId: number | null): ProgressReporter {
      if (!id) {
        return {
          reading() {},
          waiting() {},
          checking() {},
          saving() {},
          done: async () => {},
          failed: async () => {},
        };
      }
      // One writer per entry in this process: the CSV's reading and the run's steps share it.
      let writer = writers.get(id);
      if (!writer) {
        writer = writerFor(id, adminId);
        writers.set(id, writer);
        repository
          .deleteProgressOlderThan(KEEP_MS)
          .catch((error: unknown) =>
            logger.warn({ err: error }, "could not prune import progress"),
          );
      }
      const set = (
        phase: ImportPhase,
        processed: number,
        total: number | null,
        extra: Pick<ImportProgress, "waitingUntil" | "result" | "error"> = {},
        always = false,
      ) => {
        const progress = {
          phase,
          processed,
          total,
          percent: percentOf(phase, processed, total),
          ...extra,
        };
        return writer.write(progress, always);
      };
      const finish = (write: Promise<void>) =>
        write.finally(() => {
          if (writers.get(id) === writer) writers.delete(id);
        });
      let records = 0;
      let read = 0;
      return {
        reading: (processed, total) => {
          read = processed;
          void set("reading", processed, total);
        },
        waiting: (until) =>
          void set("waiting", read, null, { waitingUntil: until.toISOString() }, true),
        checking: () => void set("checking", 0, null),
        saving: (processed, total) => {
          records = total;
          void set("saving", processed, total, {}, processed === total);
        },
        done: (result) => finish(set("done", records, records, result ? { result } : {}, true)),
        failed: (error) => finish(set("failed", 0, null, error ? { error } : {}, true)),
      };
    },

    get(id: string, adminId: number): Promise<ImportProgress | null> {
      return repository.findProgress(id, adminId, KEEP_MS);
    },
  };
}
export type ProgressStore = ReturnType<typeof createProgressStore>;
