// 3 app processes behind nginx against 1 on cached anonymous pages (issue #19, item 3).
// `npm run bench:processes` prints the figures and rewrites its own section of bench/report.md.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { freePort, startEmbeddedPostgres } from "../../tests/support/embedded-postgres.ts";
import { startNginx } from "../../tests/support/nginx.ts";
import { ensureProductionBuild, projectRoot } from "../lib/build.ts";
import { startProductionServer, type ProductionServer } from "../lib/production-server.ts";
import { loadTest, type LoadResult } from "./http-load.ts";

const PATHS = ["/", "/cardiologia", "/cardiologia/monterrey", "/blog"];
const CONNECTIONS = 50;
const SECONDS = 15;
const SECTION = "## Varios procesos detrás de nginx (issue #19, punto 3)";

async function measure(ports: number[], name: string): Promise<LoadResult> {
  const nginx = await startNginx(ports);
  try {
    // Warm every process's caches first: the figure is for cached pages.
    await loadTest({ baseUrl: nginx.url, name, paths: PATHS, connections: 4, durationSeconds: 3 });
    return await loadTest({
      baseUrl: nginx.url,
      name,
      paths: PATHS,
      connections: CONNECTIONS,
      durationSeconds: SECONDS,
    });
  } finally {
    await nginx.stop();
  }
}

async function main() {
  ensureProductionBuild();
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
  try {
    // The first process migrates and seeds; the others find it done.
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    servers.push(startProductionServer(ports[0]!, env));
    await servers[0]!.ready(600_000);
    const one = await measure([ports[0]!], "1 proceso");
    for (const port of ports.slice(1)) servers.push(startProductionServer(port, env));
    await Promise.all(servers.map((s) => s.ready(120_000)));
    const three = await measure(ports, "3 procesos");
    const ratio = three.requestsPerSecond / one.requestsPerSecond;
    const lines = [
      SECTION,
      "",
      `PostgreSQL embebido, 5,000 médicos de demostración, nginx de Debian (round robin, sin sesiones fijas), autocannon con ${CONNECTIONS} conexiones durante ${SECONDS} s tras calentar las cachés; páginas: ${PATHS.join(", ")}. La máquina tiene 2 núcleos que comparten los procesos, nginx y autocannon.`,
      "",
      "| procesos | páginas/s | p50 ms | p99 ms | errores | no 2xx |",
      "|---|---|---|---|---|---|",
      ...[one, three].map(
        (r) =>
          `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
      ),
      "",
      `3 procesos / 1 proceso: **${ratio.toFixed(2)}×** (meta ≥ 1.8×${ratio >= 1.8 ? ", cumplida" : ", no alcanzada"}).`,
      "",
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
    writeSection(lines.join("\n"));
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await postgres.stop();
  }
}

/** Replaces this benchmark's section of bench/report.md (or appends it), leaving the rest. */
function writeSection(section: string) {
  const file = path.join(projectRoot, "bench/report.md");
  const report = readFileSync(file, "utf8");
  const start = report.indexOf(SECTION);
  if (start === -1) {
    writeFileSync(file, `${report.trimEnd()}\n\n${section}`);
    return;
  }
  const next = report.indexOf("\n## ", start + SECTION.length);
  writeFileSync(
    file,
    `${report.slice(0, start)}${section}${next === -1 ? "" : report.slice(next)}`,
  );
}

await main();
