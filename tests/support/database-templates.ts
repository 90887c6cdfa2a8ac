import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where browser-test servers keep finished databases to copy (scripts/e2e.ts empties it per run). */
export const DATABASE_TEMPLATES_DIR = ".tmp/e2e-templates";

/**
 * The template folder for a seed size, named after everything that shapes the database
 * (migrations, the seed's code, the fixtures): a change to any of them never reuses an old one.
 * The shared server (playwright.config.ts) writes the one of its seed size as it starts, before
 * any spec runs, so spec servers of that size copy it instead of seeding again.
 */
export function databaseTemplateFor(providers: string): string {
  const hash = createHash("sha256");
  const sources = [
    "server/db/migrations/meta/_journal.json",
    "tests/support/fixtures.ts",
    ...readdirSync("server/db/seed")
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => `server/db/seed/${name}`),
  ];
  for (const file of sources) hash.update(file).update(readFileSync(file));
  return path.join(DATABASE_TEMPLATES_DIR, `seed-${providers}-${hash.digest("hex").slice(0, 12)}`);
}
