/**
 * Session middleware: decode the cookie, establish or refresh the session BEFORE anything renders or streams,
 * put the request's session and upstream client on the context, and re-issue the cookie only if it changed.
 */
import type { MiddlewareHandler } from 'hono';
import { now as serverNow } from '@/server/clock';
import { createUpstreamClient } from '@/server/upstream';
import type { Timers, UpstreamClient } from '@/server/upstream/request';
import type { AppConfig } from '@/server/app-config';
import { sandboxObject } from './do/sandbox-binding';
import { upstreamUnavailable } from './failures';
import { requestKind } from './request-kind';
import { betaRedirect, noBetaSetCookie } from './beta-redirect';
import { clockHeaders } from './clock';
import { SESSION_COOKIE, VISIT_COOKIE, decodeSession, encodeSession, sessionSetCookie, visitSetCookie } from './session-cookie';
import { REFRESH_MARGIN_MS, STREAM_REFRESH_MARGIN_MS, SessionManager, isRevocable } from './session-manager';

// No session work for these: health streams, the server-error page (spec: auth start-up is skipped there),
// and the sandbox's own static pages and images.
const SKIP = /^\/(stream\/health|server-error|sandbox\/)/;

export interface SessionOptions {
  now?: () => number;
  timers?: Timers;
  /** The session's own waits (the 1 s before a refresh); `timers.sleep`, else real time. */
  sleep?: (ms: number) => Promise<void>;
  /** Builds the upstream client (tests wrap the transport to count calls). */
  upstream?: (config: AppConfig, signal: AbortSignal) => UpstreamClient;
}

export const session =
  (opts: SessionOptions = {}): MiddlewareHandler =>
  async (c, next) => {
    if (SKIP.test(c.req.path)) return next();
    // The request's clock (src/server/clock.ts): the sandbox reads the same shift, so token lifetimes agree.
    const now = opts.now ?? serverNow;
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
    const logged = log ? budgeted.with({ onAttempt: log.upstream }) : budgeted;
    // The clock knob's shift goes with every sandbox call of the request (src/edge/clock.ts).
    const clock = clockHeaders(c);
    const base = Object.keys(clock).length ? logged.with({ headers: clock }) : logged;
    const sleep = opts.sleep ?? (opts.timers ? (ms: number) => opts.timers!.sleep(ms) : undefined);
    const manager = new SessionManager(data, base, config.guest, now, store, sleep);
    c.set('session', manager);
    c.set('upstream', manager.client);

    // A visit starts with a top-level page load that carries no visit cookie (it lasts as long as the browser
    // session): only then is a still-valid session checked with the supplier (spec 001 §4), not on every page.
    const visitStart = isDocumentLoad(c.req.raw) && cookieValues(c.req.header('Cookie'), VISIT_COOKIE).length === 0;
    const ensured = await manager.ensure(requestKind(c) === 'stream' ? STREAM_REFRESH_MARGIN_MS : REFRESH_MARGIN_MS, {
      visitStart: visitStart && data !== null,
    });
    let res: Response;
    let staysOffBeta = false;
    if (!ensured.ok) res = upstreamUnavailable(c, ensured.error);
    else {
      const beta = betaRedirect(c, config.betaSiteUrl, manager.data?.roleIds ?? []);
      if (beta instanceof Response) res = beta;
      else {
        staysOffBeta = beta === 'stay';
        await next();
        res = c.res;
      }
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
    if (visitStart && !crossSite && !versionChanged) headers.append('Set-Cookie', visitSetCookie());
    if (staysOffBeta && !crossSite) headers.append('Set-Cookie', noBetaSetCookie());
    if (res !== c.res) c.res = res;
  };

/** A top-level page load (not a fetch, an RSC request, a frame or a prefetch): how a browser starts a visit. */
function isDocumentLoad(req: Request): boolean {
  return (
    req.method === 'GET' &&
    req.headers.get('Sec-Fetch-Mode') === 'navigate' &&
    req.headers.get('Sec-Fetch-Dest') === 'document' &&
    !req.headers.has('Sec-Purpose') &&
    !req.headers.has('Purpose')
  );
}

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
