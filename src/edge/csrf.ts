import type { MiddlewareHandler } from 'hono';
import * as messages from '@/lib/messages';
import { apiError } from './failures';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF check on every unsafe method, on every path (the API proxy, the login form, RSC actions at /RSC/F/*):
 * a browser always sends `Origin` (and `Sec-Fetch-Site`) on such requests, so a foreign origin, `Origin: null`
 * or `Sec-Fetch-Site: cross-site|same-site` is refused with 403. Requests without either header are not from
 * a browser page and cannot carry a victim's cookies by accident.
 */
export const csrf = (): MiddlewareHandler => async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const self = new URL(c.req.url).origin;
  const origin = c.req.header('Origin');
  const site = c.req.header('Sec-Fetch-Site');
  const originOk = origin === undefined || origin === self;
  const siteOk = site === undefined || site === 'same-origin' || site === 'none';
  if (originOk && siteOk) return next();
  return apiError(c, 403, 'csrf', messages.edgeApi.foreignOrigin);
};
