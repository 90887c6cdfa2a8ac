import { z } from "zod";

import { REVIEW_MESSAGES } from "./messages.ts";

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
    .min(10, REVIEW_MESSAGES.comment)
    .max(2000, REVIEW_MESSAGES.commentTooLong),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/**
 * Reasons to hold a review for a person to read before it is public: links, phone numbers
 * and insults. Returns the reason, or null when it can be published at once.
 */
const INSULTS = [
  "pendejo",
  "pendeja",
  "idiota",
  "imbecil",
  "estupido",
  "estupida",
  "cabron",
  "cabrona",
  "culero",
  "culera",
  "mierda",
  "puto",
  "puta",
  "pinche",
  "chinga",
  "naco",
  "naca",
  "baboso",
  "babosa",
  "tarado",
  "tarada",
  "hdp",
];

export function moderationHold(comment: string): "link" | "phone" | "insult" | null {
  const folded = comment
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  if (/(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|mx|net|org|info|io|app|link)\b)/.test(folded))
    return "link";
  if ((folded.match(/\d/g) ?? []).length >= 7 && /(\d[\s.-]?){7,}/.test(folded)) return "phone";
  const words = new Set(folded.split(/[^a-z0-9]+/));
  if (INSULTS.some((insult) => words.has(insult))) return "insult";
  return null;
}
