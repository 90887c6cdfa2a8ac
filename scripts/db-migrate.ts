// Applies the committed migrations to the configured database (PGlite folder or DATABASE_URL).
import path from "node:path";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";

const config = loadConfig();
const database = await openDatabase(
  config.database.kind === "postgres"
    ? config.database
    : { kind: "pglite", dataDir: path.resolve(config.database.dataDir) },
);
try {
  await database.migrate();
  console.log("Migraciones aplicadas.");
} finally {
  await database.close();
}
