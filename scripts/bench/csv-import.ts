import { Readable } from "node:stream";
import { createImportsRepository } from "../../server/admin/imports/repository.ts";
import { createImportsService } from "../../server/admin/imports/service.ts";
import { openDatabase } from "../../server/db/client.ts";
import { adminUsers } from "../../server/db/schema/index.ts";
import { createLogger } from "../../server/logger.ts";
import { loadConfig } from "../../server/config.ts";
import type { AirtableClient } from "../../server/integrations/airtable.ts";
import type { GoogleSheetsClient } from "../../server/integrations/google-sheets.ts";

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

/**
 * Imports a generated CSV into a scratch in-memory database (PGlite, migrated, empty) through
 * the same service the endpoint uses, timing from the first byte read to the answer.
 */
export async function benchCsvImport(rows = 50_000): Promise<CsvImportBench> {
  const database = await openDatabase({ kind: "pglite" });
  try {
    await database.migrate();
    const [admin] = await database.db
      .insert(adminUsers)
      .values({ username: "bench", passwordHash: "x" })
      .returning();
    const logger = createLogger(loadConfig({ LOG_LEVEL: "silent" }));
    const unused = () => Promise.reject(new Error("not used by the benchmark"));
    const imports = createImportsService({
      repository: createImportsRepository(database.db),
      sheets: { mode: "api", readRows: unused } as GoogleSheetsClient,
      airtable: { listPage: unused, listAll: unused } as unknown as AirtableClient,
      logger,
      onImported: () => {},
      saveInSteps: true,
    });
    const csv = generateBenchCsv(rows);
    const started = performance.now();
    const reading = imports.readCsvUpload(Readable.from([csv]), {
      totalBytes: csv.length,
      adminId: admin!.id,
    });
    const result = await imports.importCsv(
      {
        fields: { dataSource: "csv_import", dataSourceName: "Benchmark" },
        fileName: "bench.csv",
        reading,
      },
      { id: admin!.id, username: "bench" },
    );
    const seconds = (performance.now() - started) / 1000;
    return { rows, bytes: csv.length, seconds, imported: result.imported, target: "≤ 20 s" };
  } finally {
    await database.close();
  }
}
