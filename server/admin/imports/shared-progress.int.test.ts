import { PassThrough } from "node:stream";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateBenchCsv } from "../../../scripts/bench/csv-import.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDatabase } from "../../../tests/support/database.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { ADMIN_SESSION_COOKIE } from "../../http/admin-auth.ts";

describe("import progress across app processes", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await database.close();
  });

  it("reads the same progress from a process that is not running the import", async () => {
    // Two service graphs on one database: nothing in memory is shared between them.
    const running = createTestApp(database);
    const other = createTestApp(database);
    const { id } = await running.services.adminAccounts.createAdmin(
      "progreso.compartido",
      "contraseña-de-prueba-larga",
    );
    const { token } = await other.services.adminAccounts.login(
      "progreso.compartido",
      "contraseña-de-prueba-larga",
    );
    const cookie = `${ADMIN_SESSION_COOKIE}=${token}`;
    const progressId = "compartido-123";
    const poll = (app: typeof other.app) =>
      request(app).get(`/api/admin/imports/progress/${progressId}`).set("Cookie", cookie);

    await poll(other.app).expect(404);
    // The file arrives in two parts; the first (over 256 kB) is reported as read.
    const csv = generateBenchCsv(3_000);
    const file = new PassThrough();
    const reading = running.services.imports.readCsvUpload(file, {
      totalBytes: csv.length,
      progressId,
      adminId: id,
    });
    const half = 300_000;
    file.write(csv.subarray(0, half));
    let seen = await poll(other.app);
    while (seen.status === 404) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await poll(other.app);
    }
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ phase: "reading", total: csv.length });
    expect(seen.body.processed).toBeGreaterThanOrEqual(262_144);
    expect(seen.body.processed).toBeLessThan(csv.length);
    expect(seen.body.percent).toBeLessThan(50);
    file.end(csv.subarray(half));

    const result = await running.services.imports.importCsv(
      {
        fields: { dataSource: "csv_import", dataSourceName: "Dos procesos", progressId },
        fileName: "compartido.csv",
        reading,
      },
      { id, username: "progreso.compartido" },
    );
    const [there, here] = await Promise.all([poll(other.app), poll(running.app)]);
    expect(there.status).toBe(200);
    expect(there.body).toEqual(here.body);
    expect(there.body).toEqual({
      phase: "done",
      processed: 3_000,
      total: 3_000,
      percent: 100,
      result,
    });
    // Another administrator does not see it, from any process.
    await other.services.adminAccounts.createAdmin("otro.admin", "contraseña-de-prueba-larga");
    const stranger = await running.services.adminAccounts.login(
      "otro.admin",
      "contraseña-de-prueba-larga",
    );
    await request(other.app)
      .get(`/api/admin/imports/progress/${progressId}`)
      .set("Cookie", `${ADMIN_SESSION_COOKIE}=${stranger.token}`)
      .expect(404);
  });
});
