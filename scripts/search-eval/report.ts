import { findCityBySlug } from "../../common/catalogs/cities.ts";
import { findSpecialtyBySlug } from "../../common/catalogs/specialties.ts";
import type { BatchFirstScore } from "../../tests/search-eval/batches.ts";
import {
  ALL_CATEGORIES,
  type Accept,
  type Category,
  type EvalEntry,
  type Split,
} from "../../tests/search-eval/queries.ts";
import type { Answer, ResultCard, Verdict } from "./judge.ts";

/** The bar the integration suite will hold the search to once it is tuned. */
export const MIN_OVERALL_TOP5 = 0.95;
export const MIN_CATEGORY_TOP5 = 0.9;

export interface Outcome {
  entry: EvalEntry;
  verdict: Verdict;
  api: Answer;
  page: Answer;
}

export interface Score {
  count: number;
  top1: number;
  top5: number;
  /** Sum of the precisions at 5: divided by count, the mean. */
  precision: number;
  /** Queries whose first five all fit (all-fit at 5). */
  allFit: number;
}

const share = (part: number, count: number) => (count === 0 ? 0 : part / count);
const percent = (part: number, count: number) =>
  count === 0 ? "–" : `${(share(part, count) * 100).toFixed(1)} %`;

export function score(outcomes: readonly Outcome[]): Score {
  return {
    count: outcomes.length,
    top1: outcomes.filter((o) => o.verdict.top1).length,
    top5: outcomes.filter((o) => o.verdict.top5).length,
    precision: outcomes.reduce((sum, o) => sum + o.verdict.precision, 0),
    allFit: outcomes.filter((o) => o.verdict.allFit).length,
  };
}

function scoreWhere(
  outcomes: readonly Outcome[],
  where: { category?: Category; split?: Split },
): Score {
  return score(
    outcomes.filter(
      (o) =>
        (!where.category || o.entry.category === where.category) &&
        (!where.split || o.entry.split === where.split),
    ),
  );
}

/** What keeps the numbers from the bar: empty when top-5 meets it overall and per category. */
export function thresholdMisses(outcomes: readonly Outcome[]): string[] {
  const misses: string[] = [];
  const overall = score(outcomes);
  if (share(overall.top5, overall.count) < MIN_OVERALL_TOP5) {
    misses.push(
      `overall top-5 ${percent(overall.top5, overall.count)} < ${MIN_OVERALL_TOP5 * 100} %`,
    );
  }
  for (const category of ALL_CATEGORIES) {
    const s = scoreWhere(outcomes, { category });
    if (s.count > 0 && share(s.top5, s.count) < MIN_CATEGORY_TOP5) {
      misses.push(`${category}: top-5 ${percent(s.top5, s.count)} < ${MIN_CATEGORY_TOP5 * 100} %`);
    }
  }
  return misses;
}

function cells(s: Score): string[] {
  return [
    String(s.count),
    percent(s.top1, s.count),
    percent(s.top5, s.count),
    percent(s.precision, s.count),
  ];
}

/** The categories the outcomes hold, in the set's order. */
function presentCategories(outcomes: readonly Outcome[]): Category[] {
  return ALL_CATEGORIES.filter((category) => outcomes.some((o) => o.entry.category === category));
}

/** Markdown table: one row per category, then the overall row; columns per split and all. */
export function scoreTable(outcomes: readonly Outcome[], splits: readonly Split[]): string {
  const groups: { label: string; split?: Split }[] = [
    ...splits.map((split) => ({ label: split, split })),
    ...(splits.length > 1 ? [{ label: "total" }] : []),
  ];
  const header = [
    "category",
    ...groups.flatMap((g) => [
      `${g.label} n`,
      `${g.label} top-1`,
      `${g.label} top-5`,
      `${g.label} p@5`,
    ]),
  ];
  const rows = [...presentCategories(outcomes), undefined].map((category) => [
    category ?? "**overall**",
    ...groups.flatMap((g) => cells(scoreWhere(outcomes, { category, split: g.split }))),
  ]);
  const align = header.map((_, i) => (i === 0 ? "---" : "---:"));
  return [header, align, ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
}

function describeAccept(accept: Accept): string {
  const parts: string[] = [];
  if (accept.specialties) {
    parts.push(accept.specialties.map((s) => findSpecialtyBySlug(s)?.name ?? s).join(" / "));
  }
  if (accept.city) parts.push(`in ${findCityBySlug(accept.city)?.name ?? accept.city}`);
  if (accept.state) parts.push(`in ${accept.state}`);
  if (accept.insurer) parts.push(`takes ${accept.insurer}`);
  if (accept.telemedicine) parts.push("online");
  if (accept.availableToday) parts.push("available today");
  if (accept.verified) parts.push("verified cédula");
  if (accept.priceOrder) parts.push("among the cheapest");
  if (accept.maxPrice !== undefined) parts.push(`at most $${accept.maxPrice}`);
  if (accept.gender) parts.push(accept.gender === "F" ? "a woman (Dra.)" : "a man (Dr.)");
  if (accept.language) parts.push("speaks English");
  if (accept.name) parts.push(accept.name);
  if (accept.expectEmpty) parts.push("empty or the default listing");
  if (accept.emergency) parts.push("emergency guidance");
  return parts.join(", ");
}

function describeCard(card: ResultCard): string {
  const specialty = findSpecialtyBySlug(card.specialtySlug ?? "")?.name ?? card.specialtySlug;
  const city = findCityBySlug(card.citySlug ?? "")?.name ?? card.citySlug;
  return `${card.name} (${specialty}, ${city})`;
}

function describeAnswer(answer: Answer): string {
  if (answer.kind !== "list")
    return `${answer.kind === "failed" ? "error" : "refused"} ${answer.status}`;
  if (answer.providers.length === 0) return "0 results";
  const first = answer.providers.slice(0, 3).map(describeCard).join("; ");
  return answer.providers.length > 3 ? `${first}; …` : first;
}

function sameAnswer(a: Answer, b: Answer): boolean {
  return describeAnswer(a) === describeAnswer(b);
}

/** One failure: what was asked, what was accepted, what came back and why it missed. */
export function failureLine(outcome: Outcome): string {
  const { entry, verdict, api, page } = outcome;
  const returned = sameAnswer(api, page)
    ? describeAnswer(api)
    : `API: ${describeAnswer(api)} / page: ${describeAnswer(page)}`;
  const level = verdict.top5 ? "top-1 miss" : "top-5 miss";
  return `- \`${entry.id}\` «${entry.query}» → expected: ${describeAccept(entry.accept)}. Got: ${returned}. (${level}: ${verdict.reason ?? ""})`;
}

/** Top-1 hits whose first five are mostly not what was asked ("en línea" met by chance). */
export function lowPrecisionLines(outcomes: readonly Outcome[], below = 0.6): string {
  const weak = outcomes.filter((o) => o.verdict.top1 && o.verdict.precision < below);
  if (weak.length === 0) return "None.";
  return weak
    .map(
      (o) =>
        `- \`${o.entry.id}\` «${o.entry.query}» → p@5 ${(o.verdict.precision * 100).toFixed(0)} % (expected: ${describeAccept(o.entry.accept)}). Got: ${describeAnswer(o.api)}`,
    )
    .join("\n");
}

/** Failures grouped by category, top-5 misses first. */
export function failureSections(outcomes: readonly Outcome[]): string {
  const failed = outcomes.filter((o) => !o.verdict.top1);
  if (failed.length === 0) return "None.";
  return ALL_CATEGORIES.flatMap((category) => {
    const inCategory = failed
      .filter((o) => o.entry.category === category)
      .sort((a, b) => Number(a.verdict.top5) - Number(b.verdict.top5));
    return inCategory.length === 0
      ? []
      : [`#### ${category} (${inCategory.length})`, "", ...inCategory.map(failureLine), ""];
  }).join("\n");
}

/** The category whose all-fit at 5 a batch reports beside the overall one. */
export const ALL_FIT_CATEGORY: Category = "calificador";

/**
 * A batch's numbers: one row per category it holds, then the overall row; all-fit at 5 on
 * the calificador row and the overall row only.
 */
export function batchScoreTable(outcomes: readonly Outcome[]): string {
  const header = ["category", "n", "top-1", "top-5", "p@5", "all-fit@5"];
  const rows = [...presentCategories(outcomes), undefined].map((category) => {
    const s = scoreWhere(outcomes, { category });
    const fit = category === undefined || category === ALL_FIT_CATEGORY;
    return [category ?? "**overall**", ...cells(s), fit ? percent(s.allFit, s.count) : ""];
  });
  const align = header.map((_, i) => (i === 0 ? "---" : "---:"));
  return [header, align, ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
}

/** What first-scores.json keeps of a batch's first scoring. */
export function firstScoreOf(
  outcomes: readonly Outcome[],
  commit: string,
  scoredAt: Date,
): BatchFirstScore {
  const overall = score(outcomes);
  const calificador = scoreWhere(outcomes, { category: ALL_FIT_CATEGORY });
  return {
    count: overall.count,
    top1: share(overall.top1, overall.count),
    top5: share(overall.top5, overall.count),
    precision: share(overall.precision, overall.count),
    allFit: share(overall.allFit, overall.count),
    categories: Object.fromEntries(
      presentCategories(outcomes).map((category) => {
        const s = scoreWhere(outcomes, { category });
        return [category, { count: s.count, top5: share(s.top5, s.count) }];
      }),
    ),
    calificador: {
      count: calificador.count,
      allFit: share(calificador.allFit, calificador.count),
    },
    scoredAt: scoredAt.toISOString(),
    commit,
  };
}

const rate = (value: number | undefined, count: number | undefined) =>
  value === undefined || !count ? "–" : `${(value * 100).toFixed(1)} %`;

/**
 * A batch's first score beside its current one: top-5 per category and overall, then
 * all-fit at 5 of the calificador queries and overall. A batch not scored yet has no current
 * score here: it is scored first with `--first`, never in passing.
 */
export function batchComparison(
  name: string,
  first: BatchFirstScore | undefined,
  current: readonly Outcome[] | undefined,
): string {
  if (!first) {
    return `#### ${name}\n\nNo first score yet: \`npm run eval:search -- --first ${name}\`.`;
  }
  const now = current ? firstScoreOf(current, "", new Date()) : undefined;
  const categories = ALL_CATEGORIES.filter(
    (category) => first.categories[category] || now?.categories[category],
  );
  const header = ["", "n", `first top-5 (${first.commit})`, "now top-5"];
  const rows = [
    ...categories.map((category) => [
      category,
      String(first.categories[category]?.count ?? now?.categories[category]?.count ?? 0),
      rate(first.categories[category]?.top5, first.categories[category]?.count),
      rate(now?.categories[category]?.top5, now?.categories[category]?.count),
    ]),
    [
      "**overall**",
      String(first.count),
      rate(first.top5, first.count),
      rate(now?.top5, now?.count),
    ],
    [
      "calificador all-fit@5",
      String(first.calificador.count),
      rate(first.calificador.allFit, first.calificador.count),
      rate(now?.calificador.allFit, now?.calificador.count),
    ],
    [
      "overall all-fit@5",
      String(first.count),
      rate(first.allFit, first.count),
      rate(now?.allFit, now?.count),
    ],
  ];
  const align = header.map((_, i) => (i === 0 ? "---" : "---:"));
  const table = [header, align, ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
  return `#### ${name} (first scored ${first.scoredAt.slice(0, 10)} at ${first.commit})\n\n${table}`;
}
