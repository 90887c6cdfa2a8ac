// Issue #19, items 1 and 5: pages from the HTML cache and without it, the same search through
// the API, the mixed page load at 50 connections, bytes on the wire, and Lighthouse. Used by
// `npm run bench` and, alone, by `npm run bench -- --pages-only`.
import { availableParallelism, loadavg } from "node:os";
import { BROWSER_HEADERS, loadTest, settle, type LoadResult } from "./http-load.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import { runMixedLoad, type MixedLoadResult } from "./mixed-load.ts";
import { mark, meets, shortfall, type Check } from "./targets.ts";
import { encodedBytes } from "./page-weight.ts";
import { CITIES } from "../../common/catalogs/cities.ts";
import { SPECIALTIES } from "../../common/catalogs/specialties.ts";

const RESULTS = "/cardiologia/guadalajara";
const SAME_SEARCH_API = "/api/providers?specialty=cardiologia&city=guadalajara";

/** The report of 2026-11-21 (before this work), for the ratios: req/s at 50 connections. */
const BEFORE_RPS: Record<string, number> = {
  "/": 80,
  [RESULTS]: 70,
  article: 95,
  profile: 121,
};
/** Same report: the mixed load's p99, then at 100 connections. */
const BEFORE_MIXED_P99_MS = 2835.5;
const BEFORE_LIGHTHOUSE: Record<string, { performance: number; lcpMs: number }> = {
  "/": { performance: 93, lcpMs: 2677 },
  [RESULTS]: { performance: 92, lcpMs: 2679 },
  profile: { performance: 93, lcpMs: 2642 },
  article: { performance: 93, lcpMs: 2675 },
};

export const PAGE_TARGETS = {
  cachedRps: 1000,
  uncachedResultsRps: 250,
  mixedP99Ms: 150,
  apiToHtmlRatio: 3,
  lighthousePerformance: 100,
  lcpMs: 1200,
  cls: 0,
} as const;

/**
 * Searches nobody has made yet, as pairs of the same search through the API and as a results
 * page: every specialty and city of the catalogues, each with no filter, a verified cédula, a
 * price ceiling, a minimum rating or availability today, in each order. Shuffled (always the
 * same way) so consecutive requests differ; the API takes the even ones and the pages the odd
 * ones, so neither finds the other's answer in the search cache.
 */
export function newSearches(): { api: string[]; html: string[] } {
  const filters = ["", "verified=true", "priceMax=1500", "minRating=4", "availability=today"];
  const sorts = ["", "sort=experience", "sort=price", "sort=availability"];
  const pairs: [string, string][] = [];
  for (const specialty of SPECIALTIES)
    for (const city of CITIES)
      for (const filter of filters)
        for (const sort of sorts) {
          const query = [filter, sort].filter(Boolean);
          pairs.push([
            `/api/providers?${[`specialty=${specialty.slug}`, `city=${city.slug}`, ...query].join("&")}`,
            `/${specialty.slug}/${city.slug}${query.length > 0 ? `?${query.join("&")}` : ""}`,
          ]);
        }
  let state = 19;
  const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  return {
    api: pairs.filter((_, i) => i % 2 === 0).map(([api]) => api),
    html: pairs.filter((_, i) => i % 2 === 1).map(([, html]) => html),
  };
}

export interface PagesBench {
  connections: number;
  durationSeconds: number;
  cached: (LoadResult & { kind: string })[];
  /** Sent as a browser does (`Accept-Encoding: br, gzip`): each page is also compressed. */
  uncachedResults: LoadResult;
  /** Without Accept-Encoding, as the reports before 2026-11-25 measured it. */
  uncachedResultsIdentity: LoadResult;
  api: LoadResult;
  /**
   * The search API and the results pages on searches nobody made before (newSearches): both
   * search the database each time, and the pages render too. Optional in older reports.
   */
  newSearches?: { api: LoadResult; html: LoadResult; searches: number };
  /** Sent as a browser does (`Accept-Encoding: br, gzip`). */
  mixed: MixedLoadResult;
  /** Without Accept-Encoding, as issue #10 and the reports before 2026-11-25 measured it. */
  mixedIdentity: MixedLoadResult;
  bytes: { path: string; identity: number; gzip: number; br: number }[];
}

export async function benchPages(options: {
  baseUrl: string;
  serverPid: number;
  profilePath: string;
  articlePath: string;
  connections: number;
  durationSeconds: number;
  mixedSeconds: number;
}): Promise<PagesBench> {
  const { baseUrl, connections, durationSeconds } = options;
  // Every row also reads the server's CPU per request (all its threads).
  const row = (settings: Omit<Parameters<typeof loadTest>[0], "baseUrl" | "connections" | "durationSeconds">) =>
    loadTest({ baseUrl, connections, durationSeconds, serverPid: options.serverPid, ...settings });
  const pages = [
    { kind: "/", path: "/" },
    { kind: RESULTS, path: RESULTS },
    { kind: "profile", path: options.profilePath },
    { kind: "article", path: options.articlePath },
  ];
  const cached = [];
  for (const page of pages) {
    await fetch(`${baseUrl}${page.path}`);
    const result = await row({
      name: `HTML en caché ${page.path}`,
      paths: [page.path],
      headers: BROWSER_HEADERS,
    });
    console.log(`[páginas] ${result.name}: ${result.requestsPerSecond} req/s, p99 ${result.p99} ms`);
    cached.push({ ...result, kind: page.kind });
  }
  const uncachedResults = await row({
    name: `HTML sin caché ${RESULTS}, brotli`,
    paths: [RESULTS],
    unique: true,
    headers: BROWSER_HEADERS,
  });
  console.log(`[páginas] ${uncachedResults.name}: ${uncachedResults.requestsPerSecond} req/s`);
  const uncachedResultsIdentity = await row({
    name: `HTML sin caché ${RESULTS}, sin comprimir`,
    paths: [RESULTS],
    unique: true,
  });
  console.log(
    `[páginas] ${uncachedResultsIdentity.name}: ${uncachedResultsIdentity.requestsPerSecond} req/s`,
  );
  const api = await row({
    name: `API ${SAME_SEARCH_API}`,
    paths: [SAME_SEARCH_API],
    headers: BROWSER_HEADERS,
  });
  console.log(`[páginas] ${api.name}: ${api.requestsPerSecond} req/s`);
  const searches = newSearches();
  const newSearchApi = await row({
    name: "API, búsquedas nuevas",
    paths: ["/api/providers?…"],
    sequence: searches.api,
    headers: BROWSER_HEADERS,
  });
  const newSearchHtml = await row({
    name: "HTML de resultados, búsquedas nuevas",
    paths: ["/{especialidad}/{ciudad}?…"],
    sequence: searches.html,
    headers: BROWSER_HEADERS,
  });
  console.log(
    `[páginas] búsquedas nuevas: API ${newSearchApi.requestsPerSecond} req/s, HTML ${newSearchHtml.requestsPerSecond} páginas/s`,
  );
  await settle(baseUrl);
  const mixed = await runMixedLoad({
    baseUrl,
    headers: BROWSER_HEADERS,
    serverPid: options.serverPid,
    connections: 50,
    durationSeconds: options.mixedSeconds,
    warmupSeconds: 10,
  });
  console.log(`[páginas] carga mixta con 50 conexiones, brotli: p99 ${mixed.p99} ms`);
  await settle(baseUrl);
  const mixedIdentity = await runMixedLoad({
    baseUrl,
    serverPid: options.serverPid,
    connections: 50,
    durationSeconds: options.mixedSeconds,
    warmupSeconds: 10,
  });
  console.log(`[páginas] carga mixta con 50 conexiones, sin comprimir: p99 ${mixedIdentity.p99} ms`);
  const bytes = [];
  for (const page of pages) {
    const url = `${baseUrl}${page.path}`;
    bytes.push({
      path: page.path,
      identity: await encodedBytes(url, "identity"),
      gzip: await encodedBytes(url, "gzip"),
      br: await encodedBytes(url, "br"),
    });
  }
  return {
    connections,
    durationSeconds,
    cached,
    uncachedResults,
    uncachedResultsIdentity,
    api,
    newSearches: {
      api: newSearchApi,
      html: newSearchHtml,
      searches: searches.api.length + searches.html.length,
    },
    mixed,
    mixedIdentity,
    bytes,
  };
}

/**
 * This section's targets for the report's "Metas no alcanzadas" (issue #19), judged on what a
 * browser sends; Lighthouse's are checked with the report's own Lighthouse section.
 */
export function pagesChecks(bench: PagesBench): Check[] {
  const source = "issue #19";
  const resultsCached = bench.cached.find((c) => c.kind === RESULTS);
  const perSecond = (html: number) => (html > 0 ? bench.api.requestsPerSecond / html : Infinity);
  return [
    ...bench.cached.map((c) => ({
      what: `${c.name}, páginas/s con 50 conexiones (brotli)`,
      source,
      value: c.requestsPerSecond,
      comparison: "≥" as const,
      limit: PAGE_TARGETS.cachedRps,
      unit: "req/s",
    })),
    {
      what: `${bench.uncachedResults.name}, páginas/s con 50 conexiones`,
      source,
      value: bench.uncachedResults.requestsPerSecond,
      comparison: "≥",
      limit: PAGE_TARGETS.uncachedResultsRps,
      unit: "req/s",
    },
    {
      what: "Carga mixta con 50 conexiones y brotli, p99",
      source,
      value: bench.mixed.p99,
      comparison: "≤",
      limit: PAGE_TARGETS.mixedP99Ms,
      unit: "ms",
    },
    ...(resultsCached
      ? [
          {
            what: "Misma búsqueda, req/s de la API entre req/s del HTML en caché",
            source,
            value: Math.round(perSecond(resultsCached.requestsPerSecond) * 100) / 100,
            comparison: "≤" as const,
            limit: PAGE_TARGETS.apiToHtmlRatio,
            unit: "×",
          },
        ]
      : []),
    {
      what: "Misma búsqueda, req/s de la API entre req/s del HTML renderizado cada vez",
      source,
      value: Math.round(perSecond(bench.uncachedResults.requestsPerSecond) * 100) / 100,
      comparison: "≤",
      limit: PAGE_TARGETS.apiToHtmlRatio,
      unit: "×",
    },
    ...(bench.newSearches
      ? [
          {
            what: "Búsquedas nuevas, req/s de la API entre páginas/s del HTML",
            source,
            value: newSearchRatio(bench.newSearches),
            comparison: "≤" as const,
            limit: PAGE_TARGETS.apiToHtmlRatio,
            unit: "×",
          },
        ]
      : []),
  ];
}

const newSearchRatio = ({ api, html }: NonNullable<PagesBench["newSearches"]>) =>
  html.requestsPerSecond > 0
    ? Math.round((api.requestsPerSecond / html.requestsPerSecond) * 100) / 100
    : Infinity;

/** One decimal from 1 up, two significant digits below (0.043, not 0.0). */
const figure = (value: number) => (value >= 1 ? value.toFixed(1) : value.toPrecision(2));

/** A p99 of 120 ms against 2,835 ms is 0.043×, not 0.0×. */
const ratio = (now: number, before: number | undefined) => (before ? `${figure(now / before)}×` : "");

function newSearchesMarkdown(run: NonNullable<PagesBench["newSearches"]>): string[] {
  const { api, html } = run;
  const ratio = newSearchRatio(run);
  return [
    `Búsquedas que nadie hizo antes (ni la caché de búsquedas ni la de páginas tienen la respuesta): cada especialidad y ciudad de los catálogos, sin filtro o con cédula verificada, precio máximo, calificación mínima o disponibilidad hoy, en cada orden (${run.searches.toLocaleString("es-MX")} búsquedas, la mitad para la API y la otra mitad para las páginas, así ninguna encuentra la respuesta de la otra). Las dos buscan en la base cada vez; la página además se renderiza.`,
    "",
    "| Ruta | p50 (ms) | p99 (ms) | req/s | no 2xx | repetidas |",
    "|---|---:|---:|---:|---:|---:|",
    ...[api, html].map(
      (row) =>
        `| ${row.name} | ${row.p50} | ${row.p99} | ${row.requestsPerSecond} | ${row.non2xx} | ${row.repeated ?? 0} |`,
    ),
    "",
    `API frente a HTML con búsquedas nuevas: ${ratio.toFixed(2)}× (meta ≤ ${PAGE_TARGETS.apiToHtmlRatio}×: ${mark(ratio <= PAGE_TARGETS.apiToHtmlRatio)}).`,
    "",
  ];
}

/**
 * The server's CPU per request of each row (every thread of the process: rendering, PGlite,
 * compression), and what it makes of the same-search ratios: unlike req/s, it does not move
 * with the load generator's share of the cores or with other programs on the machine.
 */
export function cpuMarkdown(bench: PagesBench): string[] {
  const rows = [
    ...bench.cached,
    bench.uncachedResults,
    bench.uncachedResultsIdentity,
    bench.api,
    ...(bench.newSearches ? [bench.newSearches.api, bench.newSearches.html] : []),
  ].filter((row) => row.serverCpuMs !== undefined);
  if (rows.length === 0) return [];
  const per = (row: LoadResult | undefined) => row?.serverCpuMs;
  const times = (html: number | undefined, api: number | undefined) =>
    html !== undefined && api ? `${(html / api).toFixed(1)}×` : "sin dato";
  const resultsCached = bench.cached.find((c) => c.kind === RESULTS);
  return [
    "CPU del servidor por petición (todos sus hilos: render, PGlite, compresión; leída de `/proc` durante cada fila, dividida entre las respuestas) y la de su hilo principal, que atiende las rutas y renderiza: un proceso no puede pasar de 1,000 ms por segundo en ese hilo. No depende de cuánta CPU se lleve el generador de carga u otro programa, así que compara filas de días o máquinas con cargas distintas mejor que las req/s:",
    "",
    "| Fila | CPU del servidor (ms/petición) | del hilo principal (ms/petición) | tope de un proceso (1,000 / hilo principal, req/s) |",
    "|---|---:|---:|---:|",
    ...rows.map((row) => {
      const main = row.mainThreadCpuMs ?? 0;
      return `| ${row.name} | ${figure(row.serverCpuMs!)} | ${figure(main)} | ${main > 0 ? Math.round(1000 / main) : ""} |`;
    }),
    "",
    `Misma búsqueda en CPU por petición, HTML entre API: ${times(per(resultsCached), per(bench.api))} con la página en caché, ${times(per(bench.uncachedResults), per(bench.api))} renderizada cada vez${bench.newSearches ? `; búsquedas nuevas: ${times(per(bench.newSearches.html), per(bench.newSearches.api))}` : ""}.`,
    "",
  ];
}

function kindOf(path: string, profilePath: string, articlePath: string): string {
  if (path === profilePath) return "profile";
  if (path === articlePath) return "article";
  return path;
}

/** The report's section for these measurements, in Spanish like the rest of the report. */
export function pagesMarkdown(
  bench: PagesBench,
  lighthouse: LighthouseResult[],
  paths: { profilePath: string; articlePath: string },
): string[] {
  const resultsCached = bench.cached.find((c) => c.kind === RESULTS)!;
  const apiRatio = (html: number) => (html > 0 ? bench.api.requestsPerSecond / html : Infinity);
  const lines = [
    "## Páginas: caché HTML, compresión única y primera pintura (issue #19, puntos 1 y 5)",
    "",
    // Throughput on two shared cores follows whatever else runs: the report says how busy it was.
    `Medido el ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, carga media del sistema al terminar ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" / ")} (1, 5 y 15 min) en ${availableParallelism()} núcleos.`,
    "",
    `${bench.connections} conexiones, ${bench.durationSeconds} s por fila, un proceso. «Antes»: informe del 2026-11-21 (páginas en streaming, un zlib por petición, sin caché HTML). «Sin caché»: cada petición lleva un parámetro distinto, así que la página se renderiza siempre.`,
    "",
    "| Página | p50 (ms) | p99 (ms) | req/s | antes (req/s) | × | no 2xx | meta | cumple |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...bench.cached.map((c) => {
      const before = BEFORE_RPS[c.kind];
      return `| ${c.name} | ${c.p50} | ${c.p99} | ${c.requestsPerSecond} | ${before ?? ""} | ${ratio(c.requestsPerSecond, before)} | ${c.non2xx} | ≥ ${PAGE_TARGETS.cachedRps} | ${mark(c.requestsPerSecond >= PAGE_TARGETS.cachedRps)} |`;
    }),
    `| ${bench.uncachedResults.name} | ${bench.uncachedResults.p50} | ${bench.uncachedResults.p99} | ${bench.uncachedResults.requestsPerSecond} | ${BEFORE_RPS[RESULTS]} | ${ratio(bench.uncachedResults.requestsPerSecond, BEFORE_RPS[RESULTS])} | ${bench.uncachedResults.non2xx} | ≥ ${PAGE_TARGETS.uncachedResultsRps} | ${mark(bench.uncachedResults.requestsPerSecond >= PAGE_TARGETS.uncachedResultsRps)} |`,
    `| ${bench.uncachedResultsIdentity.name} | ${bench.uncachedResultsIdentity.p50} | ${bench.uncachedResultsIdentity.p99} | ${bench.uncachedResultsIdentity.requestsPerSecond} | ${BEFORE_RPS[RESULTS]} | ${ratio(bench.uncachedResultsIdentity.requestsPerSecond, BEFORE_RPS[RESULTS])} | ${bench.uncachedResultsIdentity.non2xx} |  |  |`,
    `| ${bench.api.name} | ${bench.api.p50} | ${bench.api.p99} | ${bench.api.requestsPerSecond} |  |  | ${bench.api.non2xx} |  |  |`,
    "",
    `Misma búsqueda, API frente a HTML: ${apiRatio(resultsCached.requestsPerSecond).toFixed(2)}× con la página en caché, ${apiRatio(bench.uncachedResults.requestsPerSecond).toFixed(2)}× sin caché (meta ≤ ${PAGE_TARGETS.apiToHtmlRatio}×: ${mark(apiRatio(resultsCached.requestsPerSecond) <= PAGE_TARGETS.apiToHtmlRatio)} / ${mark(apiRatio(bench.uncachedResults.requestsPerSecond) <= PAGE_TARGETS.apiToHtmlRatio)}; antes 14–22×).`,
    "",
    ...(bench.newSearches ? newSearchesMarkdown(bench.newSearches) : []),
    ...cpuMarkdown(bench),
    `Carga mixta de la issue #10 con 50 conexiones (${bench.mixed.durationSeconds} s tras ${bench.mixed.warmupSeconds} s de calentamiento), con \`Accept-Encoding: br, gzip\` como un navegador: p50 / p95 / p99 ${bench.mixed.p50} / ${bench.mixed.p95} / ${bench.mixed.p99} ms, ${bench.mixed.requestsPerSecond} req/s, 5xx ${bench.mixed.statusClasses["5xx"]}, errores ${bench.mixed.errors}; meta p99 ≤ ${PAGE_TARGETS.mixedP99Ms} ms: ${mark(bench.mixed.p99 <= PAGE_TARGETS.mixedP99Ms)} (antes, con 100 conexiones: p99 ${BEFORE_MIXED_P99_MS} ms, ${ratio(bench.mixed.p99, BEFORE_MIXED_P99_MS)}).`,
    "",
    `La misma carga sin Accept-Encoding (como la define la issue #10 y como la medían los informes hasta el 2026-11-24; nada se comprime): p50 / p95 / p99 ${bench.mixedIdentity.p50} / ${bench.mixedIdentity.p95} / ${bench.mixedIdentity.p99} ms, ${bench.mixedIdentity.requestsPerSecond} req/s, 5xx ${bench.mixedIdentity.statusClasses["5xx"]}, errores ${bench.mixedIdentity.errors} (p99 ≤ ${PAGE_TARGETS.mixedP99Ms} ms: ${mark(bench.mixedIdentity.p99 <= PAGE_TARGETS.mixedP99Ms)}).`,
    "",
    "La cola de la carga con brotli, por tipo de tráfico (qué peticiones forman el p99):",
    "",
    "| Tráfico | respuestas | p50 (ms) | p95 (ms) | p99 (ms) | máx (ms) |",
    "|---|---:|---:|---:|---:|---:|",
    ...bench.mixed.latencyByKind.map(
      (k) => `| ${k.kind} | ${k.answered} | ${k.p50} | ${k.p95} | ${k.p99} | ${k.max} |`,
    ),
    "",
    "Las peticiones de esta sección envían `Accept-Encoding: br, gzip`, como un navegador (también la carga mixta y la API): una página en caché sale de su copia brotli guardada y una que no lo está cuesta además su compresión (brotli de calidad 3 la primera vez y de calidad 5 cuando la caché la ha servido tres veces, en el pool de hilos de libuv, hasta ocho a la vez; los bytes de abajo son los de la primera copia). La fila «sin comprimir» no envía Accept-Encoding, como medían los informes hasta el 2026-11-24; la meta se juzga con la de brotli. Antes de cada fila el benchmark espera a que el servidor termine lo que dejó la anterior.",
    "",
    "Bytes de cada página en la red (la página entera comprimida una vez; antes el gzip por fragmentos de la página de resultados ocupaba 22.4 KB para 83 KB de HTML):",
    "",
    "| Página | sin comprimir | gzip | brotli |",
    "|---|---:|---:|---:|",
    ...bench.bytes.map(
      (b) =>
        `| ${b.path} | ${(b.identity / 1024).toFixed(1)} KB | ${(b.gzip / 1024).toFixed(1)} KB | ${(b.br / 1024).toFixed(1)} KB |`,
    ),
    "",
  ];
  const checks = pagesChecks(bench);
  const missed = checks.filter((check) => !meets(check));
  lines.push(
    `Metas de esta sección (sin Lighthouse): ${checks.length} comprobadas, ${missed.length} no alcanzadas${missed.length > 0 ? ":" : "."}`,
    ...(missed.length > 0 ? ["", ...missed.map((check) => `- **${check.what}**: ${shortfall(check)}.`)] : []),
    "",
  );
  if (lighthouse.length > 0) {
    lines.push(
      `Lighthouse móvil (metas: rendimiento ${PAGE_TARGETS.lighthousePerformance}, LCP ≤ ${PAGE_TARGETS.lcpMs} ms, CLS ${PAGE_TARGETS.cls}):`,
      "",
      "| Ruta | rendimiento | antes | FCP (ms) | LCP (ms) | LCP antes (ms) | × LCP | CLS | cumple |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...lighthouse.map((l) => {
        const before = BEFORE_LIGHTHOUSE[kindOf(l.path, paths.profilePath, paths.articlePath)];
        const pass =
          !l.error &&
          l.performance >= PAGE_TARGETS.lighthousePerformance &&
          l.lcpMs <= PAGE_TARGETS.lcpMs &&
          l.cls <= PAGE_TARGETS.cls;
        return `| ${l.error ? `${l.path} (sin medición: ${l.error})` : l.path} | ${l.performance} | ${before?.performance ?? ""} | ${Math.round(l.fcpMs)} | ${Math.round(l.lcpMs)} | ${before?.lcpMs ?? ""} | ${before ? ratio(l.lcpMs, before.lcpMs) : ""} | ${l.cls} | ${mark(pass)} |`;
      }),
      "",
    );
  }
  return lines;
}

/** Puts the section in the report in place of an earlier one, or before the missed targets. */
export function withPagesSection(report: string, section: string[]): string {
  const heading = section[0]!;
  const text = section.join("\n");
  const start = report.indexOf(heading);
  if (start >= 0) {
    const next = report.indexOf("\n## ", start + heading.length);
    return report.slice(0, start) + text + (next >= 0 ? `\n${report.slice(next + 1)}` : "");
  }
  const missed = report.indexOf("## Metas no alcanzadas");
  return missed >= 0
    ? `${report.slice(0, missed)}${text}\n${report.slice(missed)}`
    : `${report}\n${text}`;
}
