import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@/lib/messages';
import { resetSandboxState } from '@/server/sandbox/app';
import { hotelItemDetails } from '../fixtures/basket';
import { checkoutHarness, hotelGuest, hotelGuests, twoAdultsAndInfant, payAtGateway } from './checkout-helpers';

/**
 * Hotels on the one checkout, through the real edge pipeline and the real sandbox (workerd): the guests step writes
 * the basket, then the shared quote/pay (BasketBook re-checks the package; gateway, credit, coupon), one order for a
 * basket with a hotel and a flight, idempotent like a flight's.
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by many assertions
type Json = Record<string, any>;
type H = ReturnType<typeof checkoutHarness>;

const guest = hotelGuest;
const guests = hotelGuests;

async function addHotel(h: H, n = 0) {
  const res = await h.post('/api/basket/hotels', { details: hotelItemDetails(n) });
  expect(res.status).toBe(200);
}

/** Pays, confirming the supplier's re-checked price once when it differs from the shown one. */
async function pay(h: H, body: Json): Promise<Json> {
  const first = (await (await h.post('/api/checkout/pay', body)).json()) as Json;
  if (first.step !== 'price-changed') return first;
  return (await (await h.post('/api/checkout/pay', { ...body, acceptedPrice: first.newPrice })).json()) as Json;
}

/** Submits the sandbox payment page as the traveller's browser does: through the site, in the session that paid. */
const gateway = (h: H, paymentUrl: string) => payAtGateway(h, paymentUrl);

describe('the hotel guests step', () => {
  it('writes the guests into the basket and sends the traveller to the shared review', async () => {
    const h = checkoutHarness();
    await addHotel(h);
    const res = await h.post('/api/checkout/hotel', guests);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ succeed: true, step: 'saved', next: '/checkout/review' });
    // Only the basket is written: nothing is reserved or charged before the review.
    expect(h.calls.some((c) => /AddPreReserve|BasketBook|payment/.test(c.path))).toBe(false);
  });

  it('a crafted form gets the field errors of the form; no basket is a 409 back to the hotel search', async () => {
    const h = checkoutHarness();
    expect((await h.post('/api/checkout/hotel', guests)).status).toBe(409);
    await addHotel(h);
    const bad = await h.post('/api/checkout/hotel', { ...guests, rooms: [[guest('', '0012345678')]] });
    expect(bad.status).toBe(400);
    const json = (await bad.json()) as Json;
    expect(json).toMatchObject({ code: 'validation', message: messages.checkout.fixForm });
    expect(Object.keys(json.errors).length).toBeGreaterThan(0);
    expect((await h.post('/api/checkout/hotel', { rooms: 'x' })).status).toBe(400);
  });

  it('the browser has no pre-reserve route: only the one checkout reserves a hotel (404, nothing reaches AddPreReserve)', async () => {
    const h = checkoutHarness();
    await h.login('09120000001');
    await addHotel(h);
    const before = h.calls.length;
    const res = await h.post('/api/basket/pre-reserve', { packageNumber: hotelItemDetails(0).packageNumber });
    expect(res.status).toBe(404);
    expect(h.calls.slice(before).some((c) => c.path.includes('AddPreReserve'))).toBe(false);
    // No pending hotel order was opened outside the checkout.
    const orders = (await (await h.post('/api/account/orders', { reportName: 'orders', page: 1, pageSize: 20 })).json()) as Json;
    expect(JSON.stringify(orders)).not.toContain('402001');
  });

  it('the review refuses to book a hotel whose guests are not given yet', async () => {
    const h = checkoutHarness();
    await h.login('09120000001');
    await addHotel(h);
    const res = await h.post('/api/checkout/pay', { credit: 'none' });
    expect(res.status).toBe(409);
    expect(h.calls.some((c) => c.path.includes('BasketBook'))).toBe(false);
  });
});

describe('hotel payment on the one checkout', () => {
  it('a guest pays by gateway: a double click is one order, a replayed gateway post issues once, the voucher has the guests', async () => {
    const h = checkoutHarness();
    await addHotel(h);
    expect((await h.post('/api/checkout/hotel', guests)).status).toBe(200);
    const first = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    // The fixture's shown price is not the supplier's: the final re-check asks before anything is charged.
    expect(first).toMatchObject({ step: 'price-changed', oldPrice: hotelItemDetails(0).packagePrice });
    const body = { credit: 'none', acceptedPrice: first.newPrice };
    const [a, b] = await Promise.all([h.post('/api/checkout/pay', body), h.post('/api/checkout/pay', body)]);
    const ja = (await a.json()) as Json;
    const jb = (await b.json()) as Json;
    expect(ja.step).toBe('pay');
    expect(jb.order.factorId).toBe(ja.order.factorId);
    expect(ja.order).toMatchObject({ product: 'hotel', grossPrice: first.newPrice, roleDiscount: 0 });
    const paid = await gateway(h, ja.paymentUrl);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain('/checkout/hotel/result?');
    await gateway(h, ja.paymentUrl); // replayed
    const status = (await (await h.get(`/api/checkout/status/${ja.order.factorId}`)).json()) as Json;
    expect(status.data).toMatchObject({ paid: true });
    const order = (await (await h.get(`/api/checkout/order/${ja.order.factorId}`)).json()) as Json;
    expect(order.data).toMatchObject({ status: 'issued', paid: true, product: 'hotel', tickets: [] });
    const again = (await (await h.post('/api/checkout/pay', body)).json()) as Json;
    expect(again).toMatchObject({ step: 'done', resultUrl: `/checkout/hotel/result?factorId=${ja.order.factorId}` });
  });

  it('an agent pays a hotel wholly from credit, once: balance down by the payable, the order in the dashboard', async () => {
    const h = checkoutHarness();
    await h.login('09120000003');
    await addHotel(h, 2);
    expect((await h.post('/api/checkout/hotel', guests)).status).toBe(200);
    const balance = async () => ((await (await h.get('/api/account/balance')).json()) as Json).data.user_balance as number;
    const before = await balance();
    const quote0 = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    const accepted = quote0.step === 'price-changed' ? quote0.newPrice : null;
    const [p1, p2] = await Promise.all([
      h.post('/api/checkout/pay', { credit: 'max', acceptedPrice: accepted }),
      h.post('/api/checkout/pay', { credit: 'max', acceptedPrice: accepted }),
    ]);
    const j1 = (await p1.json()) as Json;
    const j2 = (await p2.json()) as Json;
    expect([j1.step, j2.step]).toEqual(['done', 'done']);
    const order = j1.order as Json;
    expect(order).toMatchObject({ product: 'hotel', status: 'issued', remaining: 0 });
    expect(await balance()).toBe(before - order.payable);
    const orders = (await (await h.post('/api/account/orders', {})).json()) as Json;
    const row = (orders.data.items ?? orders.data).find((o: Json) => o.factorId === order.factorId);
    expect(row).toMatchObject({ product: 'hotel', status: 'issued' });
  });

  it('a coupon and partial credit work on a hotel as on a flight', async () => {
    const h = checkoutHarness();
    await h.login('09120000001');
    await addHotel(h);
    expect((await h.post('/api/checkout/hotel', guests)).status).toBe(200);
    const done = await pay(h, { credit: 1_000_000, coupon: 'SAFAR10' });
    expect(done.step).toBe('pay');
    expect(done.order).toMatchObject({ couponCode: 'SAFAR10', creditPaid: 1_000_000 });
    expect(done.order.couponDiscount).toBeGreaterThan(0);
    expect(done.amount).toBe(done.order.payable - 1_000_000);
  });
});

describe('a basket with a flight and a hotel', () => {
  it('is one order: both items re-checked, both travellers kept, paid once by gateway', async () => {
    const h = checkoutHarness();
    await h.choose({ route: ['THR', 'MHD'], days: 3, adults: 2, infants: 1 });
    await addHotel(h, 4);
    expect((await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant())).status).toBe(200);
    // The hotel's guests are still missing: no order yet.
    expect((await h.post('/api/checkout/pay', { credit: 'none' })).status).toBe(409);
    expect((await h.post('/api/checkout/hotel', guests)).status).toBe(200);
    const basket = (await (await h.get('/api/basket/current')).json()) as Json;
    expect(basket.basket.hotels).toHaveLength(1);
    expect(basket.basket.flights).toHaveLength(1);
    const out = await pay(h, { credit: 'none' });
    expect(out.step).toBe('pay');
    expect(out.order.product).toBe('flight');
    const book = h.calls.filter((c) => c.path.includes('BasketBook'));
    expect(book.length).toBeGreaterThanOrEqual(1);
    expect((await gateway(h, out.paymentUrl)).status).toBe(303);
    const order = (await (await h.get(`/api/checkout/order/${out.order.factorId}`)).json()) as Json;
    // One order, the flight's three tickets, the hotel's price inside the one total.
    expect(order.data).toMatchObject({ status: 'issued', paid: true });
    expect(order.data.tickets).toHaveLength(3);
    expect(order.data.grossPrice).toBe(out.order.grossPrice);
  });
});
