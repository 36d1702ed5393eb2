/**
 * The paging of every results list: the first page, then `more` at a time (hotels: 5, then 10 more; each product's
 * definition gives its own numbers).
 */
export function nextShown(shown: number, total: number, paging: { first: number; more: number }): number {
  if (shown < paging.first) return Math.min(total, paging.first);
  return Math.min(total, shown + paging.more);
}

/**
 * «more» on a list whose supplier pages its answer (a single-answer search with `hasMore`): the results known are
 * shown a batch at a time as usual; once every known one is shown and the supplier has a next page, that page is asked
 * for (one at a time), and the batch is left open so its results appear as they arrive.
 */
export function morePaging(
  s: { shown: number; total: number; nextPage: number | null; pageLoading: boolean },
  paging: { first: number; more: number },
): { shown: number; fetchPage: number | null } {
  const shown = nextShown(s.shown, s.total, paging);
  if (s.nextPage === null || s.shown < s.total) return { shown, fetchPage: null };
  // The page asked for is on its way: another «more» (the sentinel still in view) waits for it.
  if (s.pageLoading) return { shown: s.shown, fetchPage: null };
  return { shown: s.shown < paging.first ? paging.first : s.shown + paging.more, fetchPage: s.nextPage };
}
