import { z } from "zod";

/** The largest value of a PostgreSQL `integer` (serial ids, counts, prices in pesos). */
export const MAX_INT4 = 2_147_483_647;

export const MALFORMED_TEXT = "El texto contiene caracteres no válidos.";

// With the u flag a valid surrogate pair reads as one astral character: only a lone half
// (which UTF-8, and so PostgreSQL, cannot carry) is in the Cs category.
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a string can be stored and sent as UTF-8 unchanged (no lone surrogate). */
export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** A string schema that refuses lone surrogates with a Spanish message. */
export function wellFormedText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isWellFormed, MALFORMED_TEXT);
}

/** A positive id that fits the integer column it names (also from a URL segment). */
export function rowId(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_INT4, message);
}
