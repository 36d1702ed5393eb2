import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSandboxState } from '@/server/sandbox/app';
import { hotelItemDetails } from '../fixtures/basket';
import { checkoutHarness, hotelGuests } from './checkout-helpers';

/**
 * Issue 48 point 3, a way back from the gateway, as the browser reaches it through the site's /sandbox/pay/{token}:
 * a cancelled or expired payment goes back to the site's result page naming the payment (whose state says what
 * happened), the same basket pays the same order again, a paid order's gateway page has no pay button, and a
 * replayed form or callback moves nothing.
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by many assertions
type Json = Record<string, any>;
const MIN = 60_000;
const FORM = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' };

function visitor(offset = 0) {
  const clock = { now: Date.now() + offset };
  return { ...checkoutHarness({ clock: () => clock.now }, () => clock.now), clock };
}
type V = ReturnType<typeof visitor>;

const gateway = (h: V, url: string, action: 'pay' | 'cancel') =>
  h.request(new URL(url, 'http://localhost').pathname, {
    method: 'POST',
    headers: { ...FORM, Cookie: h.cookie() },
    body: `action=${action}`,
  });
const gatewayPage = (h: V, url: string) =>
  h.request(new URL(url, 'http://localhost').pathname, { headers: { Accept: 'text/html', Cookie: h.cookie() } });
const balance = async (h: V) => ((await (await h.get('/api/account/balance')).json()) as Json).data.user_balance as number;
const order = async (h: V, factorId: number) => ((await (await h.get(`/api/checkout/order/${factorId}`)).json()) as Json).data as Json;
const intent = async (h: V, location: string) =>
  (await (await h.get(`/__intent?token=${new URL(location, 'http://localhost').searchParams.get('payment')}`)).json()) as Json;

async function pay(h: V, extra: Json = {}): Promise<Json> {
  let step = (await (await h.post('/api/checkout/pay', { credit: 'none', ...extra })).json()) as Json;
  if (step.step === 'price-changed')
    step = (await (await h.post('/api/checkout/pay', { credit: 'none', acceptedPrice: step.newPrice, ...extra })).json()) as Json;
  expect(step.step).toBe('pay');
  return step;
}

async function atGateway(mobile: string | null, offset = 0): Promise<{ h: V; step: Json }> {
  const h = visitor(offset);
  await h.get('/api/session');
  if (mobile) await h.login(mobile);
  expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
  expect((await h.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
  return { h, step: await pay(h) };
}

describe('a cancelled payment has a way back and pays once', () => {
  it('«انصراف» returns to the result page of the same order; paying again books the same order, charges once', async () => {
    const { h, step } = await atGateway('09120000001');
    const before = await balance(h);
    const cancelled = await gateway(h, step.paymentUrl, 'cancel');
    expect(cancelled.status).toBe(303);
    const back = cancelled.headers.get('location')!;
    expect(new URL(back).pathname).toBe('/checkout/hotel/result');
    expect(new URL(back).searchParams.get('factorId')).toBe(String(step.order.factorId));
    expect(await intent(h, back)).toMatchObject({ state: 'cancelled', expired: false, refund: null });
    // Pay again (the result page's link is the review, whose pay books the same basket attempt).
    const again = await pay(h);
    expect(again.order.factorId).toBe(step.order.factorId);
    expect(again.amount).toBe(step.amount);
    expect(again.paymentUrl).not.toBe(step.paymentUrl);
    const paid = await gateway(h, again.paymentUrl, 'pay');
    expect(paid.headers.get('location')).toMatch(/status=success/);
    expect(await order(h, step.order.factorId)).toMatchObject({ status: 'issued', paid: true });
    // Replayed form and replayed callback: nothing moves again.
    const replay = await gateway(h, again.paymentUrl, 'pay');
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe(paid.headers.get('location'));
    expect(await gateway(h, again.paymentUrl, 'cancel').then((r) => r.status)).toBe(303);
    expect(await intent(h, paid.headers.get('location')!)).toMatchObject({ state: 'paid', refund: null });
    expect(await order(h, step.order.factorId)).toMatchObject({ status: 'issued', paid: true });
    expect(await balance(h)).toBe(before);
    // The pay step of a paid basket never asks for money again.
    const closed = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    expect(closed.step === 'pay').toBe(false);
  });
});

describe('a wallet part before a cancelled gateway is taken once', () => {
  it('the part stays with the order, paying again asks the gateway for the rest only, the wallet moves once', async () => {
    const h = visitor();
    await h.get('/api/session');
    await h.login('09120000001');
    const before = await balance(h);
    expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
    expect((await h.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
    const step = await pay(h, { credit: 1_000_000 });
    const payable = (await order(h, step.order.factorId)).payable as number;
    expect(step.amount).toBe(payable - 1_000_000);
    expect(await balance(h)).toBe(before - 1_000_000);
    expect((await gateway(h, step.paymentUrl, 'cancel')).status).toBe(303);
    expect(await order(h, step.order.factorId)).toMatchObject({ status: 'pending', paid: false, creditPaid: 1_000_000 });
    expect(await balance(h)).toBe(before - 1_000_000);
    // Paying again (as the result page's «پرداخت دوباره» does, no more from the wallet): the same order, the rest.
    const again = await pay(h);
    expect(again.order.factorId).toBe(step.order.factorId);
    expect(again.amount).toBe(payable - 1_000_000);
    await gateway(h, again.paymentUrl, 'pay');
    expect(await order(h, step.order.factorId)).toMatchObject({ status: 'issued', paid: true, creditPaid: 1_000_000 });
    expect(await balance(h)).toBe(before - 1_000_000);
  });
});

describe('a paid order offers no payment', () => {
  it("another open link's gateway page shows no pay button once the order is paid", async () => {
    const { h, step } = await atGateway(null);
    const second = await pay(h);
    expect(second.paymentUrl).not.toBe(step.paymentUrl);
    expect((await gatewayPage(h, second.paymentUrl)).status).toBe(200);
    await gateway(h, step.paymentUrl, 'pay');
    expect(await order(h, step.order.factorId)).toMatchObject({ paid: true });
    const page = await gatewayPage(h, second.paymentUrl);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).not.toMatch(/value="pay"/);
    expect(html).toMatch(/بازگشت به سایت فروشنده/);
    // The first link (paid) shows no button either.
    expect(await (await gatewayPage(h, step.paymentUrl)).text()).not.toMatch(/value="pay"/);
  });
});

describe('an expired payment link', () => {
  it('takes nothing and goes back to the site, which reads it as expired; a new link pays the order', async () => {
    const { h, step } = await atGateway('09120000001', -16 * MIN);
    const before = await balance(h);
    // The gateway page is served through the site's sandbox passthrough, on the real clock: the link was made on
    // the visitor's clock, 16 minutes behind it, so the gateway sees it past its 15 minutes.
    const page = await gatewayPage(h, step.paymentUrl);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).not.toMatch(/value="pay"/);
    expect(html).toMatch(/مهلت پرداخت/);
    const res = await gateway(h, step.paymentUrl, 'pay');
    expect(res.status).toBe(303);
    const back = res.headers.get('location')!;
    expect(back).toMatch(/status=failed/);
    expect(await intent(h, back)).toMatchObject({ state: 'void', expired: true, refund: null });
    // Replayed: still nothing taken, nothing issued.
    await gateway(h, step.paymentUrl, 'pay');
    expect(await balance(h)).toBe(before);
    expect(await order(h, step.order.factorId)).toMatchObject({ status: 'pending', paid: false });
    // Pay again, now on the real clock: the review re-checks the expired hold (a changed price is asked first) and pays.
    h.clock.now = Date.now();
    const again = await pay(h);
    await gateway(h, again.paymentUrl, 'pay');
    expect(await order(h, again.order.factorId)).toMatchObject({ paid: true });
  });
});
