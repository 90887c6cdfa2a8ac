import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AIRTABLE_MESSAGES, IMPORT_MESSAGES } from "../../common/imports/messages.ts";
import {
  FAKE_AIRTABLE_TOKEN,
  startFakeAirtable,
  type FakeAirtable,
} from "../../tests/fakes/airtable.ts";
import {
  FAKE_SHEETS_API_KEY,
  FAKE_SHEETS_EXPIRED_KEY,
  FAKE_SPREADSHEETS,
  startFakeGoogleSheets,
  type FakeGoogleSheets,
} from "../../tests/fakes/google-sheets.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { importRuns, providers } from "../db/schema/index.ts";
import { ADMIN_SESSION_COOKIE } from "./admin-auth.ts";

const SHEET_ID = "1DoctoraliaExportDePrueba000000000000000";

/** A sheet row with values at the spec's positions (0-based: G=6 … AE=30). */
function sheetRow(values: Record<number, string>): string[] {
  const row: string[] = [];
  for (const [index, value] of Object.entries(values)) row[Number(index)] = value;
  return Array.from(row, (cell) => cell ?? "");
}

const HEADER_ROW = sheetRow({ 0: "url", 6: "Nombre", 7: "Especialidad", 8: "Ciudad", 9: "Cédula" });
const SHEET_ROWS = [
  HEADER_ROW,
  sheetRow({
    0: "https://www.doctoralia.example/lucia-rangel",
    6: "Dra. Lucía Rangel Soto",
    7: "Dermatología",
    8: "Monterrey",
    9: "7654321",
    13: "Dermatóloga certificada",
    21: "81 0123 0000",
    26: "https://facebook.com/dra.rangel",
    28: "https://x.com/drarangel",
    30: "https://youtube.com/@drarangel",
  }),
  // Ragged: nothing after the city.
  sheetRow({ 6: "Dr. Tomás Ibarra Lugo", 7: "Pediatría", 8: "Guadalajara" }),
  sheetRow({ 6: "Dr. Sin Especialidad", 8: "Puebla" }),
  sheetRow({ 0: "https://doctoralia.example/lucia-rangel/", 6: "Dra. Copia", 7: "X", 8: "Y" }),
];

async function adminCookie(app: ReturnType<typeof createTestApp>) {
  await app.services.adminAccounts.createAdmin("importador", "contraseña-de-prueba-larga");
  const { token } = await app.services.adminAccounts.login(
    "importador",
    "contraseña-de-prueba-larga",
  );
  return `${ADMIN_SESSION_COOKIE}=${token}`;
}

describe("admin imports from Google Sheets and Airtable", () => {
  let database: DatabaseHandle;
  let sheets: FakeGoogleSheets;
  let airtable: FakeAirtable;
  let withKey: ReturnType<typeof createTestApp>;
  let publicCsv: ReturnType<typeof createTestApp>;
  let cookie: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    sheets = await startFakeGoogleSheets();
    airtable = await startFakeAirtable({ retryAfterSeconds: 0 });
    sheets.setSheet(SHEET_ID, { public: true, tabs: { Sheet1: SHEET_ROWS } });
    env = {
      GOOGLE_SHEETS_API_URL: sheets.url,
      GOOGLE_SHEETS_EXPORT_URL: sheets.url,
      AIRTABLE_API_URL: airtable.url,
      IMPORT_SOURCE_TIMEOUT_MS: "3000",
    };
    withKey = createTestApp(database, { ...env, GOOGLE_SHEETS_API_KEY: FAKE_SHEETS_API_KEY });
    publicCsv = createTestApp(database, env);
    cookie = await adminCookie(withKey);
  });
  afterAll(async () => {
    await sheets.close();
    await airtable.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(providers);
    sheets.reset();
    airtable.reset();
  });

  describe("POST /api/admin/providers/import-google-sheets", () => {
    const post = (app: ReturnType<typeof createTestApp>, body: Record<string, unknown>) =>
      request(app.app)
        .post("/api/admin/providers/import-google-sheets")
        .set("Cookie", cookie)
        .send({ dataSource: "google-sheets", dataSourceName: "Doctoralia", ...body });

    it("reads the columns by position through values.get, with the default range", async () => {
      const res = await post(withKey, {
        spreadsheetId: `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit#gid=0`,
        importNotes: "Exportación semanal",
      }).expect(200);
      expect(res.body).toMatchObject({
        imported: 2,
        skipped: 2,
        message: "Importación exitosa: 2 profesionales importados, 2 omitidos",
      });
      expect(res.body.errors).toEqual([
        "Fila 4: falta la especialidad",
        "Fila 5: duplicada de la fila 2 del mismo archivo",
      ]);
      expect(sheets.requests[0]!.path).toBe(`/v4/spreadsheets/${SHEET_ID}/values/Sheet1!A%3AAE`);
      const rows = await database.db.select().from(providers).orderBy(providers.id);
      expect(rows[0]).toMatchObject({
        name: "Dra. Lucía Rangel Soto",
        specialty: "Dermatología",
        specialtySlug: "dermatologia",
        city: "Monterrey",
        citySlug: "monterrey",
        state: "Nuevo León",
        licenseNumber: "7654321",
        bio: "Dermatóloga certificada",
        phone: "81 0123 0000",
        externalUrl: "https://www.doctoralia.example/lucia-rangel",
        socialLinks: {
          facebook: "https://facebook.com/dra.rangel",
          twitter: "https://x.com/drarangel",
          youtube: "https://youtube.com/@drarangel",
        },
        dataSource: "google-sheets",
        dataSourceName: "Doctoralia",
        approvalStatus: "pending",
      });
      expect(rows[1]).toMatchObject({ name: "Dr. Tomás Ibarra Lugo", phone: null });
      const [run] = await database.db
        .select()
        .from(importRuns)
        .where(eq(importRuns.id, res.body.runId));
      expect(run).toMatchObject({ kind: "google_sheets", status: "completed", imported: 2 });
    });

    it("reads the public CSV export without an API key, with the same duplicate rules", async () => {
      await insertProvider(database.db, {
        name: "Dr. Tomás Ibarra Lugo",
        externalUrl: "https://doctoralia.example/lucia-rangel",
      });
      const res = await post(publicCsv, {
        spreadsheetId: `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit`,
      }).expect(200);
      expect(res.body).toMatchObject({ imported: 1, skipped: 3 });
      expect(res.body.errors).toContain("Fila 2: ya existe en el directorio (misma URL externa)");
      expect(sheets.requests[0]!.path).toBe(`/spreadsheets/d/${SHEET_ID}/export`);
    });

    it("asks for a URL that contains a spreadsheet id", async () => {
      const res = await post(withKey, { spreadsheetId: "https://example.com/hoja" }).expect(400);
      expect(res.body.error).toBe(IMPORT_MESSAGES.invalidSheetsUrl);
      expect(sheets.requests).toHaveLength(0);
    });

    it("explains a 403 PERMISSION_DENIED in Spanish and records the failed run", async () => {
      const res = await post(withKey, { spreadsheetId: FAKE_SPREADSHEETS.forbidden }).expect(400);
      expect(res.body.error).toBe(IMPORT_MESSAGES.sheetsForbidden);
      const [run] = await database.db
        .select()
        .from(importRuns)
        .orderBy(sql`${importRuns.id} desc`)
        .limit(1);
      expect(run).toMatchObject({ status: "failed", errors: [IMPORT_MESSAGES.sheetsForbidden] });
    });

    it("blames a wrong or expired API key (400 API_KEY_INVALID), not the range", async () => {
      for (const key of ["clave-equivocada", FAKE_SHEETS_EXPIRED_KEY]) {
        sheets.reset();
        const wrongKey = createTestApp(database, { ...env, GOOGLE_SHEETS_API_KEY: key });
        const res = await post(wrongKey, {
          spreadsheetId: `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit`,
        }).expect(400);
        expect(res.body.error).toBe(IMPORT_MESSAGES.sheetsApiKey);
        expect(res.body.error).not.toMatch(/revisa el nombre de la hoja/);
        expect(sheets.requests).toHaveLength(1);
      }
    });

    it("retries 429 RESOURCE_EXHAUSTED a couple of times, then says so in Spanish", async () => {
      const res = await post(withKey, { spreadsheetId: FAKE_SPREADSHEETS.exhausted }).expect(429);
      expect(res.body.error).toBe(IMPORT_MESSAGES.sheetsRateLimited);
      expect(sheets.requests).toHaveLength(3);
    });
  });

  describe("Airtable", () => {
    const BASE = "appDirectorioPrueba";
    const connection = { apiKey: FAKE_AIRTABLE_TOKEN, baseId: BASE, tableName: "Médicos" };
    const mapping = {
      name: "Nombre completo",
      specialty: "Especialidad",
      city: "Ciudad",
      email: "Correo",
      imageUrl: "Foto",
      consultationPrice: "Precio",
      languages: "Idiomas",
      services: "Servicios",
      acceptsOnlineConsultation: "En línea",
    };

    beforeAll(() => {
      const records = Array.from({ length: 230 }, (_, i) => ({
        id: `rec${String(i).padStart(5, "0")}`,
        fields: {
          "Nombre completo": `Dr. Airtable ${i}`,
          Especialidad: i % 2 ? "Cardiología" : "Nutriología",
          Ciudad: "Querétaro",
          Correo: `airtable${i}@example.com`,
          Foto: [{ url: `https://dl.airtable.example/foto${i}.jpg`, filename: "foto.jpg" }],
          Precio: 800,
          Idiomas: ["Español", "Inglés"],
          Servicios: "Consulta, Seguimiento",
          "En línea": i % 3 === 0,
        },
      }));
      // Seven records without a specialty: more row errors than an answer lists.
      for (let i = 0; i < 7; i++)
        delete (records[i]!.fields as Record<string, unknown>).Especialidad;
      airtable.setTable(BASE, "Médicos", records, ["Solo activos"]);
    });

    it("tests the connection and lists the fields for the mapping step", async () => {
      const res = await request(withKey.app)
        .post("/api/admin/providers/test-airtable")
        .set("Cookie", cookie)
        .send(connection)
        .expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.fields).toEqual(
        expect.arrayContaining(["Nombre completo", "Especialidad", "Ciudad", "Foto"]),
      );
      expect(res.body.message).toMatch(/^Conexión exitosa\. Campos encontrados: /);
    });

    it("answers a bad token or a table it cannot see in Spanish", async () => {
      const badToken = await request(withKey.app)
        .post("/api/admin/providers/test-airtable")
        .set("Cookie", cookie)
        .send({ ...connection, apiKey: "patIncorrecto" })
        .expect(200);
      expect(badToken.body).toEqual({
        success: false,
        message: AIRTABLE_MESSAGES.unauthorized,
        fields: [],
      });
      const noTable = await request(withKey.app)
        .post("/api/admin/providers/test-airtable")
        .set("Cookie", cookie)
        .send({ ...connection, tableName: "No existe" })
        .expect(200);
      // Airtable answers 403 INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND for both with a token.
      expect(noTable.body.message).toBe(AIRTABLE_MESSAGES.notFoundOrForbidden);
      const noView = await request(withKey.app)
        .post("/api/admin/providers/test-airtable")
        .set("Cookie", cookie)
        .send({ ...connection, viewId: "Vista borrada" })
        .expect(200);
      expect(noView.body.message).toBe(AIRTABLE_MESSAGES.viewNotFound("Vista borrada"));
      const missing = await request(withKey.app)
        .post("/api/admin/providers/test-airtable")
        .set("Cookie", cookie)
        .send({ baseId: BASE })
        .expect(400);
      expect(missing.body).toMatchObject({
        success: false,
        message: AIRTABLE_MESSAGES.requiredConnection,
      });
    });

    it("needs name and specialty mapped", async () => {
      const res = await request(withKey.app)
        .post("/api/admin/providers/import-airtable")
        .set("Cookie", cookie)
        .send({ ...connection, fieldMapping: { name: "Nombre completo" } })
        .expect(400);
      expect(res.body.message).toBe(AIRTABLE_MESSAGES.requiredMapping);
    });

    it("pages through the table, honours a 429 and lists at most 5 row errors", async () => {
      airtable.failNextRequests(1);
      const res = await request(withKey.app)
        .post("/api/admin/providers/import-airtable")
        .set("Cookie", cookie)
        .send({ ...connection, viewId: "", fieldMapping: mapping })
        .expect(200);
      expect(res.body).toMatchObject({
        imported: 223,
        skipped: 7,
        message: "Importación exitosa: 223 registros importados, 7 omitidos.",
      });
      expect(res.body.errors).toEqual([
        "Registro rec00000: falta la especialidad.",
        "Registro rec00001: falta la especialidad.",
        "Registro rec00002: falta la especialidad.",
        "Registro rec00003: falta la especialidad.",
        "Registro rec00004: falta la especialidad.",
        "…y 2 avisos más.",
      ]);
      expect(airtable.requests.map((r) => [r.status, r.query.offset ?? null])).toEqual([
        [429, null],
        [200, null],
        [200, "itr100/rec00100"],
        [200, "itr200/rec00200"],
      ]);
      const [row] = await database.db
        .select()
        .from(providers)
        .where(eq(providers.externalId, "rec00009"));
      expect(row).toMatchObject({
        name: "Dr. Airtable 9",
        specialty: "Cardiología",
        city: "Querétaro",
        email: "airtable9@example.com",
        avatar: "https://dl.airtable.example/foto9.jpg",
        price: 800,
        languages: ["Español", "Inglés"],
        servicesWithPricing: [
          { name: "Consulta", price: 800 },
          { name: "Seguimiento", price: 800 },
        ],
        telemedicine: true,
        dataSource: "airtable",
        approvalStatus: "pending",
      });
      // The same table again: every record is already there.
      const again = await request(withKey.app)
        .post("/api/admin/providers/import-airtable")
        .set("Cookie", cookie)
        .send({ ...connection, fieldMapping: mapping })
        .expect(200);
      expect(again.body).toMatchObject({ imported: 0, skipped: 230 });
    });

    it("goes on in the background when Airtable imposes a wait, and reports the end there", async () => {
      // Airtable's penalty is 30 s; this fake asks for 1 s so the test stays short.
      const slow = await startFakeAirtable({ retryAfterSeconds: 1 });
      try {
        slow.setTable(BASE, "Médicos", [
          {
            id: "recLento00001",
            fields: { "Nombre completo": "Dra. Paciente", Especialidad: "Pediatría" },
          },
          { id: "recLento00002", fields: { "Nombre completo": "Dr. Sin Área" } },
        ]);
        const app = createTestApp(database, { ...env, AIRTABLE_API_URL: slow.url });
        slow.failNextRequests(1);
        const started = Date.now();
        const answer = await request(app.app)
          .post("/api/admin/providers/import-airtable")
          .set("Cookie", cookie)
          .send({ ...connection, fieldMapping: mapping, progressId: "progreso-en-segundo-plano" })
          .expect(202);
        expect(Date.now() - started).toBeLessThan(900);
        expect(answer.body).toEqual({
          success: true,
          status: "running",
          progressId: "progreso-en-segundo-plano",
          runId: expect.any(Number),
          message: AIRTABLE_MESSAGES.continuing,
        });
        const waiting = await request(app.app)
          .get("/api/admin/imports/progress/progreso-en-segundo-plano")
          .set("Cookie", cookie)
          .expect(200);
        expect(waiting.body).toMatchObject({ phase: "waiting", waitingUntil: expect.any(String) });

        // Another import meanwhile is refused, not queued inside its own request.
        const busy = await request(app.app)
          .post("/api/admin/providers/import-airtable")
          .set("Cookie", cookie)
          .send({ ...connection, fieldMapping: mapping })
          .expect(409);
        expect(busy.body.error).toBe(IMPORT_MESSAGES.busy);

        let progress = waiting.body;
        while (progress.phase !== "done" && progress.phase !== "failed") {
          await new Promise((resolve) => setTimeout(resolve, 100));
          progress = (
            await request(app.app)
              .get("/api/admin/imports/progress/progreso-en-segundo-plano")
              .set("Cookie", cookie)
          ).body;
        }
        expect(progress).toMatchObject({
          phase: "done",
          result: {
            imported: 1,
            skipped: 1,
            errors: ["Registro recLento00002: falta la especialidad."],
            runId: answer.body.runId,
          },
        });
        expect(slow.requests.map((r) => r.status)).toEqual([429, 200]);
        const [run] = await database.db
          .select()
          .from(importRuns)
          .where(eq(importRuns.id, answer.body.runId));
        expect(run).toMatchObject({ kind: "airtable", status: "completed", imported: 1 });
      } finally {
        await slow.close();
      }
    });

    it("records a background import that fails after the answer, in Spanish", async () => {
      const slow = await startFakeAirtable({ retryAfterSeconds: 1 });
      try {
        slow.setTable(BASE, "Médicos", []);
        const app = createTestApp(database, { ...env, AIRTABLE_API_URL: slow.url });
        // More 429s than the client retries: the import fails after it was answered.
        slow.failNextRequests(10);
        const answer = await request(app.app)
          .post("/api/admin/providers/import-airtable")
          .set("Cookie", cookie)
          .send({ ...connection, fieldMapping: mapping })
          .expect(202);
        // Without a token from the browser, the server made one to poll.
        const progressUrl = `/api/admin/imports/progress/${answer.body.progressId}`;
        let progress = { phase: "waiting" } as { phase: string; error?: string };
        while (progress.phase !== "done" && progress.phase !== "failed") {
          await new Promise((resolve) => setTimeout(resolve, 200));
          progress = (await request(app.app).get(progressUrl).set("Cookie", cookie)).body;
        }
        expect(progress).toMatchObject({ phase: "failed", error: AIRTABLE_MESSAGES.rateLimited });
        const [run] = await database.db
          .select()
          .from(importRuns)
          .where(eq(importRuns.id, answer.body.runId));
        expect(run).toMatchObject({ status: "failed", errors: [AIRTABLE_MESSAGES.rateLimited] });
      } finally {
        await slow.close();
      }
    }, 15_000);
  });
});
