import { describe, expect, it } from 'vitest';
import { tourReserve, tourTexts } from '@/products/tour/messages';
import { roomsTotal } from '@/products/tour/model/price';
import { formatMoney } from '@/lib/money';
import { findTourPackage, seededDepartures } from '@/server/sandbox/data/tours';
import { tehranToday } from '@/server/sandbox/time';
import { CODES, checkoutHarness } from './checkout-helpers';

/**
 * The tour product's own route and its part of the one checkout, through the real edge pipeline
 * (edgePipeline(SERVER_PRODUCTS)) and the sandbox (seed 1405): «continue» on the reserve page (`POST /api/basket/tour`:
 * rooms checked again, the price the supplier's quote, a sold-out date 409, a changed price 409 with both prices and
 * nothing saved), the one travellers route (passport fields on an international tour), a counter user paying on
 * agency credit with the voucher PDF, and a date selling out between choosing and paying (nothing charged).
 */
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the tests
type Json = Record<string, any>;

const KISH = 70011;
const DUBAI = 70061;
const SEED = 1405;

function departure(packageId: number, pick: (d: { seats: number; soldBefore: number }) => boolean) {
  const pkg = findTourPackage(SEED, packageId)!;
  return seededDepartures(SEED, pkg, tehranToday(Date.now())).find(pick)!;
}
const open = (packageId: number) => departure(packageId, (d) => d.seats - d.soldBefore >= 6);
const familyRoom = [{ adults: 2, childrenAges: [8] }];

const domestic = {
  passengers: [
    { fnameFa: 'مریم', lnameFa: 'احمدی', fnameEn: '', lnameEn: '', nationalCode: CODES[0], passportNumber: '', passportExpiry: '' },
    { fnameFa: 'علی', lnameFa: 'احمدی', fnameEn: '', lnameEn: '', nationalCode: CODES[1], passportNumber: '', passportExpiry: '' },
    { fnameFa: 'سارا', lnameFa: 'احمدی', fnameEn: '', lnameEn: '', nationalCode: CODES[2], passportNumber: '', passportExpiry: '' },
  ],
  mobile: '09121234567',
  email: '',
};

describe('tour: basket, travellers and checkout', () => {
  it('a changed price is told in the viewer’s currency: the EUR account reads both totals in euros (issue 49 point 1)', async () => {
    const h = checkoutHarness();
    await h.login('09120000005');
    const dep = open(KISH);
    const total = roomsTotal(dep.prices, familyRoom);
    const changed = await h.post('/api/basket/tour', {
      packageId: KISH,
      departureId: dep.departureId,
      rooms: familyRoom,
      shownTotal: total - 100_000,
    });
    expect(changed.status).toBe(409);
    const refusal = (await changed.json()) as Json;
    const EUR = { code: 'EUR', rialRate: 950_000 };
    expect(refusal.message).toContain(formatMoney(total - 100_000, EUR));
    expect(refusal.message).toContain(formatMoney(total, EUR));
    expect(refusal.message).not.toContain('تومان');
  });

  it('«continue» saves the tour at the supplier’s quote and leads to its travellers; the browser’s own total that differs is a price change, nothing saved', async () => {
    const h = checkoutHarness();
    const dep = open(KISH);
    const total = roomsTotal(dep.prices, familyRoom);
    const changed = await h.post('/api/basket/tour', {
      packageId: KISH,
      departureId: dep.departureId,
      rooms: familyRoom,
      shownTotal: total - 100_000,
    });
    expect(changed.status).toBe(409);
    const refusal = (await changed.json()) as Json;
    expect(refusal).toMatchObject({ code: 'price_changed', total, previousTotal: total - 100_000 });
    expect(refusal.message).toContain('تغییر کرد');
    expect(((await (await h.get('/api/basket/current')).json()) as Json).basket?.count ?? 0).toBe(0);
    const res = await h.post('/api/basket/tour', { packageId: KISH, departureId: dep.departureId, rooms: familyRoom, shownTotal: total });
    expect(res.status, await res.clone().text()).toBe(200);
    const json = (await res.json()) as Json;
    expect(json.next).toBe(`/package/${KISH}/passengers`);
    expect(json.basket.count).toBe(1);
    expect(json.basket.tours).toEqual([{ key: `tour-${dep.departureId}`, packageId: KISH, departureId: dep.departureId }]);
  });

  it.each([
    ['four adults in a room', [{ adults: 4, childrenAges: [] }], 400],
    ['three adults and a child with a bed', [{ adults: 3, childrenAges: [7] }], 400],
    ['more infants than adults', [{ adults: 1, childrenAges: [0, 1] }], 400],
  ])('%s → %i with a Persian message', async (_name, rooms, status) => {
    const h = checkoutHarness();
    const res = await h.post('/api/basket/tour', { packageId: KISH, departureId: open(KISH).departureId, rooms });
    expect(res.status).toBe(status);
    expect(((await res.json()) as Json).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('a sold-out date is 409 with the reason; an unknown package 404; a garbage body 400, never a 500', async () => {
    const h = checkoutHarness();
    const sold = departure(KISH, (d) => d.soldBefore >= d.seats);
    const res = await h.post('/api/basket/tour', { packageId: KISH, departureId: sold.departureId, rooms: familyRoom });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).message).toBe(tourTexts.soldOut);
    expect((await h.post('/api/basket/tour', { packageId: 99_999, departureId: '99999-20300101', rooms: familyRoom })).status).toBe(404);
    expect((await h.post('/api/basket/tour', { packageId: 'x' })).status).toBe(400);
  });

  it('the travellers route: the form rules again, one traveller per person; an international tour wants the passport', async () => {
    const h = checkoutHarness();
    await h.post('/api/basket/tour', { packageId: KISH, departureId: open(KISH).departureId, rooms: familyRoom });
    const fewer = await h.post('/api/checkout/tour/travellers', { ...domestic, passengers: domestic.passengers.slice(0, 2) });
    expect(fewer.status).toBe(400);
    const bad = await h.post('/api/checkout/tour/travellers', {
      ...domestic,
      passengers: [{ ...domestic.passengers[0]!, nationalCode: '123' }, ...domestic.passengers.slice(1)],
    });
    expect(Object.keys(((await bad.json()) as Json).errors)).toEqual(['p0.nationalCode']);
    const ok = await h.post('/api/checkout/tour/travellers', domestic);
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(((await ok.json()) as Json).next).toBe('/checkout/review');

    const abroad = checkoutHarness();
    const dep = open(DUBAI);
    expect(
      (await abroad.post('/api/basket/tour', { packageId: DUBAI, departureId: dep.departureId, rooms: [{ adults: 1, childrenAges: [] }] }))
        .status,
    ).toBe(200);
    const person = {
      fnameFa: '',
      lnameFa: '',
      fnameEn: 'MARYAM',
      lnameEn: 'AHMADI',
      nationalCode: '',
      passportNumber: 'K12345678',
      passportExpiry: '',
    };
    const noExpiry = await abroad.post('/api/checkout/tour/travellers', { passengers: [person], mobile: '09121234567', email: '' });
    expect(Object.keys(((await noExpiry.json()) as Json).errors)).toEqual(['p0.passportExpiry']);
    const short = await abroad.post('/api/checkout/tour/travellers', {
      passengers: [{ ...person, passportExpiry: dep.returnDate }],
      mobile: '09121234567',
      email: '',
    });
    expect(((await short.json()) as Json).errors['p0.passportExpiry']).toContain('شش ماه');
    const good = await abroad.post('/api/checkout/tour/travellers', {
      passengers: [{ ...person, passportExpiry: '2031/01/01' }],
      mobile: '09121234567',
      email: '',
    });
    expect(good.status, await good.clone().text()).toBe(200);
  });

  it('a counter user pays all on agency credit (5 % off); the order is a tour order with its voucher PDF', async () => {
    const h = checkoutHarness();
    await h.login('09120000002');
    const dep = open(KISH);
    await h.post('/api/basket/tour', { packageId: KISH, departureId: dep.departureId, rooms: familyRoom });
    expect((await h.post('/api/checkout/tour/travellers', domestic)).status).toBe(200);
    const quote = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(quote.step).toBe('quote');
    const expected = roomsTotal(dep.prices, familyRoom);
    expect(quote.order.grossPrice).toBe(expected);
    expect(quote.order.roleDiscount).toBe(Math.floor((expected * 5) / 100));
    expect(((await (await h.post('/api/checkout/pay', { credit: 'max' })).json()) as Json).step).toBe('done');
    const after = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(after.order).toMatchObject({ status: 'issued', product: 'tour', remaining: 0 });
    const pdf = await h.request(`/api/tickets/${after.order.factorId}.pdf`, {
      headers: { Cookie: h.cookie(), 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
  });

  it('the date sells out between choosing and paying: the quote says sold out and goes back to the package; nothing is charged', async () => {
    const h = checkoutHarness();
    await h.login('09120000002');
    const dep = open(KISH);
    await h.post('/api/basket/tour', { packageId: KISH, departureId: dep.departureId, rooms: familyRoom });
    await h.post('/api/checkout/tour/travellers', domestic);
    const before = (await (await h.get('/api/account/balance')).json().catch(() => null)) as Json | null;
    h.faults.push({ pattern: /BasketBook$/, spec: 'sold-out' });
    const quote = await h.post('/api/checkout/quote', {});
    expect(quote.status).toBe(409);
    const json = (await quote.json()) as Json;
    expect(json).toMatchObject({ code: 'sold_out', redirect: `/package/${KISH}` });
    // The tour's words (its date), not a flight's.
    expect(json.message).toContain(tourTexts.soldOut);
    expect(json.message).toContain(tourReserve.chooseAnother);
    const pay = await h.post('/api/checkout/pay', { credit: 'max' });
    expect(pay.status).toBe(409);
    const after = (await (await h.get('/api/account/balance')).json().catch(() => null)) as Json | null;
    expect(before).not.toBeNull();
    expect(JSON.stringify(before)).toMatch(/\d/);
    expect(after).toEqual(before);
  });
});
