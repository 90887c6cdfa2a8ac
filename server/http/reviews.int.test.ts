import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { reviewModerationEvents } from "../db/schema/index.ts";

describe("reviews: writing and moderating", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let listing: Awaited<ReturnType<typeof insertProvider>>;
  let patient: Awaited<ReturnType<typeof signedInAgent>>;
  let unverified: Awaited<ReturnType<typeof signedInAgent>>;
  let owner: Awaited<ReturnType<typeof signedInAgent>>;
  let otherDoctor: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = createTestApp(database).app;
    listing = await insertProvider(database.db, {
      name: "Dra. Elena Ruiz",
      specialtySlug: "dermatologia",
      citySlug: "puebla",
    });
    patient = await signedInAgent(app, database, { firstName: "Paty" });
    unverified = await signedInAgent(app, database, { verified: false });
    owner = await signedInAgent(app, database, { firstName: "Elena" });
    otherDoctor = await signedInAgent(app, database, { firstName: "Otro" });
    await giveListingTo(database, owner.user.id, listing.id);
    const otherListing = await insertProvider(database.db, { name: "Dr. Otro Médico" });
    await giveListingTo(database, otherDoctor.user.id, otherListing.id);
  });
  afterAll(() => database.close());

  const good = { rating: 5, comment: "Excelente atención y explicaciones claras." };
  const path = () => `/api/providers/${listing.id}/reviews`;

  it("applies the authorization matrix to writing", async () => {
    expect((await request(app).post(path()).send(good).expect(401)).body.error).toBe(
      "Debes iniciar sesión para escribir una reseña.",
    );
    expect((await unverified.agent.post(path()).send(good).expect(403)).body.error).toBe(
      "Debes verificar tu correo electrónico para escribir reseñas.",
    );
    // Doctor accounts, the owner's included, review nobody: only patients do.
    for (const doctor of [owner, otherDoctor]) {
      expect((await doctor.agent.post(path()).send(good).expect(403)).body.error).toBe(
        "Solo las cuentas de paciente pueden escribir reseñas. Las cuentas de médico no pueden opinar sobre otros profesionales.",
      );
    }
    const published = await patient.agent.post(path()).send(good).expect(201);
    expect(published.body).toMatchObject({
      approvalStatus: "approved",
      message: "Tu reseña ha sido publicada exitosamente",
    });
  });

  it("validates with the spec's messages", async () => {
    expect(
      (await patient.agent.post(path()).send({ rating: 0, comment: good.comment }).expect(400)).body
        .error,
    ).toBe("Debes seleccionar una calificación");
    expect(
      (await patient.agent.post(path()).send({ rating: 4, comment: "corto" }).expect(400)).body
        .error,
    ).toBe("El comentario debe tener al menos 10 caracteres");
    await patient.agent.post("/api/providers/999999/reviews").send(good).expect(404);
  });

  it("keeps one review per patient: writing again updates it", async () => {
    const again = await patient.agent
      .post(path())
      .send({ rating: 3, comment: "Cambio mi opinión: larga espera." })
      .expect(200);
    expect(again.body.updated).toBe(true);
    const published = await request(app).get(path()).expect(200);
    const mine = published.body.filter(
      (r: { user: { firstName: string } }) => r.user.firstName === "Paty",
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ rating: 3, comment: "Cambio mi opinión: larga espera." });
  });

  it("holds reviews with links, phones or insults for moderation, and stores payloads as text", async () => {
    const writer = await signedInAgent(app, database);
    const held = await writer.agent
      .post(path())
      .send({ rating: 1, comment: "Mejor vayan a www.otra-clinica.com" })
      .expect(201);
    expect(held.body).toMatchObject({
      approvalStatus: "pending",
      holdReason: "link",
      message:
        "Tu reseña se publicará después de una revisión porque parece incluir un enlace a un sitio web. No publicamos enlaces ni datos de contacto en las reseñas.",
    });
    const events = await database.db
      .select()
      .from(reviewModerationEvents)
      .where(eq(reviewModerationEvents.reviewId, held.body.id));
    expect(events[0]).toMatchObject({ toStatus: "pending", actorType: "system" });

    const xss = await signedInAgent(app, database);
    const payload = `<img src=x onerror="alert('xss')"><script>alert(1)</script> Muy buena consulta`;
    await xss.agent.post(path()).send({ rating: 4, comment: payload }).expect(201);
    const published = await request(app).get(path()).expect(200);
    expect(published.body.map((r: { comment: string }) => r.comment)).toContain(payload);
    expect(published.body.map((r: { comment: string }) => r.comment)).not.toContain(
      "Mejor vayan a www.otra-clinica.com",
    );
  });

  it("lets only the owner list every review; neither approving a held one nor hiding is theirs", async () => {
    await request(app).get(`${path()}/all`).expect(401);
    await patient.agent.get(`${path()}/all`).expect(403);
    await otherDoctor.agent.get(`${path()}/all`).expect(403);
    const all = await owner.agent.get(`${path()}/all`).expect(200);
    const pending = all.body.find(
      (r: { approvalStatus: string }) => r.approvalStatus === "pending",
    );
    expect(pending).toBeDefined();

    await request(app)
      .put(`/api/reviews/${pending.id}/status`)
      .send({ status: "approved" })
      .expect(401);
    await patient.agent
      .put(`/api/reviews/${pending.id}/status`)
      .send({ status: "approved" })
      .expect(403);
    await otherDoctor.agent
      .put(`/api/reviews/${pending.id}/status`)
      .send({ status: "approved" })
      .expect(403);
    await owner.agent
      .put(`/api/reviews/${pending.id}/status`)
      .send({ status: "publicada" })
      .expect(400);
    // Held by the filter: it may carry contact data, so an administrator decides.
    await owner.agent
      .put(`/api/reviews/${pending.id}/status`)
      .send({ status: "approved" })
      .expect(403);
    const published = all.body.find(
      (r: { approvalStatus: string }) => r.approvalStatus === "approved",
    );
    await owner.agent
      .put(`/api/reviews/${published.id}/status`)
      .send({ status: "rejected", reason: "Incluye el sitio web de otra clínica." })
      .expect(403);
    const visible = await request(app).get(path()).expect(200);
    expect(visible.body.map((r: { id: number }) => r.id)).toContain(published.id);
    expect(visible.body.map((r: { id: number }) => r.id)).not.toContain(pending.id);
  });

  it("updates the rating shown on search cards", async () => {
    const cards = await request(app)
      .get("/api/providers?specialty=dermatologia&city=puebla")
      .expect(200);
    const card = cards.body.find((c: { id: number }) => c.id === listing.id);
    expect(card.rating.count).toBeGreaterThanOrEqual(2);
  });
});
