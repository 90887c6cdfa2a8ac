import { describe, expect, it } from "vitest";
import { adminPageItems, pageRange } from "./pagination.ts";

const pages = (current: number, total: number) =>
  adminPageItems(current, total).map((item) => (item.type === "page" ? item.page : "…"));

describe("admin pagination", () => {
  it("shows nothing for a single page and every page up to five", () => {
    expect(pages(1, 1)).toEqual([]);
    expect(pages(2, 3)).toEqual([1, 2, 3]);
    expect(pages(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("never shows more than five page buttons, with ellipses for the rest", () => {
    expect(pages(1, 20)).toEqual([1, 2, 3, 4, 5, "…"]);
    expect(pages(10, 20)).toEqual(["…", 8, 9, 10, 11, 12, "…"]);
    expect(pages(20, 20)).toEqual(["…", 16, 17, 18, 19, 20]);
    for (let current = 1; current <= 1000; current += 37) {
      const items = adminPageItems(current, 1000);
      expect(items.filter((i) => i.type === "page")).toHaveLength(5);
      expect(items.some((i) => i.type === "page" && i.page === current)).toBe(true);
    }
  });

  it("counts 'Mostrando X a Y de N resultados'", () => {
    expect(pageRange(1, 50, 120)).toEqual({ from: 1, to: 50 });
    expect(pageRange(3, 50, 120)).toEqual({ from: 101, to: 120 });
    expect(pageRange(1, 50, 0)).toEqual({ from: 0, to: 0 });
  });
});
