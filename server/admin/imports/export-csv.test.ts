import { describe, expect, it } from "vitest";
import { spreadsheetCsv } from "./export-csv.ts";

describe("spreadsheetCsv", () => {
  it("starts with a byte-order mark and quotes every cell, doubling quotes", () => {
    const csv = spreadsheetCsv(["Fila", "Motivo"], [[3, 'falta "el nombre", otra vez']]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toBe('\uFEFF"Fila","Motivo"\r\n"3","falta ""el nombre"", otra vez"\r\n');
  });

  it("keeps cells that would run as formulas as text", () => {
    const csv = spreadsheetCsv(["a"], [['=HYPERLINK("x")'], ["+1"], ["-2"], ["@SUM(A1)"], ["\tx"]]);
    const cells = csv.slice(1).trim().split("\r\n").slice(1);
    expect(cells).toEqual(['"\'=HYPERLINK(""x"")"', '"\'+1"', '"\'-2"', '"\'@SUM(A1)"', '"\'\tx"']);
  });

  it("writes null as an empty cell and keeps line breaks inside quotes", () => {
    expect(spreadsheetCsv(["a", "b"], [[null, "uno\ndos"]])).toBe(
      '\uFEFF"a","b"\r\n"","uno\ndos"\r\n',
    );
  });
});
