import { CSV_PREVIEW_LINE_CHARS, CSV_PREVIEW_LINES } from "../../../../common/imports/constants.ts";

/** Enough bytes for six lines of any sensible CSV. */
export const PREVIEW_BYTES = 64 * 1024;

/** UTF-8 when the bytes are UTF-8, otherwise Windows-1252 (Excel on Spanish Windows). */
export function decodePreviewBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // The cut may have split the last UTF-8 sequence: drop up to 3 bytes before giving up.
    for (let cut = 1; cut <= 3 && cut < bytes.length; cut++) {
      try {
        return new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, -cut));
      } catch {
        // keep trying
      }
    }
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** Admin-side 9: the first 6 lines of the file, each cut at 100 characters. */
export function previewLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\n|\r/)
    .slice(0, CSV_PREVIEW_LINES)
    .map((line) =>
      line.length > CSV_PREVIEW_LINE_CHARS ? `${line.slice(0, CSV_PREVIEW_LINE_CHARS)}…` : line,
    )
    .filter((line, index, lines) => line !== "" || index < lines.length - 1);
}

export async function readPreview(file: Blob): Promise<string[]> {
  const bytes = new Uint8Array(await file.slice(0, PREVIEW_BYTES).arrayBuffer());
  return previewLines(decodePreviewBytes(bytes));
}
