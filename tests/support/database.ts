import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { leasePgliteDatabase } from "./pglite-pool.ts";

export type DatabaseKind = "pglite" | "postgres";

let pgliteTemplate: Blob | undefined;

/**
 * The run's migrated PGlite data folder as an archive. Starting PGlite from it takes about a
 * second; a PGlite started empty runs initdb first, which took 2.5 s and more on two cores.
 */
export function pgliteTemplateDump(): Blob {
  pgliteTemplate ??= new Blob([readFileSync(inject("pgliteTemplatePath"))]);
  return pgliteTemplate;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory (a thread emptied back to the
 * template after an earlier file, see pglite-pool.ts), or a new database on the embedded
 * PostgreSQL server of the run, both copied from the run's migrated template (see
 * postgres-global-setup.ts). migrate() then only confirms there is nothing left to apply.
 * close() throws the database away.
 */
export async function createTestDatabase(kind: DatabaseKind = "pglite"): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await leasePgliteDatabase(pgliteTemplateDump());
    await handle.migrate();
    return handle;
  }
  const empty = await createEmptyPostgresDatabase(inject("postgresTemplate"));
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

/** A new database on the run's embedded PostgreSQL server: empty, or a copy of `template`. */
export async function createEmptyPostgresDatabase(template?: string): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = inject("postgresUrl");
  const name = `prueba_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
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
