import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { providers, reviewModerationEvents, reviews, users } from "../db/schema/index.ts";

type ReviewStatus = "pending" | "approved" | "rejected" | "reported";
type Actor = { type: "doctor" | "admin"; id: string };

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
          replyText: reviews.replyText,
          ownerId: providers.userId,
        })
        .from(reviews)
        .innerJoin(providers, eq(providers.id, reviews.providerId))
        .where(eq(reviews.id, reviewId))
        .limit(1);
      return row;
    },

    /**
     * Moves a review from one status to another with its moderation event. Returns false when
     * the review is no longer in `from` (someone else changed it meanwhile): nothing is written.
     */
    async setStatus(
      reviewId: number,
      from: ReviewStatus,
      to: ReviewStatus,
      actor: Actor,
      notes?: string,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(reviews)
          .set({ approvalStatus: to, updatedAt: sql`now()` })
          .where(and(eq(reviews.id, reviewId), eq(reviews.approvalStatus, from)))
          .returning({ id: reviews.id });
        if (changed.length === 0) return false;
        await tx.insert(reviewModerationEvents).values({
          reviewId,
          fromStatus: from,
          toStatus: to,
          actorType: actor.type,
          actorId: actor.id,
          notes: notes ?? null,
        });
        return true;
      });
    },

    /** Writes, replaces (text) or removes (null) the owner's reply; the record keeps each text. */
    async setReply(reviewId: number, text: string | null, actor: Actor) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: reviews.approvalStatus, replyText: reviews.replyText })
          .from(reviews)
          .where(eq(reviews.id, reviewId))
          .for("update");
        if (!before) return null;
        const [saved] = await tx
          .update(reviews)
          .set({ replyText: text, replyAt: text === null ? null : sql`now()` })
          .where(eq(reviews.id, reviewId))
          .returning({ replyText: reviews.replyText, replyAt: reviews.replyAt });
        await tx.insert(reviewModerationEvents).values({
          reviewId,
          fromStatus: before.status,
          toStatus: before.status,
          action: text === null ? "reply_removed" : "reply",
          actorType: actor.type,
          actorId: actor.id,
          notes: text ?? before.replyText,
        });
        return saved!;
      });
    },

    /** Reviews for administrators, hidden ones included, newest first. */
    async listForAdmin(filter: { statuses: ReviewStatus[]; providerId?: number; limit: number }) {
      return db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
          approvalStatus: reviews.approvalStatus,
          replyText: reviews.replyText,
          replyAt: reviews.replyAt,
          authorId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          providerId: providers.id,
          providerName: providers.name,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(providers, eq(providers.id, reviews.providerId))
        .where(
          and(
            inArray(reviews.approvalStatus, filter.statuses),
            filter.providerId === undefined ? undefined : eq(reviews.providerId, filter.providerId),
          ),
        )
        .orderBy(desc(reviews.updatedAt), desc(reviews.id))
        .limit(filter.limit);
    },

    /** The moderation records of some reviews, oldest first. */
    async history(reviewIds: number[]) {
      if (reviewIds.length === 0) return [];
      return db
        .select()
        .from(reviewModerationEvents)
        .where(inArray(reviewModerationEvents.reviewId, reviewIds))
        .orderBy(asc(reviewModerationEvents.createdAt), asc(reviewModerationEvents.id));
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
