// Runs the unit and integration suites on other Node majors than the one installed (Node 24 is
// the production runtime; ARCHITECTURE: "keep the code working on 20, 22 and 24"), with the
// registry's `node` package: `npx -y node@24` fetches that release's official binary once (npm
// cache) and runs it; nothing is installed system-wide. The default versions are 22 and 24;
// numbers on the command line choose others, `--unit` leaves the integration suite out, and
// anything else is passed to vitest (a file filter, -t "name"…):
//
//   npm run test:node-versions
//   npm run test:node-versions -- 24 server/voice
//   npm run test:node-versions -- --unit
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const VITEST = path.join(root, "node_modules/vitest/vitest.mjs");
const DEFAULT_MAJORS = ["22", "24"];

const args = process.argv.slice(2);
const majors = args.filter((arg) => /^\d+$/.test(arg));
const unitOnly = args.includes("--unit");
const vitestArgs = args.filter((arg) => !/^\d+$/.test(arg) && arg !== "--unit");
const projects = unitOnly ? ["unit"] : ["unit", "int"];
// Integration tests that serve pages need the production build (made once, on this Node).
if (!unitOnly) {
  execFileSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/ensure-build.ts"], {
    cwd: root,
    stdio: "inherit",
  });
}

/** Runs `command` on Node `major`; its output is captured, or shown as it comes. */
function runOn(major: string, command: string[], capture = false) {
  const result = spawnSync("npx", ["-y", `node@${major}`, ...command], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", capture ? "pipe" : "inherit", "inherit"],
  });
  if (result.error) throw result.error;
  return { status: result.status ?? 1, output: result.stdout ?? "" };
}

const outcomes: { major: string; version: string; passed: boolean }[] = [];
for (const major of majors.length > 0 ? majors : DEFAULT_MAJORS) {
  const version = runOn(major, ["--version"], true).output.trim();
  if (!version.startsWith(`v${major}.`)) {
    console.error(`No se pudo obtener Node ${major} del registro (respuesta: «${version}»).`);
    outcomes.push({ major, version: "no disponible", passed: false });
    continue;
  }
  const projectArgs = projects.flatMap((project) => ["--project", project]);
  console.log(`\n── Node ${version}: vitest run ${[...projectArgs, ...vitestArgs].join(" ")}`);
  const run = runOn(major, [VITEST, "run", ...projectArgs, ...vitestArgs]);
  outcomes.push({ major, version, passed: run.status === 0 });
}

console.log("\nResumen:");
for (const { version, major, passed } of outcomes) {
  console.log(
    `  Node ${version === "no disponible" ? major : version}: ${passed ? "bien" : "FALLÓ"}`,
  );
}
process.exit(outcomes.every((outcome) => outcome.passed) ? 0 : 1);
