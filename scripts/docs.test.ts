import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./lib/build.ts";

const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");
const lines = (text: string) => text.split("\n").length;

describe("the documentation's shape", () => {
  it("keeps the README an entry point with the two commands CI runs", () => {
    const readme = read("README.md");
    expect(lines(readme)).toBeLessThanOrEqual(300);
    expect(readme).toContain("npm install && npm start");
    expect(readme).toContain("npm install && npm test");
    // CI installs with `npm ci` (the lockfile exactly) and runs the README's test command.
    expect(read(".ci/run")).toMatch(/^npm ci && npm test$/m);
  });

  it("keeps every page of docs/ under 800 lines", () => {
    const pages = readdirSync(path.join(projectRoot, "docs")).filter((f) => f.endsWith(".md"));
    const long = pages.filter((page) => lines(read(`docs/${page}`)) >= 800);
    expect(long).toEqual([]);
  });

  it("gives every ADR a date and a status, and lists it in the index", () => {
    const folder = "docs/decisions";
    const index = read(`${folder}/README.md`);
    const records = readdirSync(path.join(projectRoot, folder)).filter((f) =>
      /^\d{3}-.*\.md$/.test(f),
    );
    for (const record of records) {
      const text = read(`${folder}/${record}`);
      expect(text, record).toMatch(/^- Date: (\d{4}-\d{2}-\d{2}|YYYY-MM-DD)/m);
      expect(text, record).toMatch(/^- Status: \S/m);
      if (!record.startsWith("000-")) expect(index, record).toContain(`(${record})`);
    }
  });
});
