// Issue #10's load test: mixed traffic at many connections for a minute, every request to a
// different path, while the server's memory is sampled. Used by `npm run bench` (against the
// 50,000-listing database) and by scripts/load.ts (in `npm test`, on a small database).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { CITIES } from "../../common/catalogs/cities.ts";
import { SPECIALTIES } from "../../common/catalogs/specialties.ts";
import { projectRoot } from "../lib/build.ts";
import { percentile } from "./http-load.ts";
import { scriptUrlsOf } from "./page-weight.ts";

export interface MixedLoadResult {
  durationSeconds: number;
  connections: number;
  timeoutSeconds: number;
  warmupSeconds: number;
  total: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statusClasses: { "2xx": number; "3xx": number; "4xx": number; "5xx": number };
  errors: number;
  timeouts: number;
  /** Requests sent per kind of traffic. */
  /** Requests sent per kind of traffic, answers with 2xx, and the count of each other status. */
  mix: { kind: string; weight: number; sent: number; ok: number; otherStatuses: Record<string, number> }[];
  /** Response times of the measured run by kind of traffic: which kinds make the tail. */
  latencyByKind: { kind: string; answered: number; p50: number; p95: number; p99: number; max: number }[];
  rssAfterWarmupMb: number;
  rssEndMb: number;
  rssPeakMb: number;
  /** RSS every 10 s of the run, to tell a steady climb (a leak) from caches filling up. */
  rssEvery10sMb: number[];
  rssGrowthPercent: number;
  /** Spanish descriptions of the failed criteria; empty when the run passed. */
  failures: string[];
}

export const LOAD_CRITERIA = {
  max5xx: 0,
  maxErrorsAndTimeouts: 0,
  maxRssGrowthPercent: 10,
};

/** The paths each kind of traffic draws from, found on the running server. */
interface MixTargets {
  profilePaths: string[];
  profileSlugs: string[];
  articlePaths: string[];
  assetPaths: string[];
}

async function discoverTargets(baseUrl: string): Promise<MixTargets> {
  const profilePaths: string[] = [];
  const profileSlugs: string[] = [];
  for (const specialty of ["cardiologia", "pediatria", "dermatologia", "ginecologia", "medicina-general"]) {
    const response = await fetch(`${baseUrl}/api/providers?specialty=${specialty}&limit=40`);
    const cards = (await response.json()) as { slug: string; profilePath: string }[];
    for (const card of cards) {
      profilePaths.push(card.profilePath);
      profileSlugs.push(card.slug);
    }
  }
  const articlePaths: string[] = [];
  for (const file of readdirSync(path.join(projectRoot, "common/blog/articles")).sort()) {
    const articlePath = `/blog/${file.replace(/\.ts$/, "")}`;
    if ((await fetch(`${baseUrl}${articlePath}`)).ok) articlePaths.push(articlePath);
  }
  const home = await (await fetch(`${baseUrl}/`)).text();
  // The scripts a visit loads, whether preloaded from the head or started after load.
  const assetPaths = scriptUrlsOf(home).filter((url) => url.startsWith("/assets/"));
  if (profilePaths.length === 0 || articlePaths.length === 0 || assetPaths.length === 0) {
    throw new Error("No se encontraron perfiles, artículos o recursos estáticos para la prueba de carga.");
  }
  return { profilePaths, profileSlugs, articlePaths, assetPaths: [...new Set(assetPaths)] };
}

/** A small deterministic generator, so two runs send the same sequence of paths. */
function randomGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ["Nunez", "garcia", "diabetes", "ultrasonido", "dolor de cabeza", "acne", "embarazo", "ansiedad", "rodilla", "presion alta"];

function buildMix(targets: MixTargets, random: () => number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const specialty = () => pick(SPECIALTIES).slug;
  const city = () => pick(CITIES).slug;
  const mix: { kind: string; weight: number; path: () => string }[] = [
    {
      kind: "API búsqueda (especialidad, ciudad, texto, página)",
      weight: 28,
      path: () => {
        const query = new URLSearchParams();
        const form = random();
        if (form < 0.5) {
          query.set("specialty", specialty());
          query.set("city", city());
        } else if (form < 0.8) {
          query.set("q", pick(WORDS));
          if (random() < 0.3) query.set("city", city());
        } else {
          query.set("specialty", specialty());
          query.set("sort", pick(["experience", "price", "availability"]));
        }
        query.set("offset", String(Math.floor(random() * 6) * 10));
        return `/api/providers?${query}`;
      },
    },
    { kind: "API conteo por especialidad", weight: 8, path: () => "/api/providers/specialty-counts" },
    { kind: "API perfil /api/provider/{slug}", weight: 10, path: () => `/api/provider/${pick(targets.profileSlugs)}` },
    { kind: "HTML perfil", weight: 12, path: () => pick(targets.profilePaths) },
    {
      kind: "HTML resultados",
      weight: 12,
      // A page past the last one is a 404 by design: vary the order, not the page.
      path: () => `/${specialty()}/${city()}${random() < 0.3 ? "?sort=price" : ""}`,
    },
    { kind: "HTML inicio", weight: 8, path: () => "/" },
    { kind: "HTML artículo del blog", weight: 7, path: () => pick(targets.articlePaths) },
    { kind: "Recurso estático (/assets)", weight: 15, path: () => pick(targets.assetPaths) },
  ];
  const totalWeight = mix.reduce((sum, entry) => sum + entry.weight, 0);
  const sent = new Map<string, number>(mix.map((entry) => [entry.kind, 0]));
  const answers = new Map<string, { ok: number; other: Map<number, number> }>(
    mix.map((entry) => [entry.kind, { ok: 0, other: new Map() }]),
  );
  return {
    mix,
    sent,
    answers,
    next(): { kind: string; path: string } {
      let roll = random() * totalWeight;
      const entry = mix.find((candidate) => (roll -= candidate.weight) < 0) ?? mix[0]!;
      sent.set(entry.kind, sent.get(entry.kind)! + 1);
      return { kind: entry.kind, path: entry.path() };
    },
    answered(kind: string, status: number) {
      const tally = answers.get(kind);
      if (!tally) return;
      if (status >= 200 && status < 300) tally.ok++;
      else tally.other.set(status, (tally.other.get(status) ?? 0) + 1);
    },
  };
}

/**
 * How much the server's resident memory grew over the measured run: the median of the first
 * quarter of the one-second samples against the median of the last quarter (at least 5 each).
 * The collector makes RSS a sawtooth of about a tenth of its size under this load (1,174 to
 * 1,270 MB within 20 s in one run): medians of 5 samples once took a trough for the start and a
 * crest for the end and called it 11 % growth. A quarter spans several of its teeth; a leak
 * still shows, since it lifts the whole last quarter.
 */
export function rssGrowth(samplesKb: number[]): { startKb: number; endKb: number; percent: number } {
  const width = Math.max(5, Math.floor(samplesKb.length / 4));
  const median = (window: number[]) => {
    const sorted = [...window].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
  };
  const startKb = median(samplesKb.slice(0, width));
  const endKb = median(samplesKb.slice(-width));
  const percent = startKb > 0 ? Math.round(((endKb - startKb) / startKb) * 1000) / 10 : 0;
  return { startKb, endKb, percent };
}

function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

export async function runMixedLoad(options: {
  baseUrl: string;
  /** The server's process id (its memory is sampled). */
  serverPid: number;
  durationSeconds?: number;
  connections?: number;
  warmupSeconds?: number;
  timeoutSeconds?: number;
  /** Sent with every request (the pages benchmark sends what a browser does). */
  headers?: Record<string, string>;
  log?: (message: string) => void;
}): Promise<MixedLoadResult> {
  const durationSeconds = options.durationSeconds ?? 60;
  const connections = options.connections ?? 100;
  const warmupSeconds = options.warmupSeconds ?? 30;
  const timeoutSeconds = options.timeoutSeconds ?? 30;
  const log = options.log ?? console.log;
  const targets = await discoverTargets(options.baseUrl);
  const pid = options.serverPid;
  const traffic = buildMix(targets, randomGenerator(20_260_101));

  // Warm-up first, as its own run: caches fill, the V8 heap and PGlite's WebAssembly memory
  // grow to their working size (WebAssembly memory never shrinks). Its answers count against
  // the criteria too; memory growth is measured over the minute that follows.
  // The kind of the answer being recorded: autocannon calls onResponse, then at once (same
  // client, same tick) emits "response" with the time.
  let answeredKind = "";
  const fire = (duration: number, latencies: number[], byKind?: Map<string, number[]>) =>
    autocannon({
      url: options.baseUrl,
      connections,
      duration,
      timeout: timeoutSeconds,
      headers: options.headers ?? {},
      requests: [
        {
          method: "GET",
          setupRequest: (request, context) => {
            const next = traffic.next();
            context.kind = next.kind;
            return { ...request, path: next.path };
          },
          // One request at a time per connection: the context still names this answer's kind.
          onResponse: (status, _body, context) => {
            answeredKind = String(context.kind);
            traffic.answered(answeredKind, status);
          },
        },
      ],
      setupClient: (client) => {
        client.on("response", (_status, _bytes, responseTime) => {
          latencies.push(responseTime);
          if (!byKind) return;
          const times = byKind.get(answeredKind) ?? [];
          times.push(responseTime);
          byKind.set(answeredKind, times);
        });
      },
    });
  log(`  calentamiento: ${warmupSeconds} s a ${connections} conexiones`);
  const warmup = warmupSeconds > 0 ? await fire(warmupSeconds, []) : null;

  const samples: { second: number; kb: number }[] = [];
  const started = Date.now();
  const sample = () => samples.push({ second: (Date.now() - started) / 1000, kb: rssKb(pid) });
  sample();
  const sampler = setInterval(() => {
    sample();
    const second = Math.round(samples.at(-1)!.second);
    if (second % 10 === 0) log(`  ${second} s: RSS ${(samples.at(-1)!.kb / 1024).toFixed(0)} MB`);
  }, 1_000);
  const latencies: number[] = [];
  const latenciesByKind = new Map<string, number[]>();
  let result;
  try {
    result = await fire(durationSeconds, latencies, latenciesByKind);
  } finally {
    clearInterval(sampler);
  }
  latencies.sort((a, b) => a - b);
  const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;
  const growth = rssGrowth(samples.map((s) => s.kb));
  const rssAfterWarmupMb = mb(growth.startKb);
  const rssEndMb = mb(growth.endKb);
  const rssGrowthPercent = growth.percent;
  const warm5xx = warmup?.["5xx"] ?? 0;
  const warmErrors = warmup?.errors ?? 0;
  const warmTimeouts = warmup?.timeouts ?? 0;

  const loadResult: MixedLoadResult = {
    durationSeconds,
    connections,
    timeoutSeconds,
    warmupSeconds,
    total: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    statusClasses: {
      "2xx": result["2xx"],
      "3xx": result["3xx"],
      "4xx": result["4xx"],
      "5xx": result["5xx"] + warm5xx,
    },
    errors: result.errors + warmErrors,
    timeouts: result.timeouts + warmTimeouts,
    mix: traffic.mix.map((entry) => {
      const tally = traffic.answers.get(entry.kind)!;
      return {
        kind: entry.kind,
        weight: entry.weight,
        sent: traffic.sent.get(entry.kind)!,
        ok: tally.ok,
        otherStatuses: Object.fromEntries([...tally.other].sort(([a], [b]) => a - b)),
      };
    }),
    latencyByKind: traffic.mix.map(({ kind }) => {
      const times = (latenciesByKind.get(kind) ?? []).sort((a, b) => a - b);
      return {
        kind,
        answered: times.length,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        max: percentile(times, 100),
      };
    }),
    rssAfterWarmupMb,
    rssEndMb,
    rssPeakMb: mb(Math.max(0, ...samples.map((s) => s.kb))),
    rssEvery10sMb: samples.filter((_, i) => i % 10 === 9).map((s) => Math.round(s.kb / 1024)),
    rssGrowthPercent,
    failures: [],
  };
  loadResult.failures = loadFailures(loadResult);
  return loadResult;
}

/** The criteria of issue #10, in Spanish; empty when every one is met. */
export function loadFailures(result: MixedLoadResult): string[] {
  const failures: string[] = [];
  if (result.statusClasses["5xx"] > LOAD_CRITERIA.max5xx)
    failures.push(`${result.statusClasses["5xx"]} respuestas 5xx (se esperaban 0)`);
  // autocannon counts timeouts among its errors too.
  if (result.errors > LOAD_CRITERIA.maxErrorsAndTimeouts)
    failures.push(
      `${result.errors} errores de conexión, de ellos ${result.timeouts} por tiempo de espera (se esperaban 0)`,
    );
  if (result.rssGrowthPercent >= LOAD_CRITERIA.maxRssGrowthPercent)
    failures.push(
      `la memoria (RSS) creció ${result.rssGrowthPercent} % tras el calentamiento (${result.rssAfterWarmupMb} → ${result.rssEndMb} MB; límite < ${LOAD_CRITERIA.maxRssGrowthPercent} %)`,
    );
  return failures;
}

/** The load test as Markdown lines for the reports. */
export function mixedLoadMarkdown(result: MixedLoadResult): string[] {
  const ok = (pass: boolean) => (pass ? "✔" : "✖");
  return [
    `${result.durationSeconds} s con ${result.connections} conexiones; cada petición va a una ruta distinta según la mezcla de abajo. ` +
      `Tiempo de espera de autocannon: ${result.timeoutSeconds} s (con 100 conexiones en 2 núcleos las páginas SSR tardan segundos; los criterios son errores y memoria, no latencia). ` +
      `El crecimiento de memoria (RSS del proceso del servidor, /proc/<pid>/status) se mide durante los ${result.durationSeconds} s medidos, después de ${result.warmupSeconds} s de calentamiento con el mismo tráfico (cuyas respuestas 5xx y errores también cuentan), con la mediana de las muestras de un segundo del primer cuarto y del último cuarto.`,
    "",
    "| Medida | valor | criterio | cumple |",
    "|---|---:|---:|:---:|",
    `| Peticiones totales | ${result.total} |  |  |`,
    `| Peticiones por segundo | ${result.requestsPerSecond} |  |  |`,
    `| Latencia p50 / p95 / p99 / máx (ms) | ${result.p50} / ${result.p95} / ${result.p99} / ${result.max} |  |  |`,
    `| Respuestas 2xx / 3xx / 4xx | ${result.statusClasses["2xx"]} / ${result.statusClasses["3xx"]} / ${result.statusClasses["4xx"]} |  |  |`,
    `| Respuestas 5xx | ${result.statusClasses["5xx"]} | 0 | ${ok(result.statusClasses["5xx"] === 0)} |`,
    `| Errores de conexión (incluye tiempos de espera) | ${result.errors} | 0 | ${ok(result.errors === 0)} |`,
    `| Tiempos de espera agotados | ${result.timeouts} | 0 | ${ok(result.timeouts === 0)} |`,
    `| RSS del servidor al empezar el minuto medido → al final (pico), medianas de un cuarto | ${result.rssAfterWarmupMb} → ${result.rssEndMb} MB (${result.rssPeakMb} MB) |  |  |`,
    `| RSS cada 10 s (MB) | ${result.rssEvery10sMb.join(", ")} |  |  |`,
    `| Crecimiento de RSS | ${result.rssGrowthPercent} % | < ${LOAD_CRITERIA.maxRssGrowthPercent} % | ${ok(result.rssGrowthPercent < LOAD_CRITERIA.maxRssGrowthPercent)} |`,
    "",
    "| Tráfico | peso | enviadas | respuestas 2xx | otras respuestas |",
    "|---|---:|---:|---:|---:|",
    ...result.mix.map((m) => {
      const other = Object.entries(m.otherStatuses).map(([status, count]) => `${count} × ${status}`);
      return `| ${m.kind} | ${m.weight} | ${m.sent} | ${m.ok} | ${other.join(", ") || "—"} |`;
    }),
    "",
    "«Enviadas» incluye el calentamiento y las que seguían en curso al terminar la prueba.",
  ];
}
