import { describe, expect, it } from "vitest";
import type { ReviewStatus } from "../../common/reviews/types.ts";
import { doctorUser, sessionUser } from "../../tests/factories/session-users.ts";
import type { ProvidersRepository } from "../providers/repository.ts";
import type { ReviewsRepository } from "./repository.ts";
import { createReviewsService, reviewerStatus } from "./service.ts";
import { refusal } from "../../tests/support/rejection.ts";

type ListingStatus = "approved" | "pending" | "rejected" | "needs_review";
interface StoredReview {
  id: number;
  providerId: number;
  userId: string;
  rating: number;
  comment: string;
  status: ReviewStatus;
  removalReason: string | null;
  replyText: string | null;
  replyAt: Date | null;
  appointmentId: number | null;
  createdAt: Date;
}
interface StoredReport {
  id: number;
  reviewId: number;
  reason: "datos_personales" | "lenguaje_ofensivo" | "no_fue_mi_paciente" | "spam" | "otro";
  status: "open" | "upheld" | "dismissed";
  details: string | null;
  adminNote: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

const AT = new Date("2026-03-01T18:00:00Z");

/** The reviews tables in memory, with the same answers as the SQL repository. */
function memoryReviews() {
  const listings = new Map<
    number,
    { id: number; userId: string | null; approvalStatus: ListingStatus }
  >();
  const visits = new Map<number, { patientId: string; providerId: number; status: string }>();
  const reviews: StoredReview[] = [];
  const reports: StoredReport[] = [];
  const events: {
    reviewId: number;
    action: string;
    fromStatus: ReviewStatus | null;
    toStatus: ReviewStatus;
    actorType: string;
    actorId: string;
    notes: string | null;
    createdAt: Date;
  }[] = [];
  const calls: { listForAdmin: unknown[]; listReports: unknown[]; decideNotes: string[] } = {
    listForAdmin: [],
    listReports: [],
    decideNotes: [],
  };
  const byId = (id: number) => reviews.find((review) => review.id === id);

  const repository = {
    async listing(providerId: number) {
      return listings.get(providerId);
    },
    async visit(appointmentId: number) {
      return visits.get(appointmentId);
    },
    async ofAuthor(providerId: number, userId: string) {
      const found = reviews.find((r) => r.providerId === providerId && r.userId === userId);
      return found && { status: found.status, removalReason: found.removalReason };
    },
    async upsert(input: {
      providerId: number;
      userId: string;
      rating: number;
      comment: string;
      status: ReviewStatus;
      reason: string | null;
      appointmentId?: number;
    }) {
      let review = reviews.find(
        (r) => r.providerId === input.providerId && r.userId === input.userId,
      );
      const updated = Boolean(review);
      if (!review) {
        review = {
          id: reviews.length + 1,
          providerId: input.providerId,
          userId: input.userId,
          rating: input.rating,
          comment: input.comment,
          status: input.status,
          removalReason: null,
          replyText: null,
          replyAt: null,
          appointmentId: input.appointmentId ?? null,
          createdAt: AT,
        };
        reviews.push(review);
      }
      Object.assign(review, { rating: input.rating, comment: input.comment, status: input.status });
      events.push({
        reviewId: review.id,
        action: "written",
        fromStatus: null,
        toStatus: input.status,
        actorType: "patient",
        actorId: input.userId,
        notes: input.reason,
        createdAt: AT,
      });
      return { review: { id: review.id, approvalStatus: review.status }, updated };
    },
    async find(reviewId: number) {
      const review = byId(reviewId);
      if (!review) return undefined;
      const { id, providerId, status, removalReason, replyText } = review;
      return {
        id,
        providerId,
        status,
        removalReason,
        replyText,
        ownerId: listings.get(providerId)!.userId,
      };
    },
    async setStatus(
      reviewId: number,
      from: ReviewStatus,
      to: ReviewStatus,
      actor: { type: string; id: string },
      notes?: string,
    ) {
      const review = byId(reviewId);
      if (!review || review.status !== from) return false;
      review.status = to;
      if (to === "approved") review.removalReason = null;
      events.push({
        reviewId,
        action: "status",
        fromStatus: from,
        toStatus: to,
        actorType: actor.type,
        actorId: actor.id,
        notes: notes ?? null,
        createdAt: AT,
      });
      return true;
    },
    async setReply(reviewId: number, text: string | null) {
      const review = byId(reviewId);
      if (!review) return undefined;
      review.replyText = text;
      review.replyAt = text === null ? null : AT;
      return review;
    },
    async report(input: {
      reviewId: number;
      reason: StoredReport["reason"];
      details: string | null;
      notes: string;
    }) {
      const review = byId(input.reviewId);
      if (!review) return { outcome: "gone" as const };
      if (review.status !== "approved") return { outcome: "not_public" as const };
      if (reports.some((r) => r.reviewId === input.reviewId && r.status === "open"))
        return { outcome: "already_open" as const };
      const report: StoredReport = {
        id: reports.length + 1,
        reviewId: input.reviewId,
        reason: input.reason,
        status: "open",
        details: input.details,
        adminNote: null,
        createdAt: AT,
        decidedAt: null,
      };
      reports.push(report);
      events.push({
        reviewId: input.reviewId,
        action: "reported",
        fromStatus: "approved",
        toStatus: "approved",
        actorType: "doctor",
        actorId: "",
        notes: input.notes,
        createdAt: AT,
      });
      return { outcome: "reported" as const, id: report.id, createdAt: report.createdAt };
    },
    async latestReports(reviewIds: number[]) {
      return reports
        .filter((report) => reviewIds.includes(report.reviewId))
        .map(({ reviewId, reason, status, createdAt }) => ({
          reviewId,
          reason,
          status,
          createdAt,
        }));
    },
    async listReports(status: StoredReport["status"], limit: number) {
      calls.listReports.push({ status, limit });
      return reports
        .filter((report) => report.status === status)
        .slice(0, limit)
        .map((report) => {
          const review = byId(report.reviewId)!;
          return {
            ...report,
            rating: review.rating,
            comment: review.comment,
            reviewCreatedAt: review.createdAt,
            approvalStatus: review.status,
            authorFirstName: "Ana",
            providerId: review.providerId,
            providerName: "Dra. Eva Ríos",
          };
        });
    },
    async decideReport(input: {
      reportId: number;
      decision: "upheld" | "dismissed";
      adminNote: string | null;
      eventNotes: (reason: StoredReport["reason"]) => string;
    }) {
      const report = reports.find((r) => r.id === input.reportId);
      if (!report) return null;
      if (report.status !== "open") return "decided" as const;
      const review = byId(report.reviewId)!;
      if (input.decision === "upheld") {
        review.status = "rejected";
        review.removalReason = report.reason;
      }
      Object.assign(report, { status: input.decision, adminNote: input.adminNote, decidedAt: AT });
      calls.decideNotes.push(input.eventNotes(report.reason));
      return { reviewId: review.id, approvalStatus: review.status, decidedAt: AT };
    },
    async listForAdmin(filter: { statuses: ReviewStatus[]; providerId?: number; limit: number }) {
      calls.listForAdmin.push(filter);
      return reviews
        .filter((r) => filter.statuses.includes(r.status))
        .filter((r) => filter.providerId === undefined || r.providerId === filter.providerId)
        .slice(0, filter.limit)
        .map((r) => ({
          ...r,
          approvalStatus: r.status,
          authorId: r.userId,
          firstName: "Ana",
          lastName: "López",
          providerName: "Dra. Eva Ríos",
        }));
    },
    async history(reviewIds: number[]) {
      return events.filter((event) => reviewIds.includes(event.reviewId));
    },
  };

  const providers = {
    async reviews(providerId: number, statuses: ReviewStatus[]) {
      return reviews
        .filter((r) => r.providerId === providerId && statuses.includes(r.status))
        .map((r) => ({ ...r, approvalStatus: r.status, firstName: "Ana", lastName: "López" }));
    },
  };

  let changes = 0;
  const service = createReviewsService({
    repository: repository as unknown as ReviewsRepository,
    providers: providers as unknown as ProvidersRepository,
    onChange: () => {
      changes += 1;
    },
  });
  return {
    service,
    repository,
    listings,
    visits,
    reviews,
    reports,
    events,
    calls,
    changes: () => changes,
  };
}

const GOOD = { rating: 5, comment: "Muy amable y puntual, explicó todo con calma." };

describe("who may write a review", () => {
  const owner = doctorUser({ id: "dueña" });
  it("asks to sign in, refuses doctors, unverified emails and the listing's owner", () => {
    expect(reviewerStatus(null, "dueña")).toEqual({ canWrite: false });
    expect(reviewerStatus(owner, "otra").canWrite).toBe(false);
    expect(reviewerStatus(owner, "otra").reason).toBe(
      "Solo las cuentas de paciente pueden escribir reseñas. Las cuentas de médico no pueden opinar sobre otros profesionales.",
    );
    expect(reviewerStatus(sessionUser({ emailVerified: false }), "dueña")).toEqual({
      canWrite: false,
      reason: "Verifica tu correo electrónico para escribir reseñas.",
    });
    const patient = sessionUser({ id: "paciente" });
    expect(reviewerStatus(patient, "paciente")).toEqual({
      canWrite: false,
      reason: "No puedes escribir una reseña de tu propio perfil.",
    });
    expect(reviewerStatus(patient, "dueña")).toEqual({ canWrite: true });
    expect(reviewerStatus(patient, null)).toEqual({ canWrite: true });
  });
});

describe("writing a review", () => {
  function setup(status: ListingStatus = "approved") {
    const memory = memoryReviews();
    memory.listings.set(1, { id: 1, userId: "dueña", approvalStatus: status });
    return memory;
  }

  it("publishes a clean review of a published listing at once", async () => {
    const { service, reviews, changes } = setup();
    const patient = sessionUser();
    const answer = await service.write(1, GOOD, patient);
    expect(answer).toEqual({
      id: 1,
      approvalStatus: "approved",
      updated: false,
      holdReason: null,
      message: "Tu reseña ha sido publicada exitosamente",
    });
    expect(reviews[0]).toMatchObject({ userId: patient.id, rating: 5, status: "approved" });
    expect(changes()).toBe(1);
    // Writing again rewrites the same review.
    expect((await service.write(1, { ...GOOD, rating: 4 }, patient)).updated).toBe(true);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.rating).toBe(4);
  });

  it.each(["pending", "rejected", "needs_review"] as const)(
    "refuses a listing that is %s, as if it did not exist (404)",
    async (status) => {
      const { service, reviews } = setup(status);
      expect(await refusal(() => service.write(1, GOOD, sessionUser()))).toMatchObject({
        status: 404,
        message: "Médico no encontrado",
      });
      expect(reviews).toHaveLength(0);
    },
  );

  it("answers 404 for a listing that does not exist", async () => {
    const { service } = setup();
    expect((await refusal(() => service.write(2, GOOD, sessionUser()))).status).toBe(404);
  });

  it("refuses the signed out (401), doctors and unverified patients (403) and the owner", async () => {
    const { service, reviews } = setup();
    expect((await refusal(() => service.write(1, GOOD, null))).status).toBe(401);
    expect(await refusal(() => service.write(1, GOOD, doctorUser()))).toMatchObject({
      status: 403,
    });
    expect(
      await refusal(() => service.write(1, GOOD, sessionUser({ emailVerified: false }))),
    ).toMatchObject({
      status: 403,
      message: "Debes verificar tu correo electrónico para escribir reseñas.",
    });
    expect(await refusal(() => service.write(1, GOOD, sessionUser({ id: "dueña" })))).toMatchObject(
      {
        status: 403,
        message: "No puedes escribir una reseña de tu propio perfil.",
      },
    );
    expect(reviews).toHaveLength(0);
  });

  it("holds a review with contact data for an administrator, saying why", async () => {
    const { service, reviews, events } = setup();
    const answer = await service.write(
      1,
      { rating: 5, comment: "Excelente doctora, llámenla al 55 1234 5678 para citas." },
      sessionUser(),
    );
    expect(answer.approvalStatus).toBe("pending");
    expect(answer.holdReason).not.toBeNull();
    expect(answer.message).not.toBe("Tu reseña ha sido publicada exitosamente");
    expect(reviews[0]!.status).toBe("pending");
    expect(events[0]!.notes).toEqual(expect.any(String));
  });

  it("holds the new version of a review an administrator removed, until one publishes it", async () => {
    const { service, reviews, events } = setup();
    const patient = sessionUser();
    await service.write(1, GOOD, patient);
    Object.assign(reviews[0]!, { status: "rejected", removalReason: "lenguaje_ofensivo" });
    const answer = await service.write(1, GOOD, patient);
    expect(answer).toMatchObject({
      approvalStatus: "pending",
      holdReason: null,
      message:
        "Un administrador retiró tu reseña anterior de este perfil, así que la nueva versión se publicará después de una revisión.",
    });
    expect(events.at(-1)!.notes).toBe("versión nueva de una reseña retirada por un administrador");
    // Once an administrator published it again, a rewrite is published at once.
    Object.assign(reviews[0]!, { status: "approved" });
    expect((await service.write(1, GOOD, patient)).approvalStatus).toBe("approved");
    expect(events.at(-1)!.notes).toBeNull();
  });

  it("accepts a visit only when it is the patient's own, of this listing, and attended", async () => {
    const { service, visits, reviews } = setup();
    const patient = sessionUser({ id: "paciente" });
    visits.set(10, { patientId: "paciente", providerId: 1, status: "attended" });
    visits.set(11, { patientId: "otra", providerId: 1, status: "attended" });
    visits.set(12, { patientId: "paciente", providerId: 2, status: "attended" });
    visits.set(13, { patientId: "paciente", providerId: 1, status: "booked" });
    for (const appointmentId of [11, 12, 13, 14]) {
      expect(
        await refusal(() => service.write(1, { ...GOOD, appointmentId }, patient)),
      ).toMatchObject({
        status: 400,
        details: { field: "appointmentId" },
      });
    }
    expect(reviews).toHaveLength(0);
    await service.write(1, { ...GOOD, appointmentId: 10 }, patient);
    expect(reviews[0]!.appointmentId).toBe(10);
  });
});

describe("the owner's moderation", () => {
  async function withReview(status: ReviewStatus, removalReason: string | null = null) {
    const memory = memoryReviews();
    memory.listings.set(1, { id: 1, userId: "dueña", approvalStatus: "approved" });
    await memory.service.write(1, GOOD, sessionUser());
    Object.assign(memory.reviews[0]!, { status, removalReason });
    return { ...memory, owner: doctorUser({ id: "dueña" }) };
  }

  it("publishes again a review the owner hid, and nothing else", async () => {
    const { service, owner, reviews, events } = await withReview("rejected");
    expect(await service.setStatusByOwner(1, { status: "approved" }, owner)).toEqual({
      id: 1,
      approvalStatus: "approved",
    });
    expect(reviews[0]!.status).toBe("approved");
    expect(events.at(-1)).toMatchObject({
      actorType: "doctor",
      actorId: "dueña",
      fromStatus: "rejected",
    });
    expect(
      await refusal(() => service.setStatusByOwner(1, { status: "approved" }, owner)),
    ).toMatchObject({
      status: 409,
      message: "La reseña ya está publicada.",
    });
  });

  it("refuses hiding, reviews removed by an administrator or held by the filter", async () => {
    let memory = await withReview("approved");
    expect(
      await refusal(() => memory.service.setStatusByOwner(1, { status: "rejected" }, memory.owner)),
    ).toMatchObject({
      status: 403,
      message: expect.stringContaining("Ya no puedes ocultar reseñas."),
    });
    memory = await withReview("rejected", "lenguaje_ofensivo");
    expect(
      await refusal(() => memory.service.setStatusByOwner(1, { status: "approved" }, memory.owner)),
    ).toMatchObject({
      status: 403,
      message:
        "Un administrador retiró esta reseña: solo un administrador puede volver a publicarla.",
    });
    memory = await withReview("pending");
    expect(
      await refusal(() => memory.service.setStatusByOwner(1, { status: "approved" }, memory.owner)),
    ).toMatchObject({
      status: 403,
      message:
        "Esta reseña quedó retenida por el filtro de contenido: solo un administrador puede publicarla.",
    });
    expect(memory.reviews[0]!.status).toBe("pending");
  });

  it("answers 401, 404 and 403 to the signed out, a missing review and another account", async () => {
    const { service } = await withReview("rejected");
    expect(
      (await refusal(() => service.setStatusByOwner(1, { status: "approved" }, null))).status,
    ).toBe(401);
    expect(
      await refusal(() =>
        service.setStatusByOwner(9, { status: "approved" }, doctorUser({ id: "dueña" })),
      ),
    ).toMatchObject({
      status: 404,
      message: "No se encontró la reseña.",
    });
    expect(
      await refusal(() => service.setStatusByOwner(1, { status: "approved" }, doctorUser())),
    ).toMatchObject({
      status: 403,
      message: "Solo el titular del perfil puede moderar sus reseñas.",
    });
  });

  it("reports a published review once, with the reason in the record", async () => {
    const { service, owner, events } = await withReview("approved");
    const answer = await service.report(1, { reason: "spam", details: "Es publicidad" }, owner);
    expect(answer).toMatchObject({
      id: 1,
      reviewId: 1,
      reason: "spam",
      status: "open",
      createdAt: AT.toISOString(),
    });
    expect(answer.message).toEqual(expect.any(String));
    expect(events.at(-1)!.notes).toMatch(
      /^Reportada por el titular: spam o publicidad · Es publicidad$/,
    );
    expect(
      await refusal(() => service.report(1, { reason: "spam", details: undefined }, owner)),
    ).toMatchObject({
      status: 409,
      message: "Esta reseña ya tiene un reporte en revisión.",
    });
  });

  it("reports only published reviews, and says so", async () => {
    const { service, owner, events } = await withReview("pending");
    expect(
      await refusal(() =>
        service.report(1, { reason: "lenguaje_ofensivo", details: undefined }, owner),
      ),
    ).toMatchObject({
      status: 409,
      message: "Solo se pueden reportar reseñas publicadas.",
    });
    expect(events.some((event) => event.action === "reported")).toBe(false);
  });

  it("records a report without details as such", async () => {
    const { service, owner, events } = await withReview("approved");
    await service.report(1, { reason: "spam", details: undefined }, owner);
    expect(events.at(-1)!.notes).toBe("Reportada por el titular: spam o publicidad");
    expect((await service.listReports())[0]!.details).toBeNull();
  });

  it("answers 404 or 409 when the review changed between the owner check and the write", async () => {
    const { service, owner, repository } = await withReview("rejected");
    repository.report = async () => ({ outcome: "gone" as const });
    expect(
      await refusal(() => service.report(1, { reason: "otro", details: undefined }, owner)),
    ).toMatchObject({ status: 404, message: "No se encontró la reseña." });
    repository.setReply = async () => undefined;
    expect(await refusal(() => service.reply(1, "Gracias", owner))).toMatchObject({ status: 404 });
    repository.setStatus = async () => false;
    const changed = {
      status: 409,
      message: "La reseña cambió mientras tanto. Recarga la página e inténtalo de nuevo.",
    };
    expect(
      await refusal(() => service.setStatusByOwner(1, { status: "approved" }, owner)),
    ).toMatchObject(changed);
    expect(await refusal(() => service.restore(1, 3, "Motivo"))).toMatchObject(changed);
  });

  it("writes, replaces and removes the owner's reply", async () => {
    const { service, owner, reviews, changes } = await withReview("approved");
    const before = changes();
    expect(await service.reply(1, "Gracias por su visita.", owner)).toEqual({
      id: 1,
      reply: { text: "Gracias por su visita.", createdAt: AT.toISOString() },
    });
    expect(changes()).toBe(before + 1);
    await service.removeReply(1, owner);
    expect(reviews[0]!.replyText).toBeNull();
    expect(changes()).toBe(before + 2);
    expect(await refusal(() => service.removeReply(1, owner))).toMatchObject({
      status: 404,
      message: "Esta reseña no tiene respuesta.",
    });
  });

  it("lists every review of the owner's listing with its latest report", async () => {
    const { service, owner, reviews } = await withReview("approved");
    await service.report(1, { reason: "no_fue_mi_paciente", details: undefined }, owner);
    Object.assign(reviews[0]!, { status: "rejected", removalReason: "no_fue_mi_paciente" });
    const [review] = await service.allForOwner(1, owner);
    expect(review).toMatchObject({
      id: 1,
      approvalStatus: "rejected",
      removalReason: "no_fue_mi_paciente",
      report: { reason: "no_fue_mi_paciente", status: "open", createdAt: AT.toISOString() },
    });
    expect(await refusal(() => service.allForOwner(1, doctorUser()))).toMatchObject({
      status: 403,
    });
    expect(await refusal(() => service.allForOwner(2, owner))).toMatchObject({
      status: 404,
      message: "Médico no encontrado",
    });
  });
});

describe("the administrators' side", () => {
  async function setup() {
    const memory = memoryReviews();
    memory.listings.set(1, { id: 1, userId: "dueña", approvalStatus: "approved" });
    await memory.service.write(1, GOOD, sessionUser());
    return { ...memory, owner: doctorUser({ id: "dueña" }) };
  }

  it("upholding a report removes the review; dismissing keeps it", async () => {
    const { service, owner, reviews, calls } = await setup();
    await service.report(1, { reason: "lenguaje_ofensivo", details: undefined }, owner);
    expect(await service.decideReport(1, { decision: "upheld", adminNote: "Insultos" }, 3)).toEqual(
      {
        id: 1,
        status: "upheld",
        reviewId: 1,
        approvalStatus: "rejected",
        decidedAt: AT.toISOString(),
      },
    );
    expect(reviews[0]!.status).toBe("rejected");
    expect(calls.decideNotes[0]).toMatch(
      /^Reporte aceptado, reseña retirada: lenguaje ofensivo · Insultos$/,
    );
    expect(
      await refusal(() =>
        service.decideReport(1, { decision: "dismissed", adminNote: undefined }, 3),
      ),
    ).toMatchObject({
      status: 409,
      message: "Este reporte ya fue revisado.",
    });
    expect(
      await refusal(() =>
        service.decideReport(7, { decision: "dismissed", adminNote: undefined }, 3),
      ),
    ).toMatchObject({
      status: 404,
      message: "No se encontró el reporte.",
    });

    Object.assign(reviews[0]!, { status: "approved", removalReason: null });
    await service.report(1, { reason: "spam", details: undefined }, owner);
    await service.decideReport(2, { decision: "dismissed", adminNote: undefined }, 3);
    expect(reviews[0]!.status).toBe("approved");
    expect(calls.decideNotes[1]).toMatch(
      /^Reporte desestimado, la reseña sigue publicada: spam o publicidad$/,
    );
  });

  it("lists open reports by default, at most 200, with their reviews", async () => {
    const { service, owner, calls } = await setup();
    await service.report(1, { reason: "spam", details: undefined }, owner);
    const [report] = await service.listReports();
    expect(calls.listReports).toEqual([{ status: "open", limit: 200 }]);
    expect(report).toMatchObject({
      id: 1,
      reason: "spam",
      status: "open",
      decidedAt: null,
      review: { id: 1, rating: 5, approvalStatus: "approved", authorFirstName: "Ana" },
      provider: { id: 1, name: "Dra. Eva Ríos" },
    });
    expect(report!.details).toBeNull();
    expect(await service.listReports("upheld")).toEqual([]);
  });

  it("lists reviews in every status unless asked for one, never more than 200", async () => {
    const { service, calls, reviews } = await setup();
    reviews[0]!.replyText = "Gracias";
    reviews[0]!.replyAt = AT;
    const [review] = await service.listForAdmin();
    expect(calls.listForAdmin[0]).toEqual({
      statuses: ["approved", "pending", "rejected", "reported"],
      providerId: undefined,
      limit: 200,
    });
    expect(review).toMatchObject({
      id: 1,
      author: { firstName: "Ana" },
      provider: { id: 1 },
      reply: { text: "Gracias", createdAt: AT.toISOString() },
      history: [{ toStatus: "approved", actorType: "patient" }],
    });
    await service.listForAdmin({ status: "pending", providerId: 1, limit: 201 });
    expect(calls.listForAdmin[1]).toEqual({ statuses: ["pending"], providerId: 1, limit: 200 });
    await service.listForAdmin({ limit: 200 });
    await service.listForAdmin({ limit: 20 });
    expect(calls.listForAdmin.slice(2)).toMatchObject([{ limit: 200 }, { limit: 20 }]);
    reviews[0]!.replyText = null;
    expect((await service.listForAdmin())[0]!.reply).toBeNull();
    // Each review carries its own records only.
    await service.write(1, GOOD, sessionUser());
    const both = await service.listForAdmin();
    expect(both.map((r) => r.history.length)).toEqual([1, 1]);
  });

  it("restores a held review with a reason, and only a review not already published", async () => {
    const { service, reviews, events } = await setup();
    expect(await refusal(() => service.restore(1, 3, "  "))).toMatchObject({
      status: 400,
      message: "Indica el motivo para restaurar la reseña",
    });
    expect(await refusal(() => service.restore(1, 3, "Sin datos de contacto"))).toMatchObject({
      status: 409,
      message: "La reseña ya está publicada.",
    });
    expect((await refusal(() => service.restore(5, 3, "Motivo"))).status).toBe(404);
    Object.assign(reviews[0]!, { status: "pending" });
    expect(await service.restore(1, 3, "  Sin datos de contacto ")).toEqual({
      id: 1,
      approvalStatus: "approved",
    });
    expect(events.at(-1)).toMatchObject({
      actorType: "admin",
      actorId: "3",
      notes: "Sin datos de contacto",
    });
  });
});
