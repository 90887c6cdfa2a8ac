import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  REVIEW_REPORT_REASONS as COMMON_REASONS,
  ReviewReportDecision,
  ReviewReportReason,
  ReviewReportStatus,
} from "../../common/reviews/reports.ts";
import type { Database } from "../db/client.ts";
import {
  appointments,
  auditLog,
  providers,
  reviewModerationEvents,
  reviewReports,
  reviews,
  users,
  type REVIEW_REPORT_REASONS as STORED_REASONS,
  type ReviewApprovalStatus as ReviewStatus,
} from "../db/schema/index.ts";

type Actor = { type: "doctor" | "admin"; id: string };

// The reasons the browser offers are the reasons the database accepts, in both directions.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const reasonsMatch: Same<(typeof COMMON_REASONS)[number], (typeof STORED_REASONS)[number]> = true;
void reasonsMatch;

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
      /** The attended visit it follows; a rewrite without one keeps the mark it had. */
      appointmentId?: number;
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
            appointmentId: input.appointmentId ?? null,
          })
          .onConflictDoUpdate({
            target: [reviews.providerId, reviews.userId],
            set: {
              rating: input.rating,
              comment: input.comment,
              approvalStatus: input.status,
              ...(input.appointmentId !== undefined ? { appointmentId: input.appointmentId } : {}),
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

    /** Whose visit an appointment was, with which listing, and how it ended. */
    async visit(appointmentId: number) {
      const [row] = await db
        .select({
          patientId: appointments.patientId,
          providerId: appointments.providerId,
          status: appointments.status,
        })
        .from(appointments)
        .where(eq(appointments.id, appointmentId))
        .limit(1);
      return row;
    },

    /** The patient's existing review of a listing, if any. */
    async ofAuthor(providerId: number, userId: string) {
      const [row] = await db
        .select({ status: reviews.approvalStatus, removalReason: reviews.removalReason })
        .from(reviews)
        .where(and(eq(reviews.providerId, providerId), eq(reviews.userId, userId)))
        .limit(1);
      return row;
    },

    async find(reviewId: number) {
      const [row] = await db
        .select({
          id: reviews.id,
          providerId: reviews.providerId,
          status: reviews.approvalStatus,
          removalReason: reviews.removalReason,
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
     * A review published again no longer counts as removed.
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
          .set({
            approvalStatus: to,
            updatedAt: sql`now()`,
            ...(to === "approved" ? { removalReason: null } : {}),
          })
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

    /**
     * The owner's report of a published review, with its moderation event. The review row is
     * locked meanwhile, so two reports sent together cannot both find no open report.
     */
    async report(input: {
      reviewId: number;
      reportedBy: string;
      reason: ReviewReportReason;
      details: string | null;
      notes: string;
    }): Promise<
      | { outcome: "reported"; id: number; createdAt: Date }
      | { outcome: "gone" | "not_public" | "already_open" }
    > {
      return db.transaction(async (tx) => {
        const [review] = await tx
          .select({ providerId: reviews.providerId, status: reviews.approvalStatus })
          .from(reviews)
          .where(eq(reviews.id, input.reviewId))
          .for("update");
        if (!review) return { outcome: "gone" as const };
        if (review.status !== "approved") return { outcome: "not_public" as const };
        const [open] = await tx
          .select({ id: reviewReports.id })
          .from(reviewReports)
          .where(and(eq(reviewReports.reviewId, input.reviewId), eq(reviewReports.status, "open")))
          .limit(1);
        if (open) return { outcome: "already_open" as const };
        const [saved] = await tx
          .insert(reviewReports)
          .values({
            reviewId: input.reviewId,
            providerId: review.providerId,
            reportedBy: input.reportedBy,
            reason: input.reason,
            details: input.details,
          })
          .returning({ id: reviewReports.id, createdAt: reviewReports.createdAt });
        await tx.insert(reviewModerationEvents).values({
          reviewId: input.reviewId,
          fromStatus: review.status,
          toStatus: review.status,
          actorType: "doctor",
          actorId: input.reportedBy,
          notes: input.notes,
        });
        return { outcome: "reported" as const, ...saved! };
      });
    },

    /** The newest report of each of some reviews. */
    async latestReports(reviewIds: number[]) {
      if (reviewIds.length === 0) return [];
      return db
        .selectDistinctOn([reviewReports.reviewId], {
          reviewId: reviewReports.reviewId,
          reason: reviewReports.reason,
          status: reviewReports.status,
          createdAt: reviewReports.createdAt,
        })
        .from(reviewReports)
        .where(inArray(reviewReports.reviewId, reviewIds))
        .orderBy(reviewReports.reviewId, desc(reviewReports.createdAt), desc(reviewReports.id));
    },

    /** Reports in a status with their reviews, oldest first: the first reported is decided first. */
    async listReports(status: ReviewReportStatus, limit: number) {
      return db
        .select({
          id: reviewReports.id,
          reason: reviewReports.reason,
          details: reviewReports.details,
          status: reviewReports.status,
          adminNote: reviewReports.adminNote,
          createdAt: reviewReports.createdAt,
          decidedAt: reviewReports.decidedAt,
          reviewId: reviews.id,
          rating: reviews.rating,
          comment: reviews.comment,
          reviewCreatedAt: reviews.createdAt,
          approvalStatus: reviews.approvalStatus,
          authorFirstName: users.firstName,
          providerId: providers.id,
          providerName: providers.name,
        })
        .from(reviewReports)
        .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(providers, eq(providers.id, reviewReports.providerId))
        .where(eq(reviewReports.status, status))
        .orderBy(
          status === "open" ? asc(reviewReports.createdAt) : desc(reviewReports.decidedAt),
          asc(reviewReports.id),
        )
        .limit(limit);
    },

    /**
     * An administrator's decision on an open report, in one transaction: the report, the
     * review (removed with the report's reason when upheld), its moderation event and the
     * audit row. Null when the report does not exist; "decided" when it no longer is open.
     */
    async decideReport(input: {
      reportId: number;
      decision: ReviewReportDecision;
      adminId: number;
      adminNote: string | null;
      eventNotes: (reason: ReviewReportReason) => string;
    }) {
      return db.transaction(async (tx) => {
        const [report] = await tx
          .select({
            reviewId: reviewReports.reviewId,
            reason: reviewReports.reason,
            status: reviewReports.status,
          })
          .from(reviewReports)
          .where(eq(reviewReports.id, input.reportId))
          .for("update");
        if (!report) return null;
        if (report.status !== "open") return "decided" as const;
        const [review] = await tx
          .select({ status: reviews.approvalStatus })
          .from(reviews)
          .where(eq(reviews.id, report.reviewId))
          .for("update");
        const from = review!.status;
        const to: ReviewStatus = input.decision === "upheld" ? "rejected" : from;
        if (input.decision === "upheld") {
          await tx
            .update(reviews)
            .set({ approvalStatus: to, removalReason: report.reason, updatedAt: sql`now()` })
            .where(eq(reviews.id, report.reviewId));
        }
        const [decided] = await tx
          .update(reviewReports)
          .set({
            status: input.decision,
            adminNote: input.adminNote,
            decidedByAdminId: input.adminId,
            decidedAt: sql`now()`,
          })
          .where(eq(reviewReports.id, input.reportId))
          .returning({ decidedAt: reviewReports.decidedAt });
        await tx.insert(reviewModerationEvents).values({
          reviewId: report.reviewId,
          fromStatus: from,
          toStatus: to,
          actorType: "admin",
          actorId: String(input.adminId),
          notes: input.eventNotes(report.reason),
        });
        await tx.insert(auditLog).values({
          actorType: "admin",
          actorId: String(input.adminId),
          action: `review.report_${input.decision}`,
          entityType: "review",
          entityId: String(report.reviewId),
          details: {
            before: { approvalStatus: from },
            after: {
              approvalStatus: to,
              ...(input.decision === "upheld" ? { removalReason: report.reason } : {}),
            },
            reportId: input.reportId,
            reason: report.reason,
            ...(input.adminNote ? { notes: input.adminNote } : {}),
          },
        });
        return {
          reviewId: report.reviewId,
          approvalStatus: to,
          decidedAt: decided!.decidedAt!,
        };
      });
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
