import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { seedDemoData } from "../../server/db/seed/run.ts";

/** What the seeded directory is made of: a change to any of these means a new database. */
const SOURCES = ["server/db/seed", "server/db/migrations", "common/catalogs"];

function sourceFingerprint(projectRoot: string): string {
  const hash = createHash("sha256");
  for (const folder of SOURCES) {
    const files = readdirSync(path.join(projectRoot, folder), { recursive: true })
      .map(String)
      .filter((file) => !/\.test\.ts$/.test(file))
      .sort();
    for (const file of files) {
      const full = path.join(projectRoot, folder, file);
      if (!existsSync(full) || !/\.(ts|sql|json)$/.test(file)) continue;
      hash.update(`${folder}/${file}\n`).update(readFileSync(full));
    }
  }
  return hash.digest("hex").slice(0, 12);
}

/**
 * The demo directory of `providers` listings in a PGlite folder under .tmp/search-eval-db,
 * seeded once and reused while the seed, the migrations and the catalogues stay the same
 * (the folder name carries their fingerprint; older folders are removed).
 */
export async function openEvalDatabase(options: {
  projectRoot: string;
  providers: number;
  seed?: number;
  fresh?: boolean;
  log: (message: string) => void;
}): Promise<DatabaseHandle> {
  const parent = path.join(options.projectRoot, ".tmp/search-eval-db");
  const name = `${options.providers}-${options.seed ?? "demo"}-${sourceFingerprint(options.projectRoot)}`;
  const dir = path.join(parent, name);
  // Written once the seed has finished: an interrupted seed is thrown away and redone.
  const ready = `${dir}.ready`;
  if (options.fresh || !existsSync(ready)) {
    mkdirSync(parent, { recursive: true });
    for (const old of readdirSync(parent))
      rmSync(path.join(parent, old), { recursive: true, force: true });
    options.log(
      `Sembrando ${options.providers.toLocaleString("es-MX")} médicos de demostración en ${path.relative(options.projectRoot, dir)}…`,
    );
    const started = Date.now();
    const database = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      await database.migrate();
      await seedDemoData(database.db, { providers: options.providers, seed: options.seed });
      // Statistics, as the server gathers after its own first seed.
      await database.db.execute(sql`vacuum analyze`);
    } finally {
      await database.close();
    }
    writeFileSync(ready, new Date().toISOString());
    options.log(`Base lista en ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
  const database = await openDatabase({ kind: "pglite", dataDir: dir });
  await database.migrate();
  return database;
}
