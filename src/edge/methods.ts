import type { MiddlewareHandler } from 'hono';
import * as messages from '@/lib/messages';

/**
 * Pages are only read: a page URL (and its RSC payload, `/RSC/R/…`) answers GET and HEAD; OPTIONS learns that in a
 * 204, and any other method (POST, PUT, DELETE, PATCH, TRACE, …) gets 405 with `Allow`, never the page itself.
 * The site has no server actions, so `/RSC/F/…` is not found whatever the method. Routes that serve their own
 * methods are left to themselves: the API and its proxy (`/api/*`, which has its own allow-list), the search
 * streams (GET only, enforced here too) and the sandbox's images and pay page (`/sandbox/*`).
 */
const READ = ['GET', 'HEAD'];
const ALLOW = READ.join(', ');
const OWN_METHODS = /^\/(?:api|sandbox)(?:\/|$)/;

export function methods(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (OWN_METHODS.test(path)) return next();
    if (path.startsWith('/RSC/F/')) return c.text(messages.http.notFound, 404, { 'Cache-Control': 'no-store' });
    const method = c.req.method.toUpperCase();
    if (READ.includes(method)) return next();
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: ALLOW });
    return c.text(messages.edgeApi.methodNotAllowed, 405, { Allow: ALLOW, 'Cache-Control': 'no-store' });
  };
}
