// `npm run docs:tables`: writes the generated tables (configuration variables, rate limits)
// into docs/ between their markers. scripts/docs-tables.test.ts fails when they are stale.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "./lib/build.ts";
import { generatedFiles, regenerated } from "./lib/docs-tables.ts";

for (const file of generatedFiles()) {
  writeFileSync(path.join(projectRoot, file), await regenerated(file));
  console.log(`Tablas escritas en ${file}`);
}
