import type { RateLimitRepository, WindowCount } from "../../server/rate-limits/repository.ts";

/**
 * The fixed-window counters of rate_limit_hits in memory, read against `now()` (Date.now by
 * default): a window that has run out starts again, as in the SQL repository.
 */
export function memoryRateLimits(now: () => number = Date.now) {
  const rows = new Map<string, WindowCount>();
  let purged = 0;
  const live = (key: string) => {
    const row = rows.get(key);
    return row && row.resetAt.getTime() > now() ? row : undefined;
  };
  async function hitMany(counts: { key: string; hits: number }[], windowMs: number) {
    return counts.map(({ key, hits }) => {
      const current = live(key);
      const row = current
        ? { hits: current.hits + hits, resetAt: current.resetAt }
        : { hits, resetAt: new Date(now() + windowMs) };
      rows.set(key, row);
      return { key, ...row };
    });
  }
  const repository: RateLimitRepository = {
    hitMany,
    async hit(key, windowMs) {
      const [row] = await hitMany([{ key, hits: 1 }], windowMs);
      return { hits: row!.hits, resetAt: row!.resetAt };
    },
    async peek(key) {
      const row = live(key);
      return row ? { ...row } : null;
    },
    async undo(key) {
      const row = rows.get(key);
      if (row) row.hits = Math.max(row.hits - 1, 0);
    },
    async reset(key) {
      rows.delete(key);
    },
    async purgeExpired() {
      purged += 1;
    },
  };
  return { repository, rows, purges: () => purged };
}
