/**
 * Sandbox-only routes (no provider code, no token): images, the payment page, holidays, health.
 *   GET  /sandbox/img/hotel/{hotelId}/{n}.png, /sandbox/img/tour/{id}.png (photos),
 *        /sandbox/img/banner/{id}-{variant}.png (banners), /sandbox/img/airline/{code}.svg
 *   GET  /sandbox/pay/{token}   the payment page of an intent;  POST /sandbox/pay/{token}  action=pay|cancel → 303 to
 *        its callback (the site's own page), with `payment={token}`
 *   GET  /sandbox/holidays?from=YYYY-MM-DD&to=YYYY-MM-DD   (default: today … today + 365 days, Tehran)
 *   GET  /sandbox/health
 */
import { Hono } from 'hono';
import type { SandboxEnv } from '../context';
import { totalHotelCount } from '../data/cities';
import { holidays, LUNAR_TABLE_END } from '../data/holidays';
import { findHotel } from '../data/hotels';
import { fail } from '../http';
import { messagePage, payPage } from '../pay-page';
import type { SandboxContext } from '../context';
import { bankRecord } from '../payments-ledger';
import { getStore, type PaymentIntent, postTransaction, type Store } from '../store';
import { issueOrder } from '../issue';
import { bannerPng, scenePng } from '../png';
import { logoSvg } from '../svg';
import { addDays, daysBetween, isoInstant, normaliseDate, tehranToday } from '../time';
import { findIntent, orderRemaining, voidOrderPayments } from './payment';
import type { Context } from 'hono';

const PNG_HEADERS = {
  'Content-Type': 'image/png',
  'Cache-Control': 'public, max-age=86400, immutable',
  'X-Content-Type-Options': 'nosniff',
};

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400, immutable',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

function htmlHeaders(formAction: string): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

const VOID_TEXT = 'سفارش پس از ساخت این لینک تغییر کرده یا پرداخت لغو شده است؛ لطفاً از سایت دوباره اقدام کنید.';

const PAID_TITLE = 'هزینهٔ این سفارش پرداخت شده است';
const EXPIRED_TITLE = 'مهلت پرداخت تمام شده است';
const EXPIRED_TEXT = 'مبلغی کسر نشد؛ برای پرداخت دوباره به سایت فروشنده بازگردید.';

/** The site's page for this payment: its callback, naming the order (or top-up) and the payment; the state is read there. */
function callbackUrl(intent: PaymentIntent): string {
  const target = new URL(intent.callback);
  target.searchParams.set('status', intent.state === 'paid' ? 'success' : 'failed');
  target.searchParams.set('factorId', String(intent.factorId));
  target.searchParams.set('kind', intent.kind);
  target.searchParams.set('payment', intent.id);
  return target.href;
}

function invalidLink(c: Context<SandboxEnv>): Response {
  return c.html(messagePage('پرداخت نامعتبر', 'این لینک پرداخت معتبر نیست.'), 404, htmlHeaders("'none'"));
}

/** An intent made for a session answers only that session's requests (constant-time compare of the names). */
function samePayer(intent: PaymentIntent, header: string | undefined): boolean {
  if (intent.payerRef === null) return true;
  const given = header ?? '';
  if (given.length !== intent.payerRef.length) return false;
  let diff = 0;
  for (let i = 0; i < given.length; i++) diff |= given.charCodeAt(i) ^ intent.payerRef.charCodeAt(i);
  return diff === 0;
}

/**
 * Money was taken on `intent`'s link. An open intent whose order still stands as it was (pending, the same amount
 * left, the same coupon) pays it: the order is issued (once) or the wallet is topped up. Anything else (a link voided
 * by a coupon or a credit part, cancelled, or an order changed or paid meanwhile) marks nothing paid and gives the
 * money back at once: to the wallet of a registered payer, to the card otherwise (a guest-reserve identity has no
 * wallet to use; a top-up's money goes back where it came from).
 */
function settle(ctx: SandboxContext, store: Store, intent: PaymentIntent): void {
  const now = ctx.clock();
  // The card was charged: the payment's number, time and the bank's record (the payments list, payments-ledger.ts).
  intent.paymentNo ??= ++store.seq;
  intent.paidAt ??= now;
  intent.bank ??= bankRecord(intent.id);
  if (intent.state === 'open') {
    if (intent.kind === 'topup') {
      const user = store.users.get(intent.userId);
      if (user) {
        intent.state = 'paid';
        intent.trackingCode = String(intent.factorId);
        intent.transactionId = postTransaction(store, user, {
          type: 'deposit',
          amount: intent.amount,
          description: 'افزایش اعتبار کیف پول (درگاه آزمایشی)',
          createdAt: isoInstant(now),
          factorId: null,
        }).id;
        ctx.log(`payment success for topup ${intent.officialFactorId}`);
        return;
      }
    } else {
      const order = store.orders.get(intent.factorId);
      const stands =
        order !== undefined &&
        order.userId === intent.userId &&
        order.status === 'pending' &&
        orderRemaining(order) === intent.amount &&
        (order.checkout?.couponCode ?? null) === intent.couponCode;
      if (order && stands) {
        intent.state = 'paid';
        issueOrder(ctx, store, order);
        intent.trackingCode = order.trackingCode ?? String(order.factorId);
        // Any other open link of the order is void now: it is paid.
        voidOrderPayments(store, order.factorId, 'paid');
        ctx.log(`payment success for order ${intent.officialFactorId}`);
        return;
      }
    }
    intent.state = 'void';
    intent.voidReason ??= 'mismatch';
  }
  const reason = intent.voidReason ?? intent.state;
  const user = store.users.get(intent.userId);
  const toWallet = intent.kind === 'order' && user !== undefined && !user.roles.includes('GUEST_RESERVE') && !user.roles.includes('GUEST');
  if (toWallet && user) {
    postTransaction(store, user, {
      type: 'refund',
      amount: intent.amount,
      description: `بازگشت وجه پرداخت نامعتبر سفارش ${intent.officialFactorId} (لینک پرداخت باطل شده بود)`,
      createdAt: isoInstant(now),
      factorId: intent.factorId,
    });
  }
  intent.refund = { amount: intent.amount, to: toWallet ? 'wallet' : 'card', at: now };
  intent.state = 'refunded';
  ctx.log(`payment refunded (${reason}) for ${intent.kind} ${intent.officialFactorId}`);
}

export function sandboxRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/sandbox/health', (c) => {
    const ctx = c.get('ctx');
    return c.json({ ok: true, seed: ctx.seed, hotels: totalHotelCount(), now: isoInstant(ctx.clock()) });
  });

  app.get('/sandbox/img/hotel/:id/:file', async (c) => {
    const ctx = c.get('ctx');
    const m = /^([1-9])\.png$/.exec(c.req.param('file'));
    const hotel = findHotel(ctx.seed, Number(c.req.param('id')));
    if (!m || !hotel || Number(m[1]) > hotel.imageCount) return c.notFound();
    return c.body(await scenePng(`hotel|${hotel.id}|${m[1]}`, ctx.seed), 200, PNG_HEADERS);
  });

  app.get('/sandbox/img/banner/:file', async (c) => {
    const m = /^([12]\d\d)-(desktop|mobile|d[123]|m[123])\.png$/.exec(c.req.param('file'));
    if (!m) return c.notFound();
    const [width, height] = (m[2] as string).startsWith('m') ? [600, 300] : [1200, 300];
    return c.body(await bannerPng(`${m[1]}|${m[2]}`, c.get('ctx').seed, width, height), 200, PNG_HEADERS);
  });

  app.get('/sandbox/img/airline/:file', (c) => {
    const m = /^([A-Z0-9]{2})\.svg$/.exec(c.req.param('file'));
    if (!m) return c.notFound();
    return c.body(logoSvg(m[1] as string, c.get('ctx').seed), 200, SVG_HEADERS);
  });

  app.get('/sandbox/img/tour/:file', async (c) => {
    const m = /^(\d{3,9})\.png$/.exec(c.req.param('file'));
    if (!m) return c.notFound();
    return c.body(await scenePng(`tour|${m[1]}`, c.get('ctx').seed), 200, PNG_HEADERS);
  });

  app.get('/sandbox/holidays', (c) => {
    const ctx = c.get('ctx');
    const today = tehranToday(ctx.clock());
    const from = normaliseDate(c.req.query('from') ?? today);
    const to = normaliseDate(c.req.query('to') ?? addDays(from ?? today, 365));
    if (!from || !to || to < from) return fail(c, 400, 'validation', 'بازه تاریخ معتبر نیست');
    if (daysBetween(from, to) > 800) return fail(c, 400, 'validation', 'بازه تاریخ حداکثر ۸۰۰ روز است');
    return c.json({
      from,
      to,
      items: holidays(from, to),
      note: `Official holidays of Iran (Fridays not listed). Lunar dates from the Umm al-Qura tables up to ${LUNAR_TABLE_END}; Iran's official dates may differ by a day.`,
    });
  });

  // The gateway page of a payment intent (routes/payment.ts). Everything is read from the intent: the token names it
  // and nothing else. An intent made for a session (payer_ref) answers only requests naming that session
  // (X-Payer-Ref, added by the site's edge from the visitor's own cookie); anyone else gets the "not valid" page.
  app.get('/sandbox/pay/:token', async (c) => {
    const ctx = c.get('ctx');
    const store = await getStore(ctx);
    const intent = findIntent(store, c.req.param('token'));
    if (!intent || !samePayer(intent, c.req.header('X-Payer-Ref'))) return invalidLink(c);
    const none = htmlHeaders("'none'");
    if (intent.state === 'paid' || intent.state === 'refunded')
      return c.html(messagePage('این پرداخت انجام شده است', 'نتیجهٔ آن را در سایت فروشنده ببینید.', callbackUrl(intent)), 410, none);
    // An order paid meanwhile (another link, the wallet) is never offered for payment again, whatever the link says.
    const order = intent.kind === 'order' ? store.orders.get(intent.factorId) : undefined;
    if (order && order.status !== 'pending')
      return c.html(messagePage(PAID_TITLE, 'برای این سفارش پرداخت دیگری لازم نیست.', callbackUrl(intent)), 410, none);
    if (intent.state !== 'open') return c.html(messagePage('این لینک پرداخت باطل شده است', VOID_TEXT, callbackUrl(intent)), 410, none);
    if (intent.expireAt <= ctx.clock()) return c.html(messagePage(EXPIRED_TITLE, EXPIRED_TEXT, callbackUrl(intent)), 410, none);
    return c.html(payPage(intent), 200, htmlHeaders(new URL(intent.callback).origin));
  });

  app.post('/sandbox/pay/:token', async (c) => {
    const ctx = c.get('ctx');
    const store = await getStore(ctx);
    const intent = findIntent(store, c.req.param('token'));
    if (!intent || !samePayer(intent, c.req.header('X-Payer-Ref'))) return invalidLink(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const action = form.action;
    if (action !== 'pay' && action !== 'cancel')
      return c.html(messagePage('درخواست نامعتبر', 'یکی از دکمه‌های «پرداخت» یا «انصراف» را انتخاب کنید.'), 400, htmlHeaders("'none'"));
    const now = ctx.clock();
    // An open link past its time: the bank refuses it, nothing is taken, and the traveller goes back to the site,
    // whose result page says so and offers to pay again.
    if (intent.state === 'open' && intent.expireAt <= now) {
      intent.state = 'void';
      intent.voidReason = 'expired';
      ctx.log(`payment expired for ${intent.kind} ${intent.officialFactorId}`);
    } else if (intent.voidReason === 'expired') {
      // An expired link stays refused: nothing is taken on it.
    } else if (action === 'cancel') {
      // «انصراف» voids the link: a later payment on it (another tab, a replayed form) issues nothing.
      if (intent.state === 'open') intent.state = 'cancelled';
      ctx.log(`payment cancelled for ${intent.kind} ${intent.officialFactorId}`);
    } else if (intent.state === 'open' || intent.state === 'cancelled' || intent.state === 'void') {
      // The bank takes the money; the supplier then settles it against the intent as it stands now.
      settle(ctx, store, intent);
    }
    // paid / refunded: a replayed form or callback; nothing moves again.
    return c.redirect(callbackUrl(intent), 303);
  });

  return app;
}
