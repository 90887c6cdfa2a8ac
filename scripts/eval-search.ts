import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  FIRST_SCORES_PATH,
  loadFirstScores,
  loadSearchBatches,
  type SearchBatch,
} from "../tests/search-eval/batches.ts";
import { loadEvalQueries, SPLITS, type Split } from "../tests/search-eval/queries.ts";
import { openEvalDatabase } from "./search-eval/database.ts";
import {
  batchComparison,
  batchScoreTable,
  failureSections,
  firstScoreOf,
  lowPrecisionLines,
  MIN_CATEGORY_TOP5,
  MIN_OVERALL_TOP5,
  scoreTable,
  thresholdMisses,
  type Outcome,
} from "./search-eval/report.ts";
import { evaluateSearch } from "./search-eval/run.ts";

/** Seeding more takes minutes and changes nothing in what the queries find. */
const MAX_EVAL_PROVIDERS = 50_000;

/**
 * `npm run eval:search`: every query of tests/search-eval/ through the two ways the search box
 * reaches the search (`GET /api/providers?q=` and the page at `/?q=`) against a seeded demo
 * directory; prints top-1 and top-5 per category and split and writes
 * tests/search-eval/report.md.
 *
 * --split dev         only the dev split, and no report (tune on this); heldout and fresh
 *                     are the two held-out sets, run once each, never tuned on
 * --summary           numbers only, no list of failures
 * --show-heldout      also list the held-out failures (the final check only)
 * --providers 10000   size of the seeded directory (at most 10,000; the named doctors are
 *                     among the first 5,000 listings, which every size from 5,000 shares)
 * --fresh             seed again even if a matching database is cached
 * --first batch-NN    scores the fresh batch tests/search-eval/batches/batch-NN.jsonl for the
 *                     first time and keeps that score in batches/first-scores.json; a batch
 *                     is scored first only once (exit 1 if it already has a first score)
 * --batches           only the batches that have a first score: each one's first and current
 *                     score side by side, its numbers and its failures; no report
 *
 * The full run (no --split) also runs every batch that has a first score and prints and
 * reports its first and current score side by side. A batch without a first score is never
 * run in passing: its first score must be its first run.
 */
const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const REPORT_PATH = path.join(projectRoot, "tests/search-eval/report.md");
const DEFAULT_PROVIDERS = 10_000;

const { values: args } = parseArgs({
  options: {
    split: { type: "string" },
    summary: { type: "boolean", default: false },
    "show-heldout": { type: "boolean", default: false },
    providers: { type: "string" },
    fresh: { type: "boolean", default: false },
    first: { type: "string" },
    batches: { type: "boolean", default: false },
  },
});
if (args.split !== undefined && !SPLITS.includes(args.split as Split)) {
  console.error("--split acepta dev, heldout o fresh");
  process.exit(2);
}
const splits: Split[] = args.split ? [args.split as Split] : [...SPLITS];
const providers = args.providers ? Number(args.providers) : DEFAULT_PROVIDERS;
if (!Number.isInteger(providers) || providers < 1 || providers > MAX_EVAL_PROVIDERS) {
  console.error(`--providers acepta un entero entre 1 y ${MAX_EVAL_PROVIDERS}`);
  process.exit(2);
}

if ((args.first !== undefined || args.batches) && args.split !== undefined) {
  console.error("--first y --batches no se combinan con --split");
  process.exit(2);
}

const batches = loadSearchBatches();
const firstScores = loadFirstScores();
const firstBatch =
  args.first === undefined ? undefined : batches.find((b) => b.name === args.first);
if (args.first !== undefined) {
  if (!firstBatch) {
    console.error(`No existe tests/search-eval/batches/${args.first}.jsonl`);
    process.exit(2);
  }
  const first = firstScores[firstBatch.name];
  if (first) {
    console.error(
      `${firstBatch.name} ya tiene su primera puntuación (${first.scoredAt}, commit ${first.commit}); no se vuelve a tomar. Para verla junto a la actual: npm run eval:search -- --batches`,
    );
    process.exit(1);
  }
}
/** The batches this run scores: the one scored first, or those that have a first score. */
const runBatches: SearchBatch[] = firstBatch
  ? [firstBatch]
  : args.batches || args.split === undefined
    ? batches.filter((batch) => firstScores[batch.name])
    : [];
const runSplits = args.first !== undefined || args.batches ? [] : splits;

const entries = [...loadEvalQueries(runSplits), ...runBatches.flatMap((batch) => batch.entries)];
if (entries.length === 0) {
  // --batches with no batch scored first yet: nothing to run, only what to do.
  console.log(batchSections(new Map(), false).join("\n"));
  process.exit(0);
}
const database = await openEvalDatabase({
  projectRoot,
  providers,
  fresh: args.fresh,
  log: (message) => console.log(message),
});

try {
  const started = Date.now();
  const { outcomes, publicListings, unmeetable } = await evaluateSearch({
    database,
    projectRoot,
    entries,
    // A first score is taken once: not on a batch the directory cannot answer.
    onlyIfMeetable: firstBatch !== undefined,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (unmeetable.length > 0) {
    console.error(
      "Entries that no listing of the seeded directory can meet (fix the set, not the search):",
    );
    for (const entry of unmeetable) console.error(`  ${entry.id} «${entry.query}»`);
    process.exitCode = 2;
  }
  if (firstBatch && unmeetable.length > 0) {
    console.error(`No se tomó la primera puntuación de ${firstBatch.name}.`);
  } else {
    // Outcomes come back in the order of the entries: the splits' first, then each batch's.
    const splitCount = entries.length - runBatches.reduce((n, b) => n + b.entries.length, 0);
    const splitOutcomes = outcomes.slice(0, splitCount);
    const batchOutcomes = new Map<string, Outcome[]>();
    let offset = splitCount;
    for (const batch of runBatches) {
      batchOutcomes.set(batch.name, outcomes.slice(offset, offset + batch.entries.length));
      offset += batch.entries.length;
    }
    if (firstBatch) {
      const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
        cwd: projectRoot,
        encoding: "utf8",
      }).trim();
      firstScores[firstBatch.name] = firstScoreOf(
        batchOutcomes.get(firstBatch.name)!,
        commit,
        new Date(),
      );
      await writeFormatted(FIRST_SCORES_PATH, JSON.stringify(firstScores));
      console.log(
        `Primera puntuación de ${firstBatch.name} guardada en ${path.relative(projectRoot, FIRST_SCORES_PATH)}.`,
      );
    }
    const header = `${entries.length} queries, ${publicListings.toLocaleString("en-US")} public listings (${providers.toLocaleString("en-US")} seeded), ${seconds} s`;
    if (runSplits.length > 0) {
      await reportSplits(header, publicListings, splitOutcomes, batchOutcomes);
    } else {
      console.log([header, "", ...batchSections(batchOutcomes, !args.summary)].join("\n"));
    }
  }
} finally {
  await database.close();
}

/** Each batch: its first and current score side by side; with details, its table and failures. */
function batchSections(outcomesByBatch: Map<string, Outcome[]>, details: boolean): string[] {
  if (batches.length === 0) return ["No batches in tests/search-eval/batches/."];
  const shown = args.first !== undefined ? batches.filter((b) => b.name === args.first) : batches;
  return shown.flatMap((batch) => {
    const current = outcomesByBatch.get(batch.name);
    const section = [batchComparison(batch.name, firstScores[batch.name], current), ""];
    if (details && current) {
      section.push(
        `Now, in full:`,
        "",
        batchScoreTable(current),
        "",
        `Failures (${batch.name}):`,
        "",
        failureSections(current),
        "",
      );
    }
    return section;
  });
}

async function reportSplits(
  header: string,
  publicListings: number,
  splitOutcomes: Outcome[],
  outcomesByBatch: Map<string, Outcome[]>,
): Promise<void> {
  const table = scoreTable(splitOutcomes, splits);
  // The bar is the integration suite's: the first set (dev and held-out); the fresh set and
  // the batches are reported beside it.
  const barred = splitOutcomes.filter((o) => o.entry.split !== "fresh");
  // The fresh split alone has no bar: nothing to hold, so nothing misses it.
  const misses = barred.length === 0 ? [] : thresholdMisses(barred);
  const dev = splitOutcomes.filter((o) => o.entry.split === "dev");
  const heldout = splitOutcomes.filter((o) => o.entry.split !== "dev");
  const batchLines = args.split === undefined ? batchSections(outcomesByBatch, false) : [];
  const lines = [header, "", table];
  if (!args.summary) {
    if (dev.length > 0) {
      lines.push("", "### Failures (dev)", "", failureSections(dev));
      lines.push("", "### Top-1 hits with p@5 under 60 % (dev)", "", lowPrecisionLines(dev));
    }
    if (heldout.length > 0 && args["show-heldout"]) {
      lines.push("", "### Failures (held-out)", "", failureSections(heldout));
    }
  }
  if (batchLines.length > 0)
    lines.push("", "### Fresh batches (first score, then today's)", "", ...batchLines);
  lines.push(
    "",
    barred.length === 0
      ? "No bar for the fresh split alone."
      : misses.length === 0
        ? `Meets the bar: top-5 ≥ ${MIN_OVERALL_TOP5 * 100} % overall and ≥ ${MIN_CATEGORY_TOP5 * 100} % in every category.`
        : `Below the bar (${misses.join("; ")}).`,
  );
  console.log(lines.join("\n"));
  if (process.exitCode !== 2) process.exitCode = misses.length > 0 ? 1 : 0;
  if (args.split !== undefined) return;

  const report = [
    "# Search evaluation",
    "",
    "Written by `npm run eval:search` from the queries beside it (see README.md). Each query goes",
    "through `GET /api/providers?q=` and through the page `/?q=`; it counts only when both pass.",
    `Demo directory of ${providers.toLocaleString("en-US")} seeded doctors (default seed), ${publicListings.toLocaleString("en-US")} public.`,
    "Top-1: the first result is acceptable; top-5: one of the first five is; p@5: the mean share of",
    "the first five that is acceptable (out of five, or out of what the directory has if fewer).",
    "Held-out failures are not listed: each held-out set is looked at once, at the end. `heldout` is",
    "the fifth kept out of the first set; `fresh` (queries.fresh.jsonl) is a second held-out set",
    "written after the first had been seen, and run once; the bar applies to dev and heldout.",
    "",
    table,
    "",
    misses.length === 0 ? "Meets the bar." : `Below the bar: ${misses.join("; ")}.`,
    "",
    "### Failures (dev)",
    "",
    failureSections(dev),
    "",
    "### Top-1 hits with p@5 under 60 % (dev)",
    "",
    lowPrecisionLines(dev),
    "",
    "### Fresh batches (first score, then today's)",
    "",
    "Each batch of `batches/` beside its first score (`first-scores.json`); all-fit@5: every one",
    "of the first five results fits. Batch failures: `npm run eval:search -- --batches`.",
    "",
    ...batchLines,
    "",
  ].join("\n");
  await writeFormatted(REPORT_PATH, report);
  console.log(`\nInforme escrito en ${path.relative(projectRoot, REPORT_PATH)}`);
}

/** Formatted as the repository formats its files, so `npm run format:check` stays green. */
async function writeFormatted(file: string, text: string): Promise<void> {
  const prettier = await import("prettier");
  const style = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(text, { ...style, filepath: file }));
}
