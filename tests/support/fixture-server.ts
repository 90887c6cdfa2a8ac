// The production server of the browser tests, with the fixtures of tests/support/fixtures.ts
// already in its database: this process opens the database, migrates and seeds it as the
// server's start would, writes the fixtures, closes it (PGlite allows one owner), then starts
// the server itself. Used by playwright.config.ts and tests/support/spec-server.ts; nothing
// reachable over HTTP creates these accounts.
//
// E2E_DATABASE_TEMPLATE (spec servers): a folder for a finished PGlite database of the same
// settings. When it exists, an empty data folder starts as a copy of it (creating a PGlite
// folder and migrating it costs seconds, copying a small one a fraction); when it does not, the
// database built here is copied there for the next spec server.
import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { createMaintenanceRepository } from "../../server/db/maintenance/repository.ts";
import { seedDemoDataIfEmpty } from "../../server/db/seed/run.ts";
import { main } from "../../server/index.ts";
import { createLogger } from "../../server/logger.ts";
import { insertFixtures } from "./fixtures.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const config = loadConfig();

async function prepare() {
  const database = await openDatabase(
    config.database.kind === "postgres"
      ? { kind: "postgres", url: config.database.url }
      : { kind: "pglite", dataDir: path.resolve(projectRoot, config.database.dataDir) },
  );
  try {
    await database.migrate();
    if (config.seed.onStart) {
      const seeded = await seedDemoDataIfEmpty(database.db, {
        providers: config.seed.providers,
        logger: createLogger(config),
      });
      if (seeded && database.kind === "pglite")
        await createMaintenanceRepository(database.db).vacuumAnalyze();
    }
    await insertFixtures(database.db);
  } finally {
    await database.close();
  }
}

const template = process.env.E2E_DATABASE_TEMPLATE;
const dataDir =
  config.database.kind === "pglite" ? path.resolve(projectRoot, config.database.dataDir) : null;
if (template && dataDir && existsSync(template) && !existsSync(dataDir)) {
  cpSync(template, dataDir, { recursive: true });
} else {
  const fresh = dataDir !== null && !existsSync(dataDir);
  await prepare();
  if (template && fresh && !existsSync(template)) {
    // Copied aside first, then renamed: a half-copied folder is never taken for a template.
    const partial = `${template}.${process.pid}`;
    cpSync(dataDir, partial, { recursive: true });
    try {
      renameSync(partial, template);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
}
await main();
