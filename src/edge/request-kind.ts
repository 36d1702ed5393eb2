import type { Context } from 'hono';

/**
 * What kind of request this is decides how failures are answered: a navigation gets a redirect
 * (to /server-error or the login page), everything else gets a JSON status.
 */
export type RequestKind = 'navigation' | 'rsc' | 'api' | 'stream';

export function requestKind(c: Context): RequestKind {
  const path = c.req.path;
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/stream/')) return 'stream';
  if (path.startsWith('/RSC/')) return 'rsc';
  return 'navigation';
}

/** The current path and query, for `redirectUrl`. */
export function currentPathAndQuery(c: Context): string {
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}
