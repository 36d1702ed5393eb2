/**
 * The sandbox's tour packages: the catalogue's contract in process and over HTTP (list by destination, detail, FAQ,
 * price), 400s for bad input, an unknown destination (200, empty) against an outage (5xx), determinism, seats taken
 * by bookings until a departure sells out, and booking the basket's `tours` line into an order with a voucher. The
 * upstream client parses the same answers.
 */
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationPenalty } from '@/products/tour/model/cancellation';
import { roomsTotal, seatsNeeded } from '@/products/tour/model/price';
import {
  TourDetailEnvelope,
  TourFaqEnvelope,
  TourListEnvelope,
  TourPriceEnvelope,
  type TourPackageDetail,
  type TourPackageSummary,
} from '@/products/tour/server/schemas';
import { tourApi } from '@/products/tour/server/upstream';
import { ErrorBody } from '@/server/schemas';
import { TicketDocumentResponse } from '@/server/schemas/tickets';
import { createSandboxApp, resetSandboxState } from '@/server/sandbox/app';
import { tourDestinationSlugs, tourPackages } from '@/server/sandbox/data/tours';
import { UpstreamClient, UpstreamError } from '@/server/upstream/request';
import { authed, type Call, guestLogin, type HttpSandbox, inProcess, json, login, PROVIDER, startHttpSandbox } from './client';
import { contractProblems } from './contract-suite';

const START = Date.UTC(2026, 10, 21, 8, 0, 0);
const AGENT = ['09120000003', 'Sandbox!234'] as const;

function setup(seed = 12) {
  const now = START;
  return inProcess(createSandboxApp({ seed, clock: () => now, firstRoundDelayMs: 0 }));
}

async function getJson(call: Call, path: string, token: string, headers: Record<string, string> = {}) {
  const res = await call(path, { headers: authed(token, headers) });
  return { status: res.status, body: (await res.json()) as { data: unknown; message?: string } };
}

async function postJson(call: Call, path: string, token: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await call(path, json(body, authed(token, headers)));
  return { status: res.status, body: (await res.json()) as { data: unknown; message?: string } };
}

const KISH_1 = 70011;
const DUBAI_1 = 70061;

function contract(label: string, getCall: () => Call) {
  describe(`tour contract: ${label}`, () => {
    let token = '';
    let departureId = '';
    beforeAll(async () => {
      token = (await guestLogin(getCall())).access_token;
      const detail = (await getJson(getCall(), `/api2/Tour/Packages/${KISH_1}`, token)).body.data as TourPackageDetail;
      departureId = detail.departures.find((d) => d.seatsLeft >= 3)!.departureId;
    });
    const cases: [string, string, number, v.GenericSchema][] = [
      ['list by slug', '/api2/Tour/Packages?destination=kish', 200, TourListEnvelope],
      ['list by the site slug', '/api2/Tour/Packages?destination=ae-dubai', 200, TourListEnvelope],
      ['list by city id', '/api2/Tour/Packages?destination=5847', 200, TourListEnvelope],
      ['unknown destination', '/api2/Tour/Packages?destination=london', 200, TourListEnvelope],
      ['bad destination', '/api2/Tour/Packages?destination=%3Cx%3E', 400, ErrorBody],
      ['detail', `/api2/Tour/Packages/${KISH_1}`, 200, TourDetailEnvelope],
      ['unknown package', '/api2/Tour/Packages/99999', 404, ErrorBody],
      ['bad package id', '/api2/Tour/Packages/abc', 400, ErrorBody],
      ['general FAQ', '/api2/Tour/Packages/faqItems', 200, TourFaqEnvelope],
      ['package FAQ', `/api2/Tour/Packages/faqItems?packageId=${DUBAI_1}`, 200, TourFaqEnvelope],
      ['FAQ of an unknown package', '/api2/Tour/Packages/faqItems?packageId=99999', 404, ErrorBody],
    ];
    for (const [name, path, status, schema] of cases) {
      it(`${name} → ${status}`, async () => {
        const { status: got, body } = await getJson(getCall(), path, token);
        expect(got, JSON.stringify(body).slice(0, 300)).toBe(status);
        expect(contractProblems(schema, body)).toEqual([]);
        if (status >= 400) expect(body.message).toMatch(/[\u0600-\u06FF]/);
      });
    }
    it('prices a departure for rooms (200) and refuses bad rooms (400), an unknown departure (400)', async () => {
      const rooms = [{ adults: 2, childrenAges: [7] }];
      const quote = await postJson(getCall(), `/api2/Tour/Packages/${KISH_1}/Price`, token, { departureId, rooms });
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      expect(contractProblems(TourPriceEnvelope, quote.body)).toEqual([]);
      const bad = await postJson(getCall(), `/api2/Tour/Packages/${KISH_1}/Price`, token, {
        departureId,
        rooms: [{ adults: 3, childrenAges: [8] }],
      });
      expect(bad.status).toBe(400);
      expect(contractProblems(ErrorBody, bad.body)).toEqual([]);
      expect(bad.body.message).toMatch(/تخت/);
      const noDep = await postJson(getCall(), `/api2/Tour/Packages/${KISH_1}/Price`, token, { departureId: `${KISH_1}-20200101`, rooms });
      expect(noDep.status).toBe(400);
      const other = await postJson(getCall(), `/api2/Tour/Packages/${DUBAI_1}/Price`, token, { departureId, rooms });
      expect(other.status).toBe(400);
      const malformed = await postJson(getCall(), `/api2/Tour/Packages/${KISH_1}/Price`, token, { departureId: 'x', rooms: [] });
      expect(malformed.status).toBe(400);
    });
    it('serves the photos it names', async () => {
      const { body } = await getJson(getCall(), `/api2/Tour/Packages/${KISH_1}`, token);
      for (const url of (body.data as TourPackageDetail).images.slice(0, 2)) {
        const res = await getCall()(new URL(url, 'http://x').pathname);
        expect(res.status).toBe(200);
        expect(res.headers.get('Content-Type')).toBe('image/png');
      }
    });
  });
}

contract('in-process', () => inProcess(createSandboxApp({ seed: 23, firstRoundDelayMs: 0 })));
let http: HttpSandbox | undefined;
beforeAll(async () => {
  http = await startHttpSandbox({ seed: 24, firstRoundDelayMs: 0 });
});
afterAll(async () => {
  await http?.close();
});
contract('over HTTP', () => {
  if (!http) throw new Error('HTTP sandbox not started');
  return http.call;
});

describe('tour inventory', () => {
  it('every required destination has packages with operator, itinerary, hotels with stars, services, transport, visa, FAQ', async () => {
    const slugs = ['kish', 'mashhad', 'qeshm', 'shiraz', 'isfahan', 'dubai', 'istanbul', 'antalya', 'tbilisi', 'yerevan', 'baku'];
    expect(tourDestinationSlugs()).toEqual(expect.arrayContaining(slugs));
    const all = tourPackages(1405);
    expect(new Set(all.map((p) => p.packageId)).size).toBe(all.length);
    const call = setup(7);
    const token = (await guestLogin(call)).access_token;
    for (const slug of slugs) {
      const list = (await getJson(call, `/api2/Tour/Packages?destination=${slug}`, token)).body.data as { items: TourPackageSummary[] };
      expect(list.items.length, slug).toBeGreaterThanOrEqual(3);
      const detail = (await getJson(call, `/api2/Tour/Packages/${list.items[0]!.packageId}`, token)).body.data as TourPackageDetail;
      expect(detail.operator).not.toBe('');
      expect(detail.itinerary).toHaveLength(detail.nights + 1);
      expect(detail.hotels.every((h) => h.stars >= 3 && h.stars <= 5)).toBe(true);
      expect(detail.included.length).toBeGreaterThan(2);
      expect(detail.excluded.length).toBeGreaterThan(1);
      expect(detail.transport.outbound.departTime).toMatch(/^\d\d:\d\d$/);
      expect(detail.visa.note).toMatch(/[\u0600-\u06FF]/);
      expect(detail.faq.length).toBeGreaterThan(3);
      expect(detail.departures.length).toBeGreaterThan(5);
      expect(detail.passportRequired).toBe(!detail.destination.domestic);
      for (const d of detail.departures) {
        expect(d.prices.single).toBeGreaterThan(d.prices.double);
        expect(d.prices.double).toBeGreaterThan(d.prices.triple);
        expect(d.prices.childWithBed).toBeGreaterThan(d.prices.childNoBed);
        expect(d.prices.childNoBed).toBeGreaterThan(d.prices.infant);
      }
    }
    const modes = new Set(all.map((p) => p.transport.mode));
    expect(modes).toEqual(new Set(['flight', 'bus']));
    expect(all.some((p) => p.hotels.length > 1)).toBe(true);
  });

  it('is the same for the same seed and differs for another; an unknown destination is empty, an outage 5xx', async () => {
    const read = async (seed: number) => {
      const call = setup(seed);
      const token = (await guestLogin(call)).access_token;
      return JSON.stringify((await getJson(call, '/api2/Tour/Packages?destination=istanbul', token)).body);
    };
    expect(await read(5)).toBe(await read(5));
    expect(await read(6)).not.toBe(await read(5));
    const call = setup();
    const token = (await guestLogin(call)).access_token;
    const empty = await getJson(call, '/api2/Tour/Packages?destination=paris', token);
    expect(empty.status).toBe(200);
    expect((empty.body.data as { items: unknown[]; destination: unknown }).items).toEqual([]);
    const outage = await getJson(call, '/api2/Tour/Packages?destination=kish', token, { 'X-Sandbox-Fault': 'status=502' });
    expect(outage.status).toBe(502);
    const none = await getJson(call, '/api2/Tour/Packages?destination=kish', token, { 'X-Sandbox-Fault': 'empty' });
    expect((none.body.data as { items: unknown[] }).items).toEqual([]);
  });
});

const adult = (i: number, over: Record<string, unknown> = {}) => ({
  type: 'adult',
  fnameFa: 'علی',
  lnameFa: `رضایی${i}`,
  fnameEn: 'Ali',
  lnameEn: `Rezaei${i}`,
  nationalCode: '0012345678',
  isLeader: i === 0,
  ...over,
});
const child = (over: Record<string, unknown> = {}) => ({
  type: 'child',
  fnameFa: 'سارا',
  lnameFa: 'رضایی',
  fnameEn: 'Sara',
  lnameEn: 'Rezaei',
  ...over,
});

async function bookTour(call: Call, token: string, line: Record<string, unknown>, headers: Record<string, string> = {}) {
  const data = JSON.stringify([{ typeInfos: { tours: [line] }, passengerInfos: [], contact: { mobile: '09120000003' } }]);
  const basket = (await (await call('/api2/Basket/Create', json({ data }, authed(token)))).json()) as { data: { basketId: number } };
  const res = await call(
    '/api2/Basket/BasketBook',
    json({ basketId: basket.data.basketId, idempotencyKey: crypto.randomUUID() }, authed(token, headers)),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function pay(call: Call, token: string, order: { factorId: number; payable: number }) {
  return call(
    '/api/v3/payment/usecredit',
    json({ factorId: order.factorId, amount: order.payable, idempotencyKey: crypto.randomUUID() }, authed(token)),
  );
}

describe('tour booking', () => {
  it('books 2 adults + 1 child in one room: priced by the table, seats taken, a voucher with the tour, hotel and travellers', async () => {
    resetSandboxState();
    const call = setup(51);
    const agent = (await login(call, ...AGENT)).access_token;
    const detail = (await getJson(call, `/api2/Tour/Packages/${KISH_1}`, agent)).body.data as TourPackageDetail;
    const dep = detail.departures.find((d) => d.seatsLeft >= 5)!;
    const rooms = [{ adults: 2, childrenAges: [8] }];
    const total = roomsTotal(dep.prices, rooms);
    expect(total).toBe(dep.prices.double * 2 + dep.prices.childWithBed);
    const booked = await bookTour(call, agent, {
      details: { packageId: KISH_1, departureId: dep.departureId, rooms, totalPrice: total },
      passengers: [adult(0), adult(1), child()],
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const order = booked.body.data as { factorId: number; product: string; grossPrice: number; payable: number; priceChanged: boolean };
    expect(order.product).toBe('tour');
    expect(order.grossPrice).toBe(total);
    expect(order.priceChanged).toBe(false);
    // The pending order holds its 3 seats.
    const after = (await getJson(call, `/api2/Tour/Packages/${KISH_1}`, (await guestLogin(call)).access_token)).body
      .data as TourPackageDetail;
    expect(after.departures.find((d) => d.departureId === dep.departureId)!.seatsLeft).toBe(dep.seatsLeft - 3);
    const paid = await pay(call, agent, order);
    expect(paid.status, await paid.clone().text()).toBe(200);
    const voucher = await getJson(call, `/ticketapi/v1/crs_tickets/getvoucher/${order.factorId}`, agent);
    expect(voucher.status, JSON.stringify(voucher.body)).toBe(200);
    expect(contractProblems(TicketDocumentResponse, voucher.body)).toEqual([]);
    const doc = voucher.body.data as { product: string; passengers: unknown[]; coupons: { sections: unknown[] }[] };
    expect(doc.product).toBe('tour');
    expect(doc.passengers).toHaveLength(3);
    expect(JSON.stringify(doc)).toContain(detail.hotels[0]!.name);
    expect(JSON.stringify(doc)).toContain('کودک با تخت');
    const pdf = await call(`/api/v1/tickets/pdf/${order.factorId}`, { headers: authed(agent) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    // Cancelled by the package's own steps: the penalty of the days left before departure.
    const info = await getJson(call, `/api2/Refunds/GetFactorInfo/${order.factorId}`, agent);
    expect(info.status).toBe(200);
    const quoted = info.body.data as { refundable: boolean; penalty: number; refundAmount: number; totalPrice: number };
    const days = Math.round((Date.parse(dep.date) - Date.parse('2026-11-21')) / 86_400_000);
    expect(quoted.refundable).toBe(true);
    expect(quoted.penalty).toBe(cancellationPenalty(detail.cancellation, days, quoted.totalPrice));
    expect(quoted.refundAmount).toBe(quoted.totalPrice - quoted.penalty);
  });

  it('sells a departure out: seats decrease with each booking, then 409 sold_out; a sold-out date is shown as such', async () => {
    resetSandboxState();
    const call = setup(52);
    const agent = (await login(call, ...AGENT)).access_token;
    const guest = (await guestLogin(call)).access_token;
    const detail = (await getJson(call, `/api2/Tour/Packages/${KISH_1}`, guest)).body.data as TourPackageDetail;
    const dep = detail.departures.find((d) => d.seatsLeft >= 3 && d.seatsLeft <= 30)!;
    let left = dep.seatsLeft;
    const rooms = [{ adults: 3, childrenAges: [1] }];
    expect(seatsNeeded(rooms)).toBe(3);
    while (left >= 3) {
      const booked = await bookTour(call, agent, {
        details: { packageId: KISH_1, departureId: dep.departureId, rooms, totalPrice: roomsTotal(dep.prices, rooms) },
        passengers: [adult(0), adult(1), adult(2), child({ type: 'infant' })],
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      await pay(call, agent, booked.body.data as { factorId: number; payable: number });
      left -= 3;
      const now = (await getJson(call, `/api2/Tour/Packages/${KISH_1}`, guest)).body.data as TourPackageDetail;
      expect(now.departures.find((d) => d.departureId === dep.departureId)!.seatsLeft).toBe(left);
    }
    const refused = await bookTour(call, agent, {
      details: { packageId: KISH_1, departureId: dep.departureId, rooms, totalPrice: 1 },
      passengers: [adult(0), adult(1), adult(2), child({ type: 'infant' })],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('sold_out');
    expect(String(refused.body.message)).toMatch(left === 0 ? /تکمیل/ : /صندلی/);
    const quote = await postJson(call, `/api2/Tour/Packages/${KISH_1}/Price`, guest, { departureId: dep.departureId, rooms });
    expect(quote.status).toBe(409);
    const sold = tourPackages(52).length > 0 && detail.departures.some((d) => d.isSoldOut && d.seatsLeft === 0);
    expect(sold).toBe(true);
  });

  it('refuses a traveller count that does not match, a missing passport abroad, bad rooms (400), an unknown package (404); knobs sold-out and price-change', async () => {
    resetSandboxState();
    const call = setup(53);
    const agent = (await login(call, ...AGENT)).access_token;
    const kish = (await getJson(call, `/api2/Tour/Packages/${KISH_1}`, agent)).body.data as TourPackageDetail;
    const dubai = (await getJson(call, `/api2/Tour/Packages/${DUBAI_1}`, agent)).body.data as TourPackageDetail;
    const kd = kish.departures.find((d) => d.seatsLeft >= 2)!;
    const dd = dubai.departures.find((d) => d.seatsLeft >= 2)!;
    const rooms = [{ adults: 2, childrenAges: [] }];
    const line = (pkg: number, departureId: string, passengers: unknown[], over: Record<string, unknown> = {}) => ({
      details: { packageId: pkg, departureId, rooms, totalPrice: 1, ...over },
      passengers,
    });
    const one = await bookTour(call, agent, line(KISH_1, kd.departureId, [adult(0)]));
    expect(one.status).toBe(400);
    expect(String(one.body.message)).toMatch(/مسافران/);
    const noPassport = await bookTour(call, agent, line(DUBAI_1, dd.departureId, [adult(0), adult(1)]));
    expect(noPassport.status).toBe(400);
    expect(String(noPassport.body.message)).toMatch(/گذرنامه/);
    const passport = (expiry: string) => ({ passportNumber: 'K12345678', passportExpiry: expiry });
    const expiring = await bookTour(
      call,
      agent,
      line(DUBAI_1, dd.departureId, [adult(0, passport('2027-01-01')), adult(1, passport('2030-01-01'))]),
    );
    expect(expiring.status).toBe(400);
    expect(String(expiring.body.message)).toMatch(/شش ماه/);
    const ok = await bookTour(
      call,
      agent,
      line(DUBAI_1, dd.departureId, [adult(0, passport('2030-01-01')), adult(1, passport('2030-01-01'))]),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((ok.body.data as { priceChanged: boolean }).priceChanged).toBe(true);
    const badRooms = await bookTour(
      call,
      agent,
      line(KISH_1, kd.departureId, [adult(0), adult(1)], { rooms: [{ adults: 4, childrenAges: [] }] }),
    );
    expect(badRooms.status).toBe(400);
    expect((await bookTour(call, agent, line(99999, `99999-20261201`, [adult(0), adult(1)]))).status).toBe(404);
    const knobSold = await bookTour(call, agent, line(KISH_1, kd.departureId, [adult(0), adult(1)]), { 'X-Sandbox-Fault': 'sold-out' });
    expect(knobSold.status).toBe(409);
    const shown = roomsTotal(kd.prices, rooms);
    const knobPrice = await bookTour(call, agent, line(KISH_1, kd.departureId, [adult(0), adult(1)], { totalPrice: shown }), {
      'X-Sandbox-Fault': 'price-change=10',
    });
    expect(knobPrice.status).toBe(200);
    const repriced = knobPrice.body.data as { priceChanged: boolean; grossPrice: number; previousPrice: number };
    expect(repriced.priceChanged).toBe(true);
    expect(repriced.grossPrice).toBeGreaterThan(shown);
  });
});

describe.each([
  [
    'in-process',
    () => ({ baseUrl: 'http://sandbox.internal', transport: (req: Request) => Promise.resolve(createSandboxApp({ seed: 42 }).fetch(req)) }),
  ],
  ['over HTTP', () => ({ baseUrl: http!.url, transport: (req: Request) => fetch(req) })],
])('tour client against the sandbox %s', (_name, target) => {
  it('parses the list, the detail, the FAQ and a quote; an unknown package is an UpstreamError 404, a sold-out quote 409', async () => {
    const app = target();
    const res = await app.transport(
      new Request(`${app.baseUrl}/auth/Login`, {
        method: 'POST',
        headers: { ...PROVIDER, 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'guest', password: 'guest' }),
      }),
    );
    const token = ((await res.json()) as { access_token: string }).access_token;
    const client = new UpstreamClient({
      ...app,
      providerCode: 'web-tests',
      auth: { accessToken: async () => token, onUnauthorized: async () => false },
    });
    const api = tourApi(client);
    const list = await api.list('tr-istanbul');
    expect(list.destination?.countryCode).toBe('TR');
    expect(list.items.length).toBeGreaterThanOrEqual(3);
    const detail = await api.detail(list.items[0]!.packageId);
    expect(detail.passportRequired).toBe(true);
    expect((await api.faq(detail.packageId)).items.length).toBeGreaterThan(3);
    const open = detail.departures.find((d) => d.seatsLeft >= 2)!;
    const quote = await api.price(detail.packageId, { departureId: open.departureId, rooms: [{ adults: 2, childrenAges: [0] }] });
    expect(quote.total).toBe(open.prices.double * 2 + open.prices.infant);
    expect(quote.seatsNeeded).toBe(2);
    const sold = detail.departures.find((d) => d.isSoldOut);
    if (sold) {
      const err = await api
        .price(detail.packageId, { departureId: sold.departureId, rooms: [{ adults: 1, childrenAges: [] }] })
        .catch((e: unknown) => e);
      expect((err as UpstreamError).status).toBe(409);
    }
    const missing = await api.detail(99999).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(UpstreamError);
    expect((missing as UpstreamError).status).toBe(404);
    expect((await api.list('london')).items).toEqual([]);
  });
});
