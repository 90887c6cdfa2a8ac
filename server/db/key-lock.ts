import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

type Executor = Pick<Database, "execute">;

/**
 * Holds a lock on any text key (an email, a client address, a person) until the open
 * transaction ends: the way to make "count, then write" on rows that do not exist yet one
 * decision. Transaction-scoped, so a failure or a rollback cannot leave it held; PGlite runs
 * transactions one at a time, so there it is free.
 */
export async function lockKey(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
