import { PassThrough } from "node:stream";
import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "../../../common/imports/messages.ts";
import type { ImportProgress } from "../../../common/imports/types.ts";
import { generateBenchCsv } from "../../../scripts/bench/csv-import.ts";
import { insertProvider } from "../../../tests/factories/providers.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDatabase } from "../../../tests/support/database.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { importRunMessages, importRuns, providers } from "../../db/schema/index.ts";
import { ADMIN_SESSION_COOKIE } from "../../http/admin-auth.ts";
import { createLogger } from "../../logger.ts";
import { loadConfig } from "../../config.ts";
import type { AirtableClient } from "../../integrations/airtable.ts";
import type { GoogleSheetsClient } from "../../integrations/google-sheets.ts";
import { createImportsRepository, type ImportsRepository } from "./repository.ts";
import { STEP_ROWS } from "./save.ts";
import { createImportsService } from "./service.ts";

const FIELDS = { dataSource: "csv_import", dataSourceName: "Prueba por pasos" };

/** The imports service on `database`, as services.ts builds it, with a repository to spy on. */
function importsOn(database: DatabaseHandle, repository: ImportsRepository, saveInSteps: boolean) {
  const unused = () => Promise.reject(new Error("not used here"));
  return createImportsService({
    repository,
    sheets: { mode: "api", readRows: unused } as GoogleSheetsClient,
    airtable: { listPage: unused, listAll: unused } as unknown as AirtableClient,
    logger: createLogger(loadConfig({ LOG_LEVEL: "silent" })),
    onImported: () => {},
    saveInSteps,
  });
}

async function importCsv(
  imports: ReturnType<typeof importsOn>,
  admin: { id: number; username: string },
  csv: Buffer,
  progressId?: string,
) {
  const reading = imports.readCsvUpload(PassThrough.from([csv]), {
    totalBytes: csv.length,
    adminId: admin.id,
    progressId,
  });
  return imports.importCsv(
    {
      fields: { ...FIELDS, ...(progressId ? { progressId } : {}) },
      fileName: "pasos.csv",
      reading,
    },
    admin,
  );
}

describe("imports saved in steps on PGlite", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let admin: { id: number; username: string };
  let cookie: string;

  const count = async () =>
    Number(
      (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from providers`))
        .rows[0]!.n,
    );

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = createTestApp(database);
    const created = await app.services.adminAccounts.createAdmin(
      "pasos",
      "contraseña-de-prueba-larga",
    );
    admin = { id: created.id, username: "pasos" };
    const { token } = await app.services.adminAccounts.login("pasos", "contraseña-de-prueba-larga");
    cookie = `${ADMIN_SESSION_COOKIE}=${token}`;
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(providers);
  });

  it("answers other requests between the steps of an import", async () => {
    const repository = createImportsRepository(database.db);
    const events: string[] = [];
    let steps = 0;
    let asked: Promise<unknown> | null = null;
    const spied: ImportsRepository = {
      ...repository,
      insertProviders: async (executor, rows) => {
        const ids = await repository.insertProviders(executor, rows);
        steps += 1;
        events.push(`step ${steps}`);
        // After the first step, the administrator opens the history (session and runs read
        // from the database); not awaited here.
        asked ??= request(app.app)
          .get("/api/admin/imports/runs")
          .set("Cookie", cookie)
          .then((res) => events.push(`request answered ${res.status}`));
        return ids;
      },
    };
    const rows = STEP_ROWS * 12;
    const result = await importCsv(importsOn(database, spied, true), admin, generateBenchCsv(rows));
    events.push("import done");
    await asked;
    expect(result.imported).toBe(rows);
    expect(steps).toBe(12);
    const answered = events.findIndex((event) => event.startsWith("request answered"));
    expect(events[answered]).toBe("request answered 200");
    // Answered while the import still had steps to write, not after it.
    expect(answered).toBeGreaterThan(events.indexOf("step 1"));
    expect(answered).toBeLessThan(events.indexOf("step 12"));
  });

  it("leaves nothing when the save fails part-way (steps already written are undone)", async () => {
    await insertProvider(database.db, { name: "Dr. Ya Estaba" });
    const repository = createImportsRepository(database.db);
    let steps = 0;
    let listingsWhenFailing = 0;
    const failing: ImportsRepository = {
      ...repository,
      insertProviders: async (executor, rows) => {
        steps += 1;
        if (steps === 6) {
          listingsWhenFailing = await count();
          throw new Error("disco lleno (simulado)");
        }
        return repository.insertProviders(executor, rows);
      },
    };
    await expect(
      importCsv(importsOn(database, failing, true), admin, generateBenchCsv(STEP_ROWS * 10)),
    ).rejects.toMatchObject({ message: IMPORT_MESSAGES.saveFailed });
    expect(listingsWhenFailing).toBe(1 + STEP_ROWS * 5); // the failure came after 5 steps
    expect(await count()).toBe(1);
    const [run] = await database.db
      .select()
      .from(importRuns)
      .orderBy(sql`${importRuns.id} desc`)
      .limit(1);
    expect(run).toMatchObject({ status: "failed", imported: 0, fileName: "pasos.csv" });
    const messages = await database.db
      .select({ kind: importRunMessages.kind })
      .from(importRunMessages)
      .where(eq(importRunMessages.runId, run!.id));
    expect(messages).toEqual([{ kind: "failed" }]);
  });

  it("undoes at start a run that a stop cut off after some steps", async () => {
    const repository = createImportsRepository(database.db);
    const imports = importsOn(database, repository, true);
    await insertProvider(database.db, { name: "Dr. Ya Estaba" });
    // What a killed process leaves: a run still 'running' and the listings of its first steps.
    const runId = await repository.startRun({
      kind: "csv",
      dataSource: "csv_import",
      dataSourceName: null,
      fileName: "cortada.csv",
      notes: null,
      adminUserId: admin.id,
    });
    for (let i = 0; i < 3; i++) {
      await insertProvider(database.db, { name: `Dr. Cortado ${i}`, importRunId: runId });
    }
    expect(await count()).toBe(4);
    expect(await imports.undoInterruptedRuns()).toBe(1);
    expect(await count()).toBe(1);
    const [run] = await database.db.select().from(importRuns).where(eq(importRuns.id, runId));
    expect(run).toMatchObject({ status: "failed", imported: 0 });
    expect(await imports.undoInterruptedRuns()).toBe(0);
  });

  it("answers the finished import's progress through the API", async () => {
    const progressId = "pasos-progreso";
    const result = await importCsv(
      app.services.imports,
      admin,
      generateBenchCsv(STEP_ROWS * 3),
      progressId,
    );
    const res = await request(app.app)
      .get(`/api/admin/imports/progress/${progressId}`)
      .set("Cookie", cookie)
      .expect(200);
    expect(res.body as ImportProgress).toEqual({
      phase: "done",
      processed: STEP_ROWS * 3,
      total: STEP_ROWS * 3,
      percent: 100,
      result,
    });
  });
});
