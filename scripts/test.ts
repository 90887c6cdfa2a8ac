// `npm test`: every check in order, cheapest first, stopping at the first failure.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { projectRoot } from "./lib/build.ts";

const bin = (name: string) => path.join(projectRoot, "node_modules/.bin", name);
const steps: [string, string, string[]][] = [
  ["Tipos de las rutas (react-router typegen)", bin("react-router"), ["typegen"]],
  ["Tipos (TypeScript)", bin("tsc"), ["--noEmit"]],
  ["Lint (ESLint)", bin("eslint"), ["."]],
  ["Formato (Prettier)", bin("prettier"), ["--check", "."]],
  ["Pruebas unitarias", bin("vitest"), ["run", "--project", "unit"]],
  // Integration tests that serve pages or start several processes need the build.
  ["Compilación de producción y nginx", bin("tsx"), ["scripts/ensure-build.ts"]],
  ["Pruebas de integración (PGlite y PostgreSQL)", bin("vitest"), ["run", "--project", "int"]],
  ["Pruebas de navegador (Playwright + Chromium)", bin("tsx"), ["scripts/e2e.ts"]],
  ["Prueba de carga (60 s, 100 conexiones)", bin("tsx"), ["scripts/load.ts"]],
];

const timings: [string, number][] = [];
const suiteStarted = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The time of each step at the end, where CI logs are read from. */
function printTimings(): void {
  console.log("\nTiempo por paso:");
  for (const [title, ms] of timings) console.log(`  ${seconds(ms).padStart(8)}  ${title}`);
  console.log(`  ${seconds(Date.now() - suiteStarted).padStart(8)}  total`);
}

for (const [title, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  try {
    execFileSync(command, args, { cwd: projectRoot, stdio: "inherit" });
  } catch {
    timings.push([`${title} (falló)`, Date.now() - started]);
    console.error(`\n✖ Falló: ${title}`);
    printTimings();
    process.exit(1);
  }
  timings.push([title, Date.now() - started]);
  console.log(`✔ ${title} (${seconds(Date.now() - started)})`);
}
printTimings();
