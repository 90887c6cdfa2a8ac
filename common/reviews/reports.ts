import { z } from "zod";
import type { ReviewStatus } from "./types.ts";

/**
 * A listing owner cannot hide a review: they report it with one of these reasons, the review
 * stays public, and an administrator decides. An upheld report removes the review and the
 * profile says, by reason, how many were removed.
 */
export const REVIEW_REPORT_REASONS = [
  "datos_personales",
  "lenguaje_ofensivo",
  "no_fue_mi_paciente",
  "spam",
  "otro",
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

export const REVIEW_REPORT_DECISIONS = ["upheld", "dismissed"] as const;
export type ReviewReportDecision = (typeof REVIEW_REPORT_DECISIONS)[number];
export type ReviewReportStatus = "open" | ReviewReportDecision;

/** The reasons as the owner picks them and administrators read them. */
export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  datos_personales: "Contiene datos personales",
  lenguaje_ofensivo: "Lenguaje ofensivo",
  no_fue_mi_paciente: "No fue mi paciente",
  spam: "Spam o publicidad",
  otro: "Otro motivo",
};

// "1 reseña retirada por contener datos personales".
const REMOVAL_CAUSES: Record<ReviewReportReason, string> = {
  datos_personales: "por contener datos personales",
  lenguaje_ofensivo: "por lenguaje ofensivo",
  no_fue_mi_paciente: "porque el autor no fue paciente",
  spam: "por spam",
  otro: "por otros motivos",
};

export interface RemovedReviewCount {
  reason: ReviewReportReason;
  count: number;
}

export function removedReviewsSentence({ reason, count }: RemovedReviewCount): string {
  const noun = count === 1 ? "reseña retirada" : "reseñas retiradas";
  return `${count} ${noun} ${REMOVAL_CAUSES[reason]}`;
}

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
