/**
 * The detail page's lookup: an attraction by its slug or id, or `destination` when the path segment is one of the
 * attraction destinations (a city of the supplier's offline attraction set, `/attraction/ae-dubai`: the product home
 * for it is shown, and the supplier is never asked for a detail of a city), `not-found` when it is neither, or
 * `outage` when the supplier did not answer.
 */
import { type OfflineDestinations, offlineDestinations } from '@/server/upstream/search-form';
import { UpstreamError, type UpstreamClient } from '@/server/upstream/request';
import type { AttractionDetail } from './schemas';
import { attractionsApi } from './upstream';

const REF = /^(?:\d{1,9}|[a-z0-9-]{2,80})$/;

/**
 * Whether the segment names a city of the offline attraction set: its slug (`ae-dubai`) or its English name as a
 * slug (`dubai`, `kish`), in any case.
 */
export function isOfflineDestination(offline: OfflineDestinations, segment: string): boolean {
  const wanted = segment.toLowerCase();
  return [...offline.domestic, ...offline.international].some(
    (l) => l.slug.toLowerCase() === wanted || l.englishName.toLowerCase().trim().replace(/\s+/g, '-') === wanted,
  );
}

export type AttractionLookup =
  | { kind: 'found'; attraction: AttractionDetail }
  | { kind: 'destination' }
  | { kind: 'not-found' }
  | { kind: 'outage' };

export async function findAttractionDetail(client: UpstreamClient, ref: string): Promise<AttractionLookup> {
  // The offline set first (the popular cities the form lists; empty when it cannot be had): a city is no attraction.
  if (isOfflineDestination(await offlineDestinations(client, 'attractions'), ref)) return { kind: 'destination' };
  if (!REF.test(ref)) return { kind: 'not-found' };
  try {
    return { kind: 'found', attraction: await attractionsApi(client).detail(ref) };
  } catch (err) {
    if (err instanceof UpstreamError && (err.status === 404 || err.status === 400)) return { kind: 'not-found' };
    return { kind: 'outage' };
  }
}
