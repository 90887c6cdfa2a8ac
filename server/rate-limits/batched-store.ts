import type { Options, Store } from "express-rate-limit";
import type { RateLimitRepository } from "./repository.ts";

/** How often a process adds its new hits to the shared counters. */
export const BATCH_FLUSH_MS = 200;
/** Keys written per statement. */
const FLUSH_CHUNK = 500;

interface Entry {
  /** The shared count as the database last answered it (this process's flushed hits included). */
  known: number;
  /** When the window ends, as the database last answered (or, before that, as guessed here). */
  resetAt: Date;
  /** Hits being written now. */
  inflight: number;
  /** Hits counted here since the last write began. */
  pending: number;
  /** The first read of the shared count in this window, while it runs. */
  reading?: Promise<void>;
  /** Set once a write has answered the shared count (newer than that first read). */
  written?: boolean;
}

/**
 * express-rate-limit's counters for the high-volume budgets (the search API, page renders):
 * counted in this process's memory and added to `rate_limit_hits` for every key at once every
 * BATCH_FLUSH_MS, instead of one database write per request: a write cost 400-550 µs of CPU
 * per hit on PGlite (a tenth of a page render) and took the search API from about 3,300 to
 * 1,900 requests a second; in batches a hit costs 0.6 µs. Within one process the count is exact. A key new to a process (each window) reads
 * the shared count once, so what other processes have written counts from its first request;
 * after that, each process hears of the others' new hits when it writes its own, within about
 * BATCH_FLUSH_MS: under a flood spread over N processes, up to what they receive in that time
 * may get through beyond the budget. The limits that guard accounts (passwords,
 * sign-ups, mail) count every attempt in the database at once (store.ts).
 */
export class BatchedRateLimitStore implements Store {
  prefix: string;
  localKeys = false;
  private windowMs = 60_000;
  private readonly entries = new Map<string, Entry>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly repository: RateLimitRepository,
    name: string,
    private readonly flushMs = BATCH_FLUSH_MS,
  ) {
    this.prefix = `http-${name}:`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  /**
   * The key's entry for the current window. A key new to this process (or whose window ended)
   * first reads the shared count once, so another process's hits already written count at once.
   */
  private entryOf(key: string): Entry {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (entry && entry.resetAt.getTime() > now) return entry;
    if (!entry) {
      entry = { known: 0, resetAt: new Date(now + this.windowMs), inflight: 0, pending: 0 };
      this.entries.set(key, entry);
    } else {
      // The window ended: what was counted in it no longer counts.
      entry.known = 0;
      entry.resetAt = new Date(now + this.windowMs);
      entry.written = false;
    }
    const current = entry;
    current.reading = this.repository
      .peek(key)
      .then((window) => {
        if (window && !current.written) {
          current.known = window.hits;
          current.resetAt = window.resetAt;
        }
      })
      // Unknown for now: the next write answers it.
      .catch(() => undefined)
      .finally(() => (current.reading = undefined));
    return current;
  }

  private totalOf(entry: Entry) {
    return { totalHits: entry.known + entry.inflight + entry.pending, resetTime: entry.resetAt };
  }

  async get(key: string) {
    if (!this.entries.has(this.prefix + key)) return undefined;
    const entry = this.entryOf(this.prefix + key);
    await entry.reading;
    return this.totalOf(entry);
  }

  async increment(key: string) {
    const entry = this.entryOf(this.prefix + key);
    // Counted before waiting, so simultaneous requests see each other.
    entry.pending += 1;
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
    await entry.reading;
    return this.totalOf(entry);
  }

  async decrement(key: string) {
    const entry = this.entries.get(this.prefix + key);
    if (entry && entry.pending > 0) entry.pending -= 1;
    else await this.repository.undo(this.prefix + key);
  }

  async resetKey(key: string) {
    this.entries.delete(this.prefix + key);
    await this.repository.reset(this.prefix + key);
  }

  /** Adds the hits counted here to the shared counters and reads theirs back. */
  flush(): Promise<void> {
    this.timer = undefined;
    const previous = this.flushing ?? Promise.resolve();
    const run = previous.then(() => this.write());
    this.flushing = run.finally(() => {
      if (this.flushing === run) this.flushing = undefined;
    });
    return run;
  }

  private async write(): Promise<void> {
    const now = Date.now();
    const batch: { key: string; hits: number }[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.pending > 0) {
        entry.inflight = entry.pending;
        entry.pending = 0;
        batch.push({ key, hits: entry.inflight });
      } else if (entry.inflight === 0 && entry.resetAt.getTime() <= now) {
        this.entries.delete(key);
      }
    }
    for (let start = 0; start < batch.length; start += FLUSH_CHUNK) {
      const chunk = batch.slice(start, start + FLUSH_CHUNK);
      try {
        const rows = await this.repository.hitMany(chunk, this.windowMs);
        for (const row of rows) {
          const entry = this.entries.get(row.key);
          if (!entry) continue;
          entry.known = row.hits;
          entry.resetAt = row.resetAt;
          entry.inflight = 0;
          entry.written = true;
        }
      } catch {
        // The database is away: keep counting here, and try again with the next hits.
        for (const { key } of chunk) {
          const entry = this.entries.get(key);
          if (!entry) continue;
          entry.pending += entry.inflight;
          entry.inflight = 0;
        }
        this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
      }
    }
  }
}
