import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import {
  classesOf,
  foldsOf,
  probabilities,
  quantize,
  trainModel,
  vectorize,
  type ClassifierWeights,
  type LabelledMessage,
} from "../../server/warning-signs/classifier-training.ts";
import { loadBatches } from "./batches.ts";
import { loadCorpus } from "./evaluate.ts";

/**
 * The messages the warning-sign classifier learns from: the corpus, every fresh batch
 * already scored once (its first score is kept; a batch not yet scored is never read), and
 * training.jsonl, messages written only for training (paraphrases of the kinds of message
 * the rules missed, and ordinary ones next to them). Shared by the training script and the
 * unit test that retrains and compares with the shipped weights.
 */
export const TRAINING_PATH = fileURLToPath(new URL("./training.jsonl", import.meta.url));
export const CV_FOLDS = 5;
/** Out-of-fold false alarms the thresholds may allow (the goal is 3 %, kept with margin). */
export const TARGET_FALSE_ALARMS = 0.02;
export const TARGET_CRISIS_FALSE_ALARMS = 0.01;

const trainingEntry = z.object({
  id: z.string().regex(/^t-\d{3}$/),
  category: z.string().min(1),
  text: z.string().min(3).max(2000),
});

export interface Source extends LabelledMessage {
  source: "corpus" | "batch" | "training";
}

export function loadTrainingMessages(scoredBatches: ReadonlySet<string>): Source[] {
  const corpus = loadCorpus().map((e) => ({
    text: e.text,
    category: e.category,
    source: "corpus" as const,
  }));
  const batches = loadBatches()
    .filter((batch) => scoredBatches.has(batch.name))
    .flatMap((batch) =>
      batch.entries.map((e) => ({ text: e.text, category: e.category, source: "batch" as const })),
    );
  const written = existsSync(TRAINING_PATH)
    ? readFileSync(TRAINING_PATH, "utf8")
        .split("\n")
        .filter((line) => line.trim().length > 0)
        .map((line) => trainingEntry.parse(JSON.parse(line)))
        .map((e) => ({ text: e.text, category: e.category, source: "training" as const }))
    : [];
  return [...corpus, ...batches, ...written];
}

export interface CrossValidation {
  /** Out-of-fold 1 - P(ordinary) and P(suicidal) + P(self-harm), per message. */
  warning: number[];
  crisis: number[];
  threshold: number;
  crisisThreshold: number;
}

function crisisIndices(classes: readonly string[]): number[] {
  return ["suicidal", "self-harm"].map((c) => classes.indexOf(c)).filter((i) => i >= 0);
}

/** The lowest threshold whose out-of-fold false alarms on ordinary messages stay in target. */
function lowestThreshold(scores: number[], ordinary: boolean[], target: number): number {
  const total = ordinary.filter(Boolean).length;
  for (let t = 0.05; t < 0.99; t += 0.01) {
    const threshold = Number(t.toFixed(2));
    const alarms = scores.filter((s, i) => ordinary[i] && s >= threshold).length;
    if (alarms / total <= target) return threshold;
  }
  return 0.99;
}

export function crossValidate(messages: readonly LabelledMessage[]): CrossValidation {
  const classes = classesOf(messages);
  const vectors = vectorize(messages);
  const folds = foldsOf(messages, CV_FOLDS);
  const crisisAt = crisisIndices(classes);
  const warning: number[] = [];
  const crisis: number[] = [];
  for (let fold = 0; fold < CV_FOLDS; fold++) {
    const train = messages.map((_, i) => i).filter((i) => folds[i] !== fold);
    const model = trainModel(
      train.map((i) => vectors[i]!),
      train.map((i) => messages[i]!.category),
      classes,
    );
    messages.forEach((_, i) => {
      if (folds[i] !== fold) return;
      const p = probabilities(model, vectors[i]!);
      warning[i] = 1 - p[0]!;
      crisis[i] = crisisAt.reduce((sum, c) => sum + p[c]!, 0);
    });
  }
  const ordinary = messages.map((m) => m.category === classes[0]);
  const crisisThreshold = lowestThreshold(crisis, ordinary, TARGET_CRISIS_FALSE_ALARMS);
  const raisedByCrisis = crisis.map((c) => c >= crisisThreshold);
  const combined = warning.map((w, i) => (raisedByCrisis[i] ? 1 : w));
  const threshold = lowestThreshold(combined, ordinary, TARGET_FALSE_ALARMS);
  return { warning, crisis, threshold, crisisThreshold };
}

/** Cross-validates for the thresholds, then trains on everything. */
export function trainShipped(messages: readonly LabelledMessage[]): {
  weights: ClassifierWeights;
  cv: CrossValidation;
} {
  const cv = crossValidate(messages);
  const model = trainModel(
    vectorize(messages),
    messages.map((m) => m.category),
    classesOf(messages),
  );
  return { weights: quantize(model, cv), cv };
}
