import { describe, expect, it } from "vitest";
import {
  adminPageItems,
  offsetOf,
  pageRange,
  paginationWindow,
  totalPagesFor,
} from "./pagination.ts";
import { MAX_SEARCH_OFFSET } from "./search/values.ts";

describe("offsetOf", () => {
  it("skips nothing on page 1 and one page's worth more on each next page", () => {
    expect(offsetOf(1, 50)).toBe(0);
    expect(offsetOf(2, 50)).toBe(50);
    expect(offsetOf(3, 50)).toBe(100);
  });

  it("reads the 51st row on page 2, never skipping or repeating one (N and N+1)", () => {
    const rows = Array.from({ length: 120 }, (_, i) => i + 1);
    const pageOf = (page: number) => rows.slice(offsetOf(page, 50), offsetOf(page, 50) + 50);
    expect(pageOf(1).at(-1)).toBe(50);
    expect(pageOf(2)[0]).toBe(51);
    expect([...pageOf(1), ...pageOf(2), ...pageOf(3)]).toEqual(rows);
  });

  it("treats anything below page 1 as page 1", () => {
    expect(offsetOf(0, 50)).toBe(0);
    expect(offsetOf(-3, 50)).toBe(0);
  });
});

describe("totalPagesFor without a depth limit", () => {
  it("counts every page, and at least one", () => {
    expect(totalPagesFor(0, 50)).toBe(1);
    expect(totalPagesFor(50, 50)).toBe(1);
    expect(totalPagesFor(51, 50)).toBe(2);
    expect(totalPagesFor(1_000_000, 50)).toBe(20_000);
  });
});

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

const render = (current: number, total: number) =>
  paginationWindow(current, total)
    .map((item) => (item.type === "page" ? String(item.page) : "…"))
    .join(" ");

describe("pagination window", () => {
  it("shows nothing for a single page", () => {
    expect(paginationWindow(1, 1)).toEqual([]);
  });

  it("shows every page when they fit in the window", () => {
    expect(render(1, 5)).toBe("1 2 3 4 5");
    expect(render(3, 6)).toBe("1 2 3 4 5 6");
  });

  it("shows first, last and two either side, with ellipses for the gaps", () => {
    expect(render(1, 20)).toBe("1 2 3 … 20");
    expect(render(10, 20)).toBe("1 … 8 9 10 11 12 … 20");
    expect(render(20, 20)).toBe("1 … 18 19 20");
    expect(render(4, 20)).toBe("1 2 3 4 5 6 … 20");
    expect(render(5, 20)).toBe("1 2 3 4 5 6 7 … 20");
    expect(render(6, 20)).toBe("1 … 4 5 6 7 8 … 20");
  });

  it("counts pages from the total and the page size", () => {
    expect(totalPagesFor(0, 10, MAX_SEARCH_OFFSET)).toBe(1);
    expect(totalPagesFor(10, 10, MAX_SEARCH_OFFSET)).toBe(1);
    expect(totalPagesFor(11, 10, MAX_SEARCH_OFFSET)).toBe(2);
  });

  it("stops at the page that holds the 1,000th result, however many there are", () => {
    expect(totalPagesFor(1_000, 10, MAX_SEARCH_OFFSET)).toBe(100);
    expect(totalPagesFor(1_005, 10, MAX_SEARCH_OFFSET)).toBe(100);
    expect(totalPagesFor(46_130, 10, MAX_SEARCH_OFFSET)).toBe(100);
    expect(totalPagesFor(46_130, 100, MAX_SEARCH_OFFSET)).toBe(10);
  });
});
