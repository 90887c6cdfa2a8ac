import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { createAssistantService } from "../../server/assistant/service.ts";
import { assessWarningSigns } from "../../server/warning-signs/assess.ts";
import type { SymptomAnalysis, Urgency } from "../../server/assistant/types.ts";
import { CRISIS_LINE_CATEGORIES, ORDINARY } from "./evaluate.ts";

/**
 * Fresh evaluation batches (README.md, "Fresh batches"): each written by an author who never
 * saw the rules, the classifier or the earlier corpus, committed, and scored once before any
 * change that could have learnt from it. That first score is kept in first-scores.json and is
 * what the batch says about new wording; later scores only show it was not forgotten.
 */

export const BATCHES_DIR = fileURLToPath(new URL("./batches/", import.meta.url));
export const FIRST_SCORES_PATH = fileURLToPath(
  new URL("./batches/first-scores.json", import.meta.url),
);

/** The bar of every fresh batch at its first scoring (issue: assistant safety). */
export const FRESH_THRESHOLDS = {
  minRecall: 0.95,
  maxFalseAlarmRate: 0.05,
  minFirstActionRate: 0.95,
} as const;

const LIFE_LINE = "8009112000";
const EMERGENCIES = "911";

const batchEntry = z.object({
  // b: a fresh batch; p: development probes of our own (dev-probes-NN.jsonl), never a batch.
  id: z.string().regex(/^[bp]\d{2}-\d{3}$/),
  category: z.string().min(1),
  urgency: z.enum(["emergency", "urgent", "routine"]),
  /** The categories whose first action is right as the first thing to do. */
  firstAction: z.array(z.string()),
  specialties: z.array(z.string()),
  text: z.string().min(3).max(2000),
});
export type BatchEntry = z.infer<typeof batchEntry>;

export interface Batch {
  name: string;
  entries: BatchEntry[];
}

export function loadBatches(dir = BATCHES_DIR): Batch[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => /^batch-\d{2}\.jsonl$/.test(file))
    .sort()
    .map((file) => loadBatchFile(`${dir}/${file}`));
}

/** One file in the batch format (a batch, or a set of development probes). */
export function loadBatchFile(path: string): Batch {
  const file = basename(path);
  return {
    name: file.replace(/\.jsonl$/, ""),
    entries: readFileSync(path, "utf8")
      .split("\n")
      .filter((line) => line.trim().length > 0)
      .map((line, index) => {
        const parsed = batchEntry.safeParse(JSON.parse(line));
        if (!parsed.success) throw new Error(`${file} line ${index + 1}: ${parsed.error.message}`);
        return parsed.data;
      }),
  };
}

const RANK: Record<Urgency, number> = { routine: 0, urgent: 1, emergency: 2 };

export interface BatchResult {
  entry: BatchEntry;
  answer: SymptomAnalysis;
  /** The category of the first sign the answer leads with (null: no sign). */
  firstCategory: string | null;
  missed: boolean;
  falseAlarm: boolean;
  missingCrisisLine: boolean;
  /** Recognised, and led by an action the label accepts. */
  rightFirstAction: boolean;
}

export interface BatchScore {
  name: string;
  emergencies: number;
  recognised: number;
  ordinary: number;
  falseAlarms: number;
  crisisMessages: number;
  crisisWithBothNumbers: number;
  rightFirstAction: number;
  recall: number;
  falseAlarmRate: number;
  /** Of the recognised warning signs, those led by the right first action. */
  firstActionRate: number;
  results: BatchResult[];
}

export async function scoreBatch(batch: Batch): Promise<BatchScore> {
  const assistant = createAssistantService({ chat: null });
  const results: BatchResult[] = [];
  for (const entry of batch.entries) {
    const answer = await assistant.analyzeSymptoms(entry.text);
    const firstCategory = assessWarningSigns(entry.text).signs[0]?.category ?? null;
    const ordinary = entry.category === ORDINARY;
    const tels = new Set(answer.contacts.map((contact) => contact.tel));
    const missed = !ordinary && RANK[answer.urgency] < RANK[entry.urgency];
    results.push({
      entry,
      answer,
      firstCategory,
      missed,
      falseAlarm: ordinary && answer.urgency !== "routine",
      missingCrisisLine:
        CRISIS_LINE_CATEGORIES.has(entry.category) &&
        !(tels.has(LIFE_LINE) && tels.has(EMERGENCIES)),
      rightFirstAction:
        !ordinary && !missed && firstCategory !== null && entry.firstAction.includes(firstCategory),
    });
  }
  const warning = results.filter((r) => r.entry.category !== ORDINARY);
  const ordinary = results.filter((r) => r.entry.category === ORDINARY);
  const recognised = warning.filter((r) => !r.missed).length;
  const crisis = results.filter((r) => CRISIS_LINE_CATEGORIES.has(r.entry.category));
  const rightFirstAction = warning.filter((r) => r.rightFirstAction).length;
  const falseAlarms = ordinary.filter((r) => r.falseAlarm).length;
  return {
    name: batch.name,
    emergencies: warning.length,
    recognised,
    ordinary: ordinary.length,
    falseAlarms,
    crisisMessages: crisis.length,
    crisisWithBothNumbers: crisis.filter((r) => !r.missingCrisisLine).length,
    rightFirstAction,
    recall: warning.length === 0 ? 1 : recognised / warning.length,
    falseAlarmRate: ordinary.length === 0 ? 0 : falseAlarms / ordinary.length,
    firstActionRate: recognised === 0 ? 1 : rightFirstAction / recognised,
    results,
  };
}

/** The numbers kept of a score (first-scores.json), without the answers. */
export type ScoreSummary = Omit<BatchScore, "results" | "name"> & {
  scoredAt: string;
  commit: string;
};

export function summaryOf(score: BatchScore, commit: string, scoredAt: Date): ScoreSummary {
  const { results: _results, name: _name, ...numbers } = score;
  return { ...numbers, scoredAt: scoredAt.toISOString(), commit };
}

export function loadFirstScores(path = FIRST_SCORES_PATH): Record<string, ScoreSummary> {
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, "utf8")) as Record<string, ScoreSummary>;
}

export function meetsFreshBar(
  score: Pick<
    BatchScore,
    "recall" | "falseAlarmRate" | "firstActionRate" | "crisisMessages" | "crisisWithBothNumbers"
  >,
): boolean {
  return (
    score.recall >= FRESH_THRESHOLDS.minRecall &&
    score.falseAlarmRate <= FRESH_THRESHOLDS.maxFalseAlarmRate &&
    score.firstActionRate >= FRESH_THRESHOLDS.minFirstActionRate &&
    score.crisisWithBothNumbers === score.crisisMessages
  );
}

const pct = (value: number) => `${(100 * value).toFixed(1)} %`;

export function scoreLine(label: string, s: Omit<BatchScore, "results" | "name">): string {
  return `${label}: recall ${s.recognised}/${s.emergencies} (${pct(s.recall)}), false alarms ${s.falseAlarms}/${s.ordinary} (${pct(s.falseAlarmRate)}), crisis lines ${s.crisisWithBothNumbers}/${s.crisisMessages}, right first action ${s.rightFirstAction}/${s.recognised} (${pct(s.firstActionRate)})`;
}
