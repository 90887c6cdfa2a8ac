import type { PublicReview } from "../../common/providers/types.ts";
import { moderationHold, type ReviewInput } from "../../common/reviews/schemas.ts";
import type { SessionUser } from "../accounts/service.ts";
import { forbidden, notFound, unauthorized } from "../errors.ts";
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
} as const;

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

    /** The owner approves ('Aprobar') or hides ('Ocultar') a review of their own listing. */
    async setStatusByOwner(
      reviewId: number,
      status: "approved" | "rejected",
      user: SessionUser | null,
    ) {
      if (!user) throw unauthorized(REVIEW_ERRORS.signIn);
      const review = await repository.find(reviewId);
      if (!review) throw notFound(REVIEW_ERRORS.reviewNotFound);
      if (review.ownerId !== user.id) throw forbidden(REVIEW_ERRORS.notOwner);
      await repository.setStatus(reviewId, review.status, status, { type: "doctor", id: user.id });
      deps.onChange();
      return { id: reviewId, approvalStatus: status };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
