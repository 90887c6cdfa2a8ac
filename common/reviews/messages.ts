// Kept apart from the zod schema so the profile page can validate without shipping zod.
// Spec public-side 5: the review rules and their messages.
export const REVIEW_MESSAGES = {
  rating: "Debes seleccionar una calificación",
  comment: "El comentario debe tener al menos 10 caracteres",
  commentTooLong: "El comentario no puede tener más de 2000 caracteres",
  appointment:
    "Solo puedes marcar como «Cita verificada» una reseña de una cita tuya con este médico a la que asististe.",
} as const;

export const MIN_COMMENT = 10;
export const MAX_COMMENT = 2000;
