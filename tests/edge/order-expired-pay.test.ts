import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSandboxState } from '@/server/sandbox/app';
import { ORDER_TTL_MS } from '@/server/sandbox/orders';
import { hotelItemDetails } from '../fixtures/basket';
import { checkoutHarness, hotelGuests, payAtGateway } from './checkout-helpers';

/**
 * Issue 43 case 6, the rest: the order's 15-minute hold runs out between booking it and the credit or gateway call
 * (a traveller who pressed «pay» just as it ended). The supplier answers 410 `order_expired` there; the site answers
 * its "expired" step (410, Persian, where to go), not a generic error, and takes nothing. Pressing «pay» again
 * re-checks the order and goes on.
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = Record<string, any>;
const PERSIAN = /[\u0600-\u06FF]/;

/** A visitor whose clock (edge and sandbox) jumps past the hold right after the next BasketBook is answered. */
async function bookedVisitor(mobile: string | null) {
  const clock = { now: Date.now() };
  // Access tokens of an hour: the jump ends the order's hold, not the session's token (a token that lapses in the
  // middle of a request is another matter: session-manager.ts).
  const h = checkoutHarness({ clock: () => clock.now, accessTtlMs: 60 * 60_000 }, () => clock.now);
  let armed = false;
  h.respond.fn = (res, req) => {
    if (armed && new URL(req.url).pathname === '/api2/Basket/BasketBook') {
      armed = false;
      clock.now += ORDER_TTL_MS + 60_000;
    }
    return res;
  };
  if (mobile) await h.login(mobile);
  expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(2) })).status).toBe(200);
  expect((await h.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
  const quote = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
  expect(['quote', 'price-changed']).toContain(quote.step);
  const acceptedPrice = quote.step === 'price-changed' ? quote.newPrice : null;
  return { h, acceptedPrice, arm: () => (armed = true) };
}

const balanceOf = async (h: ReturnType<typeof checkoutHarness>) =>
  ((await (await h.get('/api/account/balance')).json()) as Json).data.user_balance as number;

async function expectExpiredStep(res: Response) {
  expect(res.status).toBe(410);
  const body = (await res.json()) as Json;
  expect(body.code).toBe('expired');
  expect(body.message).toMatch(PERSIAN);
  expect(typeof body.redirect).toBe('string');
}

describe('an order whose hold ended at «pay»', () => {
  it('paying from credit answers the expired step, takes no credit, and a second «pay» goes on', async () => {
    const { h, acceptedPrice, arm } = await bookedVisitor('09120000003');
    const before = await balanceOf(h);
    arm();
    await expectExpiredStep(await h.post('/api/checkout/pay', { credit: 'max', acceptedPrice }));
    expect(await balanceOf(h)).toBe(before);
    // Again: the order is re-checked (a new hold, perhaps a new price to accept), then paid.
    let again = (await (await h.post('/api/checkout/pay', { credit: 'max', acceptedPrice })).json()) as Json;
    if (again.step === 'price-changed')
      again = (await (await h.post('/api/checkout/pay', { credit: 'max', acceptedPrice: again.newPrice })).json()) as Json;
    expect(again.step).toBe('done');
    expect(await balanceOf(h)).toBeLessThan(before);
  });

  it('a guest’s gateway link answers the expired step, and a second «pay» gets a link', async () => {
    const { h, acceptedPrice, arm } = await bookedVisitor(null);
    arm();
    await expectExpiredStep(await h.post('/api/checkout/pay', { credit: 'none', acceptedPrice }));
    let again = (await (await h.post('/api/checkout/pay', { credit: 'none', acceptedPrice })).json()) as Json;
    if (again.step === 'price-changed')
      again = (await (await h.post('/api/checkout/pay', { credit: 'none', acceptedPrice: again.newPrice })).json()) as Json;
    expect(again.step).toBe('pay');
    expect(typeof again.paymentUrl).toBe('string');
  });
});

describe('a gateway link never outlives the order’s hold', () => {
  it('the hold is kept while the first link is open; a later link ends with that hold and pays nothing after it', async () => {
    // The visitor's clock (edge and sandbox) starts 32 minutes behind the real one: the gateway page is served through
    // the site's sandbox passthrough on the real clock, so it is paid 32 minutes after the booking.
    const clock = { now: Date.now() - 32 * 60_000 };
    const h = checkoutHarness({ clock: () => clock.now, accessTtlMs: 2 * 60 * 60_000 }, () => clock.now);
    expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(2) })).status).toBe(200);
    expect((await h.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
    const pay = async () => {
      let out = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
      if (out.step === 'price-changed')
        out = (await (await h.post('/api/checkout/pay', { credit: 'none', acceptedPrice: out.newPrice })).json()) as Json;
      expect(out.step).toBe('pay');
      return out;
    };
    const first = await pay();
    const factorId = first.order.factorId as number;
    const holdOf = async () => Date.parse(((await (await h.get(`/api/checkout/order/${factorId}`)).json()) as Json).data.expireAt);
    const booked = clock.now;
    // Minute 14 of the 15-minute hold: the bank page opened now is held for its whole 15 minutes.
    clock.now = booked + ORDER_TTL_MS - 60_000;
    const late = await pay();
    expect(late.order.factorId).toBe(factorId);
    const hold = await holdOf();
    expect(hold).toBeGreaterThanOrEqual(clock.now + 15 * 60_000 - 1_000);
    // Minute 20: another link is made; the hold is stretched no further than 15 minutes past its first end, and the
    // link ends with it. Paid at minute 32 (the real clock's now): nothing is taken.
    clock.now = booked + 20 * 60_000;
    const third = await pay();
    const limit = await holdOf();
    expect(limit).toBeLessThanOrEqual(booked + ORDER_TTL_MS + 15 * 60_000 + 5_000);
    expect(limit).toBeLessThan(Date.now());
    const answer = await payAtGateway(h, third.paymentUrl);
    expect(answer.headers.get('location') ?? '').toContain('status=failed');
    const order = ((await (await h.get(`/api/checkout/order/${factorId}`)).json()) as Json).data;
    expect(order).toMatchObject({ status: 'pending', paid: false });
  });
});
