import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "../../common/imports/messages.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { adminSession } from "../../tests/support/attack-roles.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { importRunMessages, importRuns } from "../db/schema/index.ts";

const HEADER = "name,specialty,city,state";

/** Two good rows, then `missing` rows without a city (skipped, one message each). */
function csvWithSkippedRows(missing: number, prefix: string): Buffer {
  const lines = [
    HEADER,
    `Dr. ${prefix} Uno,Cardiología,Puebla,Puebla`,
    `Dra. ${prefix} Dos,Pediatría,Mérida,Yucatán`,
  ];
  for (let i = 1; i <= missing; i++)
    lines.push(`Dr. ${prefix} Sin Ciudad ${i},Cardiología,,Puebla`);
  return Buffer.from(`${lines.join("\n")}\n`);
}

describe.each<DatabaseKind>(["pglite", "postgres"])("import history on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let cookie: string;

  const upload = (file: Buffer, fileName: string) =>
    request(app.app)
      .post("/api/admin/providers/import-csv")
      .set("Cookie", cookie)
      .field("dataSource", "csv_import")
      .field("dataSourceName", "Historial de prueba")
      .attach("file", file, { filename: fileName, contentType: "text/csv" });

  const get = (path: string) => request(app.app).get(path).set("Cookie", cookie);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = createTestApp(database);
    cookie = (await adminSession(app.app, app.services, "historial")).cookie;
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps every skipped row of a run, past the 100 the answer lists, page by page", async () => {
    const res = await upload(csvWithSkippedRows(130, "Páginas"), "muchas-omitidas.csv").expect(200);
    expect(res.body).toMatchObject({ imported: 2, skipped: 130 });
    expect(res.body.errors).toHaveLength(101);
    expect(res.body.errors[100]).toBe("…y 30 avisos más.");

    const runs = await get("/api/admin/imports/runs").expect(200);
    expect(runs.body[0]).toMatchObject({ id: res.body.runId, messageCount: 130, skipped: 130 });

    const first = await get(`/api/admin/imports/runs/${res.body.runId}/messages`).expect(200);
    expect(first.body.totalCount).toBe(130);
    expect(first.body.run).toMatchObject({ id: res.body.runId, fileName: "muchas-omitidas.csv" });
    expect(first.body.messages).toHaveLength(100);
    expect(first.body.messages[0]).toEqual({
      row: "4",
      kind: "skipped",
      reason: "falta la ciudad",
    });

    const last = await get(
      `/api/admin/imports/runs/${res.body.runId}/messages?limit=50&offset=120`,
    ).expect(200);
    expect(last.body.messages.map((m: { row: string }) => m.row)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(124 + i)),
    );
  });

  it("downloads a run's messages as a CSV Excel reads: BOM, Spanish headers, formulas as text", async () => {
    const res = await upload(csvWithSkippedRows(2, "Descarga"), "descarga.csv").expect(200);
    const runId = res.body.runId as number;
    // A reason that a spreadsheet would run as a formula, were it written as it is.
    await database.db.insert(importRunMessages).values({
      runId,
      position: 3,
      row: null,
      kind: "failed",
      reason: '=HYPERLINK("http://malo.example","clic")',
    });

    const csv = await get(`/api/admin/imports/runs/${runId}/messages.csv`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(
      new RegExp(
        `^attachment; filename="?importacion-${runId}-\\d{4}-\\d{2}-\\d{2}-avisos\\.csv"?$`,
      ),
    );
    const body = csv.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(body.subarray(3).toString("utf8").split("\r\n")).toEqual([
      '"Fila","Resultado","Motivo"',
      '"4","Omitida","falta la ciudad"',
      '"5","Omitida","falta la ciudad"',
      '"Toda la importación","Error","\'=HYPERLINK(""http://malo.example"",""clic"")"',
      "",
    ]);
  });

  it("offers a new import's cities and specialties in the filters at once", async () => {
    const before = await get("/api/admin/providers/filter-options").expect(200);
    expect(before.body.cities).not.toContain("Villa Filtro Nuevo");
    const csv = Buffer.from(
      `${HEADER}\nDr. Filtro Nuevo,Medicina del Filtro,Villa Filtro Nuevo,Puebla\n`,
    );
    await upload(csv, "filtros.csv").expect(200);
    const after = await get("/api/admin/providers/filter-options").expect(200);
    expect(after.body.cities).toContain("Villa Filtro Nuevo");
    expect(after.body.specialties).toContain("Medicina del Filtro");
  });

  it("keeps the reason a whole run failed", async () => {
    const res = await upload(Buffer.from("name,specialty\nDr. Solo,Cardiología\n"), "corto.csv");
    expect(res.status).toBe(400);
    const [run] = await database.db
      .select({ id: importRuns.id })
      .from(importRuns)
      .where(eq(importRuns.fileName, "corto.csv"));
    const page = await get(`/api/admin/imports/runs/${run!.id}/messages`).expect(200);
    expect(page.body.run.status).toBe("failed");
    expect(page.body.messages).toEqual([
      { row: null, kind: "failed", reason: IMPORT_MESSAGES.missingColumns(["city", "state"]) },
    ]);
  });

  it("deletes messages of imports older than 90 days when the next import starts", async () => {
    const old = await upload(csvWithSkippedRows(1, "Antigua"), "antigua.csv").expect(200);
    const recent = await upload(csvWithSkippedRows(1, "Reciente"), "reciente.csv").expect(200);
    const startedDaysAgo = (id: number, days: number) =>
      database.db
        .update(importRuns)
        .set({ startedAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(importRuns.id, id));
    await startedDaysAgo(old.body.runId, 91);
    await startedDaysAgo(recent.body.runId, 89);

    await upload(csvWithSkippedRows(1, "Nueva"), "nueva.csv").expect(200);
    const oldPage = await get(`/api/admin/imports/runs/${old.body.runId}/messages`).expect(200);
    expect(oldPage.body).toMatchObject({ totalCount: 0, messages: [] });
    expect(oldPage.body.run.skipped).toBe(1);
    const recentPage = await get(`/api/admin/imports/runs/${recent.body.runId}/messages`).expect(
      200,
    );
    expect(recentPage.body.totalCount).toBe(1);
  });

  it("answers 404 for an unknown run, 400 in Spanish for a bad id or page, 401 without a session", async () => {
    const missing = await get("/api/admin/imports/runs/987654/messages").expect(404);
    expect(missing.body).toEqual({ error: "No se encontró esa importación." });
    await get("/api/admin/imports/runs/987654/messages.csv").expect(404);
    const badId = await get("/api/admin/imports/runs/uno/messages").expect(400);
    expect(badId.body.error).toBe("No se encontró esa importación.");
    const badPage = await get("/api/admin/imports/runs/1/messages?limit=9999").expect(400);
    expect(badPage.body.error).toBe("La página pedida no es válida.");
    await request(app.app).get("/api/admin/imports/runs/1/messages").expect(401);
    await request(app.app).get("/api/admin/imports/runs/1/messages.csv").expect(401);
  });
});
