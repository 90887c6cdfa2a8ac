import {
  HOLD_REASON_LABELS,
  heldReviewMessage,
  moderationHold,
} from "../../common/reviews/content-filter.ts";
import {
  REVIEW_REPORT_MESSAGES,
  REVIEW_REPORT_REASON_LABELS,
  type AdminReviewReport,
  type ReviewReportDecisionInput,
  type ReviewReportInput,
  type ReviewReportReason,
  type ReviewReportStatus,
} from "../../common/reviews/reports.ts";
import { REVIEW_MESSAGES, type ReviewInput } from "../../common/reviews/schemas.ts";
import type { AdminReview, OwnerReview, ReviewStatus } from "../../common/reviews/types.ts";
import type { SessionUser } from "../accounts/service.ts";
import { badRequest, conflict, forbidden, notFound } from "../../common/errors.ts";
import { isPatient, requireListingOwner, requireVerifiedPatient } from "../access/rules.ts";
import type { ProvidersRepository } from "../providers/repository.ts";
import { toPublicReviews } from "../providers/service.ts";
import type { ReviewsRepository } from "./repository.ts";

export const REVIEW_ERRORS = {
  signIn: "Debes iniciar sesión para escribir una reseña.",
  patientsOnly:
    "Solo las cuentas de paciente pueden escribir reseñas. Las cuentas de médico no pueden opinar sobre otros profesionales.",
  verify: "Debes verificar tu correo electrónico para escribir reseñas.",
  ownProfile: "No puedes escribir una reseña de tu propio perfil.",
  notFound: "Médico no encontrado",
  reviewNotFound: "No se encontró la reseña.",
  notOwner: "Solo el titular del perfil puede moderar sus reseñas.",
  hidingRetired:
    "Ya no puedes ocultar reseñas. Usa «Reportar»: la reseña sigue publicada hasta que un administrador decida.",
  heldByFilter:
    "Esta reseña quedó retenida por el filtro de contenido: solo un administrador puede publicarla.",
  removedByAdmin:
    "Un administrador retiró esta reseña: solo un administrador puede volver a publicarla.",
  onlyPublishedCanBeReported: "Solo se pueden reportar reseñas publicadas.",
  alreadyReported: "Esta reseña ya tiene un reporte en revisión.",
  reportNotFound: "No se encontró el reporte.",
  reportDecided: "Este reporte ya fue revisado.",
  alreadyPublished: "La reseña ya está publicada.",
  changedMeanwhile: "La reseña cambió mientras tanto. Recarga la página e inténtalo de nuevo.",
  noReply: "Esta reseña no tiene respuesta.",
  restoreNotes: "Indica el motivo para restaurar la reseña",
  appointment: REVIEW_MESSAGES.appointment,
} as const;

const ALL_STATUSES: ReviewStatus[] = ["approved", "pending", "rejected", "reported"];
const ADMIN_LIST_LIMIT = 200;

export const REVIEW_PUBLISHED = "Tu reseña ha sido publicada exitosamente";
export const REVIEW_HELD_AFTER_REMOVAL =
  "Un administrador retiró tu reseña anterior de este perfil, así que la nueva versión se publicará después de una revisión.";

/** Who may write a review: a signed-in, verified patient account that does not own the listing. */
export function reviewerStatus(
  user: SessionUser | null,
  ownerUserId: string | null,
): { canWrite: boolean; reason?: string } {
  if (!user) return { canWrite: false };
  if (!isPatient(user)) {
    return { canWrite: false, reason: REVIEW_ERRORS.patientsOnly };
  }
  if (!user.emailVerified) {
    return { canWrite: false, reason: "Verifica tu correo electrónico para escribir reseñas." };
  }
  if (user.id === ownerUserId) return { canWrite: false, reason: REVIEW_ERRORS.ownProfile };
  return { canWrite: true };
}

const reasonLabel = (reason: ReviewReportReason) =>
  REVIEW_REPORT_REASON_LABELS[reason].toLowerCase();

export function createReviewsService(deps: {
  repository: ReviewsRepository;
  providers: ProvidersRepository;
  onChange: () => void;
}) {
  const { repository } = deps;

  const ownedListing = (providerId: number, user: SessionUser | null) =>
    requireListingOwner(
      user,
      () => repository.listing(providerId),
      (listing) => listing.userId,
      REVIEW_ERRORS,
    );

  /** A review of a listing the signed-in user owns. */
  async function ownedReview(reviewId: number, user: SessionUser | null) {
    const { user: owner, resource: review } = await requireListingOwner(
      user,
      () => repository.find(reviewId),
      (found) => found.ownerId,
      { notFound: REVIEW_ERRORS.reviewNotFound, notOwner: REVIEW_ERRORS.notOwner },
    );
    return { review, actor: { type: "doctor" as const, id: owner.id } };
  }

  return {
    reviewerStatus,

    /**
     * A verified patient writes (or rewrites) their one review of a public listing. It is
     * published at once unless the content filter finds contact data or insults, or an
     * administrator removed the previous version: then it waits, and the answer says why.
     */
    async write(providerId: number, input: ReviewInput, user: SessionUser | null) {
      const patient = requireVerifiedPatient(user, REVIEW_ERRORS);
      const listing = await repository.listing(providerId);
      if (!listing || listing.approvalStatus !== "approved") throw notFound(REVIEW_ERRORS.notFound);
      if (listing.userId === patient.id) throw forbidden(REVIEW_ERRORS.ownProfile);
      if (input.appointmentId !== undefined) {
        // One answer for every refusal: another patient's visit id must not be confirmable.
        const visit = await repository.visit(input.appointmentId);
        if (
          visit?.patientId !== patient.id ||
          visit.providerId !== providerId ||
          visit.status !== "attended"
        )
          throw badRequest(REVIEW_ERRORS.appointment, { field: "appointmentId" });
      }
      const hold = moderationHold(input.comment);
      const previous = await repository.ofAuthor(providerId, patient.id);
      const removedBefore = previous?.removalReason != null && previous.status !== "approved";
      const { review, updated } = await repository.upsert({
        providerId,
        userId: patient.id,
        rating: input.rating,
        comment: input.comment,
        status: hold || removedBefore ? "pending" : "approved",
        reason: hold
          ? HOLD_REASON_LABELS[hold]
          : removedBefore
            ? "versión nueva de una reseña retirada por un administrador"
            : null,
        ...(input.appointmentId !== undefined ? { appointmentId: input.appointmentId } : {}),
      });
      deps.onChange();
      return {
        id: review.id,
        approvalStatus: review.approvalStatus,
        updated,
        holdReason: hold,
        message: hold
          ? heldReviewMessage(hold)
          : removedBefore
            ? REVIEW_HELD_AFTER_REMOVAL
            : REVIEW_PUBLISHED,
      };
    },

    /**
     * Every review of the owner's listing, whatever its status (spec: /reviews/all), with
     * its latest report and, once removed, the reason.
     */
    async allForOwner(providerId: number, user: SessionUser | null): Promise<OwnerReview[]> {
      await ownedListing(providerId, user);
      const rows = await deps.providers.reviews(providerId, [
        "approved",
        "pending",
        "rejected",
        "reported",
      ]);
      const reports = new Map(
        (await repository.latestReports(rows.map((row) => row.id))).map((report) => [
          report.reviewId,
          {
            reason: report.reason,
            status: report.status,
            createdAt: report.createdAt.toISOString(),
          },
        ]),
      );
      return toPublicReviews(rows).map((review, index) => ({
        ...review,
        removalReason: (rows[index]!.removalReason as ReviewReportReason | null) ?? null,
        report: reports.get(review.id) ?? null,
      }));
    },

    /**
     * 'Aprobar' (spec public-side 4) publishes again a review the owner hid under the old
     * rule. Hiding ('rejected') is gone: the owner reports instead. Reviews held by the filter
     * or removed by an administrator are the administrators' to publish.
     */
    async setStatusByOwner(
      reviewId: number,
      input: { status: "approved" | "rejected" },
      user: SessionUser | null,
    ) {
      const { review, actor } = await ownedReview(reviewId, user);
      if (input.status === "rejected") throw forbidden(REVIEW_ERRORS.hidingRetired);
      if (review.status === "approved") throw conflict(REVIEW_ERRORS.alreadyPublished);
      if (review.removalReason !== null) throw forbidden(REVIEW_ERRORS.removedByAdmin);
      if (review.status !== "rejected") throw forbidden(REVIEW_ERRORS.heldByFilter);
      const changed = await repository.setStatus(reviewId, review.status, "approved", actor);
      if (!changed) throw conflict(REVIEW_ERRORS.changedMeanwhile);
      deps.onChange();
      return { id: reviewId, approvalStatus: "approved" as const };
    },

    /**
     * 'Reportar': the owner asks an administrator to remove a published review, with a reason
     * from the fixed list. The review stays public meanwhile; one open report per review.
     */
    async report(reviewId: number, input: ReviewReportInput, user: SessionUser | null) {
      const { actor } = await ownedReview(reviewId, user);
      const result = await repository.report({
        reviewId,
        reportedBy: actor.id,
        reason: input.reason,
        details: input.details ?? null,
        notes: `Reportada por el titular: ${reasonLabel(input.reason)}${input.details ? ` · ${input.details}` : ""}`,
      });
      if (result.outcome !== "reported") {
        throw {
          gone: () => notFound(REVIEW_ERRORS.reviewNotFound),
          not_public: () => conflict(REVIEW_ERRORS.onlyPublishedCanBeReported),
          already_open: () => conflict(REVIEW_ERRORS.alreadyReported),
        }[result.outcome]();
      }
      return {
        id: result.id,
        reviewId,
        reason: input.reason,
        status: "open" as const,
        createdAt: result.createdAt.toISOString(),
        message: REVIEW_REPORT_MESSAGES.reported,
      };
    },

    /** For administrators: reports in a status (open by default) with the reviews they name. */
    async listReports(status: ReviewReportStatus = "open"): Promise<AdminReviewReport[]> {
      const rows = await repository.listReports(status, ADMIN_LIST_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        reason: row.reason,
        details: row.details,
        status: row.status,
        adminNote: row.adminNote,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        review: {
          id: row.reviewId,
          rating: row.rating,
          comment: row.comment,
          createdAt: row.reviewCreatedAt.toISOString(),
          approvalStatus: row.approvalStatus,
          authorFirstName: row.authorFirstName,
        },
        provider: { id: row.providerId, name: row.providerName },
      }));
    },

    /**
     * An administrator decides a report: 'upheld' removes the review (the profile counts it
     * by reason), 'dismissed' keeps it published. Both are recorded with the optional note.
     */
    async decideReport(reportId: number, input: ReviewReportDecisionInput, adminId: number) {
      const note = input.adminNote ?? null;
      const result = await repository.decideReport({
        reportId,
        decision: input.decision,
        adminId,
        adminNote: note,
        eventNotes: (reason) =>
          `${input.decision === "upheld" ? "Reporte aceptado, reseña retirada" : "Reporte desestimado, la reseña sigue publicada"}: ${reasonLabel(reason)}${note ? ` · ${note}` : ""}`,
      });
      if (result === null) throw notFound(REVIEW_ERRORS.reportNotFound);
      if (result === "decided") throw conflict(REVIEW_ERRORS.reportDecided);
      deps.onChange();
      return {
        id: reportId,
        status: input.decision,
        reviewId: result.reviewId,
        approvalStatus: result.approvalStatus,
        decidedAt: result.decidedAt.toISOString(),
      };
    },

    /** The owner's one public reply under a review; writing again replaces it. */
    async reply(reviewId: number, text: string, user: SessionUser | null) {
      const { actor } = await ownedReview(reviewId, user);
      const saved = await repository.setReply(reviewId, text, actor);
      if (!saved) throw notFound(REVIEW_ERRORS.reviewNotFound);
      deps.onChange();
      return {
        id: reviewId,
        reply: { text: saved.replyText!, createdAt: saved.replyAt!.toISOString() },
      };
    },

    async removeReply(reviewId: number, user: SessionUser | null) {
      const { review, actor } = await ownedReview(reviewId, user);
      if (review.replyText === null) throw notFound(REVIEW_ERRORS.noReply);
      await repository.setReply(reviewId, null, actor);
      deps.onChange();
    },

    /**
     * For administrators (issue #7 adds their routes): reviews in a status, hidden ones
     * included, each with its moderation record.
     */
    async listForAdmin(
      filter: { status?: ReviewStatus; providerId?: number; limit?: number } = {},
    ): Promise<AdminReview[]> {
      const rows = await repository.listForAdmin({
        statuses: filter.status ? [filter.status] : ALL_STATUSES,
        providerId: filter.providerId,
        limit: Math.min(filter.limit ?? ADMIN_LIST_LIMIT, ADMIN_LIST_LIMIT),
      });
      const events = await repository.history(rows.map((row) => row.id));
      return rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        comment: row.comment,
        createdAt: row.createdAt.toISOString(),
        approvalStatus: row.approvalStatus,
        author: { id: row.authorId, firstName: row.firstName, lastName: row.lastName },
        provider: { id: row.providerId, name: row.providerName },
        reply:
          row.replyText && row.replyAt
            ? { text: row.replyText, createdAt: row.replyAt.toISOString() }
            : null,
        history: events
          .filter((event) => event.reviewId === row.id)
          .map((event) => ({
            action: event.action,
            fromStatus: event.fromStatus,
            toStatus: event.toStatus,
            actorType: event.actorType,
            actorId: event.actorId,
            notes: event.notes,
            createdAt: event.createdAt.toISOString(),
          })),
      }));
    },

    /** An administrator publishes again a review that was hidden or held, saying why. */
    async restore(reviewId: number, adminId: number, notes: string) {
      const reason = notes.trim();
      if (!reason) throw badRequest(REVIEW_ERRORS.restoreNotes);
      const review = await repository.find(reviewId);
      if (!review) throw notFound(REVIEW_ERRORS.reviewNotFound);
      if (review.status === "approved") throw conflict(REVIEW_ERRORS.alreadyPublished);
      const changed = await repository.setStatus(
        reviewId,
        review.status,
        "approved",
        { type: "admin", id: String(adminId) },
        reason,
      );
      if (!changed) throw conflict(REVIEW_ERRORS.changedMeanwhile);
      deps.onChange();
      return { id: reviewId, approvalStatus: "approved" as const };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
