/**
 * The detail page's lookup: an attraction by its slug or id, or `not-found` when the path segment is no attraction
 * (the same segment names a product home's destination, `/attraction/ae-dubai`: that page is shown instead), or
 * `outage` when the supplier did not answer.
 */
import { UpstreamError, type UpstreamClient } from '@/server/upstream/request';
import type { AttractionDetail } from './schemas';
import { attractionsApi } from './upstream';

const REF = /^(?:\d{1,9}|[a-z0-9-]{2,80})$/;

export async function findAttractionDetail(
  client: UpstreamClient,
  ref: string,
): Promise<{ kind: 'found'; attraction: AttractionDetail } | { kind: 'not-found' } | { kind: 'outage' }> {
  if (!REF.test(ref)) return { kind: 'not-found' };
  try {
    return { kind: 'found', attraction: await attractionsApi(client).detail(ref) };
  } catch (err) {
    if (err instanceof UpstreamError && (err.status === 404 || err.status === 400)) return { kind: 'not-found' };
    return { kind: 'outage' };
  }
}
