/**
 * Small builders for the concept patterns, which read normalised text (see normalize.ts):
 * lowercase words without accents, one space between tokens, "," and "." as tokens of their
 * own. A gap never crosses a comma or a full stop.
 */

/** One word token (a decimal such as 38.5 counts as one). */
const WORD = String.raw`[a-z0-9]+(?:\.[0-9]+)?`;

/** Up to n words, then a space: the room allowed between two parts of a phrase. */
export function gap(n: number): string {
  return `(?: ${WORD}){0,${n}} `;
}

export function oneOf(...alternatives: string[]): string {
  return `(?:${alternatives.join("|")})`;
}

/** `first`, then `second` within n words. */
export function near(first: string, second: string, n = 3): string {
  return `${first}${gap(n)}${second}`;
}

/** `a` and `b` within n words, in either order ("duele el pecho", "el pecho me duele"). */
export function around(a: string, b: string, n = 3): string {
  return oneOf(near(a, b, n), near(b, a, n));
}

/** Pronouns that mark who feels it: "se me…", "le…", "te…". */
export const CLITIC = "(?:me|le|te|se|nos|les)";

/** Words that make a complaint strong. */
export const INTENSE = oneOf(
  "mucho",
  "mucha",
  "muchisimo",
  "muchisima",
  "muy",
  "bien",
  "bastante",
  "demasiado",
  "horrible",
  "horrores",
  "fuerte",
  "fuertisimo",
  "fuertisima",
  "intenso",
  "intensa",
  "insoportable",
  "terrible",
  "feo",
  "fea",
  "gacho",
  "espantoso",
  "chingo",
  "canijo",
  "cabron",
  "durisimo",
  "horrendo",
  "tremendo",
);

/** A compiled concept pattern: whole words only, every match. */
export function wholeWords(sources: readonly string[]): RegExp {
  return new RegExp(`(?<![a-z0-9])(?:${sources.join("|")})(?![a-z0-9])`, "g");
}
