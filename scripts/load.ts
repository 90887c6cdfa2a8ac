// The load test of `npm test`: 60 s of mixed traffic at 100 connections against the production
// server on its own small database (.tmp/load-db, 2,000 listings, reused between runs). Fails
// on any 5xx answer, any connection error or timeout, or memory growth of 10 % or more.
// Options: --duration S (default 60) --connections N (default 100)
import { spawn } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { mixedLoadMarkdown, runMixedLoad } from "./bench/mixed-load.ts";
import { ensureProductionBuild, projectRoot } from "./lib/build.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "100" },
  },
});
const PORT = 4310;
const BASE = `http://127.0.0.1:${PORT}`;

ensureProductionBuild();
// The test runner's own loader hooks (NODE_OPTIONS) must not leak into the server.
const { NODE_OPTIONS: _ignored, ...inherited } = process.env;
const server = spawn(path.join(projectRoot, "node_modules/.bin/tsx"), ["server/index.ts"], {
  cwd: projectRoot,
  env: {
    ...inherited,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    PGLITE_DATA_DIR: ".tmp/load-db",
    SEED_PROVIDERS: "2000",
    LOG_LEVEL: "error",
    MAP_TILE_URL: "/mapa-sin-conexion/{z}/{x}/{y}.png",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const exited = new Promise<number | null>((resolve) =>
  server.once("exit", (code) => resolve(code)),
);

async function waitForReady(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("El servidor terminó antes de estar listo.");
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("El servidor no estuvo listo a tiempo.");
}

let failed = true;
try {
  await waitForReady(120_000);
  const result = await runMixedLoad({
    baseUrl: BASE,
    serverPid: server.pid!,
    durationSeconds: Number(values.duration),
    connections: Number(values.connections),
  });
  console.log(`\n${mixedLoadMarkdown(result).join("\n")}\n`);
  if (server.exitCode !== null) result.failures.push("el servidor terminó durante la prueba");
  if (result.failures.length > 0) {
    console.error(`✖ La prueba de carga no cumple: ${result.failures.join("; ")}.`);
  } else {
    console.log(
      "✔ Prueba de carga superada: sin respuestas 5xx, sin errores ni tiempos de espera, memoria estable.",
    );
    failed = false;
  }
} catch (error) {
  console.error(`✖ La prueba de carga no pudo ejecutarse: ${(error as Error).message}`);
} finally {
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
process.exit(failed ? 1 : 0);
