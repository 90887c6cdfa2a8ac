/**
 * A new doctor whose cédula the registry did not confirm (not found, a recent title, the
 * registry down) still registers: the listing waits, unpublished and unverified, for their
 * cédula and an official ID and an administrator's decision in 'Solicitudes'.
 */
export const LICENSE_REVIEW_MESSAGES = {
  registrationNote:
    "No pudimos confirmar tu cédula en el registro: sube tu cédula y una identificación oficial desde tu panel para que un administrador la revise.",
  awaitingEvidence:
    "Sube la foto de tu cédula profesional y una identificación oficial (INE o pasaporte). Un administrador las revisará antes de publicar tu perfil.",
  pendingReview:
    "Recibimos tus documentos. Un administrador los revisará y te escribiremos a tu correo.",
  approved: "Aprobamos tu cédula: tu perfil ya aparece verificado en el directorio.",
  rejected: "Un administrador no pudo aprobar tu cédula.",
  none: "Tu perfil no tiene una revisión de cédula pendiente.",
  notWaiting: "Tu registro ya no espera documentos.",
  approvedByAdmin: "Registro aprobado: el perfil quedó publicado y con la cédula verificada.",
  rejectedByAdmin: "Registro rechazado: el perfil no se publica.",
} as const;

export type LicenseReviewStatus =
  "none" | "awaiting_evidence" | "pending_review" | "approved" | "rejected";

/** What the doctor's page shows of their review. */
export interface LicenseReviewState {
  status: LicenseReviewStatus;
  message: string;
  /** The administrator's note of a rejection. */
  adminNote: string | null;
}
