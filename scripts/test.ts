// `npm test`: every check in order, cheapest first, stopping at the first failure.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { projectRoot } from "./lib/build.ts";

const bin = (name: string) => path.join(projectRoot, "node_modules/.bin", name);
const steps: [string, string, string[]][] = [
  ["Tipos (TypeScript)", bin("react-router"), ["typegen"]],
  ["Tipos (TypeScript)", bin("tsc"), ["--noEmit"]],
  ["Lint (ESLint)", bin("eslint"), ["."]],
  ["Pruebas unitarias", bin("vitest"), ["run", "--project", "unit"]],
  // Integration tests that serve pages or start several processes need the build.
  ["Compilación de producción y nginx", bin("tsx"), ["scripts/ensure-build.ts"]],
  ["Pruebas de integración (PGlite y PostgreSQL)", bin("vitest"), ["run", "--project", "int"]],
  ["Pruebas de navegador (Playwright + Chromium)", bin("tsx"), ["scripts/e2e.ts"]],
  ["Prueba de carga (60 s, 100 conexiones)", bin("tsx"), ["scripts/load.ts"]],
];

for (const [title, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  try {
    execFileSync(command, args, { cwd: projectRoot, stdio: "inherit" });
  } catch {
    console.error(`\n✖ Falló: ${title}`);
    process.exit(1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
