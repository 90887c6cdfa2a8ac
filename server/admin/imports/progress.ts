import type { ImportPhase, ImportProgress, ImportResult } from "../../../common/imports/types.ts";

const KEEP_MS = 10 * 60_000;
const MAX_ENTRIES = 200;

/** Share of the bar given to reading (and checking); saving fills the rest. */
const READING_SHARE = 50;
const CHECKING_SHARE = 5;

export interface ProgressReporter {
  reading(processed: number, total: number | null): void;
  /** The source asked for a pause (rate limit) until `until`. */
  waiting(until: Date): void;
  checking(): void;
  saving(processed: number, total: number): void;
  done(result?: ImportResult): void;
  failed(message?: string): void;
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

/**
 * Progress of running imports, in memory, keyed by a token the browser chose before sending
 * its request, so it can poll while that request runs. An entry belongs to the administrator
 * who started it and is forgotten 10 minutes after its last update. An import that went on
 * in the background (after a 202) leaves its result or error here for the last poll.
 * (Behind several app servers the poll needs sticky sessions: the import runs where its
 * request landed.)
 */
export function createProgressStore(now: () => number = () => Date.now()) {
  const entries = new Map<
    string,
    { adminId: number | null; progress: ImportProgress; at: number }
  >();

  function prune() {
    for (const [id, entry] of entries) {
      if (now() - entry.at > KEEP_MS) entries.delete(id);
    }
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }

  function set(
    id: string,
    adminId: number | null,
    phase: ImportPhase,
    processed: number,
    total: number | null,
    extra: Pick<ImportProgress, "waitingUntil" | "result" | "error"> = {},
  ) {
    entries.delete(id); // re-inserted last: the map stays ordered by last update
    entries.set(id, {
      adminId,
      progress: { phase, processed, total, percent: percentOf(phase, processed, total), ...extra },
      at: now(),
    });
  }

  return {
    /** A reporter for one import; without a token it reports nowhere. */
    reporter(id: string | undefined, adminId: number | null): ProgressReporter {
      if (!id) {
        return { reading() {}, waiting() {}, checking() {}, saving() {}, done() {}, failed() {} };
      }
      prune();
      let records = 0;
      let read = 0;
      return {
        reading: (processed, total) => {
          read = processed;
          set(id, adminId, "reading", processed, total);
        },
        waiting: (until) =>
          set(id, adminId, "waiting", read, null, { waitingUntil: until.toISOString() }),
        checking: () => set(id, adminId, "checking", 0, null),
        saving: (processed, total) => {
          records = total;
          set(id, adminId, "saving", processed, total);
        },
        done: (result) => set(id, adminId, "done", records, records, result ? { result } : {}),
        failed: (error) => set(id, adminId, "failed", 0, null, error ? { error } : {}),
      };
    },
    get(id: string, adminId: number | null): ImportProgress | null {
      const entry = entries.get(id);
      if (!entry || entry.adminId !== adminId || now() - entry.at > KEEP_MS) return null;
      return entry.progress;
    },
  };
}
export type ProgressStore = ReturnType<typeof createProgressStore>;
