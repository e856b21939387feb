export interface ItemRange {
  /** 1-based number of the first item shown; 0 when there is nothing to show. */
  first: number;
  /** 1-based number of the last item shown: min(page × size, total). */
  last: number;
  total: number;
}

/**
 * The range behind "Showing X - Y of Z items" for a 1-based `page` of `size` items.
 * A page past the end is clamped to the last page; an empty list gives 0 - 0 of 0.
 */
export function itemRange(page: number, size: number, total: number): ItemRange {
  const safeTotal = Math.max(0, Math.floor(total));
  if (safeTotal === 0 || size <= 0) return { first: 0, last: 0, total: safeTotal };
  const lastPage = pageCount(safeTotal, size);
  const current = Math.min(Math.max(1, Math.floor(page)), lastPage);
  return { first: (current - 1) * size + 1, last: Math.min(current * size, safeTotal), total: safeTotal };
}

/** Number of pages for `total` items (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, size: number): number {
  if (size <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/**
 * Page numbers to show in a pager with gaps (`'gap'`) around the current page,
 * e.g. 1 … 4 5 6 … 20. Always includes the first and the last page.
 */
export function pageWindow(current: number, count: number, siblings = 1): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  const from = Math.max(2, current - siblings);
  const to = Math.min(count - 1, current + siblings);
  pages.push(1);
  if (from > 2) pages.push('gap');
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < count - 1) pages.push('gap');
  if (count > 1) pages.push(count);
  return pages;
}
