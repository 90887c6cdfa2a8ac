import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format } from "prettier";
import {
  evaluateCorpus,
  loadCorpus,
  MAX_FALSE_ALARM_RATE,
  scoreSplit,
  splitMarkdown,
  type Split,
} from "../tests/assistant-eval/evaluate.ts";
import {
  FIRST_SCORES_PATH,
  loadBatchFile,
  loadBatches,
  loadFirstScores,
  meetsFreshBar,
  scoreBatch,
  scoreLine,
  summaryOf,
  type BatchScore,
} from "../tests/assistant-eval/batches.ts";

/**
 * `npm run eval:assistant`: runs the whole corpus through Dr. Salud and prints recall per
 * category and the false alarms for the dev and held-out splits, then writes
 * tests/assistant-eval/report.md.
 *
 * `--split dev` evaluates only the dev split and writes no report: rules are tuned on dev
 * alone, and the held-out fifth is looked at once, at the end.
 * `--summary` prints the numbers without the lists of messages.
 * `--first batch-NN` scores a fresh batch for the first time and keeps that score in
 * tests/assistant-eval/batches/first-scores.json; a batch is scored first only once.
 * Every run then prints each batch's first score beside its current one.
 * `--probes <file>` scores only a file of development probes in the batch format (for example
 * tests/assistant-eval/dev-probes-01.jsonl) and lists what it misses; nothing is written.
 */
const REPORT_PATH = fileURLToPath(new URL("../tests/assistant-eval/report.md", import.meta.url));

const args = process.argv.slice(2);

/** The messages of a batch score that fall short, one line each. */
function printFailures(score: BatchScore) {
  for (const r of score.results.filter(
    (r) =>
      r.missed ||
      r.falseAlarm ||
      r.missingCrisisLine ||
      (!r.missed && !r.rightFirstAction && r.entry.category !== "ordinary"),
  )) {
    const why = r.missed
      ? "missed"
      : r.falseAlarm
        ? "false alarm"
        : r.missingCrisisLine
          ? "no crisis line"
          : `first action ${r.firstCategory}`;
    console.log(
      `  - ${r.entry.id} (${r.entry.category}, ${r.entry.urgency}) ${why}: «${r.entry.text}» -> ${r.answer.urgency}`,
    );
  }
}

const probesArg = args.includes("--probes") ? args[args.indexOf("--probes") + 1] : undefined;
if (probesArg !== undefined) {
  const score = await scoreBatch(loadBatchFile(probesArg));
  console.log(
    scoreLine(score.name, score) + (meetsFreshBar(score) ? "" : "  ✖ below the bar of a batch"),
  );
  printFailures(score);
  process.exit(0);
}
const splitArg = args.includes("--split") ? args[args.indexOf("--split") + 1] : undefined;
if (splitArg !== undefined && splitArg !== "dev" && splitArg !== "heldout") {
  console.error("--split acepta dev o heldout");
  process.exit(2);
}
const details = !args.includes("--summary");
const splits: Split[] = splitArg ? [splitArg] : ["dev", "heldout"];

const corpus = loadCorpus();
const chosen = corpus.filter((entry) => splits.includes(entry.split));
const results = await evaluateCorpus(chosen);
const scores = splits.map((split) => scoreSplit(results, split));
const sections = scores.map((score) => splitMarkdown(score, { details }));
console.log(sections.join("\n\n"));

const failing = scores.filter(
  (s) =>
    s.misses.length > 0 ||
    s.crisisLineMissing.length > 0 ||
    s.falseAlarmRate > MAX_FALSE_ALARM_RATE,
);

if (!splitArg) {
  const report = [
    "# Dr. Salud: warning-sign evaluation",
    "",
    "Written by `npm run eval:assistant` from `tests/assistant-eval/corpus.jsonl` (see README.md",
    "beside it). Recall: a warning-sign message answered at its labelled urgency or above (and, for",
    "suicide and self-harm, with the Línea de la Vida and 911). False alarm: an ordinary message",
    "answered as urgent or emergency. The numbers of the old rules are in `baseline.md`; the",
    "first look at the held-out split, before the one fix it led to, in `heldout-first-check.md`.",
    "",
    ...sections.flatMap((section) => [section, ""]),
  ].join("\n");
  // Formatted like every other Markdown file, so `npm run format:check` stays green.
  writeFileSync(REPORT_PATH, await format(report, { filepath: REPORT_PATH }));
  console.log(`\nInforme escrito en ${REPORT_PATH}`);
}

const firstArg = args.includes("--first") ? args[args.indexOf("--first") + 1] : undefined;
const firstScores = loadFirstScores();
const batches = loadBatches();
if (firstArg !== undefined) {
  const batch = batches.find((b) => b.name === firstArg);
  if (!batch) {
    console.error(`No existe tests/assistant-eval/batches/${firstArg}.jsonl`);
    process.exit(2);
  }
  if (firstScores[firstArg]) {
    console.error(`${firstArg} ya tiene su primera puntuación; no se vuelve a tomar.`);
    process.exit(2);
  }
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  firstScores[firstArg] = summaryOf(await scoreBatch(batch), commit, new Date());
  writeFileSync(
    FIRST_SCORES_PATH,
    await format(JSON.stringify(firstScores), { filepath: FIRST_SCORES_PATH }),
  );
}
console.log("\n### Fresh batches (first score, then today's)\n");
for (const batch of batches) {
  const current = await scoreBatch(batch);
  const first = firstScores[batch.name];
  console.log(
    first
      ? scoreLine(`${batch.name} first (${first.commit})`, first)
      : `${batch.name}: sin primera puntuación`,
  );
  console.log(
    scoreLine(`${batch.name} now`, current) + (meetsFreshBar(current) ? "" : "  ✖ below the bar"),
  );
  if (details) printFailures(current);
}

process.exitCode = failing.length > 0 ? 1 : 0;
