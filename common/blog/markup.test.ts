import { readdirSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { parseMarkup, type MarkupRun } from "./markup.ts";

/**
 * The first, regex-based parser, kept here as the reference the one-pass parser must agree
 * with: same runs for every input. It is quadratic on a long line of unclosed markers.
 */
const INLINE = /\*\*(?=\S)(.+?)(?<=\S)\*\*|\*(?=[^\s*])(.+?)(?<=[^\s*])\*/g;

function referencePush(runs: MarkupRun[], run: MarkupRun): void {
  if (!run.text) return;
  const last = runs.at(-1);
  if (last && last.bold === run.bold && last.italic === run.italic) last.text += run.text;
  else runs.push({ ...run });
}

function referenceInline(text: string, outer: { bold: boolean; italic: boolean }): MarkupRun[] {
  const runs: MarkupRun[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    referencePush(runs, { text: text.slice(last, match.index), ...outer });
    if (match[1] !== undefined) {
      for (const inner of referenceInline(match[1], { ...outer, bold: true })) {
        referencePush(runs, inner);
      }
    } else {
      referencePush(runs, { text: match[2]!, bold: outer.bold, italic: true });
    }
    last = match.index + match[0].length;
  }
  referencePush(runs, { text: text.slice(last), ...outer });
  return runs;
}

const reference = (source: string) =>
  source
    .replace(/\r/g, "")
    .split("\n")
    .map((line) => referenceInline(line, { bold: false, italic: false }));

/** Every string of a seed article (title, excerpt, paragraphs, lists…). */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A deterministic pseudo-random generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe("the one-pass markup parser", () => {
  it("reads every seed article exactly as the regex parser did", async () => {
    const folder = new URL("./articles/", import.meta.url);
    const files = readdirSync(folder).filter((file) => file.endsWith(".ts"));
    expect(files.length).toBeGreaterThanOrEqual(12);
    let checked = 0;
    for (const file of files) {
      const module = (await import(new URL(file, folder).href)) as Record<string, unknown>;
      for (const text of stringsOf(module)) {
        expect(parseMarkup(text), `${file}: ${text.slice(0, 60)}`).toEqual(reference(text));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("agrees with the regex parser on thousands of tricky random lines", () => {
    const random = generator(2026);
    const alphabet = ["*", "*", "*", "**", "a", "b", " ", "\u00a0", "\u2028", "\n", "é", "<", "\t"];
    for (let case_ = 0; case_ < 5_000; case_++) {
      let text = "";
      const length = Math.floor(random() * 24);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
      expect(parseMarkup(text), JSON.stringify(text)).toEqual(reference(text));
    }
  });

  it("reads a 20,000-character post in linear work, whatever its markers", () => {
    // The regex parser tried every opening marker against the rest of the line (quadratic:
    // 100-1000 ms on these posts). Work is counted, not timed: every character test the
    // parser makes goes through isSpace's RegExp#test, and a linear reading makes a few per
    // character whatever the markers, where a quadratic one makes thousands.
    const posts = {
      "one line of unclosed bold": "**a ".repeat(5_000),
      "one line of unclosed italics": "*a ".repeat(6_667),
      "many short lines": "**a *b\n".repeat(2_857),
      "nested and stacked markers": "***a **b *c ".repeat(1_667),
    };
    const tests = vi.spyOn(RegExp.prototype, "test");
    try {
      for (const [name, post] of Object.entries(posts)) {
        expect(post.length).toBeGreaterThanOrEqual(19_999);
        tests.mockClear();
        parseMarkup(post);
        expect(tests.mock.calls.length, name).toBeGreaterThan(0);
        expect(tests.mock.calls.length, name).toBeLessThanOrEqual(4 * post.length);
      }
    } finally {
      tests.mockRestore();
    }
  });
});
