// Seeds the demo directory into an empty database (the server does this on first start).
// Usage: npm run db:seed [-- --providers 5000]
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { seedDemoDataIfEmpty } from "../server/db/seed/run.ts";
import { createLogger } from "../server/logger.ts";

const { values } = parseArgs({
  options: { providers: { type: "string" }, memory: { type: "boolean" } },
});
const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(
  values.memory
    ? { kind: "pglite" }
    : config.database.kind === "postgres"
      ? config.database
      : { kind: "pglite", dataDir: path.resolve(config.database.dataDir) },
);
try {
  await database.migrate();
  const providers = values.providers ? Number(values.providers) : config.seed.providers;
  const summary = await seedDemoDataIfEmpty(database.db, { providers, logger, progress: true });
  if (!summary) console.log("La base de datos ya tiene datos; no se generó nada.");
} finally {
  await database.close();
}
