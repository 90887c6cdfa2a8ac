import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { NamingClient } from "./pg-statements.ts";
import { PgliteThread } from "./pglite-thread-client.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/**
 * Both drivers expose the same query builder; the node-postgres type stands for both so
 * repositories are written once.
 */
export type Database = NodePgDatabase<Schema>;

export type DatabaseTarget =
  /**
   * `readOnly`: a replica's pool (DATABASE_READ_URL). Every transaction on it is read-only, so a
   * write routed there by mistake fails at once instead of going to the wrong server.
   */
  | { kind: "postgres"; url: string; readOnly?: boolean }
  /** `loadDataDir`: a dump of another PGlite's data folder to start from (tests' template). */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget["kind"];
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Opens PGlite (a folder, or memory when dataDir is undefined) or a PostgreSQL pool. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") return openPostgres(target.url, target.readOnly ?? false);
  return openPglite(target.dataDir, target.loadDataDir);
}

/** A migrated PGlite's data folder as one archive, for tests that start many databases. */
export async function migratedPgliteDump(): Promise<Blob> {
  const handle = await openPglite(undefined, undefined);
  try {
    await handle.migrate();
    return await handle.dump();
  } finally {
    await handle.close();
  }
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle & { dump(): Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PGlite runs on its own thread (ADR 013): a query no longer holds up the pages.
  const client = await PgliteThread.open({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return pgliteHandle(client);
}

/**
 * The handle over an open PGlite thread. The integration tests pass a lease of a thread they
 * keep between files (tests/support/pglite-pool.ts), whose close() hands it back.
 */
export function pgliteHandle(client: PgliteThread): DatabaseHandle & { dump(): Promise<Blob> } {
  const db = drizzlePglite(client as never, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    dump: () => client.dumpDataDir(),
    ping: async () => {
      if (closed) throw new Error("database closed");
      await client.query("select 1");
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** Any constant shared by every process of this app; it names the migration lock. */
const MIGRATION_LOCK_ID = 4_711_2026;

async function openPostgres(url: string, readOnly: boolean): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    // Names the statements marked GENERIC_PLAN (pg-statements.ts).
    Client: NamingClient,
    connectionString: url,
    ...(readOnly ? { options: "-c default_transaction_read_only=on" } : {}),
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  let closed = false;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      // Several app processes may start at once: one migrates, the others wait and then find
      // nothing left to do (drizzle's migrator alone would race on a fresh database).
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        lock.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
