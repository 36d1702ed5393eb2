/**
 * The browser-facing API proxy (`/api/*`). Each request is checked against the allow-list (api-routes.ts)
 * on its *resolved* path, then turned into one upstream call through the request's own UpstreamClient:
 * fresh headers (the browser's Cookie, Authorization, Host, X-Forwarded-* and provider code never travel),
 * no redirects followed, a schema-checked JSON answer built here (upstream Set-Cookie, CORS, Server and
 * hop-by-hop headers never reach the browser).
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import * as messages from '@/lib/messages';
import { API_ROUTES, fillTemplate, matchRoute, type ApiRoute } from './api-routes';
import { apiError, loginRequired } from './failures';
import { BODY_LIMIT, readJsonBody } from './json-body';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']);

/**
 * What each POST/PUT route accepts: its body schema, where an empty body counts as `{}` (a POST that carries no
 * data); a route without a schema takes any JSON.
 */
function bodySchemas(routes: readonly ApiRoute[]) {
  return new Map(
    routes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE').map((r) => [r, v.optional(r.body ?? v.unknown(), {})] as const),
  );
}

/**
 * Path hygiene before matching: anything that could resolve differently upstream (dot segments, encoded
 * slashes or dots, backslashes, `;` parameters, empty segments) or is absurdly long is refused outright.
 */
export function cleanApiPath(rawPath: string): string | null {
  if (rawPath.length > 2048) return null;
  if (/%2e|%2f|%5c|%00|\\|;|\/\/|(^|\/)\.{1,2}(\/|$)/i.test(rawPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded !== rawPath) return null; // no percent-encoding at all in API paths
  return rawPath;
}

export function resolveApiRoute(
  method: string,
  path: string,
  routes: readonly ApiRoute[] = API_ROUTES,
): { route: ApiRoute; params: Record<string, string> } | 'method' | null {
  let pathMatched = false;
  for (const route of routes) {
    const params = matchRoute(route.path, path);
    if (!params) continue;
    pathMatched = true;
    if (route.method === method) return { route, params };
  }
  return pathMatched ? 'method' : null;
}

/** `routes`: the whole allow-list (the shared routes and the products': `apiRoutesOf(products)`). */
export function mountApiProxy(app: Hono, routes: readonly ApiRoute[] = API_ROUTES): void {
  const BODIES = bodySchemas(routes);
  app.all('/api/*', async (c) => {
    const method = c.req.method;
    if (!METHODS.has(method)) return apiError(c, 405, 'method_not_allowed', messages.edgeApi.methodNotAllowed);
    // The raw path as sent (c.req.path is already decoded by the URL parser for some sequences).
    const rawPath = new URL(c.req.url).pathname;
    const path = cleanApiPath(rawPath);
    if (!path) return apiError(c, 400, 'bad_path', messages.edgeApi.badPath);
    const match = resolveApiRoute(method === 'HEAD' ? 'GET' : method, path, routes);
    if (match === 'method') return apiError(c, 405, 'method_not_allowed', messages.edgeApi.methodNotAllowed);
    if (!match) return apiError(c, 404, 'not_found', messages.edgeApi.notFound);
    const { route, params } = match;
    // A user's own data: a guest (or a revoked cookie, now a guest) is refused before anything goes upstream.
    if (route.loginRequired && !c.get('session').isLoggedIn) return loginRequired(c);

    let body: unknown;
    const schema = BODIES.get(route);
    if (schema) {
      const read = await readJsonBody(c, schema, { limit: BODY_LIMIT.api });
      if (!read.ok) return read.response;
      body = read.value;
    }

    let upstreamPath = fillTemplate(route.upstream, params);
    if (route.query?.length) {
      const url = new URL(c.req.url);
      const q = new URLSearchParams();
      for (const key of route.query) {
        const value = url.searchParams.get(key);
        if (value !== null && value.length <= 200) q.set(key, value);
      }
      if ([...q].length) upstreamPath += `?${q}`;
    }

    const data = await c.get('upstream').call({
      method: route.upstreamMethod ?? route.method,
      path: upstreamPath,
      schema: route.response,
      ...(body !== undefined ? { body } : {}),
      ...(route.client ? { client: route.client } : {}),
      ...(route.idempotent ? { idempotent: true } : {}),
    });
    return c.json(data as object, 200, { 'Cache-Control': 'no-store' });
  });
}
