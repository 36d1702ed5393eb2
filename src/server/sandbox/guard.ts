/**
 * Provider code and Authorization checks.
 * - `X-Provider-Code` (non-empty, [A-Za-z0-9_.-], ≤ 64) is required on every path except `/sandbox/*`: 400 without.
 * - `Authorization: JWT <token>` (also `Bearer`) is required on every path except the public ones below: 401
 *   (code unauthorized) when missing or invalid, 401 (code token_expired) when expired. Guest tokens are accepted.
 */
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './context';
import { fail } from './http';
import { getStore } from './store';
import { verifyAccessToken } from './tokens';

export const PROVIDER_HEADER = 'X-Provider-Code';

/** Paths served without an access token. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/auth/Login',
  '/auth/Logout',
  '/auth/RefreshToken',
  '/auth/Register',
  '/auth/ForgotPassword',
  '/auth/ResetPassword',
  '/api/v2/user/validate',
  '/auth/validate',
]);

export function isSandboxPath(path: string): boolean {
  return path === '/sandbox' || path.startsWith('/sandbox/');
}

export function providerCode(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (isSandboxPath(c.req.path)) return next();
    const code = c.req.header(PROVIDER_HEADER);
    if (!code || !/^[A-Za-z0-9_.-]{1,64}$/.test(code)) {
      return fail(c, 400, 'provider_code_missing', `سرآیند ${PROVIDER_HEADER} الزامی است`);
    }
    return next();
  };
}

export function authenticate(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (isSandboxPath(c.req.path) || PUBLIC_PATHS.has(c.req.path)) return next();
    const check = await verifyAccessToken(c.get('ctx'), c.req.header('Authorization'));
    if (!check.ok) {
      c.header(
        'WWW-Authenticate',
        `JWT error="invalid_token"${check.reason === 'expired' ? ', error_description="The access token expired"' : ''}`,
      );
      return check.reason === 'expired'
        ? fail(c, 401, 'token_expired', 'نشست شما منقضی شده است')
        : fail(c, 401, 'unauthorized', 'احراز هویت انجام نشد');
    }
    c.set('auth', { claims: check.claims });
    return next();
  };
}

/**
 * What a payment link's token (claim `bsk`, routes/basket.ts GetByExternalId) may call: its one basket, the order booked
 * from it (book, coupon, status, gateway, documents) and the public catalogue. Nothing else of the basket's owner
 * (orders, wallet, transactions, profile, customers, other baskets): 403. `:factor` names an order that must have been
 * booked from the token's basket (else 404, as for an order that is not yours); `:basket` must be the basket itself.
 */
const BASKET_SCOPE_ROUTES: { method: string; path: RegExp; check?: 'factor' | 'basket' }[] = [
  { method: 'GET', path: /^\/api2\/Basket\/FindByCurrentUser\/(\d+)$/, check: 'basket' },
  // A payment link opened again from the same session (any session may, a guest's too).
  { method: 'GET', path: /^\/api2\/Basket\/GetByExternalId\/[A-Za-z0-9_-]+$/ },
  // The body's basketId is checked by BasketBook itself (routes/checkout.ts).
  { method: 'POST', path: /^\/api2\/Basket\/BasketBook$/ },
  { method: 'GET', path: /^\/api2\/Coupons\/CalcCouponPriceForOrder\/(\d+)\/[^/]+$/, check: 'factor' },
  { method: 'GET', path: /^\/api\/v3\/Management\/Payment\/checkorder\/(\d+)$/, check: 'factor' },
  { method: 'GET', path: /^\/api\/v3\/Management\/Payment\/CheckHotelFactorStatus\/(\d+)$/, check: 'factor' },
  { method: 'GET', path: /^\/api\/v2\/payment\/token\/payment$/, check: 'factor' },
  { method: 'GET', path: /^\/api\/v3\/payment\/intent\/[A-Za-z0-9_-]+$/ },
  { method: 'GET', path: /^\/api\/v1\/tickets\/pdf\/(\d+)$/, check: 'factor' },
  { method: 'GET', path: /^\/ticketapi\/v1\/crs_tickets\/get(?:ticket|voucher|contract)\/(\d+)$/, check: 'factor' },
  // Public catalogue (prices' currency, the cashback rule, places, banners and offers) and the visit's analytics record.
  { method: 'GET', path: /^\/api2\/Currency\/GetRates$/ },
  { method: 'GET', path: /^\/banners$/ },
  { method: 'GET', path: /^\/api2\/(?:Tour\/TourOffer|SpecialOffer\/GetSpecialOffers)$/ },
  { method: 'POST', path: /^\/auth\/analytics\/AnalyticsInputInformation$/ },
  { method: 'GET', path: /^\/api2\/Cashback\/configuration$/ },
  { method: 'POST', path: /^\/api2\/Location\/FindLocation$/ },
  { method: 'GET', path: /^\/api2\/Location\/Offline\/[A-Za-z]+$/ },
];

export const SCOPE_REFUSED = 'این لینک پرداخت فقط برای پرداخت همان سبد خرید معتبر است';

export function basketScope(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const bsk = c.get('auth')?.claims.bsk;
    if (bsk === undefined || isSandboxPath(c.req.path) || PUBLIC_PATHS.has(c.req.path)) return next();
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    let found: { check?: 'factor' | 'basket'; id: string | undefined } | null = null;
    for (const r of BASKET_SCOPE_ROUTES) {
      const m = r.method === method ? r.path.exec(c.req.path) : null;
      if (m) {
        found = { ...(r.check ? { check: r.check } : {}), id: m[1] };
        break;
      }
    }
    if (!found) return fail(c, 403, 'forbidden', SCOPE_REFUSED);
    if (found.check === 'basket' && Number(found.id) !== bsk) return fail(c, 404, 'not_found', 'سبد خرید یافت نشد');
    if (found.check === 'factor') {
      const id = Number(found.id ?? c.req.query('factor_id'));
      const order = Number.isSafeInteger(id) ? (await getStore(c.get('ctx'))).orders.get(id) : undefined;
      if (!order || order.basketId !== bsk) return fail(c, 404, 'not_found', 'سفارش یافت نشد');
    }
    return next();
  };
}
