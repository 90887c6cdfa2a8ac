/**
 * The blog's simple markup (public-side 2): **bold**, *italic* and line breaks. It is parsed
 * into runs of plain text that the page renders as React text, so an article or a doctor's
 * post can never inject HTML: `<script>` stays the seven characters it is.
 */
export interface MarkupRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

// The rules (unchanged since the first, regex-based version, which tried every opening
// marker against the rest of the line and so took quadratic time on a long unclosed line):
// - at each position, bold first, so "**a**" is not read as two empty italics;
// - **bold** opens with "**" before a non-space and closes at the FIRST "**" after a
//   non-space, at least one character later; its content may hold italics;
// - *italic* opens with "*" before a character that is neither a space nor "*", and closes
//   at the FIRST "*" after such a character; so "2 * 3 * 4" stays arithmetic;
// - neither crosses a line or paragraph separator (U+2028, U+2029).
// Each "first closing marker from here" is precomputed from the right, so a line is read in
// one pass whatever it holds.
const SPACE = /\s/;
const NONE = -1;

function isSpace(char: string | undefined): boolean {
  return char === undefined || SPACE.test(char);
}

/** For each position p, the first index ≥ p where `closes` holds, or NONE. */
function nextWhere(length: number, closes: (index: number) => boolean): Int32Array {
  const next = new Int32Array(length + 1).fill(NONE);
  for (let index = length - 1; index >= 0; index--) {
    next[index] = closes(index) ? index : next[index + 1]!;
  }
  return next;
}

function pushRun(runs: MarkupRun[], run: MarkupRun): void {
  if (!run.text) return;
  const last = runs.at(-1);
  if (last && last.bold === run.bold && last.italic === run.italic) last.text += run.text;
  else runs.push({ ...run });
}

function parseInline(text: string, outer: { bold: boolean; italic: boolean }): MarkupRun[] {
  const length = text.length;
  const boldClose = nextWhere(
    length,
    (j) => j > 0 && text[j] === "*" && text[j + 1] === "*" && !isSpace(text[j - 1]),
  );
  const italicClose = nextWhere(
    length,
    (j) => j > 0 && text[j] === "*" && text[j - 1] !== "*" && !isSpace(text[j - 1]),
  );
  const separator = nextWhere(length, (j) => text[j] === "\u2028" || text[j] === "\u2029");
  /** The closing index if it comes before any separator from `from` on. */
  const within = (from: number, close: number) => {
    const stop = separator[from]!;
    return close !== NONE && (stop === NONE || stop >= close) ? close : NONE;
  };

  const runs: MarkupRun[] = [];
  let plainFrom = 0;
  let index = 0;
  while (index < length) {
    if (text[index] !== "*") {
      index++;
      continue;
    }
    const bold =
      text[index + 1] === "*" && !isSpace(text[index + 2]) && index + 3 <= length
        ? within(index + 2, boldClose[index + 3]!)
        : NONE;
    if (bold !== NONE) {
      pushRun(runs, { text: text.slice(plainFrom, index), ...outer });
      const inner = parseInline(text.slice(index + 2, bold), { ...outer, bold: true });
      for (const run of inner) pushRun(runs, run);
      index = plainFrom = bold + 2;
      continue;
    }
    const next = text[index + 1];
    const italic =
      next !== "*" && !isSpace(next) && index + 2 <= length
        ? within(index + 1, italicClose[index + 2]!)
        : NONE;
    if (italic !== NONE) {
      pushRun(runs, { text: text.slice(plainFrom, index), ...outer });
      pushRun(runs, { text: text.slice(index + 1, italic), bold: outer.bold, italic: true });
      index = plainFrom = italic + 1;
      continue;
    }
    index++;
  }
  pushRun(runs, { text: text.slice(plainFrom), ...outer });
  return runs;
}

/** One array of runs per line ("\n" separates lines; "\r" is ignored). */
export function parseMarkup(source: string): MarkupRun[][] {
  return source
    .replace(/\r/g, "")
    .split("\n")
    .map((line) => parseInline(line, { bold: false, italic: false }));
}

/** The text without markers, for word counts, excerpts and feeds. */
export function markupToPlainText(source: string): string {
  return parseMarkup(source)
    .map((line) => line.map((run) => run.text).join(""))
    .join("\n");
}
