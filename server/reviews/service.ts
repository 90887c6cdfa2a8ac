import type { PublicReview } from "../../common/providers/types.ts";
import { moderationHold, type ReviewInput } from "../../common/reviews/schemas.ts";
import type { AdminReview, ReviewStatus } from "../../common/reviews/types.ts";
import type { SessionUser } from "../accounts/service.ts";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../errors.ts";
import type { ProvidersRepository } from "../providers/repository.ts";
import { toPublicReviews } from "../providers/service.ts";
import type { ReviewsRepository } from "./repository.ts";

export const REVIEW_ERRORS = {
  signIn: "Debes iniciar sesión para escribir una reseña.",
  verify: "Debes verificar tu correo electrónico para escribir reseñas.",
  ownProfile: "No puedes escribir una reseña de tu propio perfil.",
  notFound: "Médico no encontrado",
  reviewNotFound: "No se encontró la reseña.",
  notOwner: "Solo el titular del perfil puede moderar sus reseñas.",
  onlyPublishedCanBeHidden: "Solo se pueden ocultar reseñas publicadas.",
  alreadyPublished: "La reseña ya está publicada.",
  changedMeanwhile: "La reseña cambió mientras tanto. Recarga la página e inténtalo de nuevo.",
  noReply: "Esta reseña no tiene respuesta.",
  restoreNotes: "Indica el motivo para restaurar la reseña",
} as const;

const ALL_STATUSES: ReviewStatus[] = ["approved", "pending", "rejected", "reported"];
const ADMIN_LIST_LIMIT = 200;

export const REVIEW_PUBLISHED = "Tu reseña ha sido publicada exitosamente";
export const REVIEW_HELD = "Tu reseña se publicará después de una revisión.";

export function createReviewsService(deps: {
  repository: ReviewsRepository;
  providers: ProvidersRepository;
  onChange: () => void;
}) {
  const { repository } = deps;

  async function ownedListing(providerId: number, user: SessionUser | null) {
    if (!user) throw unauthorized(REVIEW_ERRORS.signIn);
    const listing = await repository.listing(providerId);
    if (!listing) throw notFound(REVIEW_ERRORS.notFound);
    if (listing.userId !== user.id) throw forbidden(REVIEW_ERRORS.notOwner);
    return listing;
  }

  /** A review of a listing the signed-in user owns. */
  async function ownedReview(reviewId: number, user: SessionUser | null) {
    if (!user) throw unauthorized();
    const review = await repository.find(reviewId);
    if (!review) throw notFound(REVIEW_ERRORS.reviewNotFound);
    if (review.ownerId !== user.id) throw forbidden(REVIEW_ERRORS.notOwner);
    return { review, actor: { type: "doctor" as const, id: user.id } };
  }

  return {
    /**
     * A verified patient writes (or rewrites) their one review of a public listing. It is
     * published at once unless it contains links, phone numbers or insults.
     */
    async write(providerId: number, input: ReviewInput, user: SessionUser | null) {
      if (!user) throw unauthorized(REVIEW_ERRORS.signIn);
      if (!user.emailVerified) throw forbidden(REVIEW_ERRORS.verify);
      const listing = await repository.listing(providerId);
      if (!listing || listing.approvalStatus !== "approved") throw notFound(REVIEW_ERRORS.notFound);
      if (listing.userId === user.id) throw forbidden(REVIEW_ERRORS.ownProfile);
      const reason = moderationHold(input.comment);
      const { review, updated } = await repository.upsert({
        providerId,
        userId: user.id,
        rating: input.rating,
        comment: input.comment,
        status: reason ? "pending" : "approved",
        reason,
      });
      deps.onChange();
      return {
        id: review.id,
        approvalStatus: review.approvalStatus,
        updated,
        message: reason ? REVIEW_HELD : REVIEW_PUBLISHED,
      };
    },

    /** Every review of the owner's listing, whatever its status (spec: /reviews/all). */
    async allForOwner(providerId: number, user: SessionUser | null): Promise<PublicReview[]> {
      await ownedListing(providerId, user);
      const rows = await deps.providers.reviews(providerId, [
        "approved",
        "pending",
        "rejected",
        "reported",
      ]);
      return toPublicReviews(rows);
    },

    /**
     * The owner approves ('Aprobar') a review that is not public, or hides ('Ocultar') a
     * published one, giving a reason. Nothing is deleted: the event row keeps who, when and
     * why, and administrators can restore a hidden review.
     */
    async setStatusByOwner(
      reviewId: number,
      input: { status: "approved" | "rejected"; reason?: string },
      user: SessionUser | null,
    ) {
      const { review, actor } = await ownedReview(reviewId, user);
      if (input.status === "rejected" && review.status !== "approved") {
        throw conflict(REVIEW_ERRORS.onlyPublishedCanBeHidden);
      }
      if (input.status === "approved" && review.status === "approved") {
        throw conflict(REVIEW_ERRORS.alreadyPublished);
      }
      const notes = input.status === "rejected" ? input.reason : undefined;
      const changed = await repository.setStatus(
        reviewId,
        review.status,
        input.status,
        actor,
        notes,
      );
      if (!changed) throw conflict(REVIEW_ERRORS.changedMeanwhile);
      deps.onChange();
      return { id: reviewId, approvalStatus: input.status };
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
