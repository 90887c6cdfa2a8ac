import { Fragment } from "react";
import { parseMarkup, type MarkupRun } from "../../../common/blog/markup.ts";

function Run({ run }: { run: MarkupRun }) {
  // React escapes the text: markup can make words bold or italic, never inject HTML.
  let node: React.ReactNode = run.text;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong className="font-semibold text-gray-900">{node}</strong>;
  return node;
}

/** Text with the blog's simple markup: **bold**, *italic* and line breaks. */
export function MarkupText({ text }: { text: string }) {
  const lines = parseMarkup(text);
  return (
    <>
      {lines.map((runs, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {runs.map((run, runIndex) => (
            <Run key={runIndex} run={run} />
          ))}
        </Fragment>
      ))}
    </>
  );
}
