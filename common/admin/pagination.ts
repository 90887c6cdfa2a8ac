export type AdminPageItem = { type: "page"; page: number } | { type: "ellipsis"; key: string };

/**
 * The admin list's page buttons (admin-side 2): at most `max` consecutive pages around the
 * current one, with an ellipsis where pages are left out at either end.
 */
export function adminPageItems(current: number, totalPages: number, max = 5): AdminPageItem[] {
  if (totalPages <= 1) return [];
  const size = Math.min(max, totalPages);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, totalPages - size + 1);
  const items: AdminPageItem[] = [];
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
