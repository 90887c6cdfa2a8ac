// Without zod on purpose: the public profile shows these sentences, and its first-load
// JavaScript must not carry the validation library (reports.ts re-exports all of this).
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
