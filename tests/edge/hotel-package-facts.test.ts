import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@/lib/messages';
import { resetSandboxState } from '@/server/sandbox/app';
import { daysFromNow, hotelItemDetails } from '../fixtures/basket';
import { checkoutHarness, hotelGuest, hotelGuests, passenger, twoAdultsAndInfant } from './checkout-helpers';

/**
 * Issue 43 case 3 as the attacker plays it: the hotel's basket item and its voucher are the package's facts (hotel,
 * dates, rooms, guests), never what the browser says; bounds on every count and age; no document twice in one order.
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = Record<string, any>;
type H = ReturnType<typeof checkoutHarness>;

/** A valid Iranian national code from 9 digits (the check digit computed). */
function nationalCode(n: number): string {
  const d = String(n).padStart(9, '0');
  const sum = [...d].reduce((s, c, i) => s + Number(c) * (10 - i), 0) % 11;
  return d + String(sum < 2 ? sum : 11 - sum);
}

/** The sandbox's own answer for a path, as the logged-in user of the edge session (its supplier token). */
async function supplierGet(h: H, mobile: string, path: string): Promise<Json> {
  const headers = { 'X-Provider-Code': 'safarnameh-web', 'Content-Type': 'application/json' };
  const login = await h.sandbox.request('/auth/Login', {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: mobile, password: 'Sandbox!234' }),
  });
  const session = (await login.json()) as Json;
  const res = await h.sandbox.request(path, { headers: { ...headers, Authorization: session.access_token } });
  return (await res.json()) as Json;
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as Json;
  expect(body.succeed).toBe(false);
  expect(body.message).toMatch(/[\u0600-\u06FF]/);
  return body;
}

describe('the hotel basket item is the package', () => {
  it('dates that are not the package’s are refused with a Persian 400', async () => {
    const h = checkoutHarness();
    const real = hotelItemDetails(0);
    await expectRefused(await h.post('/api/basket/hotels', { details: { ...real, checkOut: daysFromNow(31) } }));
    await expectRefused(await h.post('/api/basket/hotels', { details: { ...real, hotelId: 402099 } }));
  });

  it('rooms that are not the package’s (16 adults for a 2-adult package) are refused', async () => {
    const h = checkoutHarness();
    const real = hotelItemDetails(0);
    const rooms = [{ name: 'x', mealType: 'BB', adults: 16, childrenAges: [] }];
    await expectRefused(await h.post('/api/basket/hotels', { details: { ...real, rooms } }));
  });

  it.each([
    ['negative adults', [{ name: 'x', mealType: 'BB', adults: -3, childrenAges: [] }]],
    ['zero adults', [{ name: 'x', mealType: 'BB', adults: 0, childrenAges: [] }]],
    ['a child age of 1e9', [{ name: 'x', mealType: 'BB', adults: 2, childrenAges: [1e9] }]],
    ['a negative child age', [{ name: 'x', mealType: 'BB', adults: 2, childrenAges: [-1] }]],
    ['a fractional adult', [{ name: 'x', mealType: 'BB', adults: 1.5, childrenAges: [] }]],
  ])('%s: a clean 400, never stored', async (_name, rooms) => {
    const h = checkoutHarness();
    const res = await h.post('/api/basket/hotels', { details: hotelItemDetails(0, { rooms }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).message).toMatch(/[\u0600-\u06FF]/);
    expect(h.calls.some((c) => /Basket\/(Create|Edit)/.test(c.path))).toBe(false);
  });

  it('the hotel name and the room names are the supplier’s, never markup from the request', async () => {
    const h = checkoutHarness();
    const markup = '<img src=x onerror=alert(1)>X';
    const rooms = [{ name: '<b>Presidential</b>', mealType: 'AI', adults: 2, childrenAges: [] }];
    const res = await h.post('/api/basket/hotels', { details: hotelItemDetails(0, { hotelName: markup, rooms }) });
    expect(res.status).toBe(200);
    const view = (await (await h.get('/api/basket/current')).json()) as Json;
    const details = view.basket.hotels[0].details as Json;
    expect(details.hotelName).not.toContain('<');
    expect(details.hotelName).not.toBe(markup);
    expect(details.hotelName).toMatch(/[\u0600-\u06FF]/);
    expect(JSON.stringify(details.rooms)).not.toContain('<');
    expect(details.rooms[0]).toMatchObject({ adults: 2, childrenAges: [] });
  });
});

describe('the hotel guests step', () => {
  it('80 guests for a 2-adult package are refused (at most the package’s guests, room by room)', async () => {
    const h = checkoutHarness();
    expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
    const guestsOf = (n: number) => Array.from({ length: n }, (_, i) => hotelGuest('مریم', nationalCode(100_000 + i)));
    // 80 in one room: past the form's own shape (a clean 400 before anything is read).
    const eighty = await h.post('/api/checkout/hotel', { ...hotelGuests, rooms: [guestsOf(80)] });
    expect(eighty.status).toBe(400);
    expect(((await eighty.json()) as Json).message).toMatch(/[\u0600-\u06FF]/);
    // 16 valid guests for the package's 2 adults: refused on the rooms.
    const res = await h.post('/api/checkout/hotel', { ...hotelGuests, rooms: [guestsOf(16)] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.errors.rooms).toMatch(/[\u0600-\u06FF]/);
    // Two rooms of guests for a one-room package: refused too.
    const two = await h.post('/api/checkout/hotel', { ...hotelGuests, rooms: [hotelGuests.rooms[0], hotelGuests.rooms[0]] });
    expect(two.status).toBe(400);
  });

  it('the same national code twice in one order is refused on the duplicated field', async () => {
    const h = checkoutHarness();
    expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
    const rooms = [[hotelGuest('مریم', '0012345679'), hotelGuest('سارا', '0012345679')]];
    const res = await h.post('/api/checkout/hotel', { ...hotelGuests, rooms });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({ code: 'validation', message: messages.checkout.fixForm });
    expect(body.errors['r0g1.nationalCode']).toBe(messages.travellers.nationalCodeDuplicate);
    expect(body.errors['r0g0.nationalCode']).toBeUndefined();
  });

  it('the same passport twice in one order is refused on the duplicated field', async () => {
    const h = checkoutHarness();
    expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
    const foreign = (name: string) => ({ ...hotelGuest(name, ''), lastName: 'Smith', isIranian: false, passportNumber: 'X1234567' });
    const res = await h.post('/api/checkout/hotel', { ...hotelGuests, rooms: [[foreign('Anna'), foreign('Maria')]] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).errors['r0g1.passportNumber']).toBe(messages.travellers.passportNumberDuplicate);
  });

  it('a flight’s passengers: the same national code twice is refused too', async () => {
    const h = checkoutHarness();
    await h.choose({ route: ['THR', 'MHD'], days: 14, adults: 2, infants: 1 });
    const body = twoAdultsAndInfant();
    body.passengers[1] = passenger('adult', 1, { nationalNumber: body.passengers[0]!.nationalNumber });
    const res = await h.post('/api/checkout/flight/travellers', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).errors['p1.nationalNumber']).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the voucher says what was sold', () => {
  it('a tampered name on a real package: paid at the package’s price, the voucher shows the package’s hotel, nights and guests', async () => {
    const h = checkoutHarness();
    await h.login('09120000003');
    const details = hotelItemDetails(2, { hotelName: 'X', rooms: [{ name: 'Royal suite', mealType: 'AI', adults: 2, childrenAges: [] }] });
    expect((await h.post('/api/basket/hotels', { details })).status).toBe(200);
    expect((await h.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
    const quote = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    const accepted = quote.step === 'price-changed' ? quote.newPrice : null;
    const paid = (await (await h.post('/api/checkout/pay', { credit: 'max', acceptedPrice: accepted })).json()) as Json;
    expect(paid.step).toBe('done');
    const voucher = await supplierGet(h, '09120000003', `/ticketapi/v1/crs_tickets/getvoucher/${paid.order.factorId}`);
    const text = JSON.stringify(voucher);
    expect(text).not.toContain('"X"');
    expect(text).not.toContain('Royal suite');
    const fields = (voucher.data ?? voucher).coupons[0].sections.flatMap((s: Json) => s.fields) as { label: string; value: string }[];
    const hotelField = fields.find((f) => /هتل/.test(f.label));
    expect(hotelField?.value).toMatch(/[\u0600-\u06FF]/);
    expect(hotelField?.value).not.toBe('X');
  });
});
