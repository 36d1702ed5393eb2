import type { MiddlewareHandler } from 'hono';
import * as messages from '@/lib/messages';
import { requestKind } from './request-kind';

/**
 * A path whose percent-escapes do not decode (`/hotel/%FF`, `/landings/%C3`, `/hotel/ir-kish/search%FF`) names no
 * page, so it is a 404 here, before any other middleware, page or component tries to decode it (each of those threw a
 * URIError, which became a 500 and a blank page). A navigation gets the site's own 404 page with status 404; the
 * API, streams and RSC payloads get a JSON 404. It runs first, before anything reads the path.
 */
export const NOT_FOUND_PAGE = '/404';

export function isMalformedPath(path: string): boolean {
  try {
    // The result is used on purpose: the bundler treats `decodeURIComponent` as pure and drops a bare call.
    return decodeURIComponent(path).length < 0;
  } catch {
    return true;
  }
}

export function malformedUrl(): MiddlewareHandler {
  return async (c, next) => {
    // The raw path: Hono's `c.req.path` is already decoded once, so `%25FF` (an escaped '%FF') would look malformed.
    if (!isMalformedPath(new URL(c.req.url).pathname)) return next();
    if (requestKind(c) !== 'navigation') {
      return c.json({ succeed: false, code: 'not_found', message: messages.http.notFound }, 404, { 'Cache-Control': 'no-store' });
    }
    // The rest of the pipeline and the renderer see the 404 page's URL (so nothing downstream decodes the bad path);
    // the answer keeps the 404 status whatever the page route says.
    c.req.raw = new Request(new URL(NOT_FOUND_PAGE, c.req.url), { method: c.req.method, headers: c.req.raw.headers });
    c.req.path = NOT_FOUND_PAGE;
    await next();
    c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
  };
}
