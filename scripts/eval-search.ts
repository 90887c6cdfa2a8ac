import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadEvalQueries, SPLITS, type Split } from "../tests/search-eval/queries.ts";
import { openEvalDatabase } from "./search-eval/database.ts";
import {
  failureSections,
  lowPrecisionLines,
  MIN_CATEGORY_TOP5,
  MIN_OVERALL_TOP5,
  scoreTable,
  thresholdMisses,
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

const entries = loadEvalQueries(splits);
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
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (unmeetable.length > 0) {
    console.error(
      "Entries that no listing of the seeded directory can meet (fix the set, not the search):",
    );
    for (const entry of unmeetable) console.error(`  ${entry.id} «${entry.query}»`);
    process.exitCode = 2;
  }

  const table = scoreTable(outcomes, splits);
  // The bar is the integration suite's: the first set (dev and held-out); the fresh set is
  // reported beside it.
  const misses = thresholdMisses(outcomes.filter((o) => o.entry.split !== "fresh"));
  const dev = outcomes.filter((o) => o.entry.split === "dev");
  const heldout = outcomes.filter((o) => o.entry.split !== "dev");
  const lines = [
    `${entries.length} queries, ${publicListings.toLocaleString("en-US")} public listings (${providers.toLocaleString("en-US")} seeded), ${seconds} s`,
    "",
    table,
  ];
  if (!args.summary) {
    if (dev.length > 0) {
      lines.push("", "### Failures (dev)", "", failureSections(dev));
      lines.push("", "### Top-1 hits with p@5 under 60 % (dev)", "", lowPrecisionLines(dev));
    }
    if (heldout.length > 0 && args["show-heldout"]) {
      lines.push("", "### Failures (held-out)", "", failureSections(heldout));
    }
  }
  lines.push(
    "",
    misses.length === 0
      ? `Meets the bar: top-5 ≥ ${MIN_OVERALL_TOP5 * 100} % overall and ≥ ${MIN_CATEGORY_TOP5 * 100} % in every category.`
      : `Below the bar (${misses.join("; ")}).`,
  );
  console.log(lines.join("\n"));

  if (!args.split) {
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
    ].join("\n");
    // Formatted as the repository formats Markdown, so `npm run format:check` stays green.
    const prettier = await import("prettier");
    const style = await prettier.resolveConfig(REPORT_PATH);
    writeFileSync(REPORT_PATH, await prettier.format(report, { ...style, filepath: REPORT_PATH }));
    console.log(`\nInforme escrito en ${path.relative(projectRoot, REPORT_PATH)}`);
  }
  if (process.exitCode !== 2) process.exitCode = misses.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
