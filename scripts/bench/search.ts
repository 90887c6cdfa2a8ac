// Issue #17's targets: what query understanding costs per request (the parser over the search
// evaluation corpus), and what the search costs with the new default orders ('Recomendados',
// 'Relevancia') next to the former default (experience) on the same database, cache off.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { canonicalFilters } from "../../common/search/canonical.ts";
import { providerSearchQuerySchema } from "../../common/search/filters.ts";
import { EMPTY_FILTERS } from "../../common/search/url.ts";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { seedDemoData } from "../../server/db/seed/run.ts";
import { createSearchRepository } from "../../server/search/repository.ts";
import { createSearchService, planSearch } from "../../server/search/service.ts";
import { summarizeWarningSigns } from "../../server/warning-signs/assess.ts";
import { loadEvalQueries } from "../../tests/search-eval/queries.ts";
import { projectRoot } from "../lib/build.ts";
import { SEARCH_SECTION } from "./report-sections.ts";

export interface Timing {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

export interface SearchBench {
  understanding: Timing & { queries: number; repeats: number };
  providers: number;
  seedSeconds: number | null;
  orders: { name: string; now: Timing; before?: Timing }[];
}

function percentileOf(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function summarize(name: string, times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    samples: sorted.length,
    p50: percentileOf(sorted, 50),
    p95: percentileOf(sorted, 95),
    max: percentileOf(sorted, 100),
  };
}

/**
 * Everything a search request does with the text before the database: the results page's
 * canonical URL (one parse), the search plan (a parse and the symptom ranking) and the
 * warning-sign check. Each query of the corpus (dev and first held-out split; the fresh
 * held-out set is kept for its one evaluation run) is run `repeats` times per round; a sample
 * is one query's mean per call, in milliseconds.
 */
const ROUNDS = 5;

export function benchQueryUnderstanding(repeats = 10): SearchBench["understanding"] {
  const queries = loadEvalQueries(["dev", "heldout"]).map((entry) => entry.query);
  const understand = (q: string) => {
    canonicalFilters({ ...EMPTY_FILTERS, q });
    planSearch({ q, onlineOnly: false, availableToday: false, semantic: false, limit: 10, offset: 0 });
    summarizeWarningSigns(q);
  };
  for (const q of queries) understand(q); // warm-up: stemmers, regular expressions, JIT
  // Five rounds per query, the median kept: a round that another process (or a collection)
  // interrupted does not count as the parser's cost.
  const times = queries.map((q) => {
    const rounds = Array.from({ length: ROUNDS }, () => {
      const started = process.hrtime.bigint();
      for (let i = 0; i < repeats; i++) understand(q);
      return Number(process.hrtime.bigint() - started) / 1e6 / repeats;
    }).sort((a, b) => a - b);
    return rounds[Math.floor(ROUNDS / 2)]!;
  });
  return { ...summarize("Comprensión de la consulta", times), queries: queries.length, repeats };
}

const SPECIALTY_CITY = [
  "specialty=cardiologia&city=guadalajara",
  "specialty=pediatria&city=ciudad-de-mexico",
  "specialty=dermatologia&city=monterrey",
  "specialty=ginecologia&city=puebla&offset=10",
];
const SPECIALTY_ONLY = ["specialty=cardiologia", "specialty=pediatria", "specialty=ginecologia&offset=10"];
const CITY_ONLY = ["city=guadalajara", "city=ciudad-de-mexico", "city=puebla&offset=10"];
const FREE_TEXT = ["q=Nunez", "q=diabetes", "q=ultrasonido", "q=me%20duele%20el%20oido", "q=dermatologo%20economico"];
const MIN_RATING = ["specialty=cardiologia&minRating=4.5", "city=guadalajara&minRating=4"];

/** Opens (and the first time seeds) the benchmark's own PGlite directory of `providers` listings. */
async function openSeeded(providers: number): Promise<{ database: DatabaseHandle; seedSeconds: number | null }> {
  const dir = path.join(projectRoot, `.tmp/bench-search-db-${providers}`);
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ kind: "pglite", dataDir: dir });
  await database.migrate();
  const counted = await database.db.execute(sql`select count(*)::int as n from providers`);
  if (Number((counted.rows[0] as { n: number }).n) > 0) return { database, seedSeconds: null };
  console.log(`Búsqueda: generando ${providers.toLocaleString("es-MX")} médicos (solo la primera vez)…`);
  const started = Date.now();
  await seedDemoData(database.db, { providers });
  await database.db.execute(sql`vacuum analyze`);
  return { database, seedSeconds: (Date.now() - started) / 1000 };
}

/** The search classes through the service with its result cache off (every call reaches SQL). */
export async function benchSearch(options: { providers: number; samples: number }): Promise<SearchBench> {
  const understanding = benchQueryUnderstanding();
  const { database, seedSeconds } = await openSeeded(options.providers);
  try {
    const search = createSearchService(createSearchRepository(database.db), { cacheTtlMs: -1 });
    const criteria = (query: string) =>
      providerSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const run = (query: string) => search.search(criteria(query));
    /**
     * Times the queries of a class, and with `compare` the same queries with that extra
     * parameter, interleaved sample by sample so that warm-up and the machine's other load
     * fall on both alike.
     */
    const time = async (name: string, queries: readonly string[], compare?: string) => {
      const variants = compare === undefined ? [""] : ["", compare];
      const times = variants.map((): number[] => []);
      for (let i = 0; i < 3; i++) for (const extra of variants) await run(`${queries[i % queries.length]!}${extra}`);
      for (let i = 0; i < options.samples; i++) {
        for (const [v, extra] of variants.entries()) {
          const started = performance.now();
          await run(`${queries[i % queries.length]!}${extra}`);
          times[v]!.push(performance.now() - started);
        }
      }
      return { name, now: summarize(name, times[0]!), before: compare === undefined ? undefined : summarize(name, times[1]!) };
    };
    const orders: SearchBench["orders"] = [
      await time("Especialidad + ciudad", SPECIALTY_CITY, "&sort=experience"),
      await time("Especialidad sola", SPECIALTY_ONLY, "&sort=experience"),
      await time("Ciudad sola", CITY_ONLY, "&sort=experience"),
      await time("Texto libre (Relevancia)", FREE_TEXT),
      await time("Calificación mínima", MIN_RATING),
    ];
    return { understanding, providers: options.providers, seedSeconds, orders };
  } finally {
    await database.close();
  }
}

const ms = (value: number) => (value < 1 ? value.toFixed(3) : value.toFixed(1));
const ratio = (now: number, before: number) => (before > 0 ? `${(now / before).toFixed(2)}×` : "");

/** The p50 / p95 of a query class in the report's 'Coste de las consultas' table (PGlite 50,000). */
export function reportedPglite(report: string, name: string): { p50: number; p95: number } | null {
  const row = report.split("\n").find((line) => line.startsWith(`| ${name} |`));
  const match = row?.match(/^\| [^|]+\| ([\d.]+) \/ ([\d.]+) \|/);
  return match ? { p50: Number(match[1]), p95: Number(match[2]) } : null;
}

export function searchMarkdown(bench: SearchBench, report: string): string[] {
  const u = bench.understanding;
  const lines = [
    SEARCH_SECTION,
    "",
    `Medido con \`npm run bench -- --search-only\` (${new Date().toISOString()}), dentro de un proceso, sin la caché de resultados, con carga media del sistema ${loadavg()[0]!.toFixed(1)} en ${availableParallelism()} núcleos (la máquina es compartida: los valores absolutos varían mucho entre ejecuciones; las columnas «ahora» y «antes» se miden alternadas y son comparables entre sí).`,
    "",
    `Comprensión de la consulta por petición: la URL canónica de la página de resultados, el plan de búsqueda (intención y síntomas) y las señales de alarma, sobre las ${u.queries} consultas de tests/search-eval (dev y el primer held-out): cada consulta en ${ROUNDS} rondas de ${u.repeats} llamadas, una muestra es la mediana de sus rondas (tiempo medio por llamada). Meta: ≤ 1 ms.`,
    "",
    "| p50 (ms) | p95 (ms) | máx (ms) | meta | cumple |",
    "|---:|---:|---:|---:|---:|",
    `| ${ms(u.p50)} | ${ms(u.p95)} | ${ms(u.max)} | ≤ 1 ms | ${u.max <= 1 ? "✔" : u.p95 <= 1 ? "✔ (p95)" : "✖"} |`,
    "",
    `Búsquedas en PGlite con ${bench.providers.toLocaleString("en-US")} médicos de demostración (.tmp/bench-search-db-${bench.providers}${bench.seedSeconds === null ? ", reutilizada" : `, generada en ${bench.seedSeconds.toFixed(0)} s`}), ${bench.orders[0]?.now.samples ?? 0} consultas seguidas por clase tras 3 de calentamiento. «Antes» es el orden por omisión anterior (experiencia) sobre la misma base, medido en alternancia con «ahora» (una consulta de cada uno por turno); «× antes» es p95 ahora entre p95 antes. «Informe» es la fila PGlite 50,000 de «Coste de las consultas según el tamaño» de este informe, medida otro día y con otra carga: solo orienta.`,
    "",
    "| Consulta | ahora p50 / p95 (ms) | antes p50 / p95 (ms) | × antes (p95) | informe p50 / p95 (ms) | × informe (p95) |",
    "|---|---:|---:|---:|---:|---:|",
  ];
  for (const order of bench.orders) {
    const reportName = order.name.startsWith("Texto libre") ? "Texto libre" : order.name;
    const reported = reportedPglite(report, reportName);
    lines.push(
      `| ${order.name} | ${ms(order.now.p50)} / ${ms(order.now.p95)} | ${order.before ? `${ms(order.before.p50)} / ${ms(order.before.p95)}` : ""} | ${order.before ? ratio(order.now.p95, order.before.p95) : ""} | ${reported ? `${reported.p50} / ${reported.p95}` : ""} | ${reported ? ratio(order.now.p95, reported.p95) : ""} |`,
    );
  }
  lines.push("");
  return lines;
}

/** Puts the section in place of its previous version, or before the missed targets. */
export function withSearchSection(report: string, section: string[]): string {
  const heading = section[0]!;
  const start = report.indexOf(heading);
  const text = section.join("\n");
  if (start >= 0) {
    const next = report.indexOf("\n## ", start + heading.length);
    return report.slice(0, start) + text + (next >= 0 ? report.slice(next + 1) : "");
  }
  const missed = report.indexOf("## Metas no alcanzadas");
  return missed >= 0 ? `${report.slice(0, missed)}${text}\n${report.slice(missed)}` : `${report}\n${text}`;
}

/** Runs the section and writes it into bench/report.md, leaving the rest of the report as it is. */
export async function writeSearchSection(providers: number): Promise<string[]> {
  const reportPath = path.join(projectRoot, "bench/report.md");
  const bench = await benchSearch({ providers, samples: 120 });
  const report = readFileSync(reportPath, "utf8");
  const section = searchMarkdown(bench, report);
  writeFileSync(reportPath, withSearchSection(report, section));
  return section;
}
