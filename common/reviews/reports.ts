import { z } from "zod";
import type { ReviewStatus } from "./types.ts";

export {
  REVIEW_REPORT_DECISIONS,
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_REPORT_REASONS,
  removedReviewsSentence,
  type RemovedReviewCount,
  type ReviewReportDecision,
  type ReviewReportReason,
  type ReviewReportStatus,
} from "./report-reasons.ts";
import {
  REVIEW_REPORT_DECISIONS,
  REVIEW_REPORT_REASONS,
  type ReviewReportReason,
  type ReviewReportStatus,
} from "./report-reasons.ts";

export const MAX_REPORT_DETAILS = 500;
export const MAX_ADMIN_NOTE = 500;

export const REVIEW_REPORT_MESSAGES = {
  reason: "Elige el motivo del reporte",
  detailsRequired: "Describe el motivo del reporte",
  detailsTooLong: `La descripción no puede tener más de ${MAX_REPORT_DETAILS} caracteres`,
  decision: "Decisión no válida: usa upheld o dismissed.",
  noteInvalid: "La nota debe ser un texto.",
  noteTooLong: `La nota no puede tener más de ${MAX_ADMIN_NOTE} caracteres`,
  reported: "Reporte enviado. La reseña sigue publicada hasta que un administrador lo revise.",
  reportFailed: "No se pudo enviar el reporte",
} as const;

const optionalText = (max: number, messages: { invalid: string; tooLong: string }) =>
  z
    .string({ error: messages.invalid })
    .trim()
    .max(max, messages.tooLong)
    .optional()
    .transform((text) => (text ? text : undefined));

/** The owner's report: a reason from the list, and words of their own for 'otro'. */
export const reviewReportSchema = z
  .object({
    reason: z.enum(REVIEW_REPORT_REASONS, { error: REVIEW_REPORT_MESSAGES.reason }),
    details: optionalText(MAX_REPORT_DETAILS, {
      invalid: REVIEW_REPORT_MESSAGES.detailsRequired,
      tooLong: REVIEW_REPORT_MESSAGES.detailsTooLong,
    }),
  })
  .refine((input) => input.reason !== "otro" || input.details !== undefined, {
    message: REVIEW_REPORT_MESSAGES.detailsRequired,
    path: ["details"],
  });
export type ReviewReportInput = z.infer<typeof reviewReportSchema>;

/** An administrator's decision on a report: remove the review, or keep it published. */
export const reviewReportDecisionSchema = z.object({
  decision: z.enum(REVIEW_REPORT_DECISIONS, { error: REVIEW_REPORT_MESSAGES.decision }),
  adminNote: optionalText(MAX_ADMIN_NOTE, {
    invalid: REVIEW_REPORT_MESSAGES.noteInvalid,
    tooLong: REVIEW_REPORT_MESSAGES.noteTooLong,
  }),
});
export type ReviewReportDecisionInput = z.infer<typeof reviewReportDecisionSchema>;

/** What administrators see of an open (or decided) report, with the review it is about. */
export interface AdminReviewReport {
  id: number;
  reason: ReviewReportReason;
  details: string | null;
  status: ReviewReportStatus;
  adminNote: string | null;
  createdAt: string;
  decidedAt: string | null;
  review: {
    id: number;
    rating: number;
    comment: string;
    createdAt: string;
    approvalStatus: ReviewStatus;
    authorFirstName: string;
  };
  provider: { id: number; name: string };
}

/** The latest report on a review, as its listing's owner sees it in the dashboard. */
export interface OwnerReviewReport {
  reason: ReviewReportReason;
  status: ReviewReportStatus;
  createdAt: string;
}
