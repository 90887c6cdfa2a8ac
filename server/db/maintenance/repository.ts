import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";

/** Statements about the database itself rather than a table of the domain. */
export function createMaintenanceRepository(db: Database) {
  return {
    /**
     * PGlite has no autovacuum: without statistics and a visibility map every count (the admin
     * list's totals, its stats) reads the whole table. PostgreSQL's autovacuum does this itself.
     */
    async vacuumAnalyze(): Promise<void> {
      await db.execute(sql`vacuum analyze`);
    },

    /** A notice to every process listening on the channel (LISTEN/NOTIFY), through the pool. */
    async notify(channel: string, payload: string): Promise<void> {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  };
}
