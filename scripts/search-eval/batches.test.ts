import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSearchBatches, parseBatchFile } from "../../tests/search-eval/batches.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "search-batches-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const line = (entry: Record<string, unknown>) => JSON.stringify(entry);
const place = {
  id: "lugar-701",
  category: "lugar",
  query: "pediatra en zapopan",
  accept: { specialties: ["pediatria"], city: "guadalajara" },
};
const qualifier = {
  id: "calificador-705",
  category: "calificador",
  query: "ginecologa mujer que hable ingles menos de 800",
  accept: { specialties: ["ginecologia"], gender: "F", language: "en", maxPrice: 800 },
};

function write(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, lines.join("\n") + "\n");
  return file;
}

describe("search batches", () => {
  it("reads batch lines without a split, the new categories and keys, in category order", () => {
    const file = write("batch-01.jsonl", [line(qualifier), "", line(place)]);
    const batch = parseBatchFile(file);
    expect(batch.name).toBe("batch-01");
    expect(batch.entries.map((e) => e.id)).toEqual(["lugar-701", "calificador-705"]);
    expect(batch.entries[1]!.accept).toEqual(qualifier.accept);
    expect(batch.entries.every((e) => e.split === undefined)).toBe(true);
  });

  it("accepts any number from 701 and ignores a split given anyway", () => {
    const file = write("batch-02.jsonl", [
      line({ ...place, id: "lugar-1234" }),
      line({ ...place, id: "lugar-702", query: "x", split: "dev" }),
    ]);
    const batch = parseBatchFile(file);
    expect(batch.entries.map((e) => e.id)).toEqual(["lugar-1234", "lugar-702"]);
    expect(batch.entries.every((e) => !("split" in e))).toBe(true);
  });

  it.each([
    ["a number under 701", { ...place, id: "lugar-700" }, /numbered below 701/],
    ["an id of another category", { ...place, id: "ingles-701" }, /does not match its category/],
    ["a prefix that only starts like the category", { ...place, id: "lugar-x-701" }, /match/],
    ["an unknown category", { ...place, id: "otro-701", category: "otro" }, /category/],
    ["an unknown accept key", { ...place, accept: { near: true } }, /near/],
    ["a gender other than F or M", { ...qualifier, accept: { gender: "X" } }, /gender/],
    ["a language other than en", { ...qualifier, accept: { language: "fr" } }, /language/],
    [
      "a price that is not a positive number",
      { ...qualifier, accept: { maxPrice: 0 } },
      /maxPrice/,
    ],
  ])("refuses %s, naming the file and line", (_label, entry, message) => {
    const file = write("batch-03.jsonl", [line(place).replace("701", "799"), line(entry)]);
    expect(() => parseBatchFile(file)).toThrow(message);
    expect(() => parseBatchFile(file)).toThrow(/batch-03\.jsonl:2/);
  });

  it("refuses a duplicate id, a line that is not JSON and an empty batch", () => {
    expect(() => parseBatchFile(write("batch-04.jsonl", [line(place), line(place)]))).toThrow(
      /duplicate id lugar-701/,
    );
    expect(() => parseBatchFile(write("batch-05.jsonl", ["{oops"]))).toThrow(/not a JSON line/);
    expect(() => parseBatchFile(write("batch-06.jsonl", [""]))).toThrow(/no queries/);
  });

  it("counts only batch-NN.jsonl files directly in the folder, in order", () => {
    write("batch-02.jsonl", [line(place)]);
    write("batch-01.jsonl", [line(qualifier)]);
    write("notes.jsonl", [line(place)]);
    write("first-scores.json", ["{}"]);
    mkdirSync(path.join(dir, "fixtures"));
    write("fixtures/batch-09.jsonl", [line(place)]);
    expect(loadSearchBatches(dir).map((b) => b.name)).toEqual(["batch-01", "batch-02"]);
    expect(loadSearchBatches(path.join(dir, "missing"))).toEqual([]);
  });
});
