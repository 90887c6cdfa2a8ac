import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heldReviewMessage } from "../../common/reviews/content-filter.ts";
import { insertProvider } from "../../tests/factories/providers.ts";
import { signedInAgent } from "../../tests/support/accounts.ts";
import { adminSession } from "../../tests/support/attack-roles.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDatabase, type DatabaseKind } from "../../tests/support/database.ts";
import { giveListingTo } from "../../tests/support/listing-owner.ts";
import type { DatabaseHandle } from "../db/client.ts";
import {
  auditLog,
  reviewModerationEvents,
  reviewReports,
  reviews,
  users,
} from "../db/schema/index.ts";
import type { Services } from "../services.ts";

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

const ONLY_PATIENTS =
  "Solo las cuentas de paciente pueden escribir reseñas. Las cuentas de médico no pueden opinar sobre otros profesionales.";

describe.each<DatabaseKind>(["pglite", "postgres"])(
  "reviews that cannot be buried, on %s",
  (kind) => {
    let database: DatabaseHandle;
    let app: ReturnType<typeof createTestApp>["app"];
    let services: Services;
    let listing: Awaited<ReturnType<typeof insertProvider>>;
    let patient: Agent;
    let owner: Agent;
    let otherDoctor: Agent;
    let adminCookie: string;
    let reviewId: number;

    const write = (agent: Agent, comment: string, rating = 2) =>
      agent.agent.post(`/api/providers/${listing.id}/reviews`).send({ rating, comment });
    const report = (id: number) => `/api/reviews/${id}/report`;
    const asAdmin = (call: request.Test) => call.set("Cookie", adminCookie);
    const publicIds = async () =>
      (await request(app).get(`/api/providers/${listing.id}/reviews`).expect(200)).body.map(
        (r: { id: number }) => r.id,
      );
    const removedCounts = async () =>
      (await request(app).get(`/api/providers/${listing.id}`).expect(200)).body.removedReviews;
    const reviewRow = async (id: number) =>
      (await database.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;
    const lastEventOf = async (id: number) =>
      (
        await database.db
          .select()
          .from(reviewModerationEvents)
          .where(eq(reviewModerationEvents.reviewId, id))
          .orderBy(reviewModerationEvents.id)
      ).at(-1);
    const auditOf = async (action: string, id: number) =>
      (
        await database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))))
      )[0];
    const reportsOf = (id: number) =>
      database.db.select().from(reviewReports).where(eq(reviewReports.reviewId, id));
    const openReports = async () =>
      (await asAdmin(request(app).get("/api/admin/review-reports")).expect(200)).body as {
        id: number;
        review: { id: number };
      }[];

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      ({ app, services } = createTestApp(database));
      listing = await insertProvider(database.db, { name: "Dra. Inés Robles" });
      patient = await signedInAgent(app, database, { firstName: "Lucía" });
      owner = await signedInAgent(app, database, { firstName: "Inés" });
      otherDoctor = await signedInAgent(app, database, { firstName: "Colega" });
      await giveListingTo(database, owner.user.id, listing.id);
      await giveListingTo(
        database,
        otherDoctor.user.id,
        (await insertProvider(database.db, { name: "Dr. Colega Competidor" })).id,
      );
      adminCookie = (await adminSession(app, services, `admin.resenas.${kind}`)).cookie;
      reviewId = (
        await write(patient, "Me dio mi diagnóstico frente a otros pacientes en la sala.").expect(
          201,
        )
      ).body.id;
    });
    afterAll(() => database.close());

    it("lets only patient accounts write reviews: a doctor gets a Spanish 403", async () => {
      const attempt = await write(otherDoctor, "Colega poco preparado, no lo recomiendo.", 1);
      expect(attempt.status).toBe(403);
      expect(attempt.body.error).toBe(ONLY_PATIENTS);
      // A doctor account without any listing is still no patient.
      const bare = await signedInAgent(app, database);
      await database.db.update(users).set({ userType: "doctor" }).where(eq(users.id, bare.user.id));
      expect(
        (await write(bare, "Otra opinión de un médico, no de un paciente.").expect(403)).body,
      ).toEqual({
        error: ONLY_PATIENTS,
      });
      const rows = await database.db
        .select({ userId: reviews.userId })
        .from(reviews)
        .where(eq(reviews.providerId, listing.id));
      expect(rows.map((row) => row.userId)).toEqual([patient.user.id]);

      // The profile page offers no form to doctors, and says why.
      const asDoctor = await services.accounts.currentUser(
        new Headers({ cookie: otherDoctor.sessionCookie }),
      );
      expect(services.reviews.reviewerStatus(asDoctor, owner.user.id)).toEqual({
        canWrite: false,
        reason: ONLY_PATIENTS,
      });
      const asPatient = await services.accounts.currentUser(
        new Headers({ cookie: patient.sessionCookie }),
      );
      expect(services.reviews.reviewerStatus(asPatient, owner.user.id)).toEqual({ canWrite: true });
    });

    it("tells the author of a held review why it waits", async () => {
      const writer = await signedInAgent(app, database, { firstName: "Marta" });
      const held = await write(
        writer,
        "Excelente, pídanle cita al cinco cinco uno dos tres cuatro cinco seis siete ocho",
        5,
      ).expect(201);
      expect(held.body).toMatchObject({
        approvalStatus: "pending",
        holdReason: "phone",
        message: heldReviewMessage("phone"),
      });
      expect(held.body.message).toContain("parece incluir un número de teléfono");
      expect(await lastEventOf(held.body.id)).toMatchObject({
        actorType: "system",
        notes: "Retenida automáticamente: número de teléfono",
      });
      expect(await publicIds()).not.toContain(held.body.id);

      // Reports are for published reviews; held ones are the administrators' already.
      expect(
        (await owner.agent.post(report(held.body.id)).send({ reason: "spam" }).expect(409)).body
          .error,
      ).toBe("Solo se pueden reportar reseñas publicadas.");
      // Nor can the owner publish what the filter held (it may carry someone's phone number).
      expect(
        (
          await owner.agent
            .put(`/api/reviews/${held.body.id}/status`)
            .send({ status: "approved" })
            .expect(403)
        ).body.error,
      ).toBe(
        "Esta reseña quedó retenida por el filtro de contenido: solo un administrador puede publicarla.",
      );
    });

    it("refuses the old 'Ocultar' to everyone, the owner included", async () => {
      const hide = { status: "rejected", reason: "No me gustó lo que dice." };
      await request(app).put(`/api/reviews/${reviewId}/status`).send(hide).expect(401);
      await patient.agent.put(`/api/reviews/${reviewId}/status`).send(hide).expect(403);
      await otherDoctor.agent.put(`/api/reviews/${reviewId}/status`).send(hide).expect(403);
      expect(
        (await owner.agent.put(`/api/reviews/${reviewId}/status`).send(hide).expect(403)).body
          .error,
      ).toBe(
        "Ya no puedes ocultar reseñas. Usa «Reportar»: la reseña sigue publicada hasta que un administrador decida.",
      );
      expect((await reviewRow(reviewId)).approvalStatus).toBe("approved");
      expect(await publicIds()).toContain(reviewId);
    });

    it("lets only the owner report, with a reason from the list, and keeps the review public", async () => {
      const body = { reason: "datos_personales", details: "Menciona mi diagnóstico en voz alta." };
      await request(app).post(report(reviewId)).send(body).expect(401);
      expect((await patient.agent.post(report(reviewId)).send(body).expect(403)).body.error).toBe(
        "Solo el titular del perfil puede moderar sus reseñas.",
      );
      await otherDoctor.agent.post(report(reviewId)).send(body).expect(403);
      await owner.agent.post(report(999_999)).send(body).expect(404);
      for (const [input, message] of [
        [{}, "Elige el motivo del reporte"],
        [{ reason: "no_me_gusta" }, "Elige el motivo del reporte"],
        [{ reason: "otro" }, "Describe el motivo del reporte"],
        [{ reason: "otro", details: "   " }, "Describe el motivo del reporte"],
        [
          { reason: "spam", details: "x".repeat(501) },
          "La descripción no puede tener más de 500 caracteres",
        ],
      ] as const) {
        expect((await owner.agent.post(report(reviewId)).send(input).expect(400)).body.error).toBe(
          message,
        );
      }
      expect(await reportsOf(reviewId)).toEqual([]);

      const sent = await owner.agent.post(report(reviewId)).send(body).expect(201);
      expect(sent.body).toMatchObject({
        reviewId,
        reason: "datos_personales",
        status: "open",
        message: "Reporte enviado. La reseña sigue publicada hasta que un administrador lo revise.",
      });
      expect(await publicIds()).toContain(reviewId);
      expect((await reviewRow(reviewId)).approvalStatus).toBe("approved");
      expect(await removedCounts()).toEqual([]);

      const [stored] = await reportsOf(reviewId);
      expect(stored).toMatchObject({
        providerId: listing.id,
        reportedBy: owner.user.id,
        reason: "datos_personales",
        details: "Menciona mi diagnóstico en voz alta.",
        status: "open",
      });
      expect(await lastEventOf(reviewId)).toMatchObject({
        fromStatus: "approved",
        toStatus: "approved",
        actorType: "doctor",
        actorId: owner.user.id,
        notes:
          "Reportada por el titular: contiene datos personales · Menciona mi diagnóstico en voz alta.",
      });

      // One open report per review.
      expect(
        (await owner.agent.post(report(reviewId)).send({ reason: "spam" }).expect(409)).body.error,
      ).toBe("Esta reseña ya tiene un reporte en revisión.");
      const mine = await owner.agent.get(`/api/providers/${listing.id}/reviews/all`).expect(200);
      expect(mine.body.find((r: { id: number }) => r.id === reviewId)).toMatchObject({
        approvalStatus: "approved",
        removalReason: null,
        report: { reason: "datos_personales", status: "open" },
      });
    });

    it("keeps reports and their decisions to administrators", async () => {
      const [open] = await reportsOf(reviewId);
      for (const cookie of ["", patient.sessionCookie, owner.sessionCookie]) {
        let list = request(app).get("/api/admin/review-reports");
        let decide = request(app)
          .put(`/api/admin/review-reports/${open!.id}/decision`)
          .send({ decision: "upheld" });
        if (cookie) {
          list = list.set("Cookie", cookie);
          decide = decide.set("Cookie", cookie);
        }
        expect((await list).status).toBe(401);
        expect((await decide).status).toBe(401);
      }
      expect((await reportsOf(reviewId))[0]!.status).toBe("open");

      const listed = await asAdmin(request(app).get("/api/admin/review-reports")).expect(200);
      expect(listed.body).toEqual([
        {
          id: open!.id,
          reason: "datos_personales",
          details: "Menciona mi diagnóstico en voz alta.",
          status: "open",
          adminNote: null,
          createdAt: expect.any(String),
          decidedAt: null,
          review: {
            id: reviewId,
            rating: 2,
            comment: "Me dio mi diagnóstico frente a otros pacientes en la sala.",
            createdAt: expect.any(String),
            approvalStatus: "approved",
            authorFirstName: "Lucía",
          },
          provider: { id: listing.id, name: "Dra. Inés Robles" },
        },
      ]);
      expect(
        (await asAdmin(request(app).get("/api/admin/review-reports?status=todas")).expect(400)).body
          .error,
      ).toBe("Parámetro de filtro no válido");
      const decision = `/api/admin/review-reports/${open!.id}/decision`;
      expect(
        (await asAdmin(request(app).put(decision)).send({ decision: "borrar" }).expect(400)).body
          .error,
      ).toBe("Decisión no válida: usa upheld o dismissed.");
      await asAdmin(request(app).put("/api/admin/review-reports/999999/decision"))
        .send({ decision: "upheld" })
        .expect(404);
      await asAdmin(request(app).put("/api/admin/review-reports/abc/decision"))
        .send({ decision: "upheld" })
        .expect(400);
    });

    it("removes the review when an administrator upholds the report, and the profile counts it", async () => {
      const [open] = await reportsOf(reviewId);
      // The profile page's cached copy must follow the decision, not only the API's.
      const before = await services.providers.profileWithOwner({ slugOrName: listing.slug });
      expect(before.profile.removedReviews).toEqual([]);

      const decided = await asAdmin(
        request(app).put(`/api/admin/review-reports/${open!.id}/decision`),
      )
        .send({ decision: "upheld", adminNote: "  Revela el diagnóstico de la paciente.  " })
        .expect(200);
      expect(decided.body).toMatchObject({
        id: open!.id,
        status: "upheld",
        reviewId,
        approvalStatus: "rejected",
      });

      expect(await publicIds()).not.toContain(reviewId);
      expect(await reviewRow(reviewId)).toMatchObject({
        approvalStatus: "rejected",
        removalReason: "datos_personales",
        comment: "Me dio mi diagnóstico frente a otros pacientes en la sala.",
      });
      expect(await removedCounts()).toEqual([{ reason: "datos_personales", count: 1 }]);
      expect(
        (await request(app).get(`/api/provider/${listing.slug}`).expect(200)).body.removedReviews,
      ).toEqual([{ reason: "datos_personales", count: 1 }]);
      const after = await services.providers.profileWithOwner({ slugOrName: listing.slug });
      expect(after.profile.removedReviews).toEqual([{ reason: "datos_personales", count: 1 }]);

      const [stored] = await reportsOf(reviewId);
      expect(stored).toMatchObject({
        status: "upheld",
        adminNote: "Revela el diagnóstico de la paciente.",
        decidedByAdminId: expect.any(Number),
        decidedAt: expect.any(Date),
      });
      expect(await lastEventOf(reviewId)).toMatchObject({
        fromStatus: "approved",
        toStatus: "rejected",
        actorType: "admin",
        actorId: String(stored!.decidedByAdminId),
        notes:
          "Reporte aceptado, reseña retirada: contiene datos personales · Revela el diagnóstico de la paciente.",
      });
      expect(await auditOf("review.report_upheld", reviewId)).toMatchObject({
        actorType: "admin",
        entityType: "review",
        details: {
          before: { approvalStatus: "approved" },
          after: { approvalStatus: "rejected", removalReason: "datos_personales" },
          reportId: open!.id,
          reason: "datos_personales",
          notes: "Revela el diagnóstico de la paciente.",
        },
      });

      // Decided once: no second decision, no longer in the open list, still visible as decided.
      expect(
        (
          await asAdmin(request(app).put(`/api/admin/review-reports/${open!.id}/decision`))
            .send({ decision: "dismissed" })
            .expect(409)
        ).body.error,
      ).toBe("Este reporte ya fue revisado.");
      expect((await openReports()).map((r) => r.id)).not.toContain(open!.id);
      const upheld = await asAdmin(
        request(app).get("/api/admin/review-reports?status=upheld"),
      ).expect(200);
      expect(upheld.body.map((r: { id: number }) => r.id)).toContain(open!.id);

      // The owner sees why it went, and cannot put it back; the author's rewrite waits.
      const mine = await owner.agent.get(`/api/providers/${listing.id}/reviews/all`).expect(200);
      expect(mine.body.find((r: { id: number }) => r.id === reviewId)).toMatchObject({
        approvalStatus: "rejected",
        removalReason: "datos_personales",
        report: { status: "upheld" },
      });
      expect(
        (
          await owner.agent
            .put(`/api/reviews/${reviewId}/status`)
            .send({ status: "approved" })
            .expect(403)
        ).body.error,
      ).toBe(
        "Un administrador retiró esta reseña: solo un administrador puede volver a publicarla.",
      );
      const rewrite = await write(
        patient,
        "Me atendió bien, pero me hizo esperar mucho tiempo.",
      ).expect(200);
      expect(rewrite.body).toMatchObject({
        approvalStatus: "pending",
        message:
          "Un administrador retiró tu reseña anterior de este perfil, así que la nueva versión se publicará después de una revisión.",
      });
      expect(await publicIds()).not.toContain(reviewId);
      expect(await removedCounts()).toEqual([{ reason: "datos_personales", count: 1 }]);

      // An administrator publishing it again takes it out of the count.
      await asAdmin(request(app).put(`/api/admin/reviews/${reviewId}/restore`))
        .send({ notes: "La nueva versión ya no incluye datos personales." })
        .expect(200);
      expect(await publicIds()).toContain(reviewId);
      expect((await reviewRow(reviewId)).removalReason).toBeNull();
      expect(await removedCounts()).toEqual([]);
    });

    it("keeps the review published when an administrator dismisses the report", async () => {
      const author = await signedInAgent(app, database, { firstName: "Pedro" });
      const id = (
        await write(author, "No resolvió mi problema y cobró la consulta completa.").expect(201)
      ).body.id;
      await owner.agent.post(report(id)).send({ reason: "no_fue_mi_paciente" }).expect(201);
      const open = (await openReports()).find((r) => r.review.id === id)!;
      const decided = await asAdmin(
        request(app).put(`/api/admin/review-reports/${open.id}/decision`),
      )
        .send({ decision: "dismissed" })
        .expect(200);
      expect(decided.body).toMatchObject({ status: "dismissed", approvalStatus: "approved" });
      expect(await publicIds()).toContain(id);
      expect(await reviewRow(id)).toMatchObject({
        approvalStatus: "approved",
        removalReason: null,
      });
      expect(await removedCounts()).toEqual([]);
      expect((await reportsOf(id))[0]).toMatchObject({ status: "dismissed", adminNote: null });
      expect((await auditOf("review.report_dismissed", id))?.details).toMatchObject({
        before: { approvalStatus: "approved" },
        after: { approvalStatus: "approved" },
        reason: "no_fue_mi_paciente",
      });
      const mine = await owner.agent.get(`/api/providers/${listing.id}/reviews/all`).expect(200);
      expect(mine.body.find((r: { id: number }) => r.id === id).report).toMatchObject({
        reason: "no_fue_mi_paciente",
        status: "dismissed",
      });
      // A decided report leaves room for a new one.
      await owner.agent
        .post(report(id))
        .send({ reason: "otro", details: "Es mi exsocio." })
        .expect(201);
    });

    it("accepts one of two reports sent at the same time", async () => {
      const author = await signedInAgent(app, database, { firstName: "Olga" });
      const id = (
        await write(author, "Muy impuntual, casi una hora de retraso en la cita.").expect(201)
      ).body.id;
      const answers = await Promise.all([
        owner.agent.post(report(id)).send({ reason: "spam" }),
        owner.agent.post(report(id)).send({ reason: "lenguaje_ofensivo" }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await reportsOf(id)).toHaveLength(1);
    });

    it("does not count reviews hidden by their doctor under the old rule, and lets the doctor publish them again", async () => {
      const author = await signedInAgent(app, database, { firstName: "Raúl" });
      const id = (
        await write(author, "Buen trato, aunque el consultorio estaba desordenado.").expect(201)
      ).body.id;
      await database.db
        .update(reviews)
        .set({ approvalStatus: "rejected" })
        .where(eq(reviews.id, id));
      services.providers.invalidate();
      expect(await publicIds()).not.toContain(id);
      expect(await removedCounts()).toEqual([]);
      await owner.agent.put(`/api/reviews/${id}/status`).send({ status: "approved" }).expect(200);
      expect(await publicIds()).toContain(id);
    });
  },
);
