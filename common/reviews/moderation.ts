import { z } from "zod";

/**
 * The owner's moderation of the reviews of their listing (public-side 4 and 8): 'Aprobar',
 * 'Ocultar' with a recorded reason, and one public reply. Hiding never deletes a review:
 * administrators see the record and can restore it.
 */
export const REVIEW_MODERATION_MESSAGES = {
  status: "Estado no válido: usa approved o rejected.",
  reasonRequired: "Indica el motivo para ocultar la reseña",
  reasonTooLong: "El motivo no puede tener más de 500 caracteres",
  replyTooShort: "La respuesta debe tener al menos 2 caracteres",
  replyTooLong: "La respuesta no puede tener más de 1000 caracteres",
  updated: "Reseña actualizada",
  updateFailed: "No se pudo actualizar la reseña",
} as const;

export const MIN_HIDE_REASON = 5;
export const MAX_HIDE_REASON = 500;
export const MIN_REPLY = 2;
export const MAX_REPLY = 1000;

export const reviewStatusSchema = z
  .object({
    status: z.enum(["approved", "rejected"], { error: REVIEW_MODERATION_MESSAGES.status }),
    reason: z
      .string({ error: REVIEW_MODERATION_MESSAGES.reasonRequired })
      .trim()
      .max(MAX_HIDE_REASON, REVIEW_MODERATION_MESSAGES.reasonTooLong)
      .optional(),
  })
  .refine(
    (input) => input.status !== "rejected" || (input.reason?.length ?? 0) >= MIN_HIDE_REASON,
    { message: REVIEW_MODERATION_MESSAGES.reasonRequired, path: ["reason"] },
  );
export type ReviewStatusInput = z.infer<typeof reviewStatusSchema>;

export const reviewReplySchema = z.object({
  reply: z
    .string({ error: REVIEW_MODERATION_MESSAGES.replyTooShort })
    .trim()
    .min(MIN_REPLY, REVIEW_MODERATION_MESSAGES.replyTooShort)
    .max(MAX_REPLY, REVIEW_MODERATION_MESSAGES.replyTooLong),
});
