import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";

export type DatabaseKind = "pglite" | "postgres";

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database on the
 * embedded PostgreSQL server of the run. close() throws the database away.
 */
export async function createTestDatabase(kind: DatabaseKind = "pglite"): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite" });
    await handle.migrate();
    return handle;
  }
  const empty = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ kind: "postgres", url: empty.url });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

/** A new, unmigrated database on the run's embedded PostgreSQL server. */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = inject("postgresUrl");
  const name = `prueba_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
