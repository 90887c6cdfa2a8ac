import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { createAssistantService } from "../../server/assistant/service.ts";
import type { SymptomAnalysis, Urgency } from "../../server/assistant/types.ts";

/**
 * The assistant evaluation: every corpus message goes through Dr. Salud exactly as
 * `POST /api/ai/analyze-symptoms` answers it without a chat model, and the answer is
 * compared with the label. Shared by `npm run eval:assistant` and the unit test that
 * fails on a missed emergency.
 */

export const CORPUS_PATH = fileURLToPath(new URL("./corpus.jsonl", import.meta.url));
export const ORDINARY = "ordinary";
/** A false alarm rate above this fails the unit suite. */
export const MAX_FALSE_ALARM_RATE = 0.03;
/** Categories whose answer must always carry the Línea de la Vida and 911. */
export const CRISIS_LINE_CATEGORIES: ReadonlySet<string> = new Set(["suicidal", "self-harm"]);
const LIFE_LINE = "8009112000";
const EMERGENCIES = "911";

const corpusEntry = z.object({
  id: z.string().regex(/^[a-z-]+-\d{3}$/),
  category: z.string().min(1),
  urgency: z.enum(["emergency", "urgent", "routine"]),
  specialties: z.array(z.string()).min(1),
  split: z.enum(["dev", "heldout"]),
  text: z.string().min(3).max(2000),
});
export type CorpusEntry = z.infer<typeof corpusEntry>;
export type Split = CorpusEntry["split"];

export function loadCorpus(path = CORPUS_PATH): CorpusEntry[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line, index) => {
      const parsed = corpusEntry.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`corpus line ${index + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

/**
 * The split rule, written down so it can be checked: within each category, in file order,
 * the entries at positions 2, 7, 12… (0-based, position % 5 === 2) are held out.
 */
export function expectedSplit(positionInCategory: number): Split {
  return positionInCategory % 5 === 2 ? "heldout" : "dev";
}

const RANK: Record<Urgency, number> = { routine: 0, urgent: 1, emergency: 2 };

export interface EntryResult {
  entry: CorpusEntry;
  answer: SymptomAnalysis;
  /** A warning-sign message answered with less urgency than its label. */
  missed: boolean;
  /** An ordinary message answered as urgent or emergency. */
  falseAlarm: boolean;
  /** A suicide or self-harm answer without the Línea de la Vida and 911. */
  missingCrisisLine: boolean;
  /** The first suggested specialty is one the label accepts. */
  specialtyAccepted: boolean;
}

export async function evaluateCorpus(entries: readonly CorpusEntry[]): Promise<EntryResult[]> {
  const assistant = createAssistantService({ chat: null });
  const results: EntryResult[] = [];
  for (const entry of entries) {
    const answer = await assistant.analyzeSymptoms(entry.text);
    const ordinary = entry.category === ORDINARY;
    const tels = new Set(answer.contacts.map((contact) => contact.tel));
    results.push({
      entry,
      answer,
      missed: !ordinary && RANK[answer.urgency] < RANK[entry.urgency],
      falseAlarm: ordinary && answer.urgency !== "routine",
      missingCrisisLine:
        CRISIS_LINE_CATEGORIES.has(entry.category) &&
        !(tels.has(LIFE_LINE) && tels.has(EMERGENCIES)),
      specialtyAccepted: entry.specialties.includes(answer.specialties[0]?.slug ?? ""),
    });
  }
  return results;
}

export interface CategoryScore {
  category: string;
  total: number;
  /** Answered at the labelled urgency or above (for ordinary: answered routine). */
  correct: number;
  specialtyAccepted: number;
}

export interface SplitScore {
  split: Split | "all";
  categories: CategoryScore[];
  /** detected: at the labelled urgency or above; alarmed: urgent or emergency at least. */
  emergencies: { total: number; detected: number; alarmed: number };
  ordinary: { total: number; falseAlarms: number };
  falseAlarmRate: number;
  specialtyAccepted: { total: number; accepted: number };
  misses: EntryResult[];
  falseAlarms: EntryResult[];
  crisisLineMissing: EntryResult[];
}

export function scoreSplit(results: readonly EntryResult[], split: Split | "all"): SplitScore {
  const chosen = split === "all" ? results : results.filter((r) => r.entry.split === split);
  const byCategory = new Map<string, CategoryScore>();
  for (const result of chosen) {
    const { category } = result.entry;
    const score = byCategory.get(category) ?? {
      category,
      total: 0,
      correct: 0,
      specialtyAccepted: 0,
    };
    score.total += 1;
    if (!result.missed && !result.falseAlarm && !result.missingCrisisLine) score.correct += 1;
    if (result.specialtyAccepted) score.specialtyAccepted += 1;
    byCategory.set(category, score);
  }
  const emergencies = chosen.filter((r) => r.entry.category !== ORDINARY);
  const ordinary = chosen.filter((r) => r.entry.category === ORDINARY);
  const falseAlarms = ordinary.filter((r) => r.falseAlarm);
  return {
    split,
    categories: [...byCategory.values()].sort(
      (a, b) =>
        Number(a.category === ORDINARY) - Number(b.category === ORDINARY) ||
        a.category.localeCompare(b.category),
    ),
    emergencies: {
      total: emergencies.length,
      detected: emergencies.filter((r) => !r.missed).length,
      alarmed: emergencies.filter((r) => r.answer.urgency !== "routine").length,
    },
    ordinary: { total: ordinary.length, falseAlarms: falseAlarms.length },
    falseAlarmRate: ordinary.length === 0 ? 0 : falseAlarms.length / ordinary.length,
    specialtyAccepted: {
      total: chosen.length,
      accepted: chosen.filter((r) => r.specialtyAccepted).length,
    },
    misses: emergencies.filter((r) => r.missed),
    falseAlarms,
    crisisLineMissing: chosen.filter((r) => r.missingCrisisLine),
  };
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)} %`;
}

/** One split as Markdown: recall per category, false alarms, and the messages behind them. */
export function splitMarkdown(score: SplitScore, options: { details: boolean }): string {
  const lines = [
    `### ${score.split === "heldout" ? "Held-out" : score.split === "dev" ? "Dev" : "All"} (${score.emergencies.total} warning-sign messages, ${score.ordinary.total} ordinary)`,
    "",
    `- Emergency recall: ${score.emergencies.detected}/${score.emergencies.total} (${percent(score.emergencies.detected, score.emergencies.total)})`,
    `- Some alarm raised (urgent or emergency, even if below the label): ${score.emergencies.alarmed}/${score.emergencies.total} (${percent(score.emergencies.alarmed, score.emergencies.total)})`,
    `- False alarms: ${score.ordinary.falseAlarms}/${score.ordinary.total} (${percent(score.ordinary.falseAlarms, score.ordinary.total)})`,
    `- Suicide or self-harm answers without Línea de la Vida and 911: ${score.crisisLineMissing.length}`,
    `- First specialty accepted by the label: ${score.specialtyAccepted.accepted}/${score.specialtyAccepted.total} (${percent(score.specialtyAccepted.accepted, score.specialtyAccepted.total)})`,
    "",
    "| category | messages | recall (ordinary: answered routine) | first specialty accepted |",
    "|---|---:|---:|---:|",
    ...score.categories.map(
      (c) =>
        `| ${c.category} | ${c.total} | ${c.correct}/${c.total} (${percent(c.correct, c.total)}) | ${percent(c.specialtyAccepted, c.total)} |`,
    ),
  ];
  if (options.details) {
    const list = (title: string, results: readonly EntryResult[]) => {
      if (results.length === 0) return;
      lines.push("", `${title}:`, "");
      for (const { entry, answer } of results) {
        lines.push(
          `- \`${entry.id}\` (${entry.urgency}) «${entry.text}» → ${answer.urgency}, ${answer.specialties.map((s) => s.slug).join(", ") || "sin especialidad"}`,
        );
      }
    };
    list("Missed warning signs", score.misses);
    list("False alarms", score.falseAlarms);
    list("Without the crisis line", score.crisisLineMissing);
  }
  return lines.join("\n");
}
