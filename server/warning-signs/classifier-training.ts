import { seededRandom } from "../../common/seeded-random.ts";
import { BUCKETS, HASH_BITS, featuresOf, type SparseVector } from "./classifier-features.ts";
import { normalizeMessage } from "./normalize.ts";

/**
 * Training of the warning-sign classifier: multinomial logistic regression over the hashed
 * features of classifier-features.ts, by stochastic gradient descent with L2 decay, in a
 * seeded order, so the same messages always give the same weights. Used by
 * scripts/train-warning-classifier.ts and by the test that checks the shipped weights.
 */
export const ORDINARY_CLASS = "ordinary";

export interface LabelledMessage {
  text: string;
  /** A warning-sign category, or "ordinary". */
  category: string;
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /** Exponent of the class weights (0: every message counts the same, 1: fully balanced). */
  balance: number;
  seed: number;
}

export const TRAINING_OPTIONS: TrainingOptions = {
  epochs: 20,
  learningRate: 1,
  l2: 1e-5,
  balance: 0,
  seed: 20260101,
};
const SKIP_GRADIENT = 1e-3;

/** The weights as shipped: int8 per bucket and class, one scale, float biases. */
export interface ClassifierWeights {
  hashBits: number;
  classes: string[];
  /** Bucket-major: weights[bucket * classes.length + class] * scale. */
  weights: string;
  scale: number;
  biases: number[];
  /** Raise a sign when 1 - P(ordinary) reaches this. */
  threshold: number;
  /** Give the crisis lines when P(suicidal) + P(self-harm) reaches this. */
  crisisThreshold: number;
}

export interface Model {
  classes: string[];
  weights: Float64Array;
  biases: Float64Array;
}

export function probabilities(model: Model, x: SparseVector): Float64Array {
  const k = model.classes.length;
  const logits = Float64Array.from(model.biases);
  for (const index of x.indices) {
    const row = index * k;
    for (let c = 0; c < k; c++) logits[c]! += model.weights[row + c]! * x.value;
  }
  let max = -Infinity;
  for (const logit of logits) max = Math.max(max, logit);
  let sum = 0;
  for (let c = 0; c < k; c++) {
    logits[c] = Math.exp(logits[c]! - max);
    sum += logits[c]!;
  }
  for (let c = 0; c < k; c++) logits[c]! /= sum;
  return logits;
}

export function vectorize(messages: readonly LabelledMessage[]): SparseVector[] {
  return messages.map((m) => featuresOf(normalizeMessage(m.text)));
}

/**
 * Trains on vectors already computed (cross-validation reuses them). Classes are weighted so
 * that each class counts as much in total as the ordinary messages divided by the number of
 * classes would: rare emergencies are not drowned by the many ordinary messages.
 */
export function trainModel(
  vectors: readonly SparseVector[],
  labels: readonly string[],
  classes: readonly string[],
  options: TrainingOptions = TRAINING_OPTIONS,
): Model {
  const k = classes.length;
  const model: Model = {
    classes: [...classes],
    weights: new Float64Array(BUCKETS * k),
    biases: new Float64Array(k),
  };
  const target = labels.map((label) => classes.indexOf(label));
  const counts = classes.map((_, c) => target.filter((t) => t === c).length);
  const classWeight = counts.map((n) => (n === 0 ? 0 : labels.length / (k * n)) ** options.balance);
  const random = seededRandom(options.seed);
  const order = vectors.map((_, i) => i);
  let step = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const i of order) {
      const x = vectors[i]!;
      const y = target[i]!;
      const rate = options.learningRate / (1 + step++ / vectors.length);
      const p = probabilities(model, x);
      const weight = classWeight[y]!;
      for (let c = 0; c < k; c++) {
        const gradient = weight * (p[c]! - (c === y ? 1 : 0));
        // A class the message barely moves is skipped (decay included): ten times faster,
        // and still the same result on every run.
        if (Math.abs(gradient) < SKIP_GRADIENT) continue;
        model.biases[c]! -= rate * gradient * 0.1;
        for (const index of x.indices) {
          const at = index * k + c;
          model.weights[at]! -= rate * (gradient * x.value + options.l2 * model.weights[at]!);
        }
      }
    }
  }
  return model;
}

/** int8 weights with one scale: a quarter of float32's size, the same decisions. */
export function quantize(
  model: Model,
  thresholds: { threshold: number; crisisThreshold: number },
): ClassifierWeights {
  let largest = 0;
  for (const w of model.weights) largest = Math.max(largest, Math.abs(w));
  const scale = largest / 127 || 1;
  const bytes = new Int8Array(model.weights.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(model.weights[i]! / scale);
  return {
    hashBits: HASH_BITS,
    classes: model.classes,
    weights: Buffer.from(bytes.buffer).toString("base64"),
    scale,
    biases: [...model.biases].map((b) => Number(b.toFixed(6))),
    threshold: thresholds.threshold,
    crisisThreshold: thresholds.crisisThreshold,
  };
}

export function dequantize(shipped: ClassifierWeights): Model {
  const bytes = new Int8Array(Buffer.from(shipped.weights, "base64"));
  return {
    classes: shipped.classes,
    weights: Float64Array.from(bytes, (b) => b * shipped.scale),
    biases: Float64Array.from(shipped.biases),
  };
}

/** The classes of a training set: ordinary first, then the categories in sorted order. */
export function classesOf(messages: readonly LabelledMessage[]): string[] {
  const categories = [...new Set(messages.map((m) => m.category))]
    .filter((c) => c !== ORDINARY_CLASS)
    .sort();
  return [ORDINARY_CLASS, ...categories];
}

/** Deterministic stratified folds: within each class, every k-th message in file order. */
export function foldsOf(messages: readonly LabelledMessage[], k: number): number[] {
  const seen = new Map<string, number>();
  return messages.map((m) => {
    const position = seen.get(m.category) ?? 0;
    seen.set(m.category, position + 1);
    return position % k;
  });
}
