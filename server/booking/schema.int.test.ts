import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";

/**
 * The database itself refuses two visits of one listing that overlap by any amount (the
 * exclusion constraint of migration 0017), whatever their lengths; a cancelled visit frees
 * its time and other listings are not affected.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("appointments on %s", (kind) => {
  let database: DatabaseHandle;
  let providerId: number;
  let otherProviderId: number;
  const patientId = `paciente-${kind}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    providerId = (await insertProvider(database.db, { name: "Dra. Agenda Uno" })).id;
    otherProviderId = (await insertProvider(database.db, { name: "Dr. Agenda Dos" })).id;
    await database.db.execute(
      sql`insert into users (id, name, first_name, email) values (${patientId}, 'Ana', 'Ana', ${`${kind}@example.com`})`,
    );
  });
  afterAll(() => database.close());

  let token = 0;
  async function book(provider: number, start: string, end: string, status = "booked") {
    token += 1;
    await database.db.execute(sql`
      insert into appointments (provider_id, patient_id, starts_at, ends_at, time_zone,
        visit_type_name, price, modality, reason, status, action_token_hash)
      values (${provider}, ${patientId}, ${start}, ${end}, 'America/Mexico_City',
        'Consulta', 800, 'in_person', 'Revisión', ${status}, ${`hash-${kind}-${token}`})`);
  }

  async function refused(work: Promise<unknown>): Promise<string> {
    try {
      await work;
    } catch (error) {
      // node-postgres's error arrives as the cause of drizzle's; PGlite's as the error itself.
      const found = error as { code?: string; constraint?: string; cause?: unknown };
      const { code, constraint } = (found.code ? found : found.cause) as typeof found;
      return `${code}:${constraint}`;
    }
    return "accepted";
  }

  it("refuses partial overlaps of visits of different lengths", async () => {
    await book(providerId, "2027-03-01T16:00:00Z", "2027-03-01T17:00:00Z");
    // A 20-minute visit inside the hour, one starting before and ending inside, one around it.
    expect(await refused(book(providerId, "2027-03-01T16:20:00Z", "2027-03-01T16:40:00Z"))).toBe(
      "23P01:appointments_no_overlap",
    );
    expect(await refused(book(providerId, "2027-03-01T15:45:00Z", "2027-03-01T16:15:00Z"))).toBe(
      "23P01:appointments_no_overlap",
    );
    expect(await refused(book(providerId, "2027-03-01T15:00:00Z", "2027-03-01T18:00:00Z"))).toBe(
      "23P01:appointments_no_overlap",
    );
  });

  it("accepts back-to-back visits, other listings and the time of a cancelled visit", async () => {
    await book(providerId, "2027-03-01T17:00:00Z", "2027-03-01T17:30:00Z");
    await book(otherProviderId, "2027-03-01T16:00:00Z", "2027-03-01T17:00:00Z");
    await book(providerId, "2027-03-02T16:00:00Z", "2027-03-02T17:00:00Z", "cancelled");
    await book(providerId, "2027-03-02T16:00:00Z", "2027-03-02T16:30:00Z");
  });

  it("keeps holding the time of attended visits and no-shows", async () => {
    await book(providerId, "2027-03-03T16:00:00Z", "2027-03-03T16:30:00Z", "no_show");
    expect(await refused(book(providerId, "2027-03-03T16:10:00Z", "2027-03-03T16:20:00Z"))).toBe(
      "23P01:appointments_no_overlap",
    );
  });
});
