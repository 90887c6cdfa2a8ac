// The load test of `npm test`: 60 s of mixed traffic at 100 connections against the production
// server on its own small database (.tmp/load-db, 2,000 listings, reused between runs). Fails
// on any 5xx answer, any connection error or timeout, or memory growth of 10 % or more.
// Options: --duration S (default 60) --connections N (default 100) --warmup S (default 30)
import { parseArgs } from "node:util";
import { mixedLoadMarkdown, runMixedLoad } from "./bench/mixed-load.ts";
import { ensureProductionBuild } from "./lib/build.ts";
import { startProductionServer } from "./lib/production-server.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    connections: { type: "string", default: "100" },
    warmup: { type: "string", default: "30" },
  },
});
ensureProductionBuild();
const server = startProductionServer(4310, {
  PGLITE_DATA_DIR: ".tmp/load-db",
  SEED_PROVIDERS: "2000",
  LOG_LEVEL: "error",
  MAP_TILE_URL: "/mapa-sin-conexion/{z}/{x}/{y}.png",
});

let failed = true;
try {
  await server.ready(120_000);
  const result = await runMixedLoad({
    baseUrl: server.baseUrl,
    serverPid: server.child.pid!,
    durationSeconds: Number(values.duration),
    connections: Number(values.connections),
    warmupSeconds: Number(values.warmup),
  });
  console.log(`\n${mixedLoadMarkdown(result).join("\n")}\n`);
  if (server.child.exitCode !== null) result.failures.push("el servidor terminó durante la prueba");
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
  await server.stop();
}
process.exit(failed ? 1 : 0);
