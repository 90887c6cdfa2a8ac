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

// Bold first so "**a**" is not read as two empty italics; italics may not start or end
// with a space, so "2 * 3 * 4" stays arithmetic.
const INLINE = /\*\*(?=\S)(.+?)(?<=\S)\*\*|\*(?=[^\s*])(.+?)(?<=[^\s*])\*/g;

function pushRun(runs: MarkupRun[], run: MarkupRun): void {
  if (!run.text) return;
  const last = runs.at(-1);
  if (last && last.bold === run.bold && last.italic === run.italic) last.text += run.text;
  else runs.push({ ...run });
}

function parseInline(text: string, outer: { bold: boolean; italic: boolean }): MarkupRun[] {
  const runs: MarkupRun[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    pushRun(runs, { text: text.slice(last, index), ...outer });
    if (match[1] !== undefined) {
      for (const inner of parseInline(match[1], { ...outer, bold: true })) pushRun(runs, inner);
    } else {
      pushRun(runs, { text: match[2]!, bold: outer.bold, italic: true });
    }
    last = index + match[0].length;
  }
  pushRun(runs, { text: text.slice(last), ...outer });
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
