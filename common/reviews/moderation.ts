import { z } from "zod";

/**
 * The owner's part in the reviews of their listing (public-side 4 and 8): 'Aprobar' for a
 * review they hid under the old rule, and one public reply. Hiding is gone: an owner reports
 * a review (reports.ts) and an administrator decides.
 */
export const REVIEW_MODERATION_MESSAGES = {
  status: "Estado no válido: usa approved o rejected.",
  replyTooShort: "La respuesta debe tener al menos 2 caracteres",
  replyTooLong: "La respuesta no puede tener más de 1000 caracteres",
  updated: "Reseña actualizada",
  updateFailed: "No se pudo actualizar la reseña",
} as const;

export const MIN_REPLY = 2;
export const MAX_REPLY = 1000;

/** `rejected` is still understood, to be refused with the reason (the service says why). */
export const reviewStatusSchema = z.object({
  status: z.enum(["approved", "rejected"], { error: REVIEW_MODERATION_MESSAGES.status }),
});
export type ReviewStatusInput = z.infer<typeof reviewStatusSchema>;

export const reviewReplySchema = z.object({
  reply: z
    .string({ error: REVIEW_MODERATION_MESSAGES.replyTooShort })
    .trim()
    .min(MIN_REPLY, REVIEW_MODERATION_MESSAGES.replyTooShort)
    .max(MAX_REPLY, REVIEW_MODERATION_MESSAGES.replyTooLong),
});
