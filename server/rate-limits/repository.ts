import { lt, sql, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimitHits } from "../db/schema/index.ts";

export interface WindowCount {
  hits: number;
  resetAt: Date;
}

/**
 * Fixed-window counters in `rate_limit_hits`, one row per key. Every write is one atomic
 * statement, so several processes on one PostgreSQL share the counts exactly, and a restart
 * forgets nothing.
 */
export function createRateLimitRepository(db: Database) {
  /**
   * Counts several hits for several keys in one statement (keys must differ), answering each
   * key's window after the addition: the batched budgets' flush (batched-store.ts).
   */
  async function hitMany(
    counts: { key: string; hits: number }[],
    windowMs: number,
  ): Promise<(WindowCount & { key: string })[]> {
    if (counts.length === 0) return [];
    const resetAt = sql`now() + ${`${windowMs} milliseconds`}::interval`;
    return db
      .insert(rateLimitHits)
      .values(counts.map(({ key, hits }) => ({ key, hits, resetAt: resetAt as never })))
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${rateLimitHits.resetAt} <= now() then excluded.hits else ${rateLimitHits.hits} + excluded.hits end`,
          resetAt: sql`case when ${rateLimitHits.resetAt} <= now() then excluded.reset_at else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning({
        key: rateLimitHits.key,
        hits: rateLimitHits.hits,
        resetAt: rateLimitHits.resetAt,
      });
  }

  return {
    /** Counts one hit; a window that has run out starts again at 1. */
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const [row] = await hitMany([{ key, hits: 1 }], windowMs);
      return { hits: row!.hits, resetAt: row!.resetAt };
    },

    hitMany,

    /** The current window of a key, without counting (null when none is running). */
    async peek(key: string): Promise<WindowCount | null> {
      const [row] = await db
        .select({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
        .from(rateLimitHits)
        .where(sql`${rateLimitHits.key} = ${key} and ${rateLimitHits.resetAt} > now()`)
        .limit(1);
      return row ?? null;
    },

    /** Gives back one hit (a request the limiter should not have counted). */
    async undo(key: string): Promise<void> {
      await db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
        .where(eq(rateLimitHits.key, key));
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },

    /** Rows whose window ended long ago; the table stays as small as its live keys. */
    async purgeExpired(olderThanMs = 3_600_000): Promise<void> {
      await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.resetAt, sql`now() - ${`${olderThanMs} milliseconds`}::interval`));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
