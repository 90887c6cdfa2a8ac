import type { PublicReview } from "../providers/types.ts";
import type { OwnerReviewReport, ReviewReportReason } from "./reports.ts";

export type ReviewStatus = PublicReview["approvalStatus"];

/** One line of a review's moderation record: who changed what, when and why. */
export interface ReviewModerationRecord {
  action: "status" | "reply" | "reply_removed";
  fromStatus: string | null;
  toStatus: string;
  actorType: "doctor" | "admin" | "system" | "patient";
  actorId: string | null;
  notes: string | null;
  createdAt: string;
}

/** What administrators see of a review, hidden ones included, with its whole record. */
export interface AdminReview {
  id: number;
  rating: number;
  comment: string;
  createdAt: string;
  approvalStatus: ReviewStatus;
  author: { id: string; firstName: string; lastName: string };
  provider: { id: number; name: string };
  reply: PublicReview["reply"];
  history: ReviewModerationRecord[];
}

/** A review of the owner's own listing (dashboard): its latest report and, once removed, why. */
export interface OwnerReview extends PublicReview {
  report: OwnerReviewReport | null;
  removalReason: ReviewReportReason | null;
}
