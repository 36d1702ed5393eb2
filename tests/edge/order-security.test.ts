import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { resetSandboxState } from '@/server/sandbox/app';
import { hotelItemDetails } from '../fixtures/basket';
import { checkoutHarness, hotelGuests, payAtGateway, same, twoAdultsAndInfant } from './checkout-helpers';
import { cookieFrom } from './harness';

/**
 * Issue 43, cases 2, 4, 5 and 6, as the attacker or the confused traveller would try them on the site: another guest
 * who types the same mobile, order tracking without the SMS code, hammering the travellers and tracking routes, Back
 * and a second tab after paying, credit of an order that is replaced, and a quote paid after it expired.
 */
vi.setConfig({ testTimeout: 90_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by many assertions
type Json = Record<string, any>;
type H = ReturnType<typeof checkoutHarness>;

const THR_MHD = { route: ['THR', 'MHD'] as [string, string], days: 3, adults: 2, infants: 1 };
const PERSIAN = /[\u0600-\u06FF]/;

async function readyFlight(h: H) {
  await h.choose(THR_MHD);
  expect((await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant())).status).toBe(200);
}

async function readyHotel(h: H, n = 0) {
  expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(n) })).status).toBe(200);
  expect((await h.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
}

/** Pays, confirming the supplier's re-checked price once when it differs from the shown one. */
async function pay(h: H, body: Json): Promise<Json> {
  const first = (await (await h.post('/api/checkout/pay', body)).json()) as Json;
  if (first.step !== 'price-changed') return first;
  return (await (await h.post('/api/checkout/pay', { ...body, acceptedPrice: first.newPrice })).json()) as Json;
}

const balanceOf = async (h: H) => ((await (await h.get('/api/account/balance')).json()) as Json).data.user_balance as number;
const ordersOf = async (h: H) => {
  const res = (await (await h.post('/api/account/orders', { reportName: 'orders', page: 1, pageSize: 100 })).json()) as Json;
  return (res.data.items ?? res.data) as Json[];
};

describe('a guest’s order is the guest’s (case 2)', () => {
  it('a second guest who types the same mobile cannot read, follow or download the first guest’s order', async () => {
    const first = checkoutHarness();
    await readyFlight(first);
    const paid = (await (await first.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    expect(paid.step).toBe('pay');
    expect((await payAtGateway(first, paid.paymentUrl)).status).toBe(303);
    const id = paid.order.factorId as number;
    // The first guest still reads their own order and ticket.
    expect((await first.get(`/api/checkout/order/${id}`)).status).toBe(200);
    expect((await first.get(`/api/tickets/${id}.pdf`)).status).toBe(200);

    // A stranger in a fresh session: same phone number on the passengers form, no SMS check.
    const second = checkoutHarness();
    await readyFlight(second);
    for (const path of [`/api/checkout/order/${id}`, `/api/checkout/status/${id}`, `/api/tickets/${id}.pdf`]) {
      const res = await second.get(path);
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(await res.json()), path).toMatch(PERSIAN);
    }
  });

  it('order tracking needs the SMS code sent to the buyer’s mobile; without it nothing is shown', async () => {
    const h = checkoutHarness();
    await readyFlight(h);
    const paid = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    await payAtGateway(h, paid.paymentUrl);
    const official = paid.order.officialFactorId as string;

    const stranger = checkoutHarness();
    await stranger.get('/api/session');
    // The old lookup (order number + mobile) shows nothing any more.
    const bare = await stranger.get(`/api/orders/track?officialFactorId=${official}&mobile=09121234567`);
    expect(bare.status).not.toBe(200);
    expect(JSON.stringify(await bare.json())).not.toContain(official);
    // Asking for the code, then a wrong code: refused in Persian.
    const sent = await stranger.post('/api/orders/track/code', { officialFactorId: official, mobile: '09121234567' });
    expect(sent.status).toBe(200);
    const { token } = ((await sent.json()) as Json).data as Json;
    expect(typeof token).toBe('string');
    const wrong = await stranger.post('/api/orders/track', { officialFactorId: official, mobile: '09121234567', token, code: '00000' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as Json).message).toMatch(PERSIAN);
    // The right code (the sandbox's SMS code is the fixed one, as for login) shows the order's status.
    const right = await stranger.post('/api/orders/track', { officialFactorId: official, mobile: '09121234567', token, code: '12345' });
    expect(right.status).toBe(200);
    expect(((await right.json()) as Json).data).toMatchObject({ officialFactorId: official, status: 'issued' });
    // Another order number with the same code token: not shown.
    const other = await stranger.post('/api/orders/track', { officialFactorId: 'H0000000', mobile: '09121234567', token, code: '12345' });
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(other.status).toBeLessThan(500);
  });
});

describe('rate limits on the travellers and tracking routes (case 2)', () => {
  it('the travellers route answers 429 once a session posts past the limit (a logged-in traveller too)', async () => {
    const h = checkoutHarness();
    await h.login('09120000001');
    await h.choose(THR_MHD);
    const limit = RATE_LIMITS.travellers.perAccount;
    for (let i = 0; i < limit; i++) expect((await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant())).status).toBe(200);
    const res = await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant());
    expect(res.status).toBe(429);
    expect(((await res.json()) as Json).code).toBe('too_many_attempts');
    expect((await h.post('/api/checkout/hotel/travellers', hotelGuests)).status).toBe(429);
  });

  it('tracking: codes for one mobile and wrong codes are limited (429)', async () => {
    const h = checkoutHarness();
    await h.get('/api/session');
    const ask = { officialFactorId: 'H1234567', mobile: '09121234567' };
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.sms.perAccount + 1; i++) statuses.push((await h.post('/api/orders/track/code', ask)).status);
    expect(statuses.slice(0, RATE_LIMITS.sms.perAccount).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = (await (await h.post('/api/orders/track/code', { ...ask, mobile: '09121234568' })).json()) as Json;
    const guesses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.code.perAccount + 1; i++)
      guesses.push((await h.post('/api/orders/track', { ...ask, token: other.data.token, code: String(10_000 + i) })).status);
    expect(guesses.at(-1)).toBe(429);
  });
});

describe('one basket, one order (cases 4 and 5)', () => {
  it('counter staff paid from credit, went Back and re-posted the travellers: 409 in Persian, no second order or charge', async () => {
    const h = checkoutHarness();
    await h.login('09120000002');
    await readyFlight(h);
    const before = await balanceOf(h);
    const paid = (await (await h.post('/api/checkout/pay', { credit: 'max' })).json()) as Json;
    expect(paid.step).toBe('done');
    const orders0 = (await ordersOf(h)).length;
    const again = await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant());
    expect(again.status).toBe(409);
    const json = (await again.json()) as Json;
    expect(json).toMatchObject({ code: 'basket_closed', message: messages.checkout.basketPaid });
    // Back lands on the order that was paid.
    expect(json.redirect).toBe(`/checkout/flight/result?factorId=${paid.order.factorId}`);
    const second = (await (await h.post('/api/checkout/pay', { credit: 'max' })).json()) as Json;
    expect(second).toMatchObject({ step: 'done', order: { factorId: paid.order.factorId } });
    expect(await balanceOf(h)).toBe(before - paid.order.payable);
    expect((await ordersOf(h)).length).toBe(orders0);
  });

  it('part paid from credit, then the travellers re-posted: 409 back to the same order’s review; the credit stays on it', async () => {
    const h = checkoutHarness();
    await h.login('09120000001');
    await readyFlight(h);
    const part = (await (await h.post('/api/checkout/pay', { credit: 1_000_000 })).json()) as Json;
    expect(part).toMatchObject({ step: 'pay', order: { creditPaid: 1_000_000 } });
    const again = await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant());
    expect(again.status).toBe(409);
    expect((await again.json()) as Json).toMatchObject({ message: messages.checkout.basketPaying, redirect: '/checkout/review' });
    // The review pays the same order, whose credit part is kept.
    const next = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    expect(next).toMatchObject({ step: 'pay', order: { factorId: part.order.factorId, creditPaid: 1_000_000 } });
  });

  it('a guest with two tabs pays two gateway links: one order issued, the other payment given back', async () => {
    const h = checkoutHarness();
    await readyFlight(h);
    const tab1 = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    // The second tab posts the travellers again and pays: a new attempt.
    expect((await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant())).status).toBe(200);
    const tab2 = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    expect(tab2.step).toBe('pay');
    const answers = [await payAtGateway(h, tab1.paymentUrl), await payAtGateway(h, tab2.paymentUrl)];
    const ids = [...new Set([tab1.order.factorId, tab2.order.factorId])] as number[];
    const states = await Promise.all(ids.map(async (id) => ((await (await h.get(`/api/checkout/order/${id}`)).json()) as Json).data));
    expect(states.filter((o: Json) => o.paid)).toHaveLength(1);
    // Only one payment went through; the other was given back (its result page says so).
    const success = answers.filter((r) => (r.headers.get('location') ?? '').includes('status=success'));
    expect(success).toHaveLength(1);
  });

  it('two tabs answered at once: the browser keeps one cookie, and the other tab’s order is still this session’s', async () => {
    const h = checkoutHarness();
    await readyFlight(h);
    const before = h.cookie();
    const tab1 = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    // The second tab started from the same cookie (its requests left before the first tab's answer came back); its
    // answer's cookie names only its own order, and that is the cookie the browser keeps.
    const asTab2 = (path: string, body: unknown) =>
      h.request(path, { method: 'POST', headers: { ...same, Cookie: before }, body: JSON.stringify(body) });
    expect((await asTab2('/api/checkout/flight/passengers', twoAdultsAndInfant())).status).toBe(200);
    const res2 = await asTab2('/api/checkout/pay', { credit: 'none' });
    const tab2 = (await res2.json()) as Json;
    expect(tab2.step).toBe('pay');
    expect(tab2.order.factorId).not.toBe(tab1.order.factorId);
    const last = cookieFrom(res2);
    const asLast = (path: string) => h.request(path, { headers: { Cookie: last } });
    // The first tab's order (replaced, its link void) is read from the session, not "not found".
    const first = await asLast(`/api/checkout/order/${tab1.order.factorId}`);
    expect(first.status).toBe(200);
    expect(((await first.json()) as Json).data.factorId).toBe(tab1.order.factorId);
    // The answer names it in the cookie again; another session of the same edge (a fresh guest) still cannot read it.
    expect(cookieFrom(first)).not.toBe(last);
    expect((await h.request(`/api/checkout/order/${tab1.order.factorId}`)).status).toBe(404);
  });

  it('the credit of an order that is replaced goes back to the wallet at once, with a transaction that says so', async () => {
    let shift = 0;
    const h = checkoutHarness({ clock: () => Date.now() + shift });
    await h.login('09120000001');
    await readyHotel(h);
    const before = await balanceOf(h);
    const part = await pay(h, { credit: 1_000_000 });
    expect(part).toMatchObject({ step: 'pay', order: { creditPaid: 1_000_000 } });
    expect(await balanceOf(h)).toBe(before - 1_000_000);
    // The quote's 15-minute hold ends; the traveller changes the guests and books again.
    shift = 16 * 60_000;
    expect((await h.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
    const next = await pay(h, { credit: 'none' });
    expect(next.step).toBe('pay');
    expect(next.order.factorId).not.toBe(part.order.factorId);
    expect(await balanceOf(h)).toBe(before);
    const tx = (await (await h.get('/api/account/transactions')).json()) as Json;
    const rows = (tx.data.items ?? []) as Json[];
    expect(rows.find((r) => r.factorId === part.order.factorId && r.amount === 1_000_000)?.description).toMatch(PERSIAN);
    const old = ((await (await h.get(`/api/checkout/order/${part.order.factorId}`)).json()) as Json).data;
    expect(old.status).not.toBe('pending');
  });
});

describe('credit left on an abandoned order (case 5)', () => {
  it('goes back to the wallet an hour after the hold ended, with a transaction that says so; not before', async () => {
    let shift = 0;
    const h = checkoutHarness({ clock: () => Date.now() + shift });
    await h.login('09120000001');
    await readyHotel(h);
    const before = await balanceOf(h);
    const part = await pay(h, { credit: 1_000_000 });
    expect(part).toMatchObject({ step: 'pay', order: { creditPaid: 1_000_000 } });
    const id = part.order.factorId as number;
    const status = async () => ((await (await h.get(`/api/checkout/order/${id}`)).json()) as Json).data.status as string;
    // Past the 15-minute hold, within the hour the traveller has to come back: the credit is still on the order.
    shift = 45 * 60_000;
    expect(await balanceOf(h)).toBe(before - 1_000_000);
    expect(await status()).toBe('pending');
    // An hour and more after the hold: the order is let go and its credit is back, once.
    shift = (15 + 60 + 11) * 60_000;
    expect(await balanceOf(h)).toBe(before);
    expect(await status()).toBe('cancelled');
    shift += 11 * 60_000;
    expect(await balanceOf(h)).toBe(before);
    const rows = ((await (await h.get('/api/account/transactions')).json()) as Json).data.items as Json[];
    const back = rows.filter((r) => r.factorId === id && r.amount === 1_000_000);
    expect(back).toHaveLength(1);
    expect(back[0]!.description).toMatch(PERSIAN);
  });
});

describe('an expired quote is re-checked before any charge (case 6)', () => {
  it('past its 15-minute hold the order is re-priced; the new price is asked, never charged silently', async () => {
    let shift = 0;
    const h = checkoutHarness({ clock: () => Date.now() + shift });
    await h.login('09120000001');
    await readyHotel(h);
    const quote = await (async () => {
      const q = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
      if (q.step !== 'price-changed') return q;
      return (await (await h.post('/api/checkout/quote', { acceptedPrice: q.newPrice })).json()) as Json;
    })();
    expect(quote.step).toBe('quote');
    const accepted = quote.order.grossPrice as number;
    const before = await balanceOf(h);
    shift = 16 * 60_000;
    h.faults.push({ pattern: /BasketBook$/, spec: 'price-change=10' });
    const res = await h.post('/api/checkout/pay', { credit: 'max', acceptedPrice: accepted });
    const out = (await res.json()) as Json;
    expect(out).toMatchObject({ step: 'price-changed', oldPrice: accepted });
    expect(out.newPrice).toBeGreaterThan(accepted);
    expect(out.paymentUrl).toBeUndefined();
    expect(await balanceOf(h)).toBe(before);
    h.faults.length = 0;
    // Accepted: the same order at the new price.
    const paid = (await (await h.post('/api/checkout/pay', { credit: 'none', acceptedPrice: out.newPrice })).json()) as Json;
    expect(paid).toMatchObject({ step: 'pay', order: { factorId: quote.order.factorId, grossPrice: out.newPrice } });
    expect(paid.amount).toBe(paid.order.payable);
  });
});
