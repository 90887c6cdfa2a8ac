import { findCityBySlug } from "../../common/catalogs/cities.ts";
import { findSpecialtyBySlug } from "../../common/catalogs/specialties.ts";
import {
  CATEGORIES,
  type Accept,
  type Category,
  type EvalQuery,
  type Split,
} from "../../tests/search-eval/queries.ts";
import type { Answer, ResultCard, Verdict } from "./judge.ts";

/** The bar the integration suite will hold the search to once it is tuned. */
export const MIN_OVERALL_TOP5 = 0.95;
export const MIN_CATEGORY_TOP5 = 0.9;

export interface Outcome {
  entry: EvalQuery;
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
  for (const category of CATEGORIES) {
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
  const rows = [...CATEGORIES, undefined].map((category) => [
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
  return CATEGORIES.flatMap((category) => {
    const inCategory = failed
      .filter((o) => o.entry.category === category)
      .sort((a, b) => Number(a.verdict.top5) - Number(b.verdict.top5));
    return inCategory.length === 0
      ? []
      : [`#### ${category} (${inCategory.length})`, "", ...inCategory.map(failureLine), ""];
  }).join("\n");
}
