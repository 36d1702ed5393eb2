/**
 * Payments the supplier owns. Asking for a gateway page makes a payment intent in the store (store.ts
 * `PaymentIntent`: order or top-up, amount, payer, coupon, callback, expiry, state); the token is the intent's
 * unguessable id and carries nothing else, so there is nothing to forge or tamper with. The gateway page
 * (routes/sandbox.ts) reads everything from the intent at callback. The product passes only callback URLs on its own
 * origin; the sandbox checks that the URL is absolute http(s) without credentials. A product may name the session that
 * asked (`payer_ref`, an opaque string): the gateway page then answers only requests carrying the same name in
 * `X-Payer-Ref` (the site's edge proxies the page and adds it from the visitor's own session).
 *   GET  /api/v2/payment/token/payment?factor_id=&callback_url=&lang=fa[&payer_ref=] → envelope PaymentToken
 *   POST /api/v3/payment/topup { amount, callback_url, payer_ref? }                 → envelope PaymentToken (wallet top-up)
 *   GET  /api/v3/payment/intent/{token}                                              → the caller's own intent's state
 *   GET  /api/v3/Management/Payment/CheckHotelFactorStatus/{factorId}               → envelope { factorId, status, statusText, paid }
 *   GET  /api/v3/payment?page=&pageSize=                                             → envelope Page(UserPayment), newest first
 *   GET  /api/v3/payment/{paymentId}                                                 → envelope: one of the caller's payments
 *   GET  /api/v2/paymentjson/{factorId}                                              → envelope OrderPaymentBreakdown
 * (the payment helpers of spec 001 §7, payments-ledger.ts; logged-in users; another's payment or order is 404)
 */
import { Hono } from 'hono';
import { TopupRequest } from '../../schemas/payment';
import type { SandboxEnv } from '../context';
import { fail, intParam, MSG, ok, pageQuery, paginate, readBody, type Ctx } from '../http';
import { orderBreakdown, paymentsOf } from '../payments-ledger';
import { currentUser, isGuestUser } from '../session';
import type { OrderRecord, PaymentIntent, Store } from '../store';
import { isoInstant } from '../time';
import { randomId } from '../tokens';
import { valuesWhere } from '../tracked-map';

export const PAYMENT_TTL_MS = 15 * 60_000;
const PAYER_REF = /^[A-Za-z0-9_-]{16,128}$/;
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

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

/** What is left of an order for the gateway: the payable after any credit part (routes/checkout.ts). */
export function orderRemaining(order: OrderRecord): number {
  return order.checkout ? order.checkout.payable - order.checkout.creditPaid : order.totalPrice;
}

/** The intent a gateway token names, or undefined (a malformed token is simply unknown). */
export function findIntent(store: Store, token: string): PaymentIntent | undefined {
  return TOKEN.test(token) ? store.payments.get(token) : undefined;
}

/** The order's amount changed (a coupon, a credit part) or it was paid otherwise: its open gateway links are void. */
export function voidOrderPayments(store: Store, factorId: number, reason: string): number {
  let n = 0;
  for (const p of valuesWhere(store.payments, (x) => x.kind === 'order' && x.factorId === factorId && x.state === 'open', {
    index: 'factorId',
    value: factorId,
  })) {
    p.state = 'void';
    p.voidReason = reason;
    n++;
  }
  return n;
}

function respondWithIntent(c: Ctx, intent: PaymentIntent): Response {
  const ctx = c.get('ctx');
  return ok(c, {
    token: intent.id,
    paymentUrl: `${ctx.publicBaseUrl}/sandbox/pay/${intent.id}`,
    amount: intent.amount,
    currency: 'IRR' as const,
    factorId: intent.factorId,
    kind: intent.kind,
    expireAt: isoInstant(intent.expireAt),
  });
}

const BAD_CALLBACK = 'آدرس بازگشت (callback_url) معتبر نیست';
const BAD_PAYER = 'شناسه نشست پرداخت‌کننده معتبر نیست';

/** The optional payer name: absent → null, malformed → undefined (refused). */
function payerRef(input: string | undefined | null): string | null | undefined {
  if (input === undefined || input === null || input === '') return null;
  return PAYER_REF.test(input) ? input : undefined;
}

export function paymentRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/api/v2/payment/token/payment', async (c) => {
    const ctx = c.get('ctx');
    const { store, user } = await currentUser(c);
    const factorId = intParam(c.req.query('factor_id'));
    const order = factorId === null ? undefined : store.orders.get(factorId);
    if (!order || order.userId !== user.userId) return fail(c, 404, 'not_found', 'سفارش یافت نشد');
    const amount = orderRemaining(order);
    if (order.status !== 'pending' || !(amount > 0)) return fail(c, 400, 'validation', 'این سفارش قابل پرداخت نیست');
    // A quote past its hold gets no gateway link until BasketBook has re-checked its price and seats.
    if (order.checkout && ctx.clock() >= order.checkout.expireAt)
      return fail(c, 410, 'order_expired', 'مهلت پرداخت این سفارش به پایان رسیده است؛ قیمت و ظرفیت باید دوباره بررسی شود.');
    const callback = safeCallbackUrl(c.req.query('callback_url'));
    if (!callback) return fail(c, 400, 'validation', BAD_CALLBACK);
    const payer = payerRef(c.req.query('payer_ref'));
    if (payer === undefined) return fail(c, 400, 'validation', BAD_PAYER);
    const now = ctx.clock();
    // A link never outlives the order's hold (nothing is charged on a quote that no longer holds). The hold is stretched
    // to cover the bank page, up to one link's lifetime past the first hold's end (so asking for links cannot hold a
    // seat for ever); a link made later ends with the hold.
    let expireAt = now + PAYMENT_TTL_MS;
    if (order.checkout) {
      order.checkout.holdLimit ??= order.checkout.expireAt + PAYMENT_TTL_MS;
      expireAt = Math.min(expireAt, order.checkout.holdLimit);
      order.checkout.expireAt = Math.max(order.checkout.expireAt, expireAt);
    }
    const intent: PaymentIntent = {
      id: randomId(24),
      kind: 'order',
      factorId: order.factorId,
      officialFactorId: order.officialFactorId,
      amount,
      couponCode: order.checkout?.couponCode ?? null,
      userId: user.userId,
      callback: callback.href,
      payerRef: payer,
      expireAt,
      state: 'open',
    };
    store.payments.set(intent.id, intent);
    return respondWithIntent(c, intent);
  });

  app.post('/api/v3/payment/topup', async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, TopupRequest);
    if ('error' in body) return body.error;
    const { store, user } = await currentUser(c);
    if (isGuestUser(user)) return fail(c, 403, 'login_required', MSG.loginRequired);
    const callback = safeCallbackUrl(body.value.callback_url);
    if (!callback) return fail(c, 400, 'validation', BAD_CALLBACK);
    const payer = payerRef(body.value.payer_ref);
    if (payer === undefined) return fail(c, 400, 'validation', BAD_PAYER);
    const now = ctx.clock();
    const id = 80_000_000 + ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 10_000_000);
    const intent: PaymentIntent = {
      id: randomId(24),
      kind: 'topup',
      factorId: id,
      officialFactorId: `TU${id}`,
      amount: body.value.amount,
      couponCode: null,
      userId: user.userId,
      callback: callback.href,
      payerRef: payer,
      expireAt: now + PAYMENT_TTL_MS,
      state: 'open',
    };
    store.payments.set(intent.id, intent);
    return respondWithIntent(c, intent);
  });

  /** The caller's own intent (others: 404): what became of it, for the site's result page. */
  app.get('/api/v3/payment/intent/:token', async (c) => {
    const ctx = c.get('ctx');
    const { store, user } = await currentUser(c);
    const intent = findIntent(store, c.req.param('token'));
    if (!intent || intent.userId !== user.userId) return fail(c, 404, 'not_found', 'پرداخت یافت نشد');
    return ok(c, {
      kind: intent.kind,
      factorId: intent.factorId,
      amount: intent.amount,
      state: intent.state,
      refund: intent.refund ? { amount: intent.refund.amount, to: intent.refund.to } : null,
      // The link ran out of time before anything was paid on it (nothing taken).
      expired: intent.voidReason === 'expired' || (intent.state === 'open' && intent.expireAt <= ctx.clock()),
    });
  });

  app.get('/api/v3/payment', async (c) => {
    const { store, user } = await currentUser(c);
    if (isGuestUser(user)) return fail(c, 403, 'login_required', MSG.loginRequired);
    const { page, pageSize } = pageQuery(c);
    return ok(c, paginate(paymentsOf(store, user), page, pageSize));
  });

  app.get('/api/v3/payment/:paymentId{[GSW][0-9]{1,15}}', async (c) => {
    const { store, user } = await currentUser(c);
    if (isGuestUser(user)) return fail(c, 403, 'login_required', MSG.loginRequired);
    const payment = paymentsOf(store, user).find((p) => p.paymentId === c.req.param('paymentId'));
    if (!payment) return fail(c, 404, 'not_found', 'پرداخت یافت نشد');
    const order = payment.factorId !== null ? store.orders.get(payment.factorId) : undefined;
    return ok(c, { ...payment, order: order ? { title: order.title, product: order.product, statusText: order.statusText } : null });
  });

  app.get('/api/v2/paymentjson/:factorId', async (c) => {
    const { store, user } = await currentUser(c);
    const factorId = intParam(c.req.param('factorId'));
    const order = factorId === null ? undefined : store.orders.get(factorId);
    if (!order || order.userId !== user.userId) return fail(c, 404, 'not_found', 'سفارش یافت نشد');
    return ok(c, orderBreakdown(store, user, order));
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
