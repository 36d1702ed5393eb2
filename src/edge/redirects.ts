import type { MiddlewareHandler } from 'hono';

// Paths whose trailing slash is meaningful (spec 001 §9: insurance and campaign keep it).
const KEEP_TRAILING_SLASH = /^\/(insurance|campaign)(\/|$)/i;

/**
 * Builds a same-origin Location value from a path and a query string.
 * Collapses leading slashes and backslashes so the result can never be read as a
 * protocol-relative URL (`//evil.com`), whatever the input path was.
 */
export function safeLocation(path: string, search: string): string {
  const cleaned = '/' + path.replace(/^[\\/\s]+/, '');
  return cleaned + search;
}

/** Removes one or more trailing slashes; `/` stays `/`. */
export function stripTrailingSlash(path: string): string {
  const stripped = path.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}

/**
 * 301 redirects for GET and HEAD only (a POST is never answered with a 301: it would turn into a GET).
 * Every redirect is computed in one pass so the browser makes one hop and keeps the query.
 */
export const redirects = (): MiddlewareHandler => async (c, next) => {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD') return next();
  const url = new URL(c.req.url);
  const path = url.pathname;
  let target = path;
  if (target.length > 1 && target.endsWith('/') && !KEEP_TRAILING_SLASH.test(target)) {
    target = stripTrailingSlash(target);
  }
  if (target === path) return next();
  c.header('Cache-Control', 'public, max-age=3600');
  return c.redirect(safeLocation(target, url.search), 301);
};
