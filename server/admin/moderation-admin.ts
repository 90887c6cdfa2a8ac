import type { DoctorPostStatus } from "../../common/doctor-posts/schemas.ts";
import type { ReviewStatus } from "../../common/reviews/types.ts";
import type { DoctorPostsService } from "../doctor-posts/service.ts";
import type { Logger } from "../logger.ts";
import type { MailService } from "../mail/service.ts";
import type { ReviewsService } from "../reviews/service.ts";
import { actorOf, type AdminActor } from "./listing-edits.ts";
import type { AdminRepository } from "./repository.ts";

/** Reviews and doctors' posts, moderated through their areas' services and audited here. */
export function createModerationAdmin(deps: {
  repository: AdminRepository;
  reviews: ReviewsService;
  doctorPosts: DoctorPostsService;
  mail: MailService;
  logger: Logger;
  brandName: string;
  siteUrl: string;
}) {
  const { repository } = deps;

  /** A post's moderation, as the post was before and after. */
  function auditPost(
    admin: AdminActor,
    postId: number,
    action: string,
    before: { status: string; reviewNotes: string | null } | null,
    after: { status: string; reviewNotes: string | null } | null,
  ) {
    return repository.recordAudit(actorOf(admin), {
      action,
      entityType: "doctor_post",
      entityId: String(postId),
      before: before && { status: before.status, reviewNotes: before.reviewNotes },
      after: after && { status: after.status, reviewNotes: after.reviewNotes },
    });
  }

  return {
    listReviews(status?: ReviewStatus) {
      return deps.reviews.listForAdmin(status ? { status } : {});
    },

    async restoreReview(reviewId: number, notes: string, admin: AdminActor) {
      const before = await repository.reviewStatus(reviewId);
      const result = await deps.reviews.restore(reviewId, admin.id, notes);
      await repository.recordAudit(actorOf(admin), {
        action: "review.restored",
        entityType: "review",
        entityId: String(reviewId),
        before: { approvalStatus: before },
        after: { approvalStatus: result.approvalStatus },
        notes: notes.trim(),
      });
      return result;
    },

    listPosts(status?: Exclude<DoctorPostStatus, "draft">) {
      return deps.doctorPosts.listForAdmin(status);
    },

    async approvePost(postId: number, notes: string | undefined, admin: AdminActor) {
      const before = await repository.findPost(postId);
      const post = await deps.doctorPosts.approve(postId, admin.id, notes);
      await auditPost(admin, postId, "doctor_post.approved", before, post);
      return post;
    },

    /** Rejects with notes and emails them to the author (a failed email does not undo it). */
    async rejectPost(postId: number, notes: string, admin: AdminActor) {
      const before = await repository.findPost(postId);
      const post = await deps.doctorPosts.reject(postId, admin.id, notes);
      await auditPost(admin, postId, "doctor_post.rejected", before, post);
      const author = await repository.postAuthor(postId);
      if (author?.email) {
        try {
          await deps.mail.send(author.email, {
            kind: "doctor-post-rejected",
            brandName: deps.brandName,
            firstName: author.firstName,
            title: author.title,
            notes: post.reviewNotes ?? notes.trim(),
            url: `${deps.siteUrl}/dashboard?tab=articulos`,
          });
        } catch (error) {
          deps.logger.warn({ err: error, postId }, "no se pudo avisar al autor del rechazo");
        }
      }
      return post;
    },

    async deletePost(postId: number, admin: AdminActor) {
      const before = await repository.findPost(postId);
      await deps.doctorPosts.remove(postId);
      await repository.recordAudit(actorOf(admin), {
        action: "doctor_post.deleted",
        entityType: "doctor_post",
        entityId: String(postId),
        before,
        after: null,
      });
      return { id: postId, deleted: true };
    },
  };
}
