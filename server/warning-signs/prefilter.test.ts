import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findConcepts } from "./concepts.ts";
import { normalizeMessage } from "./normalize.ts";
import { matchPrefixes, prefixIndex } from "./prefilter.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Every message and query the project's evaluation sets hold (corpora, probes, batches). */
function everyText(): string[] {
  const texts: string[] = [];
  for (const dir of ["tests/assistant-eval", "tests/search-eval"]) {
    const files = readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" });
    for (const file of files.filter((name) => name.endsWith(".jsonl"))) {
      for (const line of readFileSync(path.join(root, dir, file), "utf8").split("\n")) {
        if (!line.trim()) continue;
        const entry = JSON.parse(line) as { text?: string; query?: string };
        const text = entry.text ?? entry.query;
        if (text) texts.push(text);
      }
    }
  }
  return texts;
}

describe("matchPrefixes", () => {
  it("lists the first letters of each alternative, up to three", () => {
    expect(matchPrefixes(/(?<![a-z0-9])(?:me duele|dolor|ir)(?![a-z0-9])/g, 3)?.sort()).toEqual([
      "dol",
      "ir",
      "me ",
    ]);
  });

  it("follows optional parts and repetitions", () => {
    expect(matchPrefixes(/(?:a?b{2,}c|x*y)/g, 3)?.sort()).toEqual(
      ["abb", "bbb", "bbc", "xxx", "xxy", "xy", "y"].sort(),
    );
    expect(matchPrefixes(/(?:se|le)? ?(?:duel[ea])/g, 3)?.sort()).toEqual(
      [" du", "due", "le ", "led", "se ", "sed"].sort(),
    );
  });

  it("expands small classes and reads groups as their alternatives", () => {
    expect(matchPrefixes(/(?<!x)(?:dolor(?:es)?|[pq]unza)/g, 3)?.sort()).toEqual([
      "dol",
      "pun",
      "qun",
    ]);
  });

  it("gives no list when a match could begin with anything or the list is too long", () => {
    expect(matchPrefixes(/.ola/g, 3)).toBeNull();
    expect(matchPrefixes(/[^a]ola/g, 3)).toBeNull();
    expect(matchPrefixes(/\s+dolor/g, 3)).toBeNull();
    expect(matchPrefixes(/(?:x|)dolor?/g, 3)).toEqual(expect.arrayContaining(["dol", "xdo"]));
    expect(matchPrefixes(/(?:[a-z0-9]+ ){0,3}pecho/g, 3)).toBeNull();
    expect(matchPrefixes(/(a)\1/g, 3)).toEqual(["a"]);
    expect(matchPrefixes(/dolor/i, 3)).toBeNull();
  });

  it("reads five characters unless told otherwise", () => {
    expect(matchPrefixes(/(?:me (?:duele|arde)|ir)/g)?.sort()).toEqual(["ir", "me ar", "me du"]);
  });

  it("gives no list to a pattern that can match nothing at all", () => {
    expect(matchPrefixes(/(?:dolor)?/g, 3)).toBeNull();
  });
});

describe("prefixIndex", () => {
  const patterns = [
    /(?<![a-z0-9])(?:pecho|torax)(?![a-z0-9])/g,
    /(?<![a-z0-9])(?:.olor)(?![a-z0-9])/g,
    /(?<![a-z0-9])(?:fiebre)(?![a-z0-9])/g,
  ];
  const index = prefixIndex(patterns);

  it("keeps the patterns whose first letters start a word, in order", () => {
    expect(index.candidates("me duele el pecho")).toEqual([0, 1]);
    expect(index.candidates("tengo fiebre y torax")).toEqual([0, 1, 2]);
    expect(index.candidates("tengo tos")).toEqual([1]);
  });

  it("looks only at the starts of words when every pattern begins at one", () => {
    expect(index.candidates("calentura sinfiebre")).toEqual([1]);
    const inside = prefixIndex([/(?:fiebre)/g]);
    expect(inside.candidates("sinfiebre")).toEqual([0]);
  });
});

describe("findConcepts with the prefix index", () => {
  const texts = everyText();

  it("reads thousands of messages from the evaluation sets", () => {
    expect(texts.length).toBeGreaterThan(3000);
  });

  it("finds exactly what trying every concept finds, in every message", () => {
    let withFindings = 0;
    const different: string[] = [];
    for (const text of texts) {
      const message = normalizeMessage(text);
      const all = JSON.stringify(findConcepts(message, { everyConcept: true }));
      if (JSON.stringify(findConcepts(message)) !== all) different.push(text);
      if (all !== "[]") withFindings++;
    }
    expect(different).toEqual([]);
    // The comparison is worth something only if many messages hold concepts.
    expect(withFindings).toBeGreaterThan(1000);
  }, 60_000);
});
