import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { createEmptyPostgresDatabase, type DatabaseKind } from "./database.ts";

/**
 * Two handles on one migrated database, as two app processes have: two pools on a fresh
 * PostgreSQL database; PGlite is one process's database, so there both share `pglite`.
 */
export async function twoConnections(
  kind: DatabaseKind,
  pglite: DatabaseHandle,
): Promise<{
  first: DatabaseHandle;
  second: DatabaseHandle;
  url?: string;
  close: () => Promise<void>;
}> {
  if (kind === "pglite") return { first: pglite, second: pglite, close: async () => {} };
  const copy = await createEmptyPostgresDatabase(inject("postgresTemplate"));
  const first = await openDatabase({ kind: "postgres", url: copy.url });
  const second = await openDatabase({ kind: "postgres", url: copy.url });
  return {
    first,
    second,
    url: copy.url,
    close: async () => {
      await first.close();
      await second.close();
      await copy.drop();
    },
  };
}
