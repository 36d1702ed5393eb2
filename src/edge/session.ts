/**
 * Session middleware: decode the cookie, establish or refresh the session BEFORE anything renders or streams,
 * put the request's session and upstream client on the context, and re-issue the cookie only if it changed.
 */
import type { MiddlewareHandler } from 'hono';
import { createUpstreamClient } from '@/server/upstream';
import type { Timers, UpstreamClient } from '@/server/upstream/request';
import type { AppConfig } from '@/server/app-config';
import { sandboxObject } from './do/sandbox-binding';
import { loginRequired, upstreamUnavailable } from './failures';
import { requestKind } from './request-kind';
import { SESSION_COOKIE, decodeSession, encodeSession, sessionSetCookie } from './session-cookie';
import { REFRESH_MARGIN_MS, STREAM_REFRESH_MARGIN_MS, SessionManager, isRevocable } from './session-manager';

// No session work for these: health streams, the server-error page (spec: auth start-up is skipped there),
// and the sandbox's own static pages and images.
const SKIP = /^\/(stream\/health|server-error|sandbox\/)/;

export interface SessionOptions {
  now?: () => number;
  timers?: Timers;
  /** Builds the upstream client (tests wrap the transport to count calls). */
  upstream?: (config: AppConfig, signal: AbortSignal) => UpstreamClient;
}

export const session =
  (opts: SessionOptions = {}): MiddlewareHandler =>
  async (c, next) => {
    if (SKIP.test(c.req.path)) return next();
    const now = opts.now ?? Date.now;
    const config = c.get('config');
    const crossSite = c.req.header('Sec-Fetch-Site') === 'cross-site';

    // Two cookies of our name (one planted by a sibling domain, say) are treated as no session.
    const values = cookieValues(c.req.header('Cookie'), SESSION_COOKIE);
    const decoded = await decodeSession(config.sessionSecret, values.length === 1 ? values[0] : undefined, now());
    const versionChanged = decoded.kind === 'version-changed';
    const store = c.get('edgeStore');
    let data = decoded.kind === 'ok' ? decoded.session : null;
    // A session ended by logout or a password reset is no session: every copy of its cookie is a guest from then on.
    // Plain guest sessions are never revoked, so they skip the look-up (it is a Durable Object call on Cloudflare).
    if (data && isRevocable(data) && (await store.isRevoked(data.sid))) data = null;

    const client =
      opts.upstream?.(config, c.req.raw.signal) ??
      createUpstreamClient(
        {
          upstreamUrl: config.upstreamUrl,
          providerCode: config.providerCode,
          sandbox: sandboxObject(c.env),
          sandboxSecret: config.sandboxSecret,
          ...(opts.timers ? { timers: opts.timers } : {}),
        },
        { signal: c.req.raw.signal },
      );
    // Everything a traveller waits on has one budget for the whole request; a search stream has its own deadline.
    const budgeted = requestKind(c) === 'stream' ? client : client.withRequestBudget();
    // Every upstream attempt of the request writes its JSON log line (src/edge/logging.ts).
    const log = c.get('requestLog');
    const base = log ? budgeted.with({ onAttempt: log.upstream }) : budgeted;
    const manager = new SessionManager(data, base, config.guest, now, store);
    c.set('session', manager);
    c.set('upstream', manager.client);

    const ensured = await manager.ensure(requestKind(c) === 'stream' ? STREAM_REFRESH_MARGIN_MS : REFRESH_MARGIN_MS);
    let res: Response;
    if (!ensured.ok && ensured.reason === 'unavailable') res = upstreamUnavailable(c, ensured.error);
    else if (!ensured.ok) res = loginRequired(c);
    else {
      await next();
      res = c.res;
    }

    // Persist before the body streams: headers can still change here (the body hasn't been read).
    res = withMutableHeaders(res);
    const headers = res.headers;
    headers.set('Cache-Control', 'no-store');
    if (versionChanged) {
      // The app version changed: wipe cookies, storage and caches; the next request starts a fresh session.
      headers.append('Clear-Site-Data', '"cache", "cookies", "storage"');
    } else if (!crossSite && manager.cleared) {
      headers.append('Set-Cookie', sessionSetCookie(null));
    } else if (!crossSite && manager.changed && manager.data) {
      try {
        headers.append('Set-Cookie', sessionSetCookie(await encodeSession(config.sessionSecret, manager.data, now())));
      } catch (err) {
        // Tokens over the cookie's size limits: serve this request, but say so; never write an oversized cookie.
        console.error('session not persisted:', err instanceof Error ? err.message : err);
      }
    }
    if (res !== c.res) c.res = res;
  };

/** Responses from fetch (assets, upstream) have immutable headers: copy them into a new Response when needed. */
function withMutableHeaders(res: Response): Response {
  try {
    res.headers.set('X-Content-Type-Options', 'nosniff');
    return res;
  } catch {
    return new Response(res.body, res);
  }
}

/** Every value of a cookie name in a Cookie header (duplicates included). */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const out: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) out.push(part.slice(eq + 1).trim());
  }
  return out;
}
