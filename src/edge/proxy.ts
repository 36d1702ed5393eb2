/**
 * The browser-facing API proxy (`/api/*`). Each request is checked against the allow-list (api-routes.ts)
 * on its *resolved* path, then turned into one upstream call through the request's own UpstreamClient:
 * fresh headers (the browser's Cookie, Authorization, Host, X-Forwarded-* and provider code never travel),
 * no redirects followed, a schema-checked JSON answer built here (upstream Set-Cookie, CORS, Server and
 * hop-by-hop headers never reach the browser).
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { UpstreamError } from '../server/upstream/request';
import { API_ROUTES, fillTemplate, matchRoute, type ApiRoute } from './api-routes';
import { upstreamUnavailable } from './failures';

/** Request bodies above this are refused with 413 (the API takes small JSON documents). */
export const API_BODY_LIMIT = 64 * 1024;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']);

const apiError = (c: Context, status: 400 | 401 | 403 | 404 | 405 | 413 | 415 | 502, code: string, message: string) =>
  c.json({ succeed: false, code, message }, status, { 'Cache-Control': 'no-store' });

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

export function resolveApiRoute(method: string, path: string): { route: ApiRoute; params: Record<string, string> } | 'method' | null {
  let pathMatched = false;
  for (const route of API_ROUTES) {
    const params = matchRoute(route.path, path);
    if (!params) continue;
    pathMatched = true;
    if (route.method === method) return { route, params };
  }
  return pathMatched ? 'method' : null;
}

export function mountApiProxy(app: Hono): void {
  app.all('/api/*', async (c) => {
    const method = c.req.method;
    if (!METHODS.has(method)) return apiError(c, 405, 'method_not_allowed', 'این روش درخواست پشتیبانی نمی‌شود');
    // The raw path as sent (c.req.path is already decoded by the URL parser for some sequences).
    const rawPath = new URL(c.req.url).pathname;
    const path = cleanApiPath(rawPath);
    if (!path) return apiError(c, 400, 'bad_path', 'مسیر درخواست نامعتبر است');
    const match = resolveApiRoute(method === 'HEAD' ? 'GET' : method, path);
    if (match === 'method') return apiError(c, 405, 'method_not_allowed', 'این روش درخواست پشتیبانی نمی‌شود');
    if (!match) return apiError(c, 404, 'not_found', 'مسیر درخواستی یافت نشد');
    const { route, params } = match;

    let body: unknown;
    if (route.method !== 'GET' && route.method !== 'DELETE') {
      const type = c.req.header('Content-Type') ?? '';
      if (!/^application\/json\b/i.test(type)) return apiError(c, 415, 'unsupported_media_type', 'نوع محتوای درخواست باید JSON باشد');
      const length = Number(c.req.header('Content-Length') ?? 0);
      if (length > API_BODY_LIMIT) return apiError(c, 413, 'payload_too_large', 'حجم اطلاعات ارسالی بیش از حد مجاز است');
      const text = await readLimited(c.req.raw, API_BODY_LIMIT);
      if (text === null) return apiError(c, 413, 'payload_too_large', 'حجم اطلاعات ارسالی بیش از حد مجاز است');
      try {
        body = text === '' ? {} : JSON.parse(text);
      } catch {
        return apiError(c, 400, 'invalid_json', 'اطلاعات ارسالی معتبر نیست');
      }
      if (route.body) {
        const parsed = v.safeParse(route.body, body);
        if (!parsed.success) return apiError(c, 400, 'validation', 'اطلاعات ارسالی معتبر نیست');
        body = parsed.output;
      }
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

    try {
      const data = await c.get('upstream').call({
        method: route.upstreamMethod ?? route.method,
        path: upstreamPath,
        schema: route.response,
        ...(body !== undefined ? { body } : {}),
        ...(route.client ? { client: route.client } : {}),
        ...(route.idempotent ? { idempotent: true } : {}),
      });
      return c.json(data as object, 200, { 'Cache-Control': 'no-store' });
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      return proxyError(c, err);
    }
  });
}

/** Maps an upstream failure to what the browser sees: never the upstream's body, at most its Persian message. */
export function proxyError(c: Context, err: UpstreamError): Response {
  switch (err.kind) {
    case 'timeout':
    case 'deadline':
    case 'network':
    case 'aborted':
      return upstreamUnavailable(c, err);
    case 'unauthorized':
      return apiError(c, 401, 'login_required', err.upstreamMessage ?? 'لطفاً دوباره وارد حساب کاربری خود شوید');
    case 'http':
      if (err.status !== null && err.status >= 400 && err.status < 500) {
        // The spec shows the server's own message for auth failures; a 406 keeps its meaning (already registered).
        const status = (err.status === 406 || err.status === 409 || err.status === 404 ? err.status : 400) as 400;
        return c.json({ succeed: false, code: err.code ?? 'rejected', message: err.upstreamMessage ?? 'درخواست انجام نشد' }, status, {
          'Cache-Control': 'no-store',
        });
      }
      return apiError(c, 502, 'upstream_error', 'سرویس موقتاً در دسترس نیست؛ لطفاً دوباره تلاش کنید');
    default:
      // redirect, malformed
      return apiError(c, 502, 'upstream_error', 'سرویس موقتاً در دسترس نیست؛ لطفاً دوباره تلاش کنید');
  }
}

/** Reads at most `limit` bytes of a body; null when it is larger (also when Content-Length lied). */
async function readLimited(req: Request, limit: number): Promise<string | null> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let off = 0;
  for (const ch of chunks) {
    all.set(ch, off);
    off += ch.byteLength;
  }
  return new TextDecoder().decode(all);
}
