import { parseRegExpLiteral, type AST } from "@eslint-community/regexpp";

/**
 * A cheap, exact pre-check for the concept patterns. Each pattern is read once (its syntax
 * tree, not its text) to list the strings one of which begins every possible match, up to
 * PREFIX_LENGTH characters; a message can only match the pattern if one of those strings
 * starts at a place where a match may start. Patterns whose matches could begin with anything
 * get no list and always run. The pre-check only skips patterns that cannot match, so the
 * findings are the same with and without it (a test compares both over every corpus).
 */
export const PREFIX_LENGTH = 5;

/** Above this many strings a pattern is not worth indexing: it always runs. */
const MAX_PREFIXES = 1_000;

/** Marks a string shorter than the length read after which anything may follow. */
const OPEN = "\u0001";

/**
 * A set of strings, each either complete (the element matched exactly it) or a prefix: a
 * string of the length read, or a shorter one marked OPEN, after which anything may follow.
 * Null stands for "any string".
 */
type Strings = Set<string> | null;

function union(sets: readonly Strings[]): Strings {
  const out = new Set<string>();
  for (const set of sets) {
    if (set === null) return null;
    for (const entry of set) out.add(entry);
    if (out.size > MAX_PREFIXES) return null;
  }
  return out;
}

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
}

const DIGITS = range(0x30, 0x39);
const WORD_CHARS = [...range(0x41, 0x5a), ...range(0x61, 0x7a), ...DIGITS, "_"];

/** The characters a class element stands for, or null when they are too many to list. */
function characters(element: AST.CharacterClassElement | AST.CharacterSet): string[] | null {
  switch (element.type) {
    case "Character":
      return [String.fromCodePoint(element.value)];
    case "CharacterClassRange":
      return element.max.value - element.min.value > 64
        ? null
        : range(element.min.value, element.max.value);
    case "CharacterSet":
      if (element.kind === "digit" && !element.negate) return DIGITS;
      if (element.kind === "word" && !element.negate) return WORD_CHARS;
      return null;
    default:
      return null;
  }
}

/** What a pattern's parts can begin with, read up to `length` characters. */
function prefixReader(length: number) {
  const isPrefix = (entry: string) => entry.length >= length || entry.endsWith(OPEN);

  function concat(left: Strings, right: Strings): Strings {
    if (left === null) return null;
    const out = new Set<string>();
    for (const a of left) {
      if (isPrefix(a)) out.add(a);
      else if (right === null) out.add(a + OPEN);
      else {
        for (const b of right) {
          // Only `b` can end with OPEN: `a` is complete.
          const joined = a + b;
          const bare = joined.replace(OPEN, "");
          out.add(bare.length >= length ? bare.slice(0, length) : joined);
        }
      }
      if (out.size > MAX_PREFIXES) return null;
    }
    return out;
  }

  function ofElement(element: AST.Element): Strings {
    switch (element.type) {
      case "Character":
        return new Set([String.fromCodePoint(element.value)]);
      case "CharacterClass": {
        if (element.negate) return null;
        const chars: string[] = [];
        for (const part of element.elements) {
          const some = characters(part);
          if (some === null) return null;
          chars.push(...some);
        }
        return new Set(chars);
      }
      case "CharacterSet": {
        const chars = characters(element);
        return chars === null ? null : new Set(chars);
      }
      case "Assertion":
        // Zero-width: what it demands only narrows the matches, never widens them.
        return new Set([""]);
      case "Group":
      case "CapturingGroup":
        return ofAlternatives(element.alternatives);
      case "Quantifier": {
        // n repetitions for n up to `length` (or the minimum) cover every prefix: more
        // repetitions only lengthen strings already `length` long.
        const inner = ofElement(element.element);
        const most = Math.max(element.min, Math.min(element.max, length));
        let power: Strings = new Set([""]);
        const powers: Strings[] = element.min === 0 ? [new Set([""])] : [];
        for (let n = 1; n <= most; n++) {
          power = concat(power, inner);
          if (n >= element.min) powers.push(power);
        }
        return union(powers);
      }
      default:
        // Back-references and anything newer: no list.
        return null;
    }
  }

  /** A sequence is read only until every string it may begin with is `length` long. */
  function ofSequence(elements: readonly AST.Element[]): Strings {
    let strings: Strings = new Set([""]);
    for (const element of elements) {
      if (strings === null || [...strings].every(isPrefix)) break;
      strings = concat(strings, ofElement(element));
    }
    return strings;
  }

  function ofAlternatives(alternatives: readonly AST.Alternative[]): Strings {
    return union(alternatives.map((alternative) => ofSequence(alternative.elements)));
  }

  return ofAlternatives;
}

/**
 * The strings (at most `length` characters) one of which begins every match of the pattern,
 * or null when the pattern must always run (a match could begin with anything, the list
 * would be too long, or a flag changes what the letters mean).
 */
export function matchPrefixes(pattern: RegExp, length = PREFIX_LENGTH): string[] | null {
  if (/[iuv]/.test(pattern.flags)) return null;
  const strings = prefixReader(length)(parseRegExpLiteral(pattern).pattern.alternatives);
  if (strings === null) return null;
  const prefixes = [...strings].map((entry) => entry.replace(OPEN, ""));
  return prefixes.includes("") ? null : [...new Set(prefixes)];
}

/** `(?<![a-z0-9])` first: a match only starts at the beginning of a word or after one. */
const WORD_START = "(?<![a-z0-9])";

interface PrefixTable {
  byPrefix: Map<string, number[]>;
  /** Patterns without a list: they always run. */
  always: number[];
  /** Some pattern may start a match inside a word. */
  anywhere: boolean;
}

function prefixTable(patterns: readonly RegExp[]): PrefixTable {
  const table: PrefixTable = { byPrefix: new Map(), always: [], anywhere: false };
  patterns.forEach((pattern, position) => {
    const prefixes = matchPrefixes(pattern);
    if (prefixes === null) {
      table.always.push(position);
      return;
    }
    if (!pattern.source.startsWith(WORD_START)) table.anywhere = true;
    for (const prefix of prefixes) {
      const list = table.byPrefix.get(prefix);
      if (list) list.push(position);
      else table.byPrefix.set(prefix, [position]);
    }
  });
  return table;
}

const isWordChar = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/**
 * An index of the patterns by the strings their matches begin with. `candidates(text)` gives
 * the positions (in the list given) of the patterns that might match the text, in order. The
 * table is built on the first call (reading the patterns takes a tenth of a second or so), not
 * when the module loads.
 */
export function prefixIndex(patterns: readonly RegExp[]): { candidates(text: string): number[] } {
  let table: PrefixTable | undefined;
  return {
    candidates(text) {
      const { byPrefix, always, anywhere } = (table ??= prefixTable(patterns));
      const chosen = new Uint8Array(patterns.length);
      for (const position of always) chosen[position] = 1;
      for (let i = 0; i < text.length; i++) {
        if (!anywhere && i > 0 && isWordChar(text.charCodeAt(i - 1))) continue;
        for (let length = 1; length <= PREFIX_LENGTH && i + length <= text.length; length++) {
          const list = byPrefix.get(text.slice(i, i + length));
          if (list) for (const position of list) chosen[position] = 1;
        }
      }
      const out: number[] = [];
      for (let position = 0; position < patterns.length; position++) {
        if (chosen[position]) out.push(position);
      }
      return out;
    },
  };
}
