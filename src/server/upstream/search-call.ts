/**
 * What every product's polled search call shares (spec 001 §7): the shape of a supplier search token, checked before
 * it is put in a URL path, and the options of one poll.
 */

/** A supplier search token: URL-safe, 8–1024 characters. Anything else never reaches a path. */
export function isSearchToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._~-]{8,1024}$/.test(value);
}

export interface PollCallOptions {
  /** Ask only for items new or changed after this supplier round (the supplier may ignore it). */
  since?: number;
  deadlineMs?: number;
  /** Request-time header value (spec 001 §7: a search GET carries the current timestamp). */
  requestTime?: number;
}
