import { beforeAll, describe, expect, it } from "vitest";
import { SPECIALTIES } from "../../common/catalogs/specialties.ts";
import {
  CRISIS_LINE_CATEGORIES,
  evaluateCorpus,
  expectedSplit,
  loadCorpus,
  MAX_FALSE_ALARM_RATE,
  ORDINARY,
  scoreSplit,
  type EntryResult,
} from "../../tests/assistant-eval/evaluate.ts";
import { RULES } from "./rules.ts";

/**
 * The corpus of tests/assistant-eval (see its README) run through Dr. Salud: the suite fails
 * on any missed warning sign, in the dev or the held-out split, and when false alarms on the
 * ordinary messages exceed 3 %.
 */
const corpus = loadCorpus();
const CATEGORIES = [...new Set(RULES.map((rule) => rule.category))];
/** The first suggested specialty is one the label accepts, at least this often. */
const MIN_SPECIALTY_ACCEPTED = 0.9;

const line = ({ entry, answer }: EntryResult) =>
  `${entry.id} (${entry.split}, ${entry.urgency}) «${entry.text}» -> ${answer.urgency}`;

describe("the corpus", () => {
  it("has at least 400 messages: 250 warning signs and 150 ordinary complaints", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(400);
    expect(corpus.filter((e) => e.category !== ORDINARY).length).toBeGreaterThanOrEqual(250);
    expect(corpus.filter((e) => e.category === ORDINARY).length).toBeGreaterThanOrEqual(150);
  });

  it("covers every warning-sign category with at least ten messages", () => {
    for (const category of CATEGORIES) {
      expect(corpus.filter((e) => e.category === category).length, category).toBeGreaterThanOrEqual(
        10,
      );
    }
    const known = new Set<string>([...CATEGORIES, ORDINARY]);
    expect(corpus.filter((e) => !known.has(e.category)).map((e) => e.id)).toEqual([]);
  });

  it("holds out the same fifth of every category: positions 2, 7, 12…", () => {
    const positions = new Map<string, number>();
    for (const entry of corpus) {
      const position = positions.get(entry.category) ?? 0;
      positions.set(entry.category, position + 1);
      expect(entry.split, entry.id).toBe(expectedSplit(position));
    }
    for (const category of positions.keys()) {
      expect(
        corpus.some((e) => e.category === category && e.split === "heldout"),
        category,
      ).toBe(true);
    }
  });

  it("labels urgencies and catalogue specialties consistently, with unique ids and texts", () => {
    const slugs = new Set(SPECIALTIES.map((specialty) => specialty.slug));
    for (const entry of corpus) {
      expect(entry.urgency === "routine", entry.id).toBe(entry.category === ORDINARY);
      for (const slug of entry.specialties)
        expect(slugs.has(slug), `${entry.id}: ${slug}`).toBe(true);
    }
    expect(new Set(corpus.map((e) => e.id)).size).toBe(corpus.length);
    expect(new Set(corpus.map((e) => e.text.toLowerCase())).size).toBe(corpus.length);
  });
});

describe("Dr. Salud on the corpus", () => {
  let results: EntryResult[] = [];
  beforeAll(async () => {
    results = await evaluateCorpus(corpus);
  }, 60_000);

  it("misses no warning sign, dev and held-out alike", () => {
    expect(results.filter((r) => r.missed).map(line)).toEqual([]);
  });

  it("gives the Línea de la Vida and 911 to every suicide and self-harm message", () => {
    const crisis = results.filter((r) => CRISIS_LINE_CATEGORIES.has(r.entry.category));
    expect(crisis.length).toBeGreaterThan(0);
    expect(crisis.filter((r) => r.missingCrisisLine).map(line)).toEqual([]);
  });

  it.each(["dev", "heldout", "all"] as const)(
    "raises false alarms on at most three in a hundred ordinary messages (%s)",
    (split) => {
      const score = scoreSplit(results, split);
      expect(score.ordinary.total).toBeGreaterThan(0);
      expect(score.falseAlarmRate, score.falseAlarms.map(line).join("\n")).toBeLessThanOrEqual(
        MAX_FALSE_ALARM_RATE,
      );
    },
  );

  it("suggests an accepted first specialty for at least 90 % of the messages", () => {
    const score = scoreSplit(results, "all");
    expect(score.specialtyAccepted.accepted / score.specialtyAccepted.total).toBeGreaterThanOrEqual(
      MIN_SPECIALTY_ACCEPTED,
    );
  });
});
