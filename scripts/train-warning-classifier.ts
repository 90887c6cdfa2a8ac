import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { assessWarningSigns } from "../server/warning-signs/assess.ts";
import { loadFirstScores } from "../tests/assistant-eval/batches.ts";
import {
  CV_FOLDS,
  loadTrainingMessages,
  trainShipped,
  type Source,
} from "../tests/assistant-eval/training.ts";

/**
 * `npm run train:assistant`: retrains the warning-sign classifier on the corpus, the fresh
 * batches already scored once and training.jsonl, chooses its thresholds by 5-fold
 * cross-validation (out-of-fold false alarms at most 2 %), writes
 * server/warning-signs/classifier-weights.json and prints the cross-validated numbers:
 * the classifier alone, and the rules with it. Deterministic: the same messages give the
 * same weights.
 */
const WEIGHTS_PATH = fileURLToPath(
  new URL("../server/warning-signs/classifier-weights.json", import.meta.url),
);

const scored = new Set(Object.keys(loadFirstScores()));
const messages = loadTrainingMessages(scored);
const started = performance.now();
const { weights, cv } = trainShipped(messages);
// Formatted like every other JSON file, so `npm run format:check` stays green.
const style = await resolveConfig(WEIGHTS_PATH);
writeFileSync(
  WEIGHTS_PATH,
  await format(JSON.stringify(weights), { ...style, filepath: WEIGHTS_PATH }),
);

const pct = (part: number, whole: number) =>
  `${part}/${whole} (${((100 * part) / Math.max(whole, 1)).toFixed(1)} %)`;

function report(label: string, chosen: (m: Source) => boolean) {
  const rows = messages.map((m, i) => ({ m, i })).filter(({ m }) => chosen(m));
  const warning = rows.filter(({ m }) => m.category !== "ordinary");
  const ordinary = rows.filter(({ m }) => m.category === "ordinary");
  const byClassifier = ({ i }: { i: number }) =>
    cv.warning[i]! >= cv.threshold || cv.crisis[i]! >= cv.crisisThreshold;
  const byRules = ({ m }: { m: Source }) =>
    assessWarningSigns(m.text, { secondOpinion: false }).level !== "none";
  const either = (row: { m: Source; i: number }) => byClassifier(row) || byRules(row);
  console.log(
    `${label}: classifier alone recall ${pct(warning.filter(byClassifier).length, warning.length)}, false alarms ${pct(ordinary.filter(byClassifier).length, ordinary.length)}; rules or classifier recall ${pct(warning.filter(either).length, warning.length)}, false alarms ${pct(ordinary.filter(either).length, ordinary.length)}`,
  );
}

console.log(
  `${messages.length} messages (${[...new Set(messages.map((m) => m.source))].map((s) => `${s} ${messages.filter((m) => m.source === s).length}`).join(", ")}), ${weights.classes.length} classes; thresholds: warning ${cv.threshold}, crisis ${cv.crisisThreshold}; ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`${CV_FOLDS}-fold cross-validation, out of fold:`);
report("  all", () => true);
report("  corpus", (m) => m.source === "corpus");
report("  scored batches", (m) => m.source === "batch");
report("  training.jsonl", (m) => m.source === "training");
console.log(`Pesos escritos en ${WEIGHTS_PATH}`);
