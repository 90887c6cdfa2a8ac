import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  DEV_ADDITIONS_FROM,
  FRESH_FROM,
  loadEvalQueries,
  splitForId,
} from "../../tests/search-eval/queries.ts";

describe("the search evaluation set", () => {
  const queries = loadEvalQueries();

  it("holds at least 300 queries, every category well represented", () => {
    expect(queries.length).toBeGreaterThanOrEqual(300);
    for (const category of CATEGORIES) {
      expect(queries.filter((q) => q.category === category).length).toBeGreaterThanOrEqual(20);
    }
  });

  it("numbers each category without gaps, so every fifth is exactly the held-out fifth", () => {
    for (const category of CATEGORIES) {
      const numbers = queries
        .filter((q) => q.category === category)
        .map((q) => Number(q.id.slice(category.length + 1)))
        .filter((n) => n < FRESH_FROM)
        .sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      const heldout = queries.filter((q) => q.category === category && q.split === "heldout");
      expect(heldout.length).toBe(Math.floor(numbers.length / 5));
    }
  });

  it("keeps each split in its own file and the rule in one place", () => {
    expect(loadEvalQueries(["dev"]).every((q) => q.split === "dev")).toBe(true);
    expect(loadEvalQueries(["heldout"]).every((q) => q.split === "heldout")).toBe(true);
    expect(splitForId("sintoma-010")).toBe("heldout");
    expect(splitForId("sintoma-011")).toBe("dev");
    expect(splitForId("sintoma-510")).toBe("fresh");
    expect(splitForId("sintoma-610")).toBe("dev");
    expect(loadEvalQueries(["fresh"]).every((q) => q.split === "fresh")).toBe(true);
  });

  it("holds a fresh held-out set of about 60 queries in every category, numbered from 501", () => {
    const fresh = loadEvalQueries(["fresh"]);
    expect(fresh.length).toBeGreaterThanOrEqual(55);
    for (const category of CATEGORIES) {
      const numbers = fresh
        .filter((q) => q.category === category)
        .map((q) => Number(q.id.slice(category.length + 1)))
        .sort((a, b) => a - b);
      expect(numbers.length).toBeGreaterThanOrEqual(5);
      expect(numbers).toEqual(numbers.map((_, i) => i + FRESH_FROM));
    }
  });

  it("numbers the later dev additions from 601 without gaps, all of them dev", () => {
    for (const category of CATEGORIES) {
      const added = queries.filter(
        (q) =>
          q.category === category && Number(q.id.slice(category.length + 1)) >= DEV_ADDITIONS_FROM,
      );
      expect(added.every((q) => q.split === "dev")).toBe(true);
      const numbers = added
        .map((q) => Number(q.id.slice(category.length + 1)))
        .sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => i + DEV_ADDITIONS_FROM));
    }
  });

  // Case and spacing variants ("CARDIOLOGO", "   pediatra   ") are deliberate edge cases.
  it("asks each exact text once", () => {
    const texts = queries.map((q) => q.query);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
