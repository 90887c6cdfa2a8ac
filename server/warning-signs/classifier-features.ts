import { fnv1a } from "../../common/seeded-random.ts";
import { readSubject } from "../../common/search/subject.ts";
import { findConcepts, type Finding } from "./concepts.ts";
import { negatedTokens } from "./negation.ts";
import type { NormalizedMessage } from "./normalize.ts";

/**
 * What the learned classifier reads of a message: words and word pairs (a word inside a
 * negation's reach is marked, NegEx-style, so "no me duele el pecho" is not "me duele el
 * pecho"), the character 3- to 5-grams of every word (so misspellings and new inflections
 * share most of their pieces with words seen in training), the concepts found with how each
 * is asserted, and who the message is about. Every feature is hashed into a fixed number of
 * buckets, so the model is a plain weight matrix with no vocabulary to ship.
 */
export const HASH_BITS = 14;
export const BUCKETS = 1 << HASH_BITS;

function hash(feature: string): number {
  return fnv1a(feature) & (BUCKETS - 1);
}

function charGrams(word: string, into: string[]): void {
  const padded = `<${word}>`;
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= padded.length; i++) into.push(`c:${padded.slice(i, i + n)}`);
  }
}

export function featureNames(
  message: NormalizedMessage,
  findings: readonly Finding[] = findConcepts(message),
): string[] {
  const { tokens } = message;
  const negated = negatedTokens(tokens);
  const words = tokens.map((token, i) => (negated[i] ? `!${token}` : token));
  const names: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === "," || word === ".") continue;
    names.push(`w:${word}`);
    const next = words[i + 1];
    if (next !== undefined && next !== "," && next !== ".") names.push(`b:${word} ${next}`);
    if (!negated[i] && word.length >= 2) charGrams(word, names);
  }
  for (const finding of findings) {
    names.push(`k:${finding.concept}:${finding.assertion}`);
  }
  const subject = readSubject(message.text);
  for (const flag of ["infant", "youngInfant", "child", "olderAdult", "pregnant", "postpartum"]) {
    if (subject[flag as keyof typeof subject] === true) names.push(`s:${flag}`);
  }
  return names;
}

/** Sorted unique bucket indices and their value (1/√n, so every message weighs the same). */
export interface SparseVector {
  indices: Int32Array;
  value: number;
}

export function featuresOf(
  message: NormalizedMessage,
  findings: readonly Finding[] = findConcepts(message),
): SparseVector {
  const buckets = [...new Set(featureNames(message, findings).map(hash))].sort((a, b) => a - b);
  return {
    indices: Int32Array.from(buckets),
    value: buckets.length === 0 ? 0 : 1 / Math.sqrt(buckets.length),
  };
}
