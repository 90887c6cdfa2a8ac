import { describe, expect, it } from "vitest";
import {
  FRESH_THRESHOLDS,
  loadBatches,
  loadFirstScores,
  scoreBatch,
  scoreLine,
} from "../../tests/assistant-eval/batches.ts";

/**
 * Every fresh batch already scored once (tests/assistant-eval/batches) must stay at or above
 * the bar it was held to at its first scoring: recall, false alarms, the right first action and
 * both crisis numbers for every suicide or self-harm message. A batch not yet scored is not read.
 */
const firstScores = loadFirstScores();
const scored = loadBatches().filter((batch) => firstScores[batch.name]);

describe("the fresh batches already scored", () => {
  it("exist", () => {
    expect(scored.length).toBeGreaterThan(0);
  });

  it.each(scored.map((batch) => [batch.name, batch] as const))(
    "%s stays above the bar of a fresh batch",
    async (_, batch) => {
      const score = await scoreBatch(batch);
      const line = scoreLine(batch.name, score);
      expect(score.recall, line).toBeGreaterThanOrEqual(FRESH_THRESHOLDS.minRecall);
      expect(score.falseAlarmRate, line).toBeLessThanOrEqual(FRESH_THRESHOLDS.maxFalseAlarmRate);
      expect(score.firstActionRate, line).toBeGreaterThanOrEqual(
        FRESH_THRESHOLDS.minFirstActionRate,
      );
      expect(score.crisisWithBothNumbers, line).toBe(score.crisisMessages);
    },
    30_000,
  );
});
