import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { addDays, todayIn } from '@/lib/dates';
import { bundleReserve, bundleTicketsDocument } from '@/products/flight-hotel/messages';
import { cancellationTable, parseOfferId, provisionOutcome, ticketTaxes } from '@/server/sandbox/data/flights';
import { findHotel } from '@/server/sandbox/data/hotels';
import { parsePackageNumber, ratePlans } from '@/server/sandbox/data/packages';
import { cancellationSummary, packagePenalty } from '@/server/sandbox/data/rules';
import { hoursBeforeDeparture, paidShare, penaltyFor, refundLine, sumLines } from '@/products/flight/model/refund-penalty';
import { pdfPages } from '../unit/tickets/pdf-text';
import type { SandboxOptions } from '@/server/sandbox/app';
import { CODES, checkoutHarness, payAtGateway } from './checkout-helpers';

/**
 * «Reserve» on the bundle page (`POST /api/basket/flight-hotel`) through the real edge pipeline and the sandbox
 * (seed 1405): the bundle re-checked upstream (TourDynamic Provision) and saved as one — two flights and the hotel,
 * three items under one bundle key, removed together; a price that moved 409 with both prices and nothing saved; a
 * sold-out flight 409; a flight whose check-in has closed 409; bad input 400; an unknown hotel 404.
 */
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the tests
type Json = Record<string, any>;

const SEED = 1405;
const DAY = 86_400_000;

/**
 * The checkout harness with a sandbox clock the test moves (`advance` adds to it, `move` sets how far ahead it is).
 * A search's later rounds are reached by moving the clock to them rather than by waiting for them on the real clock
 * (the sandbox answers a poll by its clock; nothing here is about when a round arrives): the same bundles, seconds
 * sooner. `extra` for a test that jumps days (longer-lived tokens).
 */
function bundleHarness(extra: SandboxOptions = {}) {
  let offset = 0;
  const h = checkoutHarness({ clock: () => Date.now() + offset, firstRoundDelayMs: 0, ...extra });
  return Object.assign(h, {
    advance: (ms: number) => {
      offset += ms;
    },
    move: (ms: number) => {
      offset = ms;
    },
    /** The sandbox's time. */
    now: () => Date.now() + offset,
  });
}
type BundleHarness = ReturnType<typeof bundleHarness>;

/** A sandbox whose clock the test moves days ahead (search tokens and sessions last long enough for the jump). */
function movable() {
  const h = bundleHarness({ searchTtlMs: 30 * DAY, accessTtlMs: 30 * DAY, refreshTtlMs: 30 * DAY });
  return { h, move: h.move };
}

const tokens = new WeakMap<object, string>();
/** A call to the harness's own sandbox as a guest (the supplier's search calls are the edge's business, not the test's). */
async function sandboxJson(h: ReturnType<typeof checkoutHarness>, path: string, body?: unknown): Promise<Json> {
  const call = (p: string, init: RequestInit) => h.sandbox.request(p, init);
  const headers = { 'Content-Type': 'application/json', 'X-Provider-Code': 'edge-tests' };
  let token = tokens.get(h.sandbox);
  if (!token) {
    const login = await call('/auth/Login', { method: 'POST', headers, body: JSON.stringify({ username: 'guest', password: 'guest' }) });
    token = ((await login.json()) as Json).access_token as string;
    tokens.set(h.sandbox, token);
  }
  const res = await call(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, Authorization: token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Json;
}

/**
 * Which bundle a test takes. `refundable`: only a bundle whose room package can be refunded (and, in `reserved`, a pair
 * whose flights can be). How many are, and which is cheapest, depends on the day's inventory: on 3 December the
 * cheapest bundle's package and its cheapest flights could not be refunded, and the refund test's order was not
 * refundable at all.
 */
type BundleChoice = { adults?: number; nights?: number; cheapest?: boolean; refundable?: boolean };

/** A Kish search's token, one hotel of it and every flight pair of that hotel's bundle. */
async function kishBundle(h: BundleHarness, days = 5, o: BundleChoice = {}) {
  const today = todayIn(h.now());
  const { searchToken } = await sandboxJson(h, '/api2/TourDynamic/GetSearchToken', {
    source: 'THR',
    destination: 'KIH',
    checkIn: addDays(today, days),
    checkOut: addDays(today, days + (o.nights ?? 3)),
    roomPassengers: [{ adultsCount: o.adults ?? 2, childrenAges: [] }],
  });
  let poll: Json = {};
  for (let i = 0; i < 20; i++) {
    poll = await sandboxJson(h, `/api2/TourDynamic/GetSearchResult/${searchToken}`);
    if (poll.isFinish) break;
    // To the next round by the sandbox's clock (its own hint), not by a wait on the real one.
    h.advance(poll.searchInfo.nextRoundInMs ?? 300);
  }
  const items = (poll.items as Json[]).filter((b) => !o.refundable || b.isRefundable);
  expect(items.length, 'a bundle to choose from').toBeGreaterThan(0);
  const bundle = o.cheapest ? [...items].sort((a: Json, b: Json) => a.totalPrice - b.totalPrice)[0]! : items[0]!;
  const pairs = (
    await sandboxJson(h, `/api2/TourDynamic/GetAllFlights/${searchToken}?FirstRequest=false`, { hotelId: bundle.hotel.hotelId })
  ).data.items as Json[];
  return { searchToken: searchToken as string, bundle, pairs };
}

const outcome = (p: Json) => [
  provisionOutcome(SEED, parseOfferId(SEED, p.outbound.flightId)!),
  provisionOutcome(SEED, parseOfferId(SEED, p.inbound.flightId)!),
];
const steady = (p: Json) => outcome(p).every((o) => o.kind === 'same');
const reserveBody = (token: string, hotelId: number, p: Json, shownTotal = p.totalPrice) => ({
  searchToken: token,
  hotelId,
  outboundId: p.outbound.flightId,
  inboundId: p.inbound.flightId,
  route: 'THR-KIH',
  shownTotal,
});

describe('flight+hotel: reserving the bundle', () => {
  it('saves two flights and the hotel as one bundle at the supplier’s price (hotel + flights − discount); removing one removes all', async () => {
    const h = bundleHarness();
    const { searchToken, bundle, pairs } = await kishBundle(h);
    const pair = pairs.find(steady)!;
    expect(pair.totalPrice).toBe(bundle.hotelPrice + pair.flightPrice - bundle.bundleDiscount);
    const res = await h.post('/api/basket/flight-hotel', reserveBody(searchToken, bundle.hotel.hotelId, pair));
    expect(res.status, await res.clone().text()).toBe(200);
    const json = (await res.json()) as Json;
    expect(json.next).toBe('/flight+hotel/THR-KIH/passengers');
    expect(json.basket.count).toBe(3);
    const items = json.basket.flightHotel as Json[];
    expect(items.map((x) => x.kind).sort()).toEqual(['hotel', 'vehicle', 'vehicle']);
    expect(new Set(items.map((x) => x.bundle)).size).toBe(1);
    expect(items.filter((x) => x.kind === 'vehicle').map((x) => x.leg)).toEqual(['outbound', 'return']);
    // The flight product's and the hotel product's lists are not touched: the bundle is its own purchase.
    expect(json.basket.flights).toEqual([]);
    expect(json.basket.hotels).toEqual([]);
    const removed = (await (await h.post('/api/basket/remove', { key: items.find((x) => x.leg === 'return')!.key })).json()) as Json;
    expect(removed.basket.count).toBe(0);
    expect(removed.basket.flightHotel).toEqual([]);
  });

  it('another room package of the hotel: the supplier lists them (its own first), prices the chosen one, and the order is booked with it', async () => {
    const h = bundleHarness();
    const { searchToken, bundle, pairs } = await kishBundle(h);
    const pair = pairs.find(steady)!;
    const listed = (await sandboxJson(h, `/api2/TourDynamic/Packages/${searchToken}`, { hotelId: bundle.hotel.hotelId })).data
      .items as Json[];
    expect(listed.length).toBeGreaterThan(1);
    expect(listed[0]).toMatchObject({
      packageNumber: bundle.packageNumber,
      hotelPrice: bundle.hotelPrice,
      bundleDiscount: bundle.bundleDiscount,
    });
    for (const p of listed) {
      expect(p.rooms.length).toBe(1);
      expect(p.rooms[0]).toEqual({
        name: expect.any(String),
        // A board code: BB, RO, HB… and also the one-letter R («room only») some suppliers send.
        mealType: expect.stringMatching(/^[A-Z]{1,3}$/),
        mealTitle: expect.stringMatching(/[\u0600-\u06FF]/),
      });
      // The bundle's discount on each package is 5 % of its hotel price (to 10,000 rial).
      expect(p.bundleDiscount).toBe(Math.round((p.hotelPrice * 5) / 100 / 10_000) * 10_000);
    }
    const other = listed.find((p) => p.packageNumber !== bundle.packageNumber && p.hotelPrice !== bundle.hotelPrice)!;
    const total = other.hotelPrice + pair.flightPrice - other.bundleDiscount;
    expect(total).not.toBe(pair.totalPrice);
    // The page's old total (the default package's) with the other package: the supplier's price, 409 with both.
    const stale = await h.post('/api/basket/flight-hotel', {
      ...reserveBody(searchToken, bundle.hotel.hotelId, pair),
      packageNumber: other.packageNumber,
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as Json).total).toBe(total);
    // A package that is not the hotel's: 404, nothing saved.
    const foreign = await h.post('/api/basket/flight-hotel', {
      ...reserveBody(searchToken, bundle.hotel.hotelId, pair, total),
      packageNumber: 'not-a-package-1',
    });
    expect(foreign.status).toBe(404);
    // The other package at its total: the basket's hotel item carries its package, rooms and price.
    const res = await h.post('/api/basket/flight-hotel', {
      ...reserveBody(searchToken, bundle.hotel.hotelId, pair, total),
      packageNumber: other.packageNumber,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const json = (await res.json()) as Json;
    expect(json.basket.count).toBe(3);
    // BasketBook re-checks that package (the stored item names it): the quote's gross is its total.
    expect((await h.post('/api/checkout/flightHotel/travellers', two)).status).toBe(200);
    const quote = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(quote.step, JSON.stringify(quote)).toBe('quote');
    expect(quote.order.grossPrice).toBe(total);
  });

  it('a price that moved since the page (the supplier’s re-price, or the page’s own total) is 409 with both totals, nothing saved', async () => {
    const h = bundleHarness();
    const { searchToken, bundle, pairs } = await kishBundle(h);
    const pair = pairs.find(steady)!;
    const shown = pair.totalPrice - 200_000;
    const res = await h.post('/api/basket/flight-hotel', reserveBody(searchToken, bundle.hotel.hotelId, pair, shown));
    expect(res.status).toBe(409);
    const json = (await res.json()) as Json;
    expect(json).toMatchObject({ code: 'price_changed', previousTotal: shown, total: pair.totalPrice });
    expect(json.message).toContain('تغییر کرد');
    expect(((await (await h.get('/api/basket/current')).json()) as Json).basket?.count ?? 0).toBe(0);

    h.faults.push({ pattern: /\/TourDynamic\/Provision\//, spec: 'price-change=10' });
    const raised = await h.post('/api/basket/flight-hotel', reserveBody(searchToken, bundle.hotel.hotelId, pair));
    expect(raised.status).toBe(409);
    const r = (await raised.json()) as Json;
    expect(r.code).toBe('price_changed');
    expect(r.total).toBeGreaterThan(pair.totalPrice);
    // Accepting the new price saves it.
    const accepted = await h.post('/api/basket/flight-hotel', reserveBody(searchToken, bundle.hotel.hotelId, pair, r.total));
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as Json).basket.count).toBe(3);
  });

  it('a sold-out flight is 409 with the Persian reason; nothing saved', async () => {
    const h = bundleHarness();
    const { searchToken, bundle, pairs } = await kishBundle(h);
    h.faults.push({ pattern: /\/TourDynamic\/Provision\//, spec: 'sold-out' });
    const res = await h.post('/api/basket/flight-hotel', reserveBody(searchToken, bundle.hotel.hotelId, pairs[0]!));
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).message).toBe(bundleReserve.soldOut);
    expect(((await (await h.get('/api/basket/current')).json()) as Json).basket?.count ?? 0).toBe(0);
  });

  it('a flight whose check-in has closed is refused (409 sale_closed), whatever its price', async () => {
    const { h, move } = movable();
    const { searchToken, bundle, pairs } = await kishBundle(h, 2);
    const pair = pairs.find(steady)!;
    // An hour before the outbound leaves: a domestic flight's check-in closed an hour ago.
    move(Date.parse(pair.outbound.departureTime) - 3_600_000 - Date.now());
    const res = await h.post('/api/basket/flight-hotel', reserveBody(searchToken, bundle.hotel.hotelId, pair));
    expect(res.status).toBe(409);
    const json = (await res.json()) as Json;
    expect(json.code).toBe('sale_closed');
    expect(json.message).toBe(bundleReserve.saleClosed);
  });

  it('bad input is 400 before any supplier call; an unknown hotel or flight 404; an unknown token 404, never a 500', async () => {
    const h = bundleHarness();
    const { searchToken, bundle, pairs } = await kishBundle(h);
    const good = reserveBody(searchToken, bundle.hotel.hotelId, pairs[0]!);
    for (const bad of [
      {},
      { ...good, hotelId: 'x' },
      { ...good, route: 'tehran' },
      { ...good, shownTotal: -1 },
      { ...good, outboundId: '../x' },
    ]) {
      const res = await h.post('/api/basket/flight-hotel', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as Json).message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(h.calls.filter((c) => c.path.includes('/Provision/'))).toEqual([]);
    expect((await h.post('/api/basket/flight-hotel', { ...good, hotelId: 1 })).status).toBe(404);
    expect((await h.post('/api/basket/flight-hotel', { ...good, inboundId: pairs[0]!.outbound.flightId })).status).toBe(404);
    expect((await h.post('/api/basket/flight-hotel', { ...good, searchToken: 'not-a-real-token' })).status).toBe(404);
  });
});

const traveller = (i: number) => ({
  gender: i % 2 ? 'FEMALE' : 'MALE',
  birthDate: i % 2 ? '۱۳۶۸/۰۳/۱۲' : '1985-07-20',
  fnameFa: i % 2 ? 'مریم' : 'علی',
  lnameFa: 'احمدی',
  fnameEn: '',
  lnameEn: '',
  nationalCode: CODES[i]!,
  passportNumber: '',
  passportExpiry: '',
});
const two = { passengers: [traveller(0), traveller(1)], mobile: '09121234567', email: '' };

/** Reserves a Kish bundle (`kishBundle`) with its cheapest steady pair; `refundable`: both of whose flights can be refunded. */
async function reserved(h: BundleHarness, o: BundleChoice = {}) {
  const { searchToken, bundle, pairs } = await kishBundle(h, 5, o);
  const refundable = (p: Json) => !o.refundable || (p.outbound.isRefundable && p.inbound.isRefundable);
  const pair = [...pairs].sort((a, b) => a.totalPrice - b.totalPrice).find((p) => steady(p) && refundable(p))!;
  expect(pair, 'a flight pair to choose').toBeDefined();
  const res = await h.post('/api/basket/flight-hotel', reserveBody(searchToken, bundle.hotel.hotelId, pair));
  expect(res.status, await res.clone().text()).toBe(200);
  return { bundle, pair };
}

describe('flight+hotel: one travellers form and the one checkout', () => {
  it('the travellers route: one traveller per person of the rooms with the flight fields, written into both flights and the hotel (first adult the lead guest)', async () => {
    const h = bundleHarness();
    await reserved(h);
    const fewer = await h.post('/api/checkout/flightHotel/travellers', { ...two, passengers: [traveller(0)] });
    expect(fewer.status).toBe(400);
    const bad = await h.post('/api/checkout/flightHotel/travellers', {
      ...two,
      passengers: [{ ...traveller(0), nationalCode: '123', birthDate: '2020-01-01' }, traveller(1)],
    });
    expect(bad.status).toBe(400);
    const errors = ((await bad.json()) as Json).errors;
    expect(Object.keys(errors).sort()).toEqual(['p0.birthDate', 'p0.nationalCode']);
    expect(errors['p0.birthDate']).toMatch(/[\u0600-\u06FF]/);
    const same = await h.post('/api/checkout/flightHotel/travellers', {
      ...two,
      passengers: [traveller(0), { ...traveller(1), nationalCode: CODES[0] }],
    });
    expect(Object.keys(((await same.json()) as Json).errors)).toEqual(['p1.nationalCode']);
    // A foreign traveller books with a passport, as on a flight (the shared traveller rules): Latin names, the
    // passport number, its expiry, the citizenship; without the passport the field says so.
    const foreigner = {
      ...traveller(1),
      isIranian: false,
      nationality: 'DE',
      fnameFa: '',
      lnameFa: '',
      nationalCode: '',
      fnameEn: 'Anna',
      lnameEn: 'Schmidt',
      passportNumber: 'C01X00T47',
      passportExpiry: '2035-01-01',
    };
    const noPassport = await h.post('/api/checkout/flightHotel/travellers', {
      ...two,
      passengers: [traveller(0), { ...foreigner, passportNumber: '', fnameEn: 'آنا' }],
    });
    expect(noPassport.status).toBe(400);
    const refused = ((await noPassport.json()) as Json).errors;
    expect(Object.keys(refused).sort()).toEqual(['p1.fnameEn', 'p1.passportNumber']);
    expect(refused['p1.fnameEn']).toBe(messages.auth.nameInvalidLatin);
    const ok = await h.post('/api/checkout/flightHotel/travellers', { ...two, passengers: [traveller(0), foreigner] });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(((await ok.json()) as Json).next).toBe('/checkout/review');
  });

  it('a foreign traveller (passport, Latin names) is booked and issued like an Iranian one; the voucher names them', async () => {
    const h = bundleHarness();
    await h.login('09120000002');
    await reserved(h, { adults: 1, nights: 1, cheapest: true });
    const foreigner = {
      ...traveller(0),
      isIranian: false,
      nationality: 'DE',
      fnameFa: '',
      lnameFa: '',
      nationalCode: '',
      fnameEn: 'Anna',
      lnameEn: 'Schmidt',
      passportNumber: 'C01X00T47',
      passportExpiry: '2035-01-01',
    };
    const saved = await h.post('/api/checkout/flightHotel/travellers', { ...two, passengers: [foreigner] });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const paid = (await (await h.post('/api/checkout/pay', { credit: 'max' })).json()) as Json;
    expect(paid.step, JSON.stringify(paid)).toBe('done');
    const after = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(after.order).toMatchObject({ status: 'issued', product: 'flightHotel', remaining: 0 });
    const voucher = await h.sandbox.request(`/ticketapi/v1/crs_tickets/getvoucher/${after.order.factorId}`, {
      headers: { 'X-Provider-Code': 'edge-tests', Authorization: await sandboxToken(h, '09120000002') },
    });
    expect(JSON.stringify(((await voucher.json()) as Json).data)).toContain('ANNA SCHMIDT');
  });

  it('a counter user pays all on agency credit (5 % off the bundle); one flightHotel order, its voucher with both legs’ ticket numbers, as PDF', async () => {
    const h = bundleHarness();
    await h.login('09120000002');
    // One adult, one night, the cheapest hotel and flights: within the counter's credit.
    const { pair } = await reserved(h, { adults: 1, nights: 1, cheapest: true });
    expect((await h.post('/api/checkout/flightHotel/travellers', { ...two, passengers: [traveller(0)] })).status).toBe(200);
    const quote = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(quote.step, JSON.stringify(quote)).toBe('quote');
    expect(quote.order.grossPrice).toBe(pair.totalPrice);
    expect(quote.order.roleDiscount).toBe(Math.floor((pair.totalPrice * 5) / 100));
    const paid = (await (await h.post('/api/checkout/pay', { credit: 'max' })).json()) as Json;
    expect(paid.step, JSON.stringify(paid)).toBe('done');
    const after = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(after.order).toMatchObject({ status: 'issued', product: 'flightHotel', remaining: 0 });
    const orders = (await (await h.post('/api/account/orders', { pageSize: 50 })).json()) as Json;
    expect(JSON.stringify(orders)).toContain('flightHotel');
    const voucher = await h.sandbox.request(`/ticketapi/v1/crs_tickets/getvoucher/${after.order.factorId}`, {
      headers: { 'X-Provider-Code': 'edge-tests', Authorization: await sandboxToken(h, '09120000002') },
    });
    const doc = ((await voucher.json()) as Json).data;
    expect(doc.product).toBe('flightHotel');
    const text = JSON.stringify(doc.coupons[0].sections);
    expect(text).toContain('پرواز رفت');
    expect(text).toContain('پرواز برگشت');
    expect(text).toContain('علی احمدی');
    // One traveller on two legs: two ticket numbers.
    expect(doc.coupons[0].sections.flatMap((s: Json) => s.fields).filter((f: Json) => /^[۰-۹]{13}$/.test(f.value)).length).toBe(2);
    const pdf = await h.request(`/api/tickets/${after.order.factorId}.pdf`, {
      headers: { Cookie: h.cookie(), 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    // The flight tickets are a document of their own beside the voucher: the order lists two, each downloads.
    const listed = (orders.data?.items ?? orders.items ?? []) as Json[];
    const order = listed.find((o) => o.factorId === after.order.factorId)!;
    expect(order.documents.map((d: Json) => [d.id, d.kind])).toEqual([
      ['flightHotel', 'voucher'],
      ['flightHotelTickets', 'ticket'],
    ]);
    const tickets = await h.sandbox.request(`/ticketapi/v1/crs_tickets/getticket/${after.order.factorId}`, {
      headers: { 'X-Provider-Code': 'edge-tests', Authorization: await sandboxToken(h, '09120000002') },
    });
    const ticketDoc = ((await tickets.json()) as Json).data;
    expect(ticketDoc).toMatchObject({ kind: 'ticket', product: 'flightHotel', title: bundleTicketsDocument.title });
    // One coupon per traveller and leg: the same numbers the voucher lists, outbound then return.
    expect(ticketDoc.coupons).toHaveLength(2);
    expect(ticketDoc.coupons.map((c: Json) => c.number).every((n: string) => /^\d{13}$/.test(n))).toBe(true);
    const couponText = JSON.stringify(ticketDoc.coupons.map((c: Json) => c.sections));
    expect(couponText).toContain('علی احمدی');
    expect(couponText).toContain(`${pair.outbound.airline.code} ${pair.outbound.flightNumber}`);
    expect(couponText).toContain(`${pair.inbound.airline.code} ${pair.inbound.flightNumber}`);
    expect(ticketDoc.coupons.map((c: Json) => c.amount)).toEqual([pair.outbound.prices.adult, pair.inbound.prices.adult]);
    const ticketsPdf = await h.request(`/api/tickets/${after.order.factorId}-flightHotelTickets.pdf`, { headers: { Cookie: h.cookie() } });
    expect(ticketsPdf.status).toBe(200);
    expect(ticketsPdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(ticketsPdf.headers.get('Content-Disposition')).toContain(`-${after.order.factorId}-flightHotelTickets.pdf`);
    const pages = await pdfPages(new Uint8Array(await ticketsPdf.arrayBuffer()));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(bundleTicketsDocument.title);
    expect(pages.join(' ')).toContain(ticketDoc.coupons[1].number);
  });

  it('a paid bundle is refunded as one order: flights by their fare tables, the stay by its package’s rules, money once', async () => {
    const h = bundleHarness();
    await h.login('09120000002');
    const { bundle, pair } = await reserved(h, { adults: 1, nights: 1, cheapest: true, refundable: true });
    expect((await h.post('/api/checkout/flightHotel/travellers', { ...two, passengers: [traveller(0)] })).status).toBe(200);
    // What the counter's credit covers, the rest at the gateway (the credit is what earlier tests left of it).
    const paid = (await (await h.post('/api/checkout/pay', { credit: 'max' })).json()) as Json;
    if (paid.step === 'pay') expect((await payAtGateway(h, paid.paymentUrl)).status).toBe(303);
    else expect(paid.step, JSON.stringify(paid)).toBe('done');
    const order = ((await (await h.get(`/api/checkout/order/${paid.order.factorId}`)).json()) as Json).data;
    expect(order.status).toBe('issued');
    const payable = order.grossPrice - order.roleDiscount;
    const balance = async () => ((await (await h.get('/api/account/balance')).json()) as Json).data.user_balance as number;

    const res = await h.get(`/api/account/refunds/${order.factorId}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const q = ((await res.json()) as Json).data;
    expect(q).toMatchObject({ refundable: true, reason: null, destinations: ['wallet', 'card'] });
    expect(q.passengers).toBeUndefined();
    // Each flight by its fare's table (the row for days ahead, of the base fare), on its share of what was paid.
    const listTotal = bundle.hotelPrice + pair.outbound.totalPrice + pair.inbound.totalPrice;
    const legLines = [pair.outbound, pair.inbound].map((f: Json) => {
      const rules = cancellationTable(parseOfferId(SEED, f.flightId)!);
      const quote = penaltyFor(rules, hoursBeforeDeparture(f.departureTime, h.now()), f.isRefundable);
      const share = paidShare(f.totalPrice, listTotal, payable);
      return refundLine(share, quote, ticketTaxes(share, 'adult'));
    });
    const flights = sumLines(legLines);
    expect(q.legs.map((l: Json) => l.leg)).toEqual(['outbound', 'return']);
    // The stay by its package's rule (the package number names the plan), on the rest of what was paid.
    const ref = parsePackageNumber(bundle.packageNumber)!;
    const kind = ratePlans(SEED, findHotel(SEED, ref.hotelId)!)[ref.planIndex]!.rule;
    const stayPrice = payable - flights.price;
    const today = todayIn(h.now());
    const stayPenalty = packagePenalty(
      kind,
      stayPrice,
      1,
      ref.stay.checkIn === today ? 0 : Math.round((Date.parse(ref.stay.checkIn) - Date.parse(today)) / DAY),
    );
    expect(q.parts).toEqual([
      expect.objectContaining({ price: flights.price, penalty: flights.penalty, refundAmount: flights.refund }),
      expect.objectContaining({
        price: stayPrice,
        penalty: stayPenalty,
        refundAmount: stayPrice - stayPenalty,
        rule: cancellationSummary(kind),
      }),
    ]);
    expect(q.refundAmount).toBe(flights.refund + stayPrice - stayPenalty);
    expect(q.penalty + q.refundAmount).toBe(payable);
    expect(q.parts[1].title).toContain(bundle.hotel.persianName);

    // To the card: what the agency credit paid goes back to the wallet at once whatever the choice, the rest to the
    // card (the bank's transfer), once.
    expect(q.creditReturn).toBe(Math.min(q.refundAmount, order.creditPaid));
    const before = await balance();
    const first = await h.post('/api/account/refunds/request', { factorId: order.factorId, destination: 'card' });
    expect(first.status, await first.clone().text()).toBe(200);
    const allCredit = q.creditReturn === q.refundAmount;
    expect(((await first.json()) as Json).data).toMatchObject({
      status: allCredit ? 'paid' : 'approved',
      destination: 'card',
      refundAmount: q.refundAmount,
      penalty: q.penalty,
    });
    expect(await balance()).toBe(before + q.creditReturn);
    const again = await h.post('/api/account/refunds/request', { factorId: order.factorId, destination: 'wallet' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).message).toMatch(/[\u0600-\u06FF]/);
    expect(await balance()).toBe(before + q.creditReturn);
    const after = ((await (await h.get(`/api/account/refunds/${order.factorId}`)).json()) as Json).data;
    expect(after).toMatchObject({ refundable: false, refundAmount: 0 });
    const refunds = ((await (await h.get('/api/account/refunds?pageSize=50')).json()) as Json).data.items as Json[];
    expect(refunds.filter((x) => x.factorId === order.factorId)).toHaveLength(1);
    // The trip is cancelled with its refund (even while the card's part is on its way): no document any more.
    expect((await h.get(`/api/tickets/${order.factorId}-flightHotelTickets.pdf`)).status).toBe(409);
    expect((await h.get(`/api/tickets/${order.factorId}.pdf`)).status).toBe(409);
  });

  it('a flight sold out between choosing and paying: the quote says so, nothing charged', async () => {
    const h = bundleHarness();
    await h.login('09120000002');
    await reserved(h);
    await h.post('/api/checkout/flightHotel/travellers', two);
    h.faults.push({ pattern: /BasketBook$/, spec: 'sold-out' });
    const quote = await h.post('/api/checkout/quote', {});
    expect(quote.status).toBe(409);
    const json = (await quote.json()) as Json;
    expect(json).toMatchObject({ code: 'sold_out', redirect: '/flight+hotel/THR-KIH/search' });
    expect(json.message).toContain(bundleReserve.soldOut);
  });
});

async function sandboxToken(h: ReturnType<typeof checkoutHarness>, mobile: string): Promise<string> {
  const res = await h.sandbox.request('/auth/Login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Provider-Code': 'edge-tests' },
    body: JSON.stringify({ username: mobile, password: 'Sandbox!234' }),
  });
  return ((await res.json()) as Json).access_token as string;
}

describe('the old hotel-only page', () => {
  it('/flight-hotel/{SRC-DST}/{hotel}?hotelId is a 301 to the bundle page with the same search; without a hotel id it stays', async () => {
    const h = checkoutHarness();
    const res = await h.request('/flight-hotel/THR-KIH/Kish-Grand?hotelId=12&flightDate=2030-01-02&returnDate=2030-01-05&room=1&room-0=2');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(
      '/flight+hotel/THR-KIH/Kish-Grand?hotelId=12&flightDate=2030-01-02&returnDate=2030-01-05&room=1&room-0=2',
    );
    const old = await h.request('/flight-hotel/thr-kih/Kish-Grand?HotelId=12&startDate=2030-01-02&endDate=2030-01-05');
    expect(old.headers.get('location')).toBe('/flight+hotel/THR-KIH/Kish-Grand?hotelId=12&flightDate=2030-01-02&returnDate=2030-01-05');
    expect((await h.request('/flight-hotel/THR-KIH/Kish-Grand')).status).not.toBe(301);
    expect((await h.request('/flight-hotel/kish/Kish-Grand?hotelId=12')).status).not.toBe(301);
  });
});
