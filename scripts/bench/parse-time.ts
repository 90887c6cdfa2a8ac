/**
 * Micro-benchmark of reading a search box: parseSearchIntent and rankSpecialties over the
 * dev queries of the search evaluation set, many rounds, median per query in microseconds.
 *
 *   npx tsx scripts/bench/parse-time.ts [module root, default: the working tree's common/search]
 *
 * Give it another copy of common/search (an older commit's) to compare before and after.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(process.argv[2] ?? "common/search");
const { parseSearchIntent } = (await import(pathToFileURL(`${root}/intent.ts`).href)) as {
  parseSearchIntent: (text: string) => unknown;
};
const { rankSpecialties } = (await import(pathToFileURL(`${root}/lexicon.ts`).href)) as {
  rankSpecialties: (text: string, limit?: number) => unknown;
};

const queries = readFileSync("tests/search-eval/queries.dev.jsonl", "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => (JSON.parse(line) as { query: string }).query)
  .concat(["ear infection", "traveller's diarrhoea", "xinecologo", "otorrino laringologo"]);

const ROUNDS = 30;
const perRound: number[] = [];
for (let round = 0; round < ROUNDS + 5; round++) {
  const start = process.hrtime.bigint();
  for (const query of queries) {
    parseSearchIntent(query);
    rankSpecialties(query, 3);
  }
  const micros = Number(process.hrtime.bigint() - start) / 1000 / queries.length;
  if (round >= 5) perRound.push(micros); // the first rounds warm the JIT up
}
perRound.sort((a, b) => a - b);
const median = perRound[Math.floor(perRound.length / 2)]!;
console.log(
  `${queries.length} queries × ${ROUNDS} rounds: median ${median.toFixed(1)} µs per query (parse + rank), best ${perRound[0]!.toFixed(1)} µs`,
);
