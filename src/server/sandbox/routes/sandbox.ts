/**
 * Sandbox-only routes (no provider code, no token): images, the payment page, holidays, health.
 *   GET  /sandbox/img/hotel/{hotelId}/{n}.png, /sandbox/img/tour/{id}.png (photos),
 *        /sandbox/img/banner/{id}-{variant}.png (banners), /sandbox/img/airline/{code}.svg
 *   GET  /sandbox/pay/{token}   the payment page;  POST /sandbox/pay/{token}  action=pay|cancel → 303 to callback_url
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
import { getStore, markUsed, postTransaction } from '../store';
import { issueOrder } from '../issue';
import { bannerPng, scenePng } from '../png';
import { logoSvg } from '../svg';
import { addDays, daysBetween, isoInstant, normaliseDate, tehranToday } from '../time';
import { readPayment } from './payment';

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

  app.get('/sandbox/pay/:token', async (c) => {
    const ctx = c.get('ctx');
    const claim = await readPayment(ctx, c.req.param('token'));
    if (!claim) return c.html(messagePage('پرداخت نامعتبر', 'این لینک پرداخت معتبر نیست.'), 404, htmlHeaders("'none'"));
    if (claim.expireAt <= ctx.clock())
      return c.html(messagePage('مهلت پرداخت تمام شده است', 'لطفاً دوباره از سایت اقدام کنید.'), 410, htmlHeaders("'none'"));
    return c.html(payPage(claim), 200, htmlHeaders(new URL(claim.callback).origin));
  });

  app.post('/sandbox/pay/:token', async (c) => {
    const ctx = c.get('ctx');
    const claim = await readPayment(ctx, c.req.param('token'));
    if (!claim) return c.html(messagePage('پرداخت نامعتبر', 'این لینک پرداخت معتبر نیست.'), 404, htmlHeaders("'none'"));
    if (claim.expireAt <= ctx.clock())
      return c.html(messagePage('مهلت پرداخت تمام شده است', 'لطفاً دوباره از سایت اقدام کنید.'), 410, htmlHeaders("'none'"));
    const form = await c.req.parseBody();
    const paid = form.action === 'pay';
    const store = await getStore(ctx);
    let trackingCode = '';
    if (paid && claim.kind === 'order') {
      const order = store.orders.get(claim.factorId);
      // The gateway takes what is left after any credit part; a token for another amount (the order changed since)
      // pays nothing. Issuing runs once, so a replayed page or callback never issues twice.
      const remaining = order?.checkout ? order.checkout.payable - order.checkout.creditPaid : order?.totalPrice;
      if (order && order.status === 'pending' && remaining === claim.amount) issueOrder(ctx, store, order);
      trackingCode = order?.trackingCode ?? String(claim.factorId);
    } else if (paid) {
      const user = store.users.get(claim.userId);
      if (user && !store.usedTokens.has(`pay:${claim.factorId}`)) {
        markUsed(store, `pay:${claim.factorId}`, claim.expireAt, ctx.clock());
        postTransaction(store, user, {
          type: 'deposit',
          amount: claim.amount,
          description: 'افزایش اعتبار کیف پول (درگاه آزمایشی)',
          createdAt: isoInstant(ctx.clock()),
          factorId: null,
        });
      }
      trackingCode = String(claim.factorId);
    }
    ctx.log(`payment ${paid ? 'success' : 'cancelled'} for ${claim.kind} ${claim.officialFactorId}`);
    const target = new URL(claim.callback);
    target.searchParams.set('status', paid ? 'success' : 'failed');
    target.searchParams.set('factorId', String(claim.factorId));
    target.searchParams.set('officialFactorId', claim.officialFactorId);
    target.searchParams.set('trackingCode', trackingCode);
    target.searchParams.set('kind', claim.kind);
    return c.redirect(target.href, 303);
  });

  return app;
}
