/**
 * The one pagination module: pages are 1-based everywhere (URLs, forms, DTOs) and become a SQL
 * offset only here. The admin panel and the public results draw their page buttons
 * differently (each as its spec says), from the same item type.
 */

export type PageItem = { type: "page"; page: number } | { type: "ellipsis"; key: string };

/** The rows a 1-based page skips: page 1 skips none, page 2 skips one page's worth. */
export function offsetOf(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

/**
 * The admin list's page buttons (admin-side 2): at most `max` consecutive pages around the
 * current one, with an ellipsis where pages are left out at either end.
 */
export function adminPageItems(current: number, totalPages: number, max = 5): PageItem[] {
  if (totalPages <= 1) return [];
  const size = Math.min(max, totalPages);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, totalPages - size + 1);
  const items: PageItem[] = [];
  if (start > 1) items.push({ type: "ellipsis", key: "antes" });
  for (let page = start; page < start + size; page++) items.push({ type: "page", page });
  if (start + size - 1 < totalPages) items.push({ type: "ellipsis", key: "despues" });
  return items;
}

/** 'Mostrando X a Y de N resultados' numbers for a 1-based page. */
export function pageRange(page: number, pageSize: number, total: number) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return { from, to };
}

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
 * Pages of `total` results, at most those that hold the first `maxOffset` results (the search
 * passes MAX_SEARCH_OFFSET: a page further down would read every listing before it). Never 0.
 */
export function totalPagesFor(total: number, pageSize: number, maxOffset = Infinity): number {
  const deepest = Math.max(1, Math.floor(maxOffset / pageSize));
  return Math.min(deepest, Math.max(1, Math.ceil(total / pageSize)));
}

/**
 * The pager under an admin list: none when every row fits on one page, else how many pages
 * and which rows this one shows. 51 rows at 50 a page are two pages.
 */
export function adminPager(page: number, pageSize: number, total: number) {
  if (total <= pageSize) return null;
  return { totalPages: Math.ceil(total / pageSize), ...pageRange(page, pageSize, total) };
}

/**
 * A list's total without a count query when the first page says it: fewer rows than asked
 * from the start are every row. Null when a count is needed (a full page, or a later one).
 */
export function totalFromFirstPage(
  page: { offset: number; limit: number },
  rows: number,
): number | null {
  return page.offset === 0 && rows < page.limit ? rows : null;
}
