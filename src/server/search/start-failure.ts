/**
 * What a results page makes of a search that could not start. The supplier refusing the token ends the search
 * silently (no results, no message: the spec's rule). The supplier not answering in time, or not at all, is an outage:
 * the page must say so (the outage message and a way to search again) instead of "no hotels", which would be false.
 */
import { UpstreamError } from '../upstream/request';

/** The search's token was not given in time (timeout, the request's budget, no connection). */
export const SEARCH_UNREACHABLE: unique symbol = Symbol('search unreachable');

export type SearchStart = string | null | typeof SEARCH_UNREACHABLE;

/** The `catch` of a search start: an outage is `SEARCH_UNREACHABLE`, a refusal (or a cancelled request) null. */
export function searchStartFailure(err: unknown): null | typeof SEARCH_UNREACHABLE {
  const outage = err instanceof UpstreamError && (err.kind === 'timeout' || err.kind === 'deadline' || err.kind === 'network');
  return outage ? SEARCH_UNREACHABLE : null;
}
