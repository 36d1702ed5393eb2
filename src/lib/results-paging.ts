/**
 * The paging of every results list: the first page, then `more` at a time (hotels: 5, then 10 more; each product's
 * definition gives its own numbers).
 */
export function nextShown(shown: number, total: number, paging: { first: number; more: number }): number {
  if (shown < paging.first) return Math.min(total, paging.first);
  return Math.min(total, shown + paging.more);
}
