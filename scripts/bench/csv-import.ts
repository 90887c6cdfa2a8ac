import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { ADMIN_SESSION_COOKIE } from "../../server/http/admin-auth.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";

export interface CsvImportBench {
  rows: number;
  bytes: number;
  seconds: number;
  imported: number;
  target: string;
}

/** A CSV of `rows` distinct doctors with every column of admin-side 5 and some accents. */
export function generateBenchCsv(rows: number): Buffer {
  const lines = ["name,specialty,city,state,location,phone,email,price,description,experience,license_number,url"];
  const specialties = ["Cardiología", "Pediatría", "Dermatología", "Ginecología", "Psicología"];
  const cities = [
    ["Guadalajara", "Jalisco"],
    ["Monterrey", "Nuevo León"],
    ["Ciudad de México", "Ciudad de México"],
    ["Querétaro", "Querétaro"],
  ];
  for (let i = 1; i <= rows; i++) {
    const [city, state] = cities[i % cities.length]!;
    lines.push(
      `Dra. Ejemplo Muñoz ${i},${specialties[i % specialties.length]},${city},${state},"Av. Juárez ${i}, Col. Centro",55 0000 ${String(i % 10_000).padStart(4, "0")},medico${i}@example.com,${500 + (i % 20) * 50},Atención de lunes a sábado con cita previa,${i % 40},${10_000_000 + i},https://fuente.example.org/bench/${i}`,
    );
  }
  return Buffer.from(`${lines.join("\n")}\n`);
}

/** Latency of a cheap request sent every SAMPLE_EVERY_MS while an import runs. */
export interface LatencyDuringImport {
  rows: number;
  seconds: number;
  samples: number;
  p50: number;
  p95: number;
  max: number;
  target: string;
}

const SAMPLE_EVERY_MS = 50;

/**
 * Imports a generated CSV into a scratch in-memory database (PGlite, migrated, empty) through
 * the same service the endpoint uses, timing from the first byte read to the answer. With
 * `sampleLatency`, the real app listens on the same database and process, and an administrator's
 * history request (session and runs read from the database) is sent every 50 ms, open loop,
 * from the start of the import to its answer: a request that waits for the import counts once
 * per 50 ms it waited.
 */
export async function benchCsvImport(
  rows = 50_000,
  options: { sampleLatency?: boolean } = {},
): Promise<CsvImportBench & { latency?: LatencyDuringImport }> {
  const database = await openDatabase({ kind: "pglite" });
  let server: Server | null = null;
  try {
    await database.migrate();
    const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test" });
    const logger = createLogger(config);
    const services = createServices({
      database,
      config,
      logger,
      sessionSecret: "secreto-de-la-medicion-con-longitud-suficiente",
      siteUrl: "http://localhost",
    });
    const password = "contraseña-de-la-medicion";
    const admin = await services.adminAccounts.createAdmin("bench", password);
    const { token } = await services.adminAccounts.login("bench", password);
    const listening = createApp({ config, services, logger }).listen(0, "127.0.0.1");
    server = listening;
    await new Promise((resolve) => listening.once("listening", resolve));
    const { port } = listening.address() as AddressInfo;
    const probe = async () => {
      const sent = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/admin/imports/runs`, {
        headers: { cookie: `${ADMIN_SESSION_COOKIE}=${token}` },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`probe answered ${response.status}`);
      return performance.now() - sent;
    };
    await probe(); // warm

    const csv = generateBenchCsv(rows);
    const latencies: Promise<number>[] = [];
    let importing = true;
    const sampling = (async () => {
      while (importing && options.sampleLatency) {
        latencies.push(probe());
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
      }
    })();
    const started = performance.now();
    const reading = services.imports.readCsvUpload(Readable.from([csv]), {
      totalBytes: csv.length,
      adminId: admin.id,
    });
    const result = await services.imports.importCsv(
      {
        fields: { dataSource: "csv_import", dataSourceName: "Benchmark" },
        fileName: "bench.csv",
        reading,
      },
      { id: admin.id, username: "bench" },
    );
    const seconds = (performance.now() - started) / 1000;
    importing = false;
    await sampling;
    const measured = { rows, bytes: csv.length, seconds, imported: result.imported, target: "≤ 20 s" };
    if (!options.sampleLatency) return measured;
    const sorted = (await Promise.all(latencies)).sort((a, b) => a - b);
    const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
    return {
      ...measured,
      latency: {
        rows,
        seconds,
        samples: sorted.length,
        p50: at(0.5),
        p95: at(0.95),
        max: Math.round(sorted.at(-1)!),
        target: "p95 ≤ 200 ms",
      },
    };
  } finally {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await database.close();
  }
}

const SECTION = "## Importación CSV (50,000 filas generadas, base de datos temporal PGlite)";

/** The report's CSV import section: time of 50,000 rows, latency of requests during 40,000. */
export function csvImportMarkdown(
  timing: CsvImportBench,
  latency: LatencyDuringImport | undefined,
  mark: (ok: boolean) => string,
): string[] {
  return [
    SECTION,
    "",
    "| Filas | MB | segundos | importadas | meta | cumple |",
    "|---|---:|---:|---:|---:|---:|",
    `| ${timing.rows} | ${(timing.bytes / 1024 / 1024).toFixed(1)} | ${timing.seconds.toFixed(1)} | ${timing.imported} | ${timing.target} | ${mark(timing.seconds <= 20)} |`,
    "",
    ...(latency
      ? [
          `Mientras se importan ${latency.rows.toLocaleString("es-MX")} filas (${latency.seconds.toFixed(1)} s), el mismo proceso atiende una petición del historial de importaciones de un administrador (sesión y consulta en la base) cada ${SAMPLE_EVERY_MS} ms, sin esperar a la anterior (${latency.samples} muestras). La importación se guarda por pasos de 250 filas con una pausa entre pasos (PGlite tiene una sola conexión).`,
          "",
          "| p50 (ms) | p95 (ms) | máx (ms) | meta | cumple |",
          "|---:|---:|---:|---:|---:|",
          `| ${latency.p50} | ${latency.p95} | ${latency.max} | ${latency.target} | ${mark(latency.p95 <= 200)} |`,
          "",
        ]
      : []),
  ];
}

/** Replaces (or appends) the CSV import section of an existing report. */
export function withCsvImportSection(report: string, section: string[]): string {
  const start = report.indexOf(SECTION);
  if (start === -1) return `${report.trimEnd()}\n\n${section.join("\n")}\n`;
  const next = report.indexOf("\n## ", start + SECTION.length);
  const end = next === -1 ? report.length : next + 1;
  return `${report.slice(0, start)}${section.join("\n")}\n${report.slice(end)}`;
}
