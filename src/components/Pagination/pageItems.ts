/** One entry of the page list: a page number or an ellipsis that jumps several pages. */
export type PageItem = { type: 'page'; page: number } | { type: 'jump-backward' | 'jump-forward'; page: number };

/** How many pages an ellipsis button skips. */
export const JUMP_STEP = 5;

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(pageCount, Math.max(1, Math.trunc(page)));
}

/**
 * The buttons between "previous" and "next": every page when there are few, otherwise the
 * first and last page, two neighbours either side of the current page and ellipses between.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  const page = (n: number): PageItem => ({ type: 'page', page: n });
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => page(i + 1));

  let start = Math.max(2, current - 2);
  let end = Math.min(pageCount - 1, current + 2);
  // Near either edge, keep five consecutive pages so the list does not change width.
  if (current <= 4) {
    start = 2;
    end = 5;
  } else if (current >= pageCount - 3) {
    start = pageCount - 4;
    end = pageCount - 1;
  }

  const items: PageItem[] = [page(1)];
  if (start > 2) items.push({ type: 'jump-backward', page: Math.max(1, current - JUMP_STEP) });
  for (let n = start; n <= end; n++) items.push(page(n));
  if (end < pageCount - 1) items.push({ type: 'jump-forward', page: Math.min(pageCount, current + JUMP_STEP) });
  items.push(page(pageCount));
  return items;
}
