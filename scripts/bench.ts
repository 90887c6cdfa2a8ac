// `npm run bench`: seeds a benchmark database (first run), starts the production server and
// measures it from this process. Writes bench/report.md and bench/report.json.
// Options: --providers N (default 50000) --duration S (per route, default 10)
//          --connections N (default 50) --latency-connections N (default 10) --skip-lighthouse
//          --skip-import (no CSV import timing) --import-only (only the CSV import timing)
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchCsvImport, type CsvImportBench } from "./bench/csv-import.ts";
import { loadTest, type LoadResult } from "./bench/http-load.ts";
import { runLighthouse, type LighthouseResult } from "./bench/lighthouse.ts";
import { gzipBytesOfAssets, scriptUrlsOf, transferBytes } from "./bench/page-weight.ts";
import { ensureProductionBuild, projectRoot } from "./lib/build.ts";
import { ensureChromium } from "./lib/chromium.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "50000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "latency-connections": { type: "string", default: "10" },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-import": { type: "boolean", default: false },
    "import-only": { type: "boolean", default: false },
  },
});

// The CSV import first, alone on the machine: 50,000 generated rows into a scratch database.
let csvImport: CsvImportBench | null = null;
if (!values["skip-import"]) {
  csvImport = await benchCsvImport(50_000);
  console.log(
    `Importación CSV: ${csvImport.imported.toLocaleString("es-MX")} filas en ${csvImport.seconds.toFixed(1)} s (meta ${csvImport.target})`,
  );
  if (values["import-only"]) process.exit(0);
}
const PORT = 4300;
const BASE = `http://127.0.0.1:${PORT}`;
const duration = Number(values.duration);
const connections = Number(values.connections);
const latencyConnections = Number(values["latency-connections"]);

// Targets from the issues, shown beside each measurement.
const LOAD_TARGETS: { name: string; paths: string[]; target?: string }[] = [
  { name: "Liveness /healthz", paths: ["/healthz"] },
  {
    name: "API búsqueda: especialidad + ciudad",
    paths: [
      "/api/providers?specialty=cardiologia&city=guadalajara",
      "/api/providers?specialty=pediatria&city=ciudad-de-mexico",
      "/api/providers?specialty=dermatologia&city=monterrey&sort=price",
      "/api/providers?specialty=ginecologia&city=puebla&offset=10",
    ],
    target: "p95 ≤ 25 ms, ≥ 300 req/s",
  },
  {
    name: "API búsqueda: texto libre",
    paths: [
      "/api/providers?q=Nunez",
      "/api/providers?q=cardiologo%20guadalajara",
      "/api/providers?q=diabetes",
      "/api/providers?q=ultrasonido",
      "/api/providers?q=dolor%20de%20cabeza&semanticSearch=true",
    ],
    target: "p95 ≤ 60 ms",
  },
  { name: "API conteo por especialidad", paths: ["/api/providers/specialty-counts"] },
  { name: "HTML página de inicio", paths: ["/"] },
  {
    name: "HTML página de resultados",
    paths: [
      "/cardiologia/guadalajara",
      "/pediatria/ciudad-de-mexico?page=2",
      "/medicina-general?sort=price",
    ],
    target: "p95 ≤ 80 ms",
  },
  { name: "HTML página de ciudad", paths: ["/guadalajara/medicos"] },
];
const JS_ROUTES = ["/", "/cardiologia/guadalajara", "/especialidades", "/guadalajara/medicos"];
const LIGHTHOUSE_ROUTES = ["/", "/cardiologia/guadalajara"];

async function waitForReady(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("El servidor no estuvo listo a tiempo.");
}

function table(headers: string[], rows: (string | number)[][]): string[] {
  return [
    `| ${headers.join(" | ")} |`,
    `|${headers.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

ensureProductionBuild();
if (!values["skip-lighthouse"]) ensureChromium();
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
    "MAP_TILE_URL=/mapa-sin-conexion/{z}/{x}/{y}.png",
    path.join(projectRoot, "node_modules/.bin/tsx"),
    "server/index.ts",
  ],
  { cwd: projectRoot, stdio: ["ignore", "inherit", "inherit"] },
);

try {
  await waitForReady(300_000);
  // Profiles of the demo data (ids differ between seeds): a few with reviews.
  const someProfiles = (
    (await (await fetch(`${BASE}/api/providers?specialty=cardiologia&limit=20`)).json()) as {
      profilePath: string;
      rating: { count: number };
    }[]
  )
    .sort((a, b) => b.rating.count - a.rating.count)
    .slice(0, 5)
    .map((p) => p.profilePath);
  LOAD_TARGETS.push({ name: "HTML perfil del médico", paths: someProfiles, target: "p95 ≤ 60 ms" });
  JS_ROUTES.push(someProfiles[0]!);
  LIGHTHOUSE_ROUTES.push(someProfiles[0]!);
  const bootSeconds = (Date.now() - startedAt) / 1000;
  // Warm the memoized counts so the first measured requests are not the cold ones.
  for (const target of LOAD_TARGETS) for (const p of target.paths) await fetch(`${BASE}${p}`);

  // Latency alone (1 connection), under moderate and under full load: one process serves both
  // pages and queries, so at 50 connections every request also waits for the 49 ahead of it.
  const load: (LoadResult & { target?: string; connections: number })[] = [];
  for (const concurrency of [1, latencyConnections, connections]) {
    for (const target of LOAD_TARGETS) {
      const result = await loadTest({
        baseUrl: BASE,
        name: target.name,
        paths: target.paths,
        connections: concurrency,
        durationSeconds: duration,
      });
      load.push({ ...result, target: target.target, connections: concurrency });
      console.log(
        `[${concurrency}] ${result.name}: p50 ${result.p50} ms, p95 ${result.p95} ms, ${result.requestsPerSecond} req/s`,
      );
    }
  }

  // The same queries without the result cache: each request asks for a page not asked before.
  const uncached = [];
  for (const target of LOAD_TARGETS.filter((t) => t.paths[0]!.startsWith("/api/providers?"))) {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const url = new URL(`${BASE}${target.paths[i % target.paths.length]!}`);
      url.searchParams.set("offset", String(1000 + i));
      const started = performance.now();
      await (await fetch(url)).arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (i: number) => Math.round(times[i]! * 10) / 10;
    uncached.push({ name: target.name, p50: at(14), p95: at(28), max: at(29) });
  }

  const clientDir = path.join(projectRoot, "build/client");
  const javascript = [];
  for (const route of JS_ROUTES) {
    const html = await (await fetch(`${BASE}${route}`)).text();
    const urls = scriptUrlsOf(html);
    javascript.push({ route, files: urls.length, ...gzipBytesOfAssets(clientDir, urls) });
  }

  const cityPage = {
    specDesign: await transferBytes(`${BASE}/api/providers?city=guadalajara&limit=10000`),
    resultsPage: await transferBytes(`${BASE}/?city=guadalajara`),
    landingPage: await transferBytes(`${BASE}/guadalajara/medicos`),
  };

  let lighthouseResults: LighthouseResult[] = [];
  if (!values["skip-lighthouse"]) lighthouseResults = await runLighthouse(BASE, LIGHTHOUSE_ROUTES);

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    providers: Number(values.providers),
    connections,
    durationSeconds: duration,
    bootSeconds,
    load,
    uncached,
    javascript,
    cityPage,
    lighthouse: lighthouseResults,
    csvImport,
  };
  const lines = [
    "# Informe de rendimiento",
    "",
    `Fecha: ${report.date} · Node ${report.node} · ${report.providers.toLocaleString("es-MX")} médicos de demostración (PGlite) · 2 núcleos`,
    `Arranque hasta /readyz: ${bootSeconds.toFixed(1)} s · ${duration} s por fila; latencia con 1 y ${latencyConnections} conexiones, rendimiento con ${connections}`,
    "",
    "## Latencia y rendimiento (autocannon, con la caché de resultados de 60 s)",
    "",
    ...table(
      [
        "Ruta",
        "conexiones",
        "p50 (ms)",
        "p95 (ms)",
        "p99 (ms)",
        "máx (ms)",
        "req/s",
        "errores",
        "no 2xx",
        "meta",
      ],
      load.map((r) => [
        r.name,
        r.connections,
        r.p50,
        r.p95,
        r.p99,
        r.max,
        r.requestsPerSecond,
        r.errors,
        r.non2xx,
        r.target ?? "",
      ]),
    ),
    "",
    "## Búsquedas sin caché (30 peticiones seguidas, cada una a una página distinta)",
    "",
    ...table(
      ["Consulta", "p50 (ms)", "p95 (ms)", "máx (ms)"],
      uncached.map((u) => [u.name, u.p50, u.p95, u.max]),
    ),
    "",
    ...(csvImport
      ? [
          "## Importación CSV (50,000 filas generadas, base de datos temporal PGlite)",
          "",
          ...table(
            ["Filas", "MB", "segundos", "importadas", "meta"],
            [
              [
                csvImport.rows,
                (csvImport.bytes / 1024 / 1024).toFixed(1),
                csvImport.seconds.toFixed(1),
                csvImport.imported,
                csvImport.target,
              ],
            ],
          ),
          "",
        ]
      : []),
    "## JavaScript por ruta (carga inicial, gzip nivel 9)",
    "",
    ...table(
      ["Ruta", "archivos", "sin comprimir", "gzip"],
      javascript.map((j) => [j.route, j.files, kb(j.raw), kb(j.gzip)]),
    ),
    "",
    "## Página de ciudad: bytes transferidos",
    "",
    ...table(
      ["Diseño", "bytes", "gzip", "tiempo (ms)"],
      [
        [
          "Diseño del spec: GET /api/providers?city=guadalajara&limit=10000",
          kb(cityPage.specDesign.raw),
          kb(cityPage.specDesign.gzip),
          cityPage.specDesign.ms,
        ],
        [
          "Página de resultados paginada /?city=guadalajara (HTML completo)",
          kb(cityPage.resultsPage.raw),
          kb(cityPage.resultsPage.gzip),
          cityPage.resultsPage.ms,
        ],
        [
          "Página de ciudad /guadalajara/medicos (HTML completo)",
          kb(cityPage.landingPage.raw),
          kb(cityPage.landingPage.gzip),
          cityPage.landingPage.ms,
        ],
      ],
    ),
    "",
    ...(lighthouseResults.length
      ? [
          "## Lighthouse (móvil)",
          "",
          ...table(
            [
              "Ruta",
              "rendimiento",
              "accesibilidad",
              "buenas prácticas",
              "SEO",
              "FCP (ms)",
              "LCP (ms)",
              "TBT (ms)",
              "CLS",
            ],
            lighthouseResults.map((l) => [
              l.error ? `${l.path} (sin medición: ${l.error})` : l.path,
              l.performance,
              l.accessibility,
              l.bestPractices,
              l.seo,
              l.fcpMs,
              l.lcpMs,
              l.tbtMs,
              l.cls,
            ]),
          ),
          "",
        ]
      : []),
  ];
  mkdirSync(path.join(projectRoot, "bench"), { recursive: true });
  writeFileSync(path.join(projectRoot, "bench/report.md"), lines.join("\n"));
  writeFileSync(path.join(projectRoot, "bench/report.json"), JSON.stringify(report, null, 2));
  console.log("\nInforme escrito en bench/report.md y bench/report.json");
} finally {
  server.kill("SIGTERM");
}
