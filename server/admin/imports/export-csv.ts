/** A spreadsheet would run a cell starting with these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formulas neutralised with a leading apostrophe, then quoted. */
function cell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * CSV for Excel and the other spreadsheets an administrator opens: UTF-8 with a byte-order
 * mark (so Excel reads "Cédula" and not "CÃ©dula"), CRLF lines, every cell quoted.
 */
export function spreadsheetCsv(header: string[], rows: (string | number | null)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
