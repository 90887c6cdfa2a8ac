import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "../../common/reviews/messages.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import type { DatabaseHandle } from "../db/client.ts";

/**
 * 'Cita verificada' (docs/booking.md, reviews from real visits): a review that names an
 * appointment is accepted only for the writer's own attended visit with that listing; the
 * public answer marks it and lists it first. Reviews without a visit stay possible, unmarked.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("verified reviews on %s", (kind) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let listingId: number;
  let otherListingId: number;
  let patient: Awaited<ReturnType<typeof signedInAgent>>;
  let otherPatient: Awaited<ReturnType<typeof signedInAgent>>;
  let token = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = createTestApp(database).app;
    listingId = (await insertProvider(database.db, { name: "Dra. Verónica Citas" })).id;
    otherListingId = (await insertProvider(database.db, { name: "Dr. Otro Consultorio" })).id;
    patient = await signedInAgent(app, database, { firstName: "Paty" });
    otherPatient = await signedInAgent(app, database, { firstName: "Olga" });
  });
  afterAll(() => database.close());

  /** A past visit, written as the booking service leaves it after the doctor's mark. */
  async function visit(
    providerId: number,
    patientId: string,
    status: "booked" | "attended" | "no_show" | "cancelled",
  ): Promise<number> {
    token += 1;
    const start = new Date(Date.UTC(2026, 0, 5 + token, 16));
    const end = new Date(start.getTime() + 30 * 60_000);
    const rows = await database.db.execute<{ id: number }>(sql`
      insert into appointments (provider_id, patient_id, starts_at, ends_at, time_zone,
        visit_type_name, price, modality, reason, status, action_token_hash)
      values (${providerId}, ${patientId}, ${start.toISOString()}, ${end.toISOString()},
        'America/Mexico_City', 'Consulta', 800, 'in_person', 'Revisión', ${status},
        ${`verified-${kind}-${token}`})
      returning id`);
    return Number(rows.rows[0]!.id);
  }

  const write = (agent: typeof patient.agent, providerId: number, body: object) =>
    agent.post(`/api/providers/${providerId}/reviews`).send({
      rating: 5,
      comment: "Me atendió a tiempo y me explicó todo.",
      ...body,
    });

  it("refuses a visit that is another patient's, another listing's, or did not take place", async () => {
    const cases = [
      await visit(listingId, otherPatient.user.id, "attended"),
      await visit(otherListingId, patient.user.id, "attended"),
      await visit(listingId, patient.user.id, "no_show"),
      await visit(listingId, patient.user.id, "cancelled"),
      await visit(listingId, patient.user.id, "booked"),
      2_000_000_000,
    ];
    for (const appointmentId of cases) {
      const answer = await write(patient.agent, listingId, { appointmentId }).expect(400);
      expect(answer.body.error).toBe(REVIEW_MESSAGES.appointment);
    }
    await write(patient.agent, listingId, { appointmentId: "una" }).expect(400);
    // Nothing was written by the refusals.
    const reviews = await request(app).get(`/api/providers/${listingId}/reviews`).expect(200);
    expect(reviews.body).toEqual([]);
  });

  it("marks the review of an attended visit and lists it before newer unmarked ones", async () => {
    const attended = await visit(listingId, patient.user.id, "attended");
    await write(patient.agent, listingId, { appointmentId: attended }).expect(201);
    await write(otherPatient.agent, listingId, {
      comment: "Buena atención, sin cita en línea.",
    }).expect(201);

    const reviews = await request(app).get(`/api/providers/${listingId}/reviews`).expect(200);
    expect(
      reviews.body.map((r: { comment: string; verifiedVisit: boolean }) => [
        r.comment,
        r.verifiedVisit,
      ]),
    ).toEqual([
      ["Me atendió a tiempo y me explicó todo.", true],
      ["Buena atención, sin cita en línea.", false],
    ]);
    const stored = await database.db.execute<{ appointment_id: number | null }>(
      sql`select appointment_id from reviews where provider_id = ${listingId} order by id`,
    );
    expect(
      stored.rows.map((r) => (r.appointment_id === null ? null : Number(r.appointment_id))),
    ).toEqual([attended, null]);
  });

  it("keeps the mark when its author rewrites the review without naming the visit", async () => {
    await write(patient.agent, listingId, {
      rating: 4,
      comment: "Lo edito: la espera fue algo larga.",
    }).expect(200);
    const reviews = await request(app).get(`/api/providers/${listingId}/reviews`).expect(200);
    expect(reviews.body[0]).toMatchObject({
      comment: "Lo edito: la espera fue algo larga.",
      verifiedVisit: true,
    });
  });
});
