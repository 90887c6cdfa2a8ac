import { describe, expect, it } from "vitest";
import {
  articleWordCount,
  categorySlug,
  countWords,
  findCategoryBySlug,
  readingMinutes,
} from "./reading.ts";
import { BLOG_CATEGORIES } from "./types.ts";

describe("reading time", () => {
  it("is the word count divided by 200, rounded up", () => {
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
    expect(readingMinutes(1001)).toBe(6);
  });

  it("is at least one minute", () => {
    expect(readingMinutes(0)).toBe(1);
  });

  it("counts the words a reader reads, not the markup", () => {
    expect(countWords("**Llama** al *911*  de inmediato.\nNo esperes")).toBe(7);
    expect(
      articleWordCount({
        intro: "uno dos tres",
        sections: [{ title: "cuatro cinco", content: "seis", items: ["siete ocho", "nueve"] }],
        callToAction: "diez",
        references: [{ title: "no cuenta", source: "IMSS", url: "https://www.imss.gob.mx/" }],
      }),
    ).toBe(10);
  });
});

describe("category slugs", () => {
  it("are the spec's seven", () => {
    expect(BLOG_CATEGORIES.map(categorySlug)).toEqual([
      "dermatologia",
      "salud-mental",
      "salud-sexual",
      "cardiologia",
      "diabetes",
      "ginecologia",
      "sistema-de-salud",
    ]);
  });

  it.each([
    ["dermatologia", "Dermatología"],
    ["Dermatología", "Dermatología"],
    ["DERMATOLOGÍA", "Dermatología"],
    ["derma%C3%A9tologia", undefined],
    ["salud%20mental", "Salud Mental"],
    ["Salud Mental", "Salud Mental"],
    ["sistema-de-salud", "Sistema de Salud"],
    ["ginecolog%C3%ADa", "Ginecología"],
    ["pediatria", undefined],
    ["%E0%A4%A", undefined],
  ])("%s resolves to %s, ignoring accents and case", (value, expected) => {
    expect(findCategoryBySlug(value)).toBe(expected);
  });
});
