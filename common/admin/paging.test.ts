import { describe, expect, it } from "vitest";
import {
  ADMIN_MESSAGES,
  adminProviderQuerySchema,
  DEFAULT_FILTERS,
  hasActiveFilters,
  providerListParams,
} from "./providers.ts";
import { adminPageItems, adminPager, totalFromFirstPage } from "../pagination.ts";

const pages = (current: number, total: number) =>
  adminPageItems(current, total).map((item) => (item.type === "page" ? item.page : "…"));

describe("admin paging at the page size and one past it", () => {
  it("shows no pager for 50 rows and two pages for 51", () => {
    expect(adminPager(1, 50, 0)).toBeNull();
    expect(adminPager(1, 50, 50)).toBeNull();
    expect(adminPager(1, 50, 51)).toEqual({ totalPages: 2, from: 1, to: 50 });
    expect(adminPager(2, 50, 51)).toEqual({ totalPages: 2, from: 51, to: 51 });
    expect(adminPager(3, 50, 150)).toEqual({ totalPages: 3, from: 101, to: 150 });
    expect(adminPager(2, 50, 101)).toEqual({ totalPages: 3, from: 51, to: 100 });
  });

  it("counts rows only when the first page is full or a later page is asked", () => {
    expect(totalFromFirstPage({ offset: 0, limit: 50 }, 0)).toBe(0);
    expect(totalFromFirstPage({ offset: 0, limit: 50 }, 49)).toBe(49);
    // 50 rows on a 50-row page may be the first 50 of many: the total needs a count.
    expect(totalFromFirstPage({ offset: 0, limit: 50 }, 50)).toBeNull();
    expect(totalFromFirstPage({ offset: 50, limit: 50 }, 1)).toBeNull();
    expect(totalFromFirstPage({ offset: 1, limit: 50 }, 0)).toBeNull();
  });

  it("asks the second page from the 51st row, and every page by 50", () => {
    const offsets = [1, 2, 3].map((page) =>
      providerListParams({ ...DEFAULT_FILTERS }, { sortBy: "name", sortOrder: "asc" }, page),
    );
    expect(offsets.map((params) => [params.get("offset"), params.get("limit")])).toEqual([
      ["0", "50"],
      ["50", "50"],
      ["100", "50"],
    ]);
  });

  it("accepts a page size of 1 to 200 and an offset from 0", () => {
    const parse = (query: Record<string, string>) => adminProviderQuerySchema.safeParse(query);
    expect(parse({}).data).toMatchObject({ limit: 50, offset: 0 });
    expect(parse({ limit: "200", offset: "0" }).success).toBe(true);
    expect(parse({ limit: "201" }).success).toBe(false);
    expect(parse({ limit: "1" }).success).toBe(true);
    expect(parse({ limit: "0" }).success).toBe(false);
    expect(parse({ offset: "-1" }).success).toBe(false);
    expect(parse({ offset: "10000000" }).success).toBe(true);
    expect(parse({ offset: "10000001" }).success).toBe(false);
    expect(parse({ limit: "2.5" }).success).toBe(false);
  });
});

const sort = { sortBy: "createdAt", sortOrder: "desc" } as const;

describe("the pager's ellipses and the list call's empty filters", () => {
  it("names each ellipsis and shows the last one until the last page is a button", () => {
    expect(adminPageItems(10, 20)).toEqual([
      { type: "ellipsis", key: "antes" },
      ...[8, 9, 10, 11, 12].map((page) => ({ type: "page", page })),
      { type: "ellipsis", key: "despues" },
    ]);
    expect(pages(16, 20)).toEqual(["…", 14, 15, 16, 17, 18, "…"]);
    expect(pages(17, 20)).toEqual(["…", 15, 16, 17, 18, 19, "…"]);
    expect(pages(18, 20)).toEqual(["…", 16, 17, 18, 19, 20]);
  });

  it("leaves out a blank filter whatever its 'all' value, and counts none as active", () => {
    const blank = { ...DEFAULT_FILTERS, cedula: "  ", city: "", specialty: " todas " };
    expect(Object.fromEntries(providerListParams(blank, sort, 1))).toEqual({
      sortBy: "createdAt",
      sortOrder: "desc",
      limit: "50",
      offset: "0",
    });
    expect(hasActiveFilters(blank)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, city: " Guadalajara " })).toBe(true);
  });

  it("answers a page size or offset that is not a number with the filter message", () => {
    for (const query of [{ limit: "cincuenta" }, { offset: "x" }]) {
      const parsed = adminProviderQuerySchema.safeParse(query);
      expect(parsed.error?.issues[0]?.message).toBe(ADMIN_MESSAGES.invalidFilter);
    }
  });
});
