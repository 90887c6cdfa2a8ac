import { describe, expect, it } from "vitest";
import type { EvalEntry } from "../../tests/search-eval/queries.ts";
import type { Answer, Verdict } from "./judge.ts";
import { batchComparison, batchScoreTable, firstScoreOf, type Outcome } from "./report.ts";

const empty: Answer = { kind: "list", providers: [], guidance: false };
function outcome(id: string, verdict: Partial<Verdict>): Outcome {
  const entry: EvalEntry = {
    id,
    category: id.slice(0, id.lastIndexOf("-")) as EvalEntry["category"],
    query: id,
    accept: { specialties: ["pediatria"] },
  };
  const full = { top1: false, top5: false, precision: 0, allFit: false, ...verdict };
  return { entry, verdict: full, api: empty, page: empty };
}

const outcomes = [
  outcome("lugar-701", { top1: true, top5: true, precision: 1, allFit: true }),
  outcome("lugar-702", {}),
  outcome("calificador-701", { top1: true, top5: true, precision: 0.6, allFit: false }),
  outcome("calificador-702", { top5: true, precision: 1, allFit: true }),
];

describe("batch scores", () => {
  it("keeps per-category top-5, overall shares and the calificador all-fit", () => {
    const first = firstScoreOf(outcomes, "abc1234", new Date("2026-12-02T03:00:00Z"));
    expect(first).toMatchObject({
      count: 4,
      top1: 0.5,
      top5: 0.75,
      allFit: 0.5,
      categories: { lugar: { count: 2, top5: 0.5 }, calificador: { count: 2, top5: 1 } },
      calificador: { count: 2, allFit: 0.5 },
      scoredAt: "2026-12-02T03:00:00.000Z",
      commit: "abc1234",
    });
    expect(first.precision).toBeCloseTo(0.65);
  });

  it("shows all-fit on the calificador and overall rows only", () => {
    const rows = batchScoreTable(outcomes).split("\n");
    expect(rows.find((r) => r.startsWith("| lugar"))).toMatch(/\| {2}\|$/);
    expect(rows.find((r) => r.startsWith("| calificador"))).toMatch(/50\.0 % \|$/);
    expect(rows.at(-1)).toMatch(/^\| \*\*overall\*\* \| 4 \|.*50\.0 % \|$/);
  });

  it("puts the first score beside the current one, and says how to score a new batch", () => {
    const first = firstScoreOf(outcomes.slice(0, 2), "abc1234", new Date());
    const table = batchComparison("batch-01", first, outcomes);
    expect(table).toContain("| lugar | 2 | 50.0 % | 50.0 % |");
    expect(table).toContain("| calificador | 2 | – | 100.0 % |");
    expect(table).toContain("| **overall** | 2 | 50.0 % | 75.0 % |");
    expect(batchComparison("batch-02", undefined, undefined)).toContain(
      "npm run eval:search -- --first batch-02",
    );
  });
});
