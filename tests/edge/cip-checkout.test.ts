import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import { cipDetail, cipTexts } from '@/products/cip/messages';
import { checkoutHarness } from './checkout-helpers';

/**
 * The CIP product's own routes and its part of the one checkout, through the real edge pipeline
 * (edgePipeline(SERVER_PRODUCTS)) and the sandbox: the detail page's «continue» (`POST /api/basket/cip`, the form's
 * rules run again: a flight outside the service hours is refused in Persian), the one basket slot (a single object:
 * removing it empties the slot), the one travellers route, a counter user paying all from agency credit, the voucher.
 */
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the tests
type Json = Record<string, any>;

const day = (n: number) => addDays(todayIn(Date.now()), n);

/** IKA's departure porter package (its shifts cross midnight: noon is always served, 02:30 never). */
async function porter(h: ReturnType<typeof checkoutHarness>): Promise<Json> {
  const text = await (await h.get(`/stream/cip/IKA?startDate=${day(5)}`)).text();
  const round = JSON.parse(text.split('\n')[0]!) as Json;
  return round.items.find((p: Json) => p.kind === 'departure' && p.serviceType === 'porter');
}

const choice = (pkg: Json, patch: Json = {}) => ({
  packageId: pkg.packageId,
  flightNumber: 'w5 1061',
  flightDate: day(5),
  flightTime: '12:00',
  extraGuests: 0,
  passengers: [
    { type: 'adult', extras: [pkg.extras[0].extraId] },
    { type: 'adult', extras: [] },
  ],
  ...patch,
});

const names = {
  passengers: [
    { firstName: 'مریم', lastName: 'احمدی' },
    { firstName: 'علی', lastName: 'احمدی' },
  ],
  mobile: '09121234567',
  email: '',
};

describe('CIP: basket, travellers and checkout', () => {
  it('a flight time outside the service hours is refused in Persian under its field; nothing is saved', async () => {
    const h = checkoutHarness();
    const pkg = await porter(h);
    const res = await h.post('/api/basket/cip', choice(pkg, { flightTime: '02:30' }));
    expect(res.status).toBe(400);
    const json = (await res.json()) as Json;
    expect(json.errors.flightTime).toContain('خارج از ساعات');
    const basket = (await (await h.get('/api/basket/current')).json()) as Json;
    expect(basket.basket?.count ?? 0).toBe(0);
  });

  it.each([
    ['a bad flight number', { flightNumber: 'پرواز' }, 'flightNumber', cipDetail.badFlightNumber],
    ['a past day', { flightDate: day(-1) }, 'flightDate', cipTexts.datePast],
    ['no adult', { passengers: [{ type: 'child', extras: [] }] }, 'passengers', cipTexts.adultNeeded],
    ['an extra of another package', { passengers: [{ type: 'adult', extras: ['1101-flowers'] }] }, 'passengers', cipTexts.unknownExtra],
  ])('%s → 400 with the Persian field error', async (_name, patch, field, message) => {
    const h = checkoutHarness();
    const res = await h.post('/api/basket/cip', choice(await porter(h), patch));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).errors[field]).toBe(message);
  });

  it('an unknown package is a Persian 404; a garbage body a 400, never a 500', async () => {
    const h = checkoutHarness();
    const pkg = await porter(h);
    const unknown = await h.post('/api/basket/cip', choice(pkg, { packageId: 999_999 }));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Json).message).toBe(cipTexts.unknown);
    expect((await h.post('/api/basket/cip', { packageId: 'x' })).status).toBe(400);
  });

  it('«continue» saves the one cip object (the catalogue price) and leads to its travellers; removing it empties the slot', async () => {
    const h = checkoutHarness();
    const pkg = await porter(h);
    const res = await h.post('/api/basket/cip', choice(pkg));
    expect(res.status).toBe(200);
    const json = (await res.json()) as Json;
    expect(json.next).toBe('/cip/IKA/passengers');
    expect(json.basket.count).toBe(1);
    expect(json.basket.cip).toEqual([{ key: `cip-${pkg.packageId}`, packageId: pkg.packageId, passengers: 2 }]);
    const removed = (await (await h.post('/api/basket/remove', { key: `cip-${pkg.packageId}` })).json()) as Json;
    expect(removed.basket.count).toBe(0);
    expect(removed.basket.cip).toEqual([]);
  });

  it('the travellers route: the form rules again (Persian field errors), then the names go into the cip object', async () => {
    const h = checkoutHarness();
    await h.post('/api/basket/cip', choice(await porter(h)));
    const bad = await h.post('/api/checkout/cip/travellers', {
      ...names,
      passengers: [{ firstName: '', lastName: 'احمدی' }, names.passengers[1]],
      mobile: '123',
    });
    expect(bad.status).toBe(400);
    const errors = ((await bad.json()) as Json).errors;
    expect(Object.keys(errors).sort()).toEqual(['contact.mobile', 'p0.firstName']);
    const fewer = await h.post('/api/checkout/cip/travellers', { ...names, passengers: [names.passengers[0]] });
    expect(fewer.status).toBe(400);
    const ok = await h.post('/api/checkout/cip/travellers', names);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Json).next).toBe('/checkout/review');
  });

  it('a counter user pays all on agency credit (5 % off, once); the order is a cip order with its voucher PDF', async () => {
    const h = checkoutHarness();
    await h.login('09120000002');
    const pkg = await porter(h);
    await h.post('/api/basket/cip', choice(pkg));
    expect((await h.post('/api/checkout/cip/travellers', names)).status).toBe(200);
    const quote = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(quote.step).toBe('quote');
    const expected = 2 * pkg.prices.adult + pkg.extras[0].price;
    expect(quote.order.grossPrice).toBe(expected);
    expect(quote.order.roleDiscount).toBe(Math.floor((expected * 5) / 100));
    const [p1, p2] = await Promise.all([h.post('/api/checkout/pay', { credit: 'max' }), h.post('/api/checkout/pay', { credit: 'max' })]);
    expect([((await p1.json()) as Json).step, ((await p2.json()) as Json).step]).toEqual(['done', 'done']);
    const after = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(after.balance).toBe(quote.balance - quote.order.payable);
    expect(after.order).toMatchObject({ status: 'issued', product: 'cip', remaining: 0 });
    const pdf = await h.request(`/api/tickets/${after.order.factorId}.pdf`, {
      headers: { Cookie: h.cookie(), 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
  });
});
