import { featuresOf } from "./classifier-features.ts";
import {
  dequantize,
  ORDINARY_CLASS,
  probabilities,
  type ClassifierWeights,
} from "./classifier-training.ts";
import shipped from "./classifier-weights.json" with { type: "json" };
import type { Finding } from "./concepts.ts";
import type { NormalizedMessage } from "./normalize.ts";
import type { WarningCategory } from "./types.ts";

/**
 * The second opinion: a linear classifier trained in this repository on the evaluation
 * corpus, the scored fresh batches and the written training messages
 * (`npm run train:assistant`). It reads wording the concept rules have no pattern for, by the
 * pieces of words and the concepts around them; it can only add a warning sign, never remove
 * one. Loaded once, synchronously, from the weights committed beside this file.
 */
const WEIGHTS = shipped as ClassifierWeights;
const MODEL = dequantize(WEIGHTS);
const CRISIS: ReadonlySet<string> = new Set(["suicidal", "self-harm"]);

export interface ClassifierOpinion {
  /** 1 - P(ordinary). */
  warning: number;
  /** The most likely warning-sign category and its probability. */
  category: WarningCategory;
  probability: number;
  /** P(suicidal) + P(self-harm). */
  crisis: number;
  /** The shipped thresholds say: raise a sign of `category`. */
  raises: boolean;
  /** The shipped crisis threshold says: give the crisis lines. */
  raisesCrisis: boolean;
}

/** `findings`: the concepts already found in the message, as the training read them. */
export function classifierOpinion(
  message: NormalizedMessage,
  findings?: readonly Finding[],
): ClassifierOpinion {
  const p = probabilities(MODEL, featuresOf(message, findings));
  let best = -1;
  let crisis = 0;
  let ordinary = 0;
  MODEL.classes.forEach((name, c) => {
    if (name === ORDINARY_CLASS) ordinary = p[c]!;
    else if (best < 0 || p[c]! > p[best]!) best = c;
    if (CRISIS.has(name)) crisis += p[c]!;
  });
  const warning = 1 - ordinary;
  return {
    warning,
    category: MODEL.classes[best] as WarningCategory,
    probability: p[best]!,
    crisis,
    raises: warning >= WEIGHTS.threshold,
    raisesCrisis: crisis >= WEIGHTS.crisisThreshold,
  };
}
