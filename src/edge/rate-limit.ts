/**
 * Rate limits on the routes an attacker would hammer: login (login-guard.ts), the routes that send an SMS, the SMS-code
 * checks (password reset, registration) and the guest checkout's phone validation. Each attempt is counted per client
 * (client-address.ts: `CF-Connecting-IP` only behind Cloudflare)
 * and per account (from the body) in the edge store (a Durable Object on Cloudflare, so every isolate counts into
 * the same window); past either limit the route is not run and the answer is a Persian 429 with `Retry-After`.
 * The limits and why they are what they are: `RATE_LIMITS` in src/lib/constants.ts.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { RATE_LIMITS, type RateLimitRule } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { clientAddress } from './client-address';
import { accountKey, bodyOf } from './request-account';
import { loginGuard } from './login-guard';
import type { WindowCount } from './store/store';

type AccountOf = (body: Record<string, unknown>, c: Context) => unknown;

const LIMITED: { path: string; name: keyof typeof RATE_LIMITS; account: AccountOf; when?: (c: Context) => boolean }[] = [
  { path: '/api/auth/mobile-check', name: 'sms', account: (b) => b.mobile },
  { path: '/api/auth/forgot', name: 'sms', account: (b) => b.username },
  { path: '/api/auth/reset', name: 'code', account: (b) => b.token },
  { path: '/api/auth/register', name: 'code', account: (b) => b.token },
  // Agency partner registration (CreateAgent): per agency national ID.
  { path: '/api/agency/register', name: 'agency', account: (b) => b.nationalId },
  // A payment link sent by SMS (payment-link.ts): per customer mobile, as any SMS.
  { path: '/api/basket/payment-link', name: 'sms', account: (b) => b.mobile },
  // Basket register (auth-routes.ts): a wrong SMS code counts as at registration.
  { path: '/api/auth/basket-register', name: 'code', account: (b) => b.token },
  // Order tracking: the SMS code to the buyer's mobile, then the code (checkout-routes.ts).
  { path: '/api/orders/track/code', name: 'sms', account: (b) => b.mobile },
  { path: '/api/orders/track', name: 'code', account: (b) => b.token },
];

/**
 * Every travellers step (the one route and its former paths, guest or logged in), per session: each writes the
 * basket. The checkout routes put it before their handler; every path counts into the same window.
 */
export function travellersLimit(): MiddlewareHandler {
  // Per session: the body is not read here (the route reads it once, with its size limit).
  return limit('travellers', RATE_LIMITS.travellers, (_b, c) => c.get('session').data?.sid, undefined, false);
}

/** A passport scan upload (uploads.ts), per session; the route reads its body itself, under its own limit. */
export function uploadsLimit(): MiddlewareHandler {
  return limit('uploads', RATE_LIMITS.uploads, (_b, c) => c.get('session').data?.sid, undefined, false);
}

/**
 * The guest checkout's phone validation (the travellers step of every product, checkout-routes.ts: the one route
 * and its former paths), per phone: only a guest's checkout validates the phone upstream (a logged-in traveller's
 * does not). The checkout routes put it before their handler; every path counts into the same window.
 */
export function guestReserveLimit(): MiddlewareHandler {
  return limit(
    'guestReserve',
    RATE_LIMITS.guestReserve,
    (b) => b.mobile,
    (c) => !c.get('session').isLoggedIn,
  );
}

/** Registers the limits before the routes they guard (call before mounting those routes). */
export function mountRateLimits(app: Hono): void {
  // Login has its own rules: delays, a known device, never a lock-out of the owner (login-guard.ts).
  app.post('/api/auth/login', loginGuard());
  for (const { path, name, account, when } of LIMITED) {
    app.post(path, limit(name, RATE_LIMITS[name], account, when));
  }
  // A tracked order's documents (ticket-routes.ts): a refused proof counts as a wrong code does, per client and per
  // order, so proofs cannot be guessed any faster than the tracking codes themselves.
  app.get(
    '/api/orders/track/documents/:file',
    limit('trackDocuments', RATE_LIMITS.code, (_b, c) => /^\d{1,12}/.exec(c.req.param('file') ?? '')?.[0], undefined, false),
  );
}

function limit(
  name: string,
  rule: RateLimitRule,
  accountOf: AccountOf,
  when?: (c: Context) => boolean,
  readsBody = true,
): MiddlewareHandler {
  return async (c, next) => {
    if (when && !when(c)) return next();
    const store = c.get('edgeStore');
    const account = accountKey(accountOf(readsBody ? await bodyOf(c.req.raw) : {}, c));
    const counters: [string, number][] = [[`${name}:client:${clientAddress(c)}`, rule.perClient]];
    if (account) counters.push([`${name}:account:${account}`, rule.perAccount]);

    // An `attempts` rule counts this attempt now; a `failures` rule only looks, and counts it if it is refused.
    const step = rule.counts === 'attempts' ? 1 : 0;
    const seen = await Promise.all(counters.map(([key]) => store.count(key, step, rule.windowMs)));
    // Blocked when this attempt is past the limit (attempts), or the limit of refusals is already reached (failures).
    const over = seen.filter((w, i) => (step ? w.count > counters[i]![1] : w.count >= counters[i]![1]));
    if (over.length) return tooMany(c, over, store.now());

    await next();
    const status = c.res.status;
    if (rule.counts === 'failures' && isFailure(status)) {
      await Promise.all(counters.map(([key]) => store.count(key, 1, rule.windowMs)));
    } else if (rule.counts === 'attempts' && isMalformed(status)) {
      // Refused as malformed (a form with errors, a bad number): nothing was sent or validated, so it costs nothing.
      await Promise.all(counters.map(([key]) => store.count(key, -1, rule.windowMs)));
    }
  };
}

/** The request itself was refused (its body or its form), before any SMS or validation happened. */
function isMalformed(status: number): boolean {
  return status === 400 || status === 413 || status === 415;
}

/** A refusal of the attempt itself (wrong password, wrong code), not an outage or a malformed request. */
function isFailure(status: number): boolean {
  return status === 400 || status === 401 || status === 403 || status === 404;
}

function tooMany(c: Context, over: WindowCount[], now: number): Response {
  const seconds = Math.max(1, Math.ceil((Math.max(...over.map((w) => w.resetAt)) - now) / 1000));
  return c.json({ succeed: false, code: 'too_many_attempts', message: messages.rateLimit.tooMany(Math.ceil(seconds / 60)) }, 429, {
    'Retry-After': String(seconds),
    'Cache-Control': 'no-store',
  });
}
