import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { providers, reviewModerationEvents, reviews } from "../db/schema/index.ts";

type ReviewStatus = "pending" | "approved" | "rejected" | "reported";

export function createReviewsRepository(db: Database) {
  return {
    async listing(providerId: number) {
      const [row] = await db
        .select({
          id: providers.id,
          userId: providers.userId,
          approvalStatus: providers.approvalStatus,
        })
        .from(providers)
        .where(eq(providers.id, providerId))
        .limit(1);
      return row;
    },

    /** Writes or rewrites the patient's review of a listing, with its moderation event. */
    async upsert(input: {
      providerId: number;
      userId: string;
      rating: number;
      comment: string;
      status: ReviewStatus;
      reason: string | null;
    }) {
      return db.transaction(async (tx) => {
        const [previous] = await tx
          .select({ id: reviews.id, status: reviews.approvalStatus })
          .from(reviews)
          .where(and(eq(reviews.providerId, input.providerId), eq(reviews.userId, input.userId)))
          .limit(1);
        const [saved] = await tx
          .insert(reviews)
          .values({
            providerId: input.providerId,
            userId: input.userId,
            rating: input.rating,
            comment: input.comment,
            approvalStatus: input.status,
          })
          .onConflictDoUpdate({
            target: [reviews.providerId, reviews.userId],
            set: {
              rating: input.rating,
              comment: input.comment,
              approvalStatus: input.status,
              updatedAt: sql`now()`,
            },
          })
          .returning();
        await tx.insert(reviewModerationEvents).values({
          reviewId: saved!.id,
          fromStatus: previous?.status ?? null,
          toStatus: input.status,
          actorType: input.reason ? "system" : "patient",
          actorId: input.reason ? null : input.userId,
          notes: input.reason
            ? `Retenida automáticamente: ${input.reason}`
            : previous
              ? "Reseña editada por su autor"
              : "Reseña publicada",
        });
        return { review: saved!, updated: Boolean(previous) };
      });
    },

    async find(reviewId: number) {
      const [row] = await db
        .select({
          id: reviews.id,
          providerId: reviews.providerId,
          status: reviews.approvalStatus,
          ownerId: providers.userId,
        })
        .from(reviews)
        .innerJoin(providers, eq(providers.id, reviews.providerId))
        .where(eq(reviews.id, reviewId))
        .limit(1);
      return row;
    },

    async setStatus(
      reviewId: number,
      from: ReviewStatus,
      to: ReviewStatus,
      actor: { type: "doctor" | "admin"; id: string },
      notes?: string,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(reviews)
          .set({ approvalStatus: to, updatedAt: sql`now()` })
          .where(eq(reviews.id, reviewId));
        await tx.insert(reviewModerationEvents).values({
          reviewId,
          fromStatus: from,
          toStatus: to,
          actorType: actor.type,
          actorId: actor.id,
          notes: notes ?? null,
        });
      });
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
