import { z } from "zod";

import { MAX_COMMENT, MIN_COMMENT, REVIEW_MESSAGES } from "./messages.ts";

export { REVIEW_MESSAGES } from "./messages.ts";

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  comment: z
    .string({ error: REVIEW_MESSAGES.comment })
    .trim()
    .min(MIN_COMMENT, REVIEW_MESSAGES.comment)
    .max(MAX_COMMENT, REVIEW_MESSAGES.commentTooLong),
  /** The attended visit the review follows: the review then shows 'Cita verificada'. */
  appointmentId: z.coerce
    .number({ error: REVIEW_MESSAGES.appointment })
    .int(REVIEW_MESSAGES.appointment)
    .positive(REVIEW_MESSAGES.appointment)
    .max(2_147_483_647, REVIEW_MESSAGES.appointment)
    .optional(),
});
export type ReviewInput = z.infer<typeof reviewSchema>;
