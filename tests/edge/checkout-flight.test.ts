import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validateFlightPassengers } from '@/products/flight/model/passengers';
import { addDays, todayIn } from '@/lib/dates';
import { RETRY_DELAY_MS } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { realTimers } from '@/server/upstream/request';
import { resetSandboxState } from '@/server/sandbox/app';
import { parseOfferId, provisionOutcome } from '@/server/sandbox/data/flights';
import { BAD_CODE, checkoutHarness, twoAdultsAndInfant, payAtGateway } from './checkout-helpers';

/**
 * The one checkout through the real edge pipeline and the real sandbox (workerd): choose → provision → basket,
 * passengers, quote, payment by gateway, credit and coupon, idempotency and the fault knobs.
 */
// A hang guard for a checkout walk beside other work (searches, quotes and payments through the sandbox).
vi.setConfig({ testTimeout: 60_000 });
// The sandbox's store is per seed and module-wide: every test starts from the seeded accounts (balances included).
beforeEach(() => resetSandboxState());

const THR_MHD = { route: ['THR', 'MHD'] as [string, string], days: 3, adults: 2, infants: 1 };

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by many assertions
type Json = Record<string, any>;

describe('choose a flight: provision, then the basket', () => {
  it('saves the outbound vehicle with its provision in the session basket', async () => {
    const h = checkoutHarness();
    const { json } = await h.choose(THR_MHD);
    expect(json.next).toBe('/flight/THR-MHD/passengers');
    expect(json.basket.flights).toEqual([expect.objectContaining({ leg: 'outbound', passengers: 0 })]);
    const current = (await (await h.get('/api/basket/current')).json()) as Json;
    expect(current.basket.flights).toHaveLength(1);
  });

  it('a changed price is asked before anything is saved; the confirmed price is saved', async () => {
    const h = checkoutHarness();
    const found = await h.search(THR_MHD);
    h.faults.push({ pattern: /\/api2\/flights\/Provision$/, spec: 'price-change=10' });
    const body = { searchToken: found.token, flightId: found.departures[0]!.id };
    const first = (await (await h.post('/api/basket/flights', body)).json()) as Json;
    expect(first).toMatchObject({ step: 'price-changed' });
    expect(first.newPrice).toBeGreaterThan(first.oldPrice);
    expect(h.calls.some((c) => c.path.startsWith('/api2/Basket/'))).toBe(false); // nothing saved
    const accepted = (await (await h.post('/api/basket/flights', { ...body, acceptedTotal: first.newPrice })).json()) as Json;
    expect(accepted.step).toBe('saved');
  });

  it('the price-change knob forces a price change on a flight the sandbox itself has sold out', async () => {
    // About 1 flight in 14 is sold out at provision, fixed per flight and date; the knob forces the change whatever the
    // flight (CI run 59: the first THR-MHD departure three days from 2026-11-30 was one of those, and the test above
    // got `sold_out`). The sandbox's default seed, 1405.
    const h = checkoutHarness();
    let pick: { searchToken: string; flightId: string } | undefined;
    for (let days = 1; days <= 30 && !pick; days++) {
      const found = await h.search({ ...THR_MHD, days });
      const soldOut = found.departures.find((d) => provisionOutcome(1405, parseOfferId(1405, d.id)!).kind === 'soldOut');
      if (soldOut) pick = { searchToken: found.token, flightId: soldOut.id };
    }
    expect(pick).toBeDefined();
    h.faults.push({ pattern: /\/api2\/flights\/Provision$/, spec: 'price-change=10' });
    const first = (await (await h.post('/api/basket/flights', pick)).json()) as Json;
    expect(first).toMatchObject({ step: 'price-changed' });
    expect(first.newPrice).toBeGreaterThan(first.oldPrice);
  });

  it('a sold-out seat is a 409 with the Persian message and no basket write', async () => {
    const h = checkoutHarness();
    const found = await h.search(THR_MHD);
    h.faults.push({ pattern: /\/api2\/flights\/Provision$/, spec: 'sold-out' });
    const res = await h.post('/api/basket/flights', { searchToken: found.token, flightId: found.departures[0]!.id });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'sold_out', message: messages.payment.soldOut });
    expect(h.calls.some((c) => c.path.startsWith('/api2/Basket/'))).toBe(false);
  });

  it('a crafted choice (bad ids, a return id for the outbound) is a 4xx, never a 500', async () => {
    const h = checkoutHarness();
    const found = await h.search(THR_MHD);
    expect((await h.post('/api/basket/flights', { searchToken: found.token, flightId: '../../x' })).status).toBe(400);
    expect((await h.post('/api/basket/flights', { searchToken: 'x', flightId: found.departures[0]!.id })).status).toBe(400);
    expect((await h.post('/api/basket/flights', { searchToken: found.token, flightId: 'ABCDEF-123' })).status).toBe(404);
  });
});

describe('the basket: a flight is removed like any item', () => {
  it('removing either leg of a round trip empties the trip; the count and the view follow', async () => {
    const h = checkoutHarness();
    await h.choose({ ...THR_MHD, returnDays: 6 });
    const before = (await (await h.get('/api/basket/current')).json()) as Json;
    expect(before.basket.flights.map((f: Json) => f.leg)).toEqual(['outbound', 'return']);
    const res = await h.post('/api/basket/remove', { key: before.basket.flights[1].key });
    expect(res.status).toBe(200);
    expect((await res.json()) as Json).toMatchObject({ basket: { count: 0, flights: [], hotels: [] } });
    const after = (await (await h.get('/api/basket/current')).json()) as Json;
    expect(after.basket).toMatchObject({ count: 0, flights: [] });
  });
});

describe('passengers: the same rules as the form', () => {
  it('a bad national code gets the same field errors as the browser; the good form is saved into the vehicles', async () => {
    const h = checkoutHarness();
    await h.choose(THR_MHD);
    const bad = twoAdultsAndInfant({ nationalNumber: BAD_CODE });
    const res = await h.post('/api/checkout/flight/passengers', bad);
    expect(res.status).toBe(400);
    const json = (await res.json()) as Json;
    expect(Object.keys(json.errors)).toContain('p2.nationalNumber');
    const ok = await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant());
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ next: '/checkout/review' });
    const current = (await (await h.get('/api/basket/current')).json()) as Json;
    expect(current.basket.flights[0].passengers).toBe(3);
    // The browser's rules agree: the same body passes validateFlightPassengers in the form's context.
    expect(
      validateFlightPassengers(twoAdultsAndInfant(), {
        departDate: addDays(todayIn(Date.now()), 3),
        returnDate: null,
        international: false,
        counts: { adult: 2, child: 0, infant: 1 },
      }).ok,
    ).toBe(true);
  });

  it('garbage bodies are 400/415, never a 500; no basket is a 409 back to search', async () => {
    const h = checkoutHarness();
    expect((await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant())).status).toBe(409);
    await h.choose(THR_MHD);
    expect((await h.post('/api/checkout/flight/passengers', { passengers: 'x' })).status).toBe(400);
    expect((await h.post('/api/checkout/flight/passengers', { ...twoAdultsAndInfant(), passengers: [] })).status).toBe(400);
    const raw = await h.request('/api/checkout/flight/passengers', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json', Cookie: h.cookie() },
      body: '{"passengers":[{"type":"adult"',
    });
    expect(raw.status).toBe(400);
  });
});

async function ready(h: ReturnType<typeof checkoutHarness>, ask = THR_MHD) {
  await h.choose(ask);
  const res = await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant());
  expect(res.status).toBe(200);
}

/** Submits the sandbox payment page as the traveller's browser does: through the site, in the session that paid. */
const gateway = (h: ReturnType<typeof checkoutHarness>, paymentUrl: string) => payAtGateway(h, paymentUrl);

describe('payment', () => {
  it('a guest pays by gateway: double submit makes one order, a replayed gateway post issues one set of tickets', async () => {
    const h = checkoutHarness();
    await ready(h);
    const [a, b] = await Promise.all([h.post('/api/checkout/pay', { credit: 'none' }), h.post('/api/checkout/pay', { credit: 'none' })]);
    const ja = (await a.json()) as Json;
    const jb = (await b.json()) as Json;
    expect(ja.step).toBe('pay');
    expect(jb.order.factorId).toBe(ja.order.factorId);
    const first = await gateway(h, ja.paymentUrl);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toContain('/checkout/flight/result?');
    await gateway(h, ja.paymentUrl); // replayed
    const order = (await (await h.get(`/api/checkout/order/${ja.order.factorId}`)).json()) as Json;
    expect(order.data).toMatchObject({ status: 'issued', paid: true, product: 'flight' });
    expect(order.data.tickets).toHaveLength(3);
    expect(order.data.tickets.map((t: Json) => t.name)).toEqual(['مریم احمدی', 'علی احمدی', 'سارا احمدی']);
    // Paying again (a reload of the review) answers the same, issued order: nothing is charged twice.
    const again = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    expect(again).toMatchObject({ step: 'done', order: { factorId: ja.order.factorId } });
  });

  it('a counter user pays all from credit: the balance goes down by the discounted total, once', async () => {
    const h = checkoutHarness();
    await h.login('09120000002');
    await ready(h);
    const before = (await (await h.get('/api/checkout/order/0')).status) as number;
    expect(before).toBe(400);
    const quote = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(quote.step).toBe('quote');
    expect(quote.order.roleDiscount).toBe(Math.floor((quote.order.grossPrice * 5) / 100));
    const balance0 = quote.balance as number;
    const [p1, p2] = await Promise.all([h.post('/api/checkout/pay', { credit: 'max' }), h.post('/api/checkout/pay', { credit: 'max' })]);
    const j1 = (await p1.json()) as Json;
    const j2 = (await p2.json()) as Json;
    expect([j1.step, j2.step]).toEqual(['done', 'done']);
    const after = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(after.balance).toBe(balance0 - quote.order.payable);
    expect(after.order).toMatchObject({ status: 'issued', creditPaid: quote.order.payable, remaining: 0 });
  });

  it('partial credit: the rest goes through the gateway; a coupon: invalid, expired, then valid', async () => {
    const h = checkoutHarness();
    await h.login('09120000001');
    await ready(h);
    const invalid = await h.post('/api/checkout/quote', { coupon: 'NOPE1' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ message: messages.payment.couponInvalid });
    const expired = await h.post('/api/checkout/quote', { coupon: 'yalda1403' });
    expect(await expired.json()).toMatchObject({ message: messages.payment.couponExpired });
    const quote = (await (await h.post('/api/checkout/quote', { coupon: 'NOROOZ' })).json()) as Json;
    expect(quote.order).toMatchObject({ couponCode: 'NOROOZ', couponDiscount: 2_000_000 });
    const pay = (await (await h.post('/api/checkout/pay', { coupon: 'NOROOZ', credit: 1_000_000 })).json()) as Json;
    expect(pay.step).toBe('pay');
    expect(pay.order.creditPaid).toBe(1_000_000);
    expect(pay.amount).toBe(quote.order.payable - 1_000_000);
    await gateway(h, pay.paymentUrl);
    const after = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(after.order).toMatchObject({ status: 'issued', creditPaid: 1_000_000 });
    expect(after.balance).toBe(quote.balance - 1_000_000);
  });

  it('never past the balance: a traveller asking for more than the wallet pays only the balance from it', async () => {
    const h = checkoutHarness();
    // 09120000004's wallet (40 M rial, under the trip's price) is one no other edge test file moves: the files share
    // the sandbox's module-wide store, and account-refunds refunds into 09120000001's wallet meanwhile.
    await h.login('09120000004');
    await ready(h, { ...THR_MHD, route: ['THR', 'KIH'] });
    const quote = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    const pay = (await (await h.post('/api/checkout/pay', { credit: 999_000_000 })).json()) as Json;
    expect(quote.balance).toBeLessThan(quote.order.payable);
    expect(pay.order.creditPaid).toBe(quote.balance);
  });
});

describe('faults: no money taken twice, no basket lost', () => {
  it('an expired provision sends the traveller back to search with the spec message', async () => {
    let shift = 0;
    const h = checkoutHarness({ clock: () => Date.now() + shift });
    await h.login('09120000001');
    await ready(h);
    shift = 16 * 60_000;
    const res = await h.post('/api/checkout/pay', { credit: 'none' });
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ code: 'expired', message: messages.results.expired, redirect: '/flight/THR-MHD' });
  });

  it('a price change at the final re-check must be confirmed, then the same order is paid', async () => {
    const h = checkoutHarness();
    await ready(h);
    h.faults.push({ pattern: /BasketBook$/, spec: 'price-change=7' });
    const first = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    expect(first.step).toBe('price-changed');
    h.faults.length = 0;
    const paid = (await (await h.post('/api/checkout/pay', { credit: 'none', acceptedPrice: first.newPrice })).json()) as Json;
    expect(paid).toMatchObject({ step: 'pay', order: { factorId: first.order.factorId, grossPrice: first.newPrice } });
  });

  it.each([
    ['BasketBook', /BasketBook$/],
    ['usecredit', /usecredit$/],
    ['payment token', /token\/payment$/],
  ])('upstream 5xx at %s: a clean 503, the basket kept, and a retry takes credit once', async (_name, pattern) => {
    // The edge's waits are recorded, not spent on the real clock: the retries' delays are asserted instead.
    const waits: number[] = [];
    const h = checkoutHarness({}, undefined, {
      ...realTimers,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await h.login('09120000001');
    await ready(h);
    const quote = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    h.faults.push({ pattern, spec: 'status=503' });
    waits.length = 0;
    const res = await h.post('/api/checkout/pay', { credit: 1_000_000 });
    expect([502, 503]).toContain(res.status);
    expect((await res.json()) as Json).toMatchObject({ succeed: false });
    // The 5xx was retried twice, 2 s apart (spec 001 §8), before the clean answer.
    expect(waits).toEqual([RETRY_DELAY_MS, RETRY_DELAY_MS]);
    h.faults.length = 0;
    const current = (await (await h.get('/api/basket/current')).json()) as Json;
    expect(current.basket.flights[0].passengers).toBe(3);
    const retry = (await (await h.post('/api/checkout/pay', { credit: 1_000_000 })).json()) as Json;
    expect(retry.step).toBe('pay');
    expect(retry.order.creditPaid).toBe(1_000_000);
    const after = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(after.balance).toBe(quote.balance - 1_000_000);
  });
});

describe('top-up and the order route', () => {
  it('a logged-in traveller gets a gateway page for a top-up; a guest or a bad amount is refused', async () => {
    const h = checkoutHarness();
    await h.get('/api/session');
    expect((await h.post('/api/checkout/topup', { amount: 1_000_000 })).status).toBe(401);
    await h.login('09120000001');
    const bad = await h.post('/api/checkout/topup', { amount: 5 });
    expect(bad.status).toBe(400);
    const balance = async () => ((await (await h.get('/api/account/balance')).json()) as Json).data.user_balance as number;
    const before = await balance();
    const ok = (await (await h.post('/api/checkout/topup', { amount: 1_000_000 })).json()) as Json;
    expect(ok).toMatchObject({ succeed: true, amount: 1_000_000 });
    const paid = await gateway(h, ok.paymentUrl);
    expect(paid.headers.get('location')).toContain('/checkout/review?');
    await gateway(h, ok.paymentUrl); // replayed: deposited once
    expect(await balance()).toBe(before + 1_000_000);
  });

  it('someone else’s order is a 404, a bad id a 400', async () => {
    const h = checkoutHarness();
    await ready(h);
    const pay = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    // Another account, same sandbox: the order is not theirs.
    await h.login('09120000003');
    expect((await h.get(`/api/checkout/order/${pay.order.factorId}`)).status).toBe(404);
    expect((await h.get('/api/checkout/order/abc')).status).toBe(400);
  });
});

describe('buying for a customer (BUYFOROTHER)', () => {
  const customer = { firstName: 'رضا', lastName: 'محمدی', mobile: '09121112233', nationalCode: '0076543218', email: '' };

  it('the chosen customer goes through the edge to BasketBook and the order records it; a stranger id is refused', async () => {
    const h = checkoutHarness();
    await h.login('09120000004');
    const created = await h.post('/api/account/customers', customer);
    expect(created.status).toBe(200);
    const customerId = ((await created.json()) as Json).data.customerId as string;
    await ready(h);
    // The review's quote books the attempt's order before a customer is chosen: none yet.
    const quote = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(quote.order.customerId).toBeNull();
    // Another buyer's (or a made-up) customer is a clean 4xx in Persian, and nothing is paid.
    const stranger = await h.post('/api/checkout/pay', { credit: 'none', customerId: 'CUS-999999' });
    expect(stranger.status).toBe(400);
    expect(((await stranger.json()) as Json).message).toBe(messages.customers.unknown);
    expect((await h.post('/api/checkout/pay', { credit: 'none', customerId: '../x' })).status).toBe(400);
    // The chosen customer is recorded on the same order, which goes on to the gateway.
    const paid = (await (await h.post('/api/checkout/pay', { credit: 'none', customerId })).json()) as Json;
    expect(paid.step).toBe('pay');
    expect(paid.order).toMatchObject({ factorId: quote.order.factorId, customerId });
    await gateway(h, paid.paymentUrl);
    const order = (await (await h.get(`/api/checkout/order/${quote.order.factorId}`)).json()) as Json;
    expect(order.data).toMatchObject({ status: 'issued', customerId });
  });

  it('a user who may not buy for others cannot name a customer', async () => {
    const h = checkoutHarness();
    await h.login('09120000001');
    await ready(h);
    const res = await h.post('/api/checkout/pay', { credit: 'none', customerId: 'CUS-1' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).message).toBe(messages.customers.notAllowed);
  });
});
