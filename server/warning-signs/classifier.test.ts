import { describe, expect, it } from "vitest";
import { loadFirstScores } from "../../tests/assistant-eval/batches.ts";
import { loadTrainingMessages } from "../../tests/assistant-eval/training.ts";
import {
  classesOf,
  dequantize,
  ORDINARY_CLASS,
  probabilities,
  quantize,
  trainModel,
  vectorize,
  type ClassifierWeights,
  type Model,
} from "./classifier-training.ts";
import shipped from "./classifier-weights.json" with { type: "json" };

/**
 * The shipped weights are what `npm run train:assistant` makes of the training messages: the
 * test trains again (the thresholds, chosen by cross-validation, are taken from the shipped
 * file) and compares the decisions on every message. A change to the corpus, the batches,
 * training.jsonl or the features without retraining fails here.
 */
const weights = shipped as ClassifierWeights;

function decisions(model: Model, vectors: ReturnType<typeof vectorize>): string[] {
  const crisis = ["suicidal", "self-harm"].map((c) => model.classes.indexOf(c));
  return vectors.map((x) => {
    const p = probabilities(model, x);
    const warning = 1 - p[model.classes.indexOf(ORDINARY_CLASS)]!;
    const best = [...p.keys()].filter((c) => c !== 0).sort((a, b) => p[b]! - p[a]!)[0]!;
    const crisisP = crisis.reduce((sum, c) => sum + p[c]!, 0);
    return `${warning >= weights.threshold}/${crisisP >= weights.crisisThreshold}/${model.classes[best]}`;
  });
}

describe("the shipped classifier", () => {
  it("is reproduced by retraining on the same messages", () => {
    const messages = loadTrainingMessages(new Set(Object.keys(loadFirstScores())));
    const vectors = vectorize(messages);
    const retrained = quantize(
      trainModel(
        vectors,
        messages.map((m) => m.category),
        classesOf(messages),
      ),
      weights,
    );
    expect(retrained.classes).toEqual(weights.classes);
    expect(decisions(dequantize(retrained), vectors)).toEqual(
      decisions(dequantize(weights), vectors),
    );
    const a = Buffer.from(retrained.weights, "base64");
    const b = Buffer.from(weights.weights, "base64");
    let differing = 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differing++;
    expect(differing / a.length).toBeLessThan(0.001);
  }, 90_000); // Retraining on 1,351 messages takes 15–40 s on a shared machine.

  it("stays small enough to ship with the code", () => {
    expect(JSON.stringify(weights).length).toBeLessThan(1_000_000);
  });
});
