import { describe, expect, it } from "vitest";
import { paginationWindow, totalPagesFor } from "./pagination.ts";

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
    expect(totalPagesFor(0, 10)).toBe(1);
    expect(totalPagesFor(10, 10)).toBe(1);
    expect(totalPagesFor(11, 10)).toBe(2);
  });

  it("stops at the page that holds the 1,000th result, however many there are", () => {
    expect(totalPagesFor(1_000, 10)).toBe(100);
    expect(totalPagesFor(1_005, 10)).toBe(100);
    expect(totalPagesFor(46_130, 10)).toBe(100);
    expect(totalPagesFor(46_130, 100)).toBe(10);
  });
});
