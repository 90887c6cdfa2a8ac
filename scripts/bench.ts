// `npm run bench`: seeds a benchmark database (first run), starts the production server and
// measures it from another process. Writes bench/report.md and bench/report.json.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { ensureProductionBuild, projectRoot } from "./lib/build.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "50000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
  },
});
const PORT = 4300;
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = [
  { name: "Liveness /healthz", path: "/healthz" },
  { name: "Página de inicio /", path: "/" },
];

async function waitForReady(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${BASE}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("El servidor no estuvo listo a tiempo.");
}

ensureProductionBuild();
const startedAt = Date.now();
// `env` adds the server's variables to the inherited environment (only config.ts reads it).
const server = spawn(
  "env",
  [
    "NODE_ENV=production",
    `PORT=${PORT}`,
    "HOST=127.0.0.1",
    "PGLITE_DATA_DIR=.tmp/bench-db",
    `SEED_PROVIDERS=${values.providers}`,
    "LOG_LEVEL=warn",
    path.join(projectRoot, "node_modules/.bin/tsx"),
    "server/index.ts",
  ],
  { cwd: projectRoot, stdio: ["ignore", "inherit", "inherit"] },
);

try {
  await waitForReady(180_000);
  const bootSeconds = (Date.now() - startedAt) / 1000;
  const rows = [];
  for (const target of TARGETS) {
    const result = await autocannon({
      url: `${BASE}${target.path}`,
      connections: Number(values.connections),
      duration: Number(values.duration),
    });
    rows.push({
      ...target,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      requestsPerSecond: Math.round(result.requests.average),
      total: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    });
    console.log(
      `${target.name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`,
    );
  }
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    providers: Number(values.providers),
    connections: Number(values.connections),
    durationSeconds: Number(values.duration),
    bootSeconds,
    latency: rows,
  };
  const lines = [
    "# Informe de rendimiento",
    "",
    `Fecha: ${report.date} · Node ${report.node} · ${report.providers} médicos de demostración (PGlite)`,
    `Arranque hasta /readyz: ${bootSeconds.toFixed(1)} s · ${report.connections} conexiones durante ${report.durationSeconds} s por ruta`,
    "",
    "| Ruta | p50 (ms) | p90 (ms) | p99 (ms) | máx (ms) | req/s | errores | no 2xx |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.requestsPerSecond} | ${r.errors + r.timeouts} | ${r.non2xx} |`,
    ),
    "",
  ];
  mkdirSync(path.join(projectRoot, "bench"), { recursive: true });
  writeFileSync(path.join(projectRoot, "bench/report.md"), lines.join("\n"));
  writeFileSync(path.join(projectRoot, "bench/report.json"), JSON.stringify(report, null, 2));
  console.log("\nInforme escrito en bench/report.md y bench/report.json");
} finally {
  server.kill("SIGTERM");
}
