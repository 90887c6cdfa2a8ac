// `npm test`: every check in layers, cheapest first, stopping after the first layer that fails.
import { spawn } from "node:child_process";
import path from "node:path";
import { childProcessEnvironment } from "../server/config.ts";
import { projectRoot } from "./lib/build.ts";

const bin = (name: string) => path.join(projectRoot, "node_modules/.bin", name);
/**
 * The type check runs TypeScript 7's native compiler (ADR 019): the same checker, about a
 * quarter of the CPU of TypeScript 5's (17 against 74 s). Tools that read TypeScript's
 * JavaScript API (typescript-eslint, the editors) keep TypeScript 5 as `typescript`.
 */
const NATIVE_TSC = path.join(projectRoot, "node_modules/typescript-native/bin/tsc");

interface Step {
  title: string;
  command: string;
  args: string[];
}
const step = (title: string, command: string, args: string[]): Step => ({ title, command, args });

/**
 * Steps of one layer run side by side. The static checks share a layer: TypeScript, ESLint
 * and Prettier are each one thread, so on two cores they take about the time of the slowest
 * instead of the sum (151 s one after another in the last clean runs). Their output is held
 * and printed whole when each ends, so the logs of two steps never interleave.
 */
const layers: Step[][] = [
  [step("Tipos de las rutas (react-router typegen)", bin("react-router"), ["typegen"])],
  [
    step("Tipos (TypeScript)", NATIVE_TSC, ["--noEmit"]),
    step("Lint (ESLint)", bin("eslint"), ["."]),
    step("Formato (Prettier)", bin("prettier"), ["--check", "."]),
  ],
  [step("Pruebas unitarias", bin("vitest"), ["run", "--project", "unit"])],
  // Integration tests that serve pages or start several processes need the build.
  [step("Compilación de producción y nginx", bin("tsx"), ["scripts/ensure-build.ts"])],
  [
    step("Pruebas de integración (PGlite y PostgreSQL)", bin("vitest"), [
      "run",
      "--project",
      "int",
    ]),
  ],
  [step("Pruebas de navegador (Playwright + Chromium)", bin("tsx"), ["scripts/e2e.ts"])],
  [step("Prueba de carga (60 s, 100 conexiones)", bin("tsx"), ["scripts/load.ts"])],
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

/** Runs a step; alone in its layer it writes straight to the terminal, else it is held. */
function run({ title, command, args }: Step, alone: boolean): Promise<boolean> {
  const started = Date.now();
  if (alone) console.log(`\n▶ ${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      // Held output is not a terminal: colours are asked for, as a step alone would print them.
      ...(alone ? {} : { env: childProcessEnvironment({ FORCE_COLOR: "1" }) }),
    });
    const held: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
    let finished = false;
    const finish = (ok: boolean) => {
      if (finished) return;
      finished = true;
      const elapsed = Date.now() - started;
      if (!alone) {
        console.log(`\n▶ ${title}`);
        process.stdout.write(Buffer.concat(held));
      }
      timings.push([ok ? title : `${title} (falló)`, elapsed]);
      if (ok) console.log(`✔ ${title} (${seconds(elapsed)})`);
      else console.error(`\n✖ Falló: ${title}`);
      resolve(ok);
    };
    child.on("error", (error) => {
      held.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on("close", (code) => finish(code === 0));
  });
}

for (const layer of layers) {
  const results = await Promise.all(layer.map((each) => run(each, layer.length === 1)));
  if (results.includes(false)) {
    printTimings();
    process.exit(1);
  }
}
printTimings();
