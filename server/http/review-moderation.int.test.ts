import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { reviewModerationEvents, reviews } from "../db/schema/index.ts";
import type { Services } from "../services.ts";

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

describe("reviews: fair moderation (hide with a record, restore, reply)", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>["app"];
  let services: Services;
  let listing: Awaited<ReturnType<typeof insertProvider>>;
  let patient: Agent;
  let owner: Agent;
  let otherDoctor: Agent;
  let reviewId: number;

  const publicIds = async () =>
    (await request(app).get(`/api/providers/${listing.id}/reviews`).expect(200)).body.map(
      (r: { id: number }) => r.id,
    );

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    ({ app, services } = createTestApp(database));
    listing = await insertProvider(database.db, { name: "Dr. Tomás Vega" });
    patient = await signedInAgent(app, database, { firstName: "Rosa" });
    owner = await signedInAgent(app, database, { firstName: "Tomás" });
    otherDoctor = await signedInAgent(app, database, { firstName: "Otro" });
    await giveListingTo(database, owner.user.id, listing.id);
    await giveListingTo(
      database,
      otherDoctor.user.id,
      (await insertProvider(database.db, { name: "Dr. Otro" })).id,
    );
    const written = await patient.agent
      .post(`/api/providers/${listing.id}/reviews`)
      .send({ rating: 2, comment: "Me hizo esperar dos horas y no explicó nada." })
      .expect(201);
    reviewId = written.body.id;
  });
  afterAll(() => database.close());

  const status = (id = reviewId) => `/api/reviews/${id}/status`;
  const reply = (id = reviewId) => `/api/reviews/${id}/reply`;
  const reason = "El paciente confunde mi consultorio con otro del mismo edificio.";

  it("refuses hiding to everyone: the owner reports instead", async () => {
    const hide = { status: "rejected", reason };
    await request(app).put(status()).send(hide).expect(401);
    await patient.agent.put(status()).send(hide).expect(403);
    expect((await otherDoctor.agent.put(status()).send(hide).expect(403)).body.error).toBe(
      "Solo el titular del perfil puede moderar sus reseñas.",
    );
    await owner.agent.put(status(999_999)).send(hide).expect(404);
    expect((await owner.agent.put(status()).send(hide).expect(403)).body.error).toBe(
      "Ya no puedes ocultar reseñas. Usa «Reportar»: la reseña sigue publicada hasta que un administrador decida.",
    );
    expect(
      (await owner.agent.put(status()).send({ status: "approved" }).expect(409)).body.error,
    ).toBe("La reseña ya está publicada.");
    expect(await publicIds()).toContain(reviewId);
  });

  it("keeps a review its doctor hid under the old rule in the database, with who, when and why", async () => {
    // What the old 'Ocultar' left behind (the demo data has such rows too).
    await database.db
      .update(reviews)
      .set({ approvalStatus: "rejected" })
      .where(eq(reviews.id, reviewId));
    await database.db.insert(reviewModerationEvents).values({
      reviewId,
      fromStatus: "approved",
      toStatus: "rejected",
      actorType: "doctor",
      actorId: owner.user.id,
      notes: reason,
    });
    services.providers.invalidate();

    expect(await publicIds()).not.toContain(reviewId);
    // No administrator removed it: the profile's count of removed reviews leaves it out.
    const profile = await request(app).get(`/api/providers/${listing.id}`).expect(200);
    expect(profile.body.removedReviews).toEqual([]);
    const all = await owner.agent.get(`/api/providers/${listing.id}/reviews/all`).expect(200);
    expect(all.body.find((r: { id: number }) => r.id === reviewId)).toMatchObject({
      approvalStatus: "rejected",
      removalReason: null,
      report: null,
    });
  });

  it("shows hidden reviews to administrators with their record, and restores them", async () => {
    const hiddenList = await services.reviews.listForAdmin({ status: "rejected" });
    const entry = hiddenList.find((r) => r.id === reviewId)!;
    expect(entry).toMatchObject({
      approvalStatus: "rejected",
      provider: { id: listing.id, name: "Dr. Tomás Vega" },
      author: { id: patient.user.id, firstName: "Rosa" },
    });
    expect(entry.history.map((h) => [h.actorType, h.fromStatus, h.toStatus])).toEqual([
      ["patient", null, "approved"],
      ["doctor", "approved", "rejected"],
    ]);
    expect(entry.history[1]!.notes).toBe(reason);
    expect((await services.reviews.listForAdmin()).map((r) => r.id)).toContain(reviewId);
    expect(
      (await services.reviews.listForAdmin({ status: "approved" })).map((r) => r.id),
    ).not.toContain(reviewId);

    await expect(services.reviews.restore(reviewId, 1, "  ")).rejects.toMatchObject({
      status: 400,
      message: "Indica el motivo para restaurar la reseña",
    });
    await expect(services.reviews.restore(999_999, 1, "motivo")).rejects.toMatchObject({
      status: 404,
    });
    const restored = await services.reviews.restore(
      reviewId,
      7,
      "La reseña describe una experiencia real; no infringe las reglas.",
    );
    expect(restored).toEqual({ id: reviewId, approvalStatus: "approved" });
    expect(await publicIds()).toContain(reviewId);
    const [after] = await services.reviews.listForAdmin({ providerId: listing.id });
    expect(after!.history.at(-1)).toMatchObject({
      action: "status",
      fromStatus: "rejected",
      toStatus: "approved",
      actorType: "admin",
      actorId: "7",
      notes: "La reseña describe una experiencia real; no infringe las reglas.",
    });
    await expect(services.reviews.restore(reviewId, 7, "otra vez")).rejects.toMatchObject({
      status: 409,
    });
  });

  it("lets the owner publish, edit and remove one reply, shown publicly as plain text", async () => {
    const text = "Lamento la espera, Rosa. <b>Ya</b> ajustamos la agenda para evitar retrasos.";
    await request(app).put(reply()).send({ reply: text }).expect(401);
    await patient.agent.put(reply()).send({ reply: text }).expect(403);
    await otherDoctor.agent.put(reply()).send({ reply: text }).expect(403);
    await owner.agent.put(reply(999_999)).send({ reply: text }).expect(404);
    expect((await owner.agent.put(reply()).send({ reply: " a " }).expect(400)).body.error).toBe(
      "La respuesta debe tener al menos 2 caracteres",
    );
    expect((await owner.agent.put(reply()).send({}).expect(400)).body.error).toBe(
      "La respuesta debe tener al menos 2 caracteres",
    );
    expect(
      (
        await owner.agent
          .put(reply())
          .send({ reply: "x".repeat(1001) })
          .expect(400)
      ).body.error,
    ).toBe("La respuesta no puede tener más de 1000 caracteres");

    const saved = await owner.agent.put(reply()).send({ reply: text }).expect(200);
    expect(saved.body).toMatchObject({ id: reviewId, reply: { text } });
    const published = await request(app).get(`/api/providers/${listing.id}/reviews`).expect(200);
    expect(published.body.find((r: { id: number }) => r.id === reviewId).reply).toEqual({
      text,
      createdAt: saved.body.reply.createdAt,
    });

    // Editing replaces the one reply.
    await owner.agent.put(reply()).send({ reply: "Gracias por su paciencia." }).expect(200);
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row!.replyText).toBe("Gracias por su paciencia.");

    await request(app).delete(reply()).expect(401);
    await otherDoctor.agent.delete(reply()).expect(403);
    expect((await owner.agent.delete(reply()).expect(200)).body).toEqual({
      id: reviewId,
      reply: null,
    });
    expect((await owner.agent.delete(reply()).expect(404)).body.error).toBe(
      "Esta reseña no tiene respuesta.",
    );
    const again = await request(app).get(`/api/providers/${listing.id}/reviews`).expect(200);
    expect(again.body.find((r: { id: number }) => r.id === reviewId).reply).toBeNull();

    const [entry] = await services.reviews.listForAdmin({ providerId: listing.id });
    expect(entry!.history.slice(-3).map((h) => [h.action, h.notes])).toEqual([
      ["reply", text],
      ["reply", "Gracias por su paciencia."],
      ["reply_removed", "Gracias por su paciencia."],
    ]);
  });
});
