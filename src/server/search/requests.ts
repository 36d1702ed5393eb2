/**
 * From a URL to what a poller takes: the shared answer shape of the query parsers (a product's own parser lives in its
 * definition, src/products/<id>/server/search.ts) and the small parsing helpers they share.
 */
import * as messages from '@/lib/messages';

export type Parsed<T> = { ok: true; value: T } | { ok: false; code: 'invalid_destination' | 'invalid_query'; message: string };

export const invalidDestination = { ok: false, code: 'invalid_destination', message: messages.searchInput.destinationInvalid } as const;
export const invalidQuery = { ok: false, code: 'invalid_query', message: messages.common.genericError } as const;

export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
