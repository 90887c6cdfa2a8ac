import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "./client.ts";
import { providers } from "./schema/index.ts";

const dropNomCertifications = readFileSync(
  new URL("./migrations/0022_drop_nom_certifications.sql", import.meta.url),
  "utf8",
);

/**
 * Migrations that change data, run again on rows written as an older version left them: the
 * migrated database has already applied them once, so the statement itself is replayed.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("data migrations on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function certificationsAfterMigration(before: unknown): Promise<unknown> {
    const row = await insertProvider(database.db, {
      name: "Dra. Certificada Prueba",
      certifications: before,
    });
    await database.db.execute(sql.raw(dropNomCertifications));
    const [after] = await database.db
      .select({ certifications: providers.certifications })
      .from(providers)
      .where(eq(providers.id, row.id));
    return after!.certifications;
  }

  it("drops the seeds' NOM-004 and NOM-024 and keeps every other certification in order", async () => {
    expect(
      await certificationsAfterMigration([
        "Consejo Mexicano de Cardiología",
        "NOM-004",
        "ACLS",
        "NOM-024",
      ]),
    ).toEqual(["Consejo Mexicano de Cardiología", "ACLS"]);
    expect(await certificationsAfterMigration(["NOM-004", "NOM-024"])).toEqual([]);
  });

  it("leaves lists without those entries, look-alikes and empty values untouched", async () => {
    expect(await certificationsAfterMigration(["NOM-004-SSA3-2012 (curso)"])).toEqual([
      "NOM-004-SSA3-2012 (curso)",
    ]);
    expect(await certificationsAfterMigration([])).toEqual([]);
    expect(await certificationsAfterMigration(null)).toBeNull();
  });
});
