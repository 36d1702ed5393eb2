/**
 * Payment tokens. The browser then goes to the sandbox payment page (routes/sandbox.ts), which redirects to the
 * product's callback_url. The product must pass only callback URLs on its own origin; the sandbox checks only that
 * the URL is absolute http(s) without credentials.
 *   GET  /api/v2/payment/token/payment?factor_id=&callback_url=&lang=fa → envelope PaymentToken
 *   POST /api/v3/payment/topup { amount, callback_url }                  → envelope PaymentToken (wallet top-up)
 *   GET  /api/v3/Management/Payment/CheckHotelFactorStatus/{factorId}   → envelope { factorId, status, statusText, paid }
 */
import { Hono } from 'hono';
import { TopupRequest } from '../../schemas/payment';
import type { SandboxContext, SandboxEnv } from '../context';
import { fail, intParam, MSG, ok, readBody, type Ctx } from '../http';
import { currentUser, isGuestUser } from '../session';
import { isoInstant } from '../time';
import { signPayload, verifyPayload } from '../tokens';

export const PAYMENT_TTL_MS = 15 * 60_000;

/** An absolute http(s) URL without credentials, at most 2048 characters; null otherwise. */
export function safeCallbackUrl(input: string | undefined): URL | null {
  if (!input || input.length > 2048) return null;
  try {
    const url = new URL(input);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

export interface PaymentClaim {
  factorId: number;
  officialFactorId: string;
  kind: 'order' | 'topup';
  amount: number;
  callback: string;
  userId: string;
  expireAt: number;
}

export function signPayment(ctx: SandboxContext, p: PaymentClaim): Promise<string> {
  return signPayload(ctx, 'pay1', {
    f: p.factorId,
    o: p.officialFactorId,
    k: p.kind,
    a: p.amount,
    cb: p.callback,
    u: p.userId,
    e: p.expireAt,
  });
}

export async function readPayment(ctx: SandboxContext, token: string): Promise<PaymentClaim | null> {
  const p = await verifyPayload(ctx, 'pay1', token);
  if (!p) return null;
  const { f, o, k, a, cb, u, e } = p;
  if (
    typeof f !== 'number' ||
    typeof o !== 'string' ||
    (k !== 'order' && k !== 'topup') ||
    typeof a !== 'number' ||
    typeof cb !== 'string' ||
    typeof u !== 'string' ||
    typeof e !== 'number'
  ) {
    return null;
  }
  return { factorId: f, officialFactorId: o, kind: k, amount: a, callback: cb, userId: u, expireAt: e };
}

async function respondWithToken(c: Ctx, claim: PaymentClaim): Promise<Response> {
  const ctx = c.get('ctx');
  const token = await signPayment(ctx, claim);
  return ok(c, {
    token,
    paymentUrl: `${ctx.publicBaseUrl}/sandbox/pay/${token}`,
    amount: claim.amount,
    currency: 'IRR' as const,
    factorId: claim.factorId,
    kind: claim.kind,
    expireAt: isoInstant(claim.expireAt),
  });
}

const BAD_CALLBACK = 'آدرس بازگشت (callback_url) معتبر نیست';

export function paymentRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/api/v2/payment/token/payment', async (c) => {
    const ctx = c.get('ctx');
    const { store, user } = await currentUser(c);
    const factorId = intParam(c.req.query('factor_id'));
    const order = factorId === null ? undefined : store.orders.get(factorId);
    if (!order || order.userId !== user.userId) return fail(c, 404, 'not_found', 'سفارش یافت نشد');
    if (order.status !== 'pending') return fail(c, 400, 'validation', 'این سفارش قابل پرداخت نیست');
    const callback = safeCallbackUrl(c.req.query('callback_url'));
    if (!callback) return fail(c, 400, 'validation', BAD_CALLBACK);
    return respondWithToken(c, {
      factorId: order.factorId,
      officialFactorId: order.officialFactorId,
      kind: 'order',
      // What is left after any credit part (routes/checkout.ts); the whole price for an order without one.
      amount: order.checkout ? order.checkout.payable - order.checkout.creditPaid : order.totalPrice,
      callback: callback.href,
      userId: user.userId,
      expireAt: ctx.clock() + PAYMENT_TTL_MS,
    });
  });

  app.post('/api/v3/payment/topup', async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, TopupRequest);
    if ('error' in body) return body.error;
    const { user } = await currentUser(c);
    if (isGuestUser(user)) return fail(c, 403, 'login_required', MSG.loginRequired);
    const callback = safeCallbackUrl(body.value.callback_url);
    if (!callback) return fail(c, 400, 'validation', BAD_CALLBACK);
    const id = 80_000_000 + ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 10_000_000);
    return respondWithToken(c, {
      factorId: id,
      officialFactorId: `TU${id}`,
      kind: 'topup',
      amount: body.value.amount,
      callback: callback.href,
      userId: user.userId,
      expireAt: ctx.clock() + PAYMENT_TTL_MS,
    });
  });

  app.get('/api/v3/Management/Payment/CheckHotelFactorStatus/:id', async (c) => {
    const { store, user } = await currentUser(c);
    const factorId = intParam(c.req.param('id'));
    const order = factorId === null ? undefined : store.orders.get(factorId);
    if (!order || order.userId !== user.userId) return fail(c, 404, 'not_found', 'سفارش یافت نشد');
    return ok(c, {
      factorId: order.factorId,
      status: order.status,
      statusText: order.statusText,
      paid: order.status === 'issued' || order.status === 'paid',
    });
  });

  return app;
}
