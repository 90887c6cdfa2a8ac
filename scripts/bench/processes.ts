// 3 app processes behind nginx against 1 on cached anonymous pages (issue #19, item 3).
// `npm run bench:processes` prints the figures and rewrites its own section of bench/report.md.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, startEmbeddedPostgres } from "../../tests/support/embedded-postgres.ts";
import { startNginx, type RunningNginx } from "../../tests/support/nginx.ts";
import { ensureAptBinary } from "../lib/apt.ts";
import { ensureProductionBuild, projectRoot } from "../lib/build.ts";
import { startProductionServer, type ProductionServer } from "../lib/production-server.ts";
import { cpuMsOf } from "./cpu.ts";
import { BROWSER_HEADERS } from "./http-load.ts";
import { PROCESSES_SECTION } from "./report-sections.ts";
import { WRK_BINARY, wrkLoad } from "./wrk-load.ts";

const PATHS = ["/", "/cardiologia", "/cardiologia/monterrey", "/blog"];
const CONNECTIONS = 50;
const SECONDS = 10;
/** 1, 2 and 3 processes take turns this many times: the machine's other load hits all alike. */
const ROUNDS = 3;

type Generator = "wrk" | "autocannon";

/** wrk from Debian (installed with apt when missing and allowed), else autocannon in Node. */
function chooseGenerator(): Generator {
  try {
    ensureAptBinary(WRK_BINARY, "wrk", "la medición de varios procesos");
    return "wrk";
  } catch (error) {
    console.warn(`${(error as Error).message}\nSe mide con autocannon (más CPU por petición).`);
    return "autocannon";
  }
}

/** nginx's master and its workers. */
function nginxPids(nginx: RunningNginx): number[] {
  const file = `/proc/${nginx.pid}/task/${nginx.pid}/children`;
  const children = existsSync(file) ? readFileSync(file, "utf8").trim().split(/\s+/) : [];
  return [nginx.pid, ...children.filter(Boolean).map(Number)];
}

interface Sample {
  requests: number;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
  appCpuMs: number;
  nginxCpuMs: number;
  generatorCpuMs: number;
  load: number;
}

async function generate(generator: Generator, baseUrl: string, seconds: number) {
  if (generator === "wrk") {
    return wrkLoad({
      baseUrl,
      paths: PATHS,
      connections: CONNECTIONS,
      durationSeconds: seconds,
      headers: BROWSER_HEADERS,
    });
  }
  const before = process.cpuUsage();
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: PATHS.map((p) => ({ method: "GET" as const, path: p })),
  });
  const used = process.cpuUsage(before);
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMs: (used.user + used.system) / 1000,
  };
}

/** One run through `nginx`, with the CPU each part used during it. */
async function sample(
  generator: Generator,
  nginx: RunningNginx,
  servers: ProductionServer[],
  seconds = SECONDS,
): Promise<Sample> {
  const appPids = servers.map((s) => s.child.pid!);
  const proxyPids = nginxPids(nginx);
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuMsOf(pid), 0);
  const load = os.loadavg()[0]!;
  const app0 = sum(appPids);
  const nginx0 = sum(proxyPids);
  const result = await generate(generator, nginx.url, seconds);
  return {
    requests: result.requests,
    requestsPerSecond: result.requestsPerSecond,
    p99: result.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    appCpuMs: sum(appPids) - app0,
    nginxCpuMs: sum(proxyPids) - nginx0,
    generatorCpuMs: result.cpuMs,
    load,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Summary {
  name: string;
  processes: number;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU milliseconds per page. */
  app: number;
  nginx: number;
  generator: number;
  /** Pages a second the CPU allows on this machine's cores, the generator on them or not. */
  capacityWithGenerator: number;
  capacityWithoutGenerator: number;
}

/**
 * The medians of the runs, the CPU each part spent per page over all of them, and what that CPU
 * allows: N single-threaded processes use at most N cores, and all parts share the machine's.
 */
function summarize(name: string, processes: number, samples: Sample[], cores: number): Summary {
  const requests = samples.reduce((n, s) => n + s.requests, 0);
  const perPage = (pick: (s: Sample) => number) =>
    samples.reduce((n, s) => n + pick(s), 0) / requests;
  const app = perPage((s) => s.appCpuMs);
  const nginx = perPage((s) => s.nginxCpuMs);
  const generator = perPage((s) => s.generatorCpuMs);
  const appBound = (Math.min(processes, cores) * 1000) / app;
  return {
    name,
    processes,
    requestsPerSecond: median(samples.map((s) => s.requestsPerSecond)),
    p99: median(samples.map((s) => s.p99)),
    errors: samples.reduce((n, s) => n + s.errors, 0),
    non2xx: samples.reduce((n, s) => n + s.non2xx, 0),
    app,
    nginx,
    generator,
    capacityWithGenerator: Math.min(appBound, (cores * 1000) / (app + nginx + generator)),
    capacityWithoutGenerator: Math.min(appBound, (cores * 1000) / (app + nginx)),
  };
}

async function main() {
  ensureProductionBuild();
  const generator = chooseGenerator();
  const cores = os.availableParallelism();
  const postgres = await startEmbeddedPostgres();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query("create database varios_procesos");
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = "/varios_procesos";
  const env = {
    DATABASE_URL: url.toString(),
    SEED_PROVIDERS: "5000",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "true",
  };
  const servers: ProductionServer[] = [];
  const balancers: RunningNginx[] = [];
  try {
    // The first process migrates and seeds; the others find it done.
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    servers.push(startProductionServer(ports[0]!, env));
    await servers[0]!.ready(600_000);
    for (const port of ports.slice(1)) servers.push(startProductionServer(port, env));
    await Promise.all(servers.map((s) => s.ready(120_000)));
    const one = await startNginx([ports[0]!], { proxyBuffering: true });
    balancers.push(one);
    // Two processes: one per core, for sizing (the target compares 3 with 1).
    const two = await startNginx(ports.slice(0, 2), { proxyBuffering: true });
    balancers.push(two);
    const three = await startNginx(ports, { proxyBuffering: true });
    balancers.push(three);
    // Apart, clearly labelled, not part of the target: nginx keeping the pages, as a CDN would.
    const cdn = await startNginx(ports, { proxyBuffering: true, pageCache: true });
    balancers.push(cdn);
    const setups = [
      { name: "1 proceso", nginx: one, servers: servers.slice(0, 1), samples: [] as Sample[] },
      { name: "2 procesos", nginx: two, servers: servers.slice(0, 2), samples: [] as Sample[] },
      { name: "3 procesos", nginx: three, servers, samples: [] as Sample[] },
      {
        name: "3 procesos + caché de páginas en nginx (como una CDN; no cuenta para la meta)",
        nginx: cdn,
        servers,
        samples: [] as Sample[],
      },
    ];
    // Every process's page cache filled and its code optimised before anything counts.
    for (const setup of setups) await sample(generator, setup.nginx, setup.servers, 5);
    for (let round = 0; round < ROUNDS; round++) {
      for (const setup of setups) {
        setup.samples.push(await sample(generator, setup.nginx, setup.servers));
      }
    }
    const rows = setups.map((setup) =>
      summarize(setup.name, setup.servers.length, setup.samples, cores),
    );
    const [single, double, triple] = rows as [Summary, Summary, Summary, Summary];
    const measured = triple.requestsPerSecond / single.requestsPerSecond;
    const byCpu = triple.capacityWithGenerator / single.capacityWithGenerator;
    const byCpuNoGenerator = triple.capacityWithoutGenerator / single.capacityWithoutGenerator;
    const loads = setups.flatMap((setup) => setup.samples.map((s) => s.load));
    const fixed = (n: number, digits = 3) => n.toFixed(digits);
    const thousands = (n: number) => Math.round(n).toLocaleString("en-US");
    const lines = [
      PROCESSES_SECTION,
      "",
      `PostgreSQL embebido, 5,000 médicos de demostración, nginx de Debian (1 worker, round robin, sin sesiones fijas, keep-alive a los procesos, proxy_buffering on, access_log off), ${generator === "wrk" ? "wrk de Debian (1 hilo)" : "autocannon (wrk no disponible)"} con ${CONNECTIONS} conexiones y \`Accept-Encoding: br, gzip\` como un navegador; páginas: ${PATHS.join(", ")}, todas servidas de la caché de HTML de cada proceso. ${ROUNDS} rondas de ${SECONDS} s alternando 1, 2 y 3 procesos tras calentar; páginas/s y p99 son la mediana de las rondas, la CPU por página suma todas. ${cores} núcleos compartidos por los procesos, nginx, el generador y lo demás que corra en la máquina (carga media de 1 min durante la medición: ${fixed(Math.min(...loads), 1)}–${fixed(Math.max(...loads), 1)}).`,
      "",
      "| procesos | páginas/s | p99 ms | errores | no 2xx | CPU app ms/página | CPU nginx ms/página | CPU generador ms/página | tope por CPU con el generador en la máquina | tope por CPU sin el generador |",
      "|---|---|---|---|---|---|---|---|---|---|",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${thousands(r.requestsPerSecond)} | ${fixed(r.p99, 1)} | ${r.errors} | ${r.non2xx} | ${fixed(r.app)} | ${fixed(r.nginx)} | ${fixed(r.generator)} | ${thousands(r.capacityWithGenerator)} | ${thousands(r.capacityWithoutGenerator)} |`,
      ),
      "",
      `3 procesos / 1 proceso medido: **${measured.toFixed(2)}×** (meta ≥ 1.8×${measured >= 1.8 ? ", cumplida" : ", no alcanzada"}). Por CPU (lo que permiten estos ${cores} núcleos a ese costo por página, sin la carga ajena): ${byCpu.toFixed(2)}× con el generador en la misma máquina, ${byCpuNoGenerator.toFixed(2)}× con los clientes fuera. 2 procesos (uno por núcleo) / 1: ${(double.requestsPerSecond / single.requestsPerSecond).toFixed(2)}× medido, ${(double.capacityWithGenerator / single.capacityWithGenerator).toFixed(2)}× por CPU.`,
      "",
      `El tope por CPU: N procesos de un hilo usan a lo sumo min(N, ${cores}) núcleos para la app, y app, nginx${generator === "wrk" ? ", wrk" : ", autocannon"} comparten los ${cores}; tope = min(min(N, ${cores}) × 1000 / CPU app, ${cores} × 1000 / CPU total por página).`,
      "",
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
    writeSection(lines.join("\n"));
  } finally {
    for (const nginx of balancers) await nginx.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await postgres.stop();
  }
}

/** Replaces this benchmark's section of bench/report.md (or appends it), leaving the rest. */
function writeSection(section: string) {
  const file = path.join(projectRoot, "bench/report.md");
  const report = readFileSync(file, "utf8");
  const start = report.indexOf(PROCESSES_SECTION);
  if (start === -1) {
    writeFileSync(file, `${report.trimEnd()}\n\n${section}`);
    return;
  }
  const next = report.indexOf("\n## ", start + PROCESSES_SECTION.length);
  writeFileSync(
    file,
    `${report.slice(0, start)}${section}${next === -1 ? "" : report.slice(next)}`,
  );
}

await main();
