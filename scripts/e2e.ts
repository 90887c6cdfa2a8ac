// `npm run test:e2e`: Debian's Chromium headless shell (the voice spec: the full Chromium), a fresh
// production build and a fresh seeded database.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { ensureProductionBuild, projectRoot } from "./lib/build.ts";
import { ensureChromium, ensureHeadlessShell } from "./lib/chromium.ts";

ensureHeadlessShell();
ensureChromium();
ensureProductionBuild();
rmSync(path.join(projectRoot, ".tmp/e2e-db"), { recursive: true, force: true });
// Spec servers' database templates (tests/support/spec-server.ts) are built afresh each run.
rmSync(path.join(projectRoot, ".tmp/e2e-templates"), { recursive: true, force: true });
try {
  execFileSync(
    path.join(projectRoot, "node_modules/.bin/playwright"),
    ["test", ...process.argv.slice(2)],
    {
      cwd: projectRoot,
      stdio: "inherit",
    },
  );
} catch {
  process.exit(1);
}
