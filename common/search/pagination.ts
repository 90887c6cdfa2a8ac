import { MAX_SEARCH_OFFSET } from "./values.ts";

export type PageItem = { type: "page"; page: number } | { type: "ellipsis"; key: string };

/**
 * Spec public-side 5: first, last and a window of `radius` pages either side of the current
 * one, with ellipses for the gaps (a gap of one page shows the page). Nothing when there is a single page.
 */
export function paginationWindow(current: number, totalPages: number, radius = 2): PageItem[] {
  if (totalPages <= 1) return [];
  const pages = new Set<number>([1, totalPages]);
  for (let page = current - radius; page <= current + radius; page++) {
    if (page >= 1 && page <= totalPages) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    // An ellipsis standing for a single page hides nothing: show that page instead.
    if (previous !== undefined && page - previous === 2)
      items.push({ type: "page", page: previous + 1 });
    if (previous !== undefined && page - previous > 2)
      items.push({ type: "ellipsis", key: `${previous}-${page}` });
    items.push({ type: "page", page });
  });
  return items;
}

/**
 * Pages of `total` results, at most those that hold the first MAX_SEARCH_OFFSET results: a page
 * further down would read every listing before it (and totals stop counting there anyway).
 */
export function totalPagesFor(total: number, pageSize: number): number {
  const deepest = Math.max(1, Math.floor(MAX_SEARCH_OFFSET / pageSize));
  return Math.min(deepest, Math.max(1, Math.ceil(total / pageSize)));
}
