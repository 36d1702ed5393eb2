/**
 * The sandbox's attractions: the catalogue's contract in process and over HTTP, 400s for bad input, an unknown city
 * (200, empty) against an outage (5xx), determinism, and booking through the basket into an order with a voucher:
 * sold-out days refused, capacity taken by bookings. The product's upstream client parses the same answers.
 */
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attractionsApi } from '@/products/attraction/server/upstream';
import { AttractionDetailResponse, AttractionListResponse, ServiceCancelResponse } from '@/products/attraction/server/schemas';
import { SERVICE_CANCEL_FEE_PERCENT } from '@/server/sandbox/routes/service-cancel';
import { offlineSet } from '@/server/sandbox/data/locations';
import { ErrorBody } from '@/server/schemas';
import { TicketDocumentResponse } from '@/server/schemas/tickets';
import { createSandboxApp, resetSandboxState } from '@/server/sandbox/app';
import { allAttractions, attractionsOfCity, seededDays } from '@/server/sandbox/data/attractions';
import { attractionDayOnSale } from '@/products/attraction/model/sale-cutoff';
import { UpstreamClient, UpstreamError } from '@/server/upstream/request';
import { authed, type Call, guestLogin, type HttpSandbox, inProcess, json, login, PROVIDER, startHttpSandbox } from './client';
import { contractProblems } from './contract-suite';

const START = Date.UTC(2026, 10, 21, 8, 0, 0);
const DUBAI = 46082;
const TEHRAN = 397;

function setup(seed = 11) {
  let now = START;
  const call = inProcess(createSandboxApp({ seed, clock: () => now, firstRoundDelayMs: 0 }));
  return { call, advance: (ms: number) => (now += ms) };
}

type Detail = v.InferOutput<typeof AttractionDetailResponse>;
type List = v.InferOutput<typeof AttractionListResponse>;

async function getJson(call: Call, path: string, token: string, headers: Record<string, string> = {}) {
  const res = await call(path, { headers: authed(token, headers) });
  return { status: res.status, body: (await res.json()) as unknown };
}

function contract(label: string, getCall: () => Call) {
  describe(`attraction contract: ${label}`, () => {
    let token = '';
    beforeAll(async () => {
      token = (await guestLogin(getCall())).access_token;
    });
    const cases: [string, string, number, v.GenericSchema][] = [
      ['list of a city', `/api/attraction/core/v1/available?CityId=${DUBAI}`, 200, AttractionListResponse],
      ['list with a day', `/api/attraction/core/v1/available?CityId=${TEHRAN}&Date=2026-12-10`, 200, AttractionListResponse],
      ['unknown city', '/api/attraction/core/v1/available?CityId=999999', 200, AttractionListResponse],
      ['detail by id', `/api/attraction/core/v1/attractions/${DUBAI * 100 + 1}`, 200, AttractionDetailResponse],
      ['detail by slug', '/api/attraction/core/v1/attractions/golestan-palace', 200, AttractionDetailResponse],
      ['unknown attraction', '/api/attraction/core/v1/attractions/no-such-place', 404, ErrorBody],
      ['missing CityId', '/api/attraction/core/v1/available', 400, ErrorBody],
      ['bad CityId', '/api/attraction/core/v1/available?CityId=abc', 400, ErrorBody],
      ['bad isCip', `/api/attraction/core/v1/available?CityId=${DUBAI}&isCip=maybe`, 400, ErrorBody],
      ['bad Date', `/api/attraction/core/v1/available?CityId=${DUBAI}&Date=tomorrow`, 400, ErrorBody],
      ['bad reference', '/api/attraction/core/v1/attractions/Not_A_Slug!', 400, ErrorBody],
    ];
    for (const [name, path, status, schema] of cases) {
      it(`${name} → ${status}`, async () => {
        const { status: got, body } = await getJson(getCall(), path, token);
        expect(got, JSON.stringify(body).slice(0, 300)).toBe(status);
        expect(contractProblems(schema, body)).toEqual([]);
        if (status >= 400) expect((body as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
      });
    }
    it('cancel: a bad body is a Persian 400, an order that is not the caller’s attraction or CIP order a Persian 404', async () => {
      for (const [body, status] of [
        [{ factorId: 'x' }, 400],
        [{ factorId: 987_654 }, 404],
      ] as const) {
        const res = await getCall()('/api/attraction/core/v1/cancel', json(body, authed(token)));
        const got = (await res.json()) as unknown;
        expect(res.status).toBe(status);
        expect(contractProblems(ErrorBody, got)).toEqual([]);
        expect((got as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
      }
    });
    it('serves the photos it names', async () => {
      const { body } = await getJson(getCall(), `/api/attraction/core/v1/attractions/${DUBAI * 100 + 1}`, token);
      const photo = (body as Detail).photos[0]!.path;
      const res = await getCall()(new URL(photo, 'http://x').pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/png');
    });
  });
}

contract('in-process', () => inProcess(createSandboxApp({ seed: 21, firstRoundDelayMs: 0 })));
let http: HttpSandbox | undefined;
beforeAll(async () => {
  http = await startHttpSandbox({ seed: 22, firstRoundDelayMs: 0 });
});
afterAll(async () => {
  await http?.close();
});
contract('over HTTP', () => {
  if (!http) throw new Error('HTTP sandbox not started');
  return http.call;
});

describe('attraction inventory', () => {
  it('covers the lead cities with real names, ids independent of the seed', () => {
    for (const city of [46082, 5847, 5851, 402, 397, 399, 412]) expect(attractionsOfCity(city).length).toBeGreaterThanOrEqual(3);
    const names = allAttractions().map((a) => a.en);
    for (const n of [
      'Burj Khalifa At the Top',
      'Dubai Aquarium and Underwater Zoo',
      'Topkapi Palace Museum',
      'Milad Tower',
      'Persepolis Day Tour',
    ])
      expect(names).toContain(n);
    expect(new Set(allAttractions().map((a) => a.slug)).size).toBe(allAttractions().length);
  });

  it('the offline attraction set has every city with attractions named in the issue, Isfahan and Shiraz included', () => {
    const set = offlineSet('attractions');
    const ids = [...set.domestic, ...set.international].map((l) => l.locationId);
    for (const city of [46082, 5847, 5851, 402, 397, 399, 412]) expect(ids).toContain(city);
    for (const id of ids) expect(attractionsOfCity(id).length).toBeGreaterThan(0);
  });

  it('offers days within 60 days, not every day for weekday-only ones, weekends dearer, some days sold out', async () => {
    const { call } = setup();
    const token = (await guestLogin(call)).access_token;
    let soldOut = 0;
    let weekdayOnly = 0;
    for (const a of allAttractions()) {
      const d = (await getJson(call, `/api/attraction/core/v1/attractions/${a.id}`, token)).body as Detail;
      expect(d.dates.length).toBeGreaterThan(0);
      expect(d.dates.every((x) => x.serviceDate >= '2026-11-21' && x.serviceDate <= '2027-01-20')).toBe(true);
      // Today (11:30 in Tehran) is offered while its last start is ahead: same-day tickets (issue 48).
      const today = d.dates.some((x) => x.serviceDate === '2026-11-21');
      expect(today).toBe(seededDays(11, a, '2026-11-21', START).some((x) => x.serviceDate === '2026-11-21'));
      if (today) expect(attractionDayOnSale('2026-11-21', a.hours, START)).toBe(true);
      if (d.dates.length < 50) weekdayOnly++;
      soldOut += d.dates.filter((x) => x.isSoldOut && x.remaining === 0).length;
      for (const x of d.dates) expect(x.finalPrice).toBe(x.prices.adult);
    }
    expect(weekdayOnly).toBeGreaterThan(5);
    expect(soldOut).toBeGreaterThan(20);
    // Golestan Palace (Tehran): the average Thursday/Friday price above the average weekday price.
    const g = (await getJson(call, '/api/attraction/core/v1/attractions/golestan-palace', token)).body as Detail;
    const avg = (xs: number[]) => xs.reduce((n, x) => n + x, 0) / xs.length;
    const wd = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
    expect(avg(g.dates.filter((x) => [4, 5].includes(wd(x.serviceDate))).map((x) => x.finalPrice))).toBeGreaterThan(
      avg(g.dates.filter((x) => ![4, 5].includes(wd(x.serviceDate))).map((x) => x.finalPrice)),
    );
    // Friday: Golestan Palace is closed.
    expect(g.dates.some((x) => wd(x.serviceDate) === 5)).toBe(false);
  });

  it('is the same for the same seed and differs for another', async () => {
    const read = async (seed: number) => {
      resetSandboxState();
      const { call } = setup(seed);
      const token = (await guestLogin(call)).access_token;
      return JSON.stringify((await getJson(call, `/api/attraction/core/v1/available?CityId=${DUBAI}`, token)).body);
    };
    const a = await read(5);
    const b = await read(5);
    expect(a).toBe(b);
    expect(await read(6)).not.toBe(a);
  });

  it('an unknown city is an empty 200; an outage is a 5xx', async () => {
    const { call } = setup();
    const token = (await guestLogin(call)).access_token;
    const empty = await getJson(call, '/api/attraction/core/v1/available?CityId=123456', token);
    expect(empty.status).toBe(200);
    expect((empty.body as List).items).toEqual([]);
    const london = await getJson(call, '/api/attraction/core/v1/available?CityId=46134', token);
    expect((london.body as List).cityName).not.toBeNull();
    expect((london.body as List).items).toEqual([]);
    const outage = await getJson(call, `/api/attraction/core/v1/available?CityId=${DUBAI}`, token, { 'X-Sandbox-Fault': 'status=503' });
    expect(outage.status).toBe(503);
    expect(contractProblems(ErrorBody, outage.body)).toEqual([]);
  });
});

/** A basket with one attraction line for `user`, booked; returns the BasketBook answer. */
async function bookLine(
  call: Call,
  token: string,
  details: Record<string, unknown>,
  over: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const line = {
    key: 'a1',
    details,
    passengers: [{ type: 'adult', firstName: 'مریم', lastName: 'احمدی', isLeader: true }],
    ...over,
  };
  const data = JSON.stringify([{ typeInfos: { attractions: [line] }, passengerInfos: [], contact: { mobile: '09120000003' } }]);
  const basket = (await (await call('/api2/Basket/Create', json({ data }, authed(token)))).json()) as { data: { basketId: number } };
  const res = await call(
    '/api2/Basket/BasketBook',
    json({ basketId: basket.data.basketId, idempotencyKey: crypto.randomUUID() }, authed(token, headers)),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('attraction booking', () => {
  it('books a basket line into an attraction order, takes its tickets from the day and issues a voucher', async () => {
    resetSandboxState();
    const { call } = setup(31);
    const agent = (await login(call, '09120000003', 'Sandbox!234')).access_token;
    const d = (await getJson(call, '/api/attraction/core/v1/attractions/milad-tower', agent)).body as Detail;
    const day = d.dates.find((x) => x.remaining >= 10)!;
    const tickets = { adult: 2, child: 1, infant: 1 };
    const total = day.prices.adult * 2 + day.prices.child + day.prices.infant;
    const booked = await bookLine(call, agent, { attractionId: d.attractionId, serviceDate: day.serviceDate, tickets, totalPrice: total });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const order = booked.body.data as { factorId: number; product: string; grossPrice: number; priceChanged: boolean; payable: number };
    expect(order.product).toBe('attraction');
    expect(order.grossPrice).toBe(total);
    expect(order.priceChanged).toBe(false);
    // The pending order holds its four tickets.
    const after = (await getJson(call, '/api/attraction/core/v1/attractions/milad-tower', agent)).body as Detail;
    expect(after.dates.find((x) => x.serviceDate === day.serviceDate)!.remaining).toBe(day.remaining - 4);
    // Paid from the agency's credit: issued, with a voucher.
    const paid = await call(
      '/api/v3/payment/usecredit',
      json({ factorId: order.factorId, amount: order.payable, idempotencyKey: crypto.randomUUID() }, authed(agent)),
    );
    expect(paid.status, await paid.clone().text()).toBe(200);
    const voucher = await getJson(call, `/ticketapi/v1/crs_tickets/getvoucher/${order.factorId}`, agent);
    expect(voucher.status, JSON.stringify(voucher.body)).toBe(200);
    expect(contractProblems(TicketDocumentResponse, voucher.body)).toEqual([]);
    const doc = (voucher.body as { data: { product: string; coupons: { number: string; sections: { fields: { value: string }[] }[] }[] } })
      .data;
    expect(doc.product).toBe('attraction');
    expect(doc.coupons[0]!.number).toMatch(/^\d+$/);
    expect(JSON.stringify(doc.coupons[0]!.sections)).toContain('برج میلاد');
    const stillTaken = (await getJson(call, '/api/attraction/core/v1/attractions/milad-tower', agent)).body as Detail;
    expect(stillTaken.dates.find((x) => x.serviceDate === day.serviceDate)!.remaining).toBe(day.remaining - 4);
    // Cancelled before the day: what the credit paid less 10 % back to the wallet once; the places on sale again.
    const cancel = () => call('/api/attraction/core/v1/cancel', json({ factorId: order.factorId }, authed(agent)));
    const res = await cancel();
    expect(res.status).toBe(200);
    const out = (await res.json()) as unknown;
    expect(contractProblems(ServiceCancelResponse, out)).toEqual([]);
    const fee = Math.round((order.payable * SERVICE_CANCEL_FEE_PERCENT) / 100 / 10) * 10;
    expect(out).toMatchObject({
      refundAmount: order.payable - fee,
      fee,
      refundedTo: 'wallet',
      creditReturned: order.payable - fee,
      orderStatus: 'refunded',
    });
    const again = await cancel();
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('already_refunded');
    const freed = (await getJson(call, '/api/attraction/core/v1/attractions/milad-tower', agent)).body as Detail;
    expect(freed.dates.find((x) => x.serviceDate === day.serviceDate)!.remaining).toBe(day.remaining);
    // Its voucher is no longer issued.
    expect((await getJson(call, `/ticketapi/v1/crs_tickets/getvoucher/${order.factorId}`, agent)).status).toBe(409);
  });

  it('refuses a sold-out day (409), more tickets than are left (409), an unlisted day, no adult or no lead (400)', async () => {
    resetSandboxState();
    const { call } = setup(32);
    const agent = (await login(call, '09120000003', 'Sandbox!234')).access_token;
    let soldOut: { id: number; date: string } | null = null;
    for (const a of allAttractions()) {
      const d = (await getJson(call, `/api/attraction/core/v1/attractions/${a.id}`, agent)).body as Detail;
      const day = d.dates.find((x) => x.isSoldOut);
      if (day) {
        soldOut = { id: a.id, date: day.serviceDate };
        break;
      }
    }
    expect(soldOut).not.toBeNull();
    const one = { adult: 1, child: 0, infant: 0 };
    const refused = await bookLine(call, agent, { attractionId: soldOut!.id, serviceDate: soldOut!.date, tickets: one, totalPrice: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('sold_out');
    expect(String(refused.body.message)).toMatch(/ظرفیت/);

    const g = (await getJson(call, '/api/attraction/core/v1/attractions/golestan-palace', agent)).body as Detail;
    const open = g.dates.find((x) => !x.isSoldOut && x.remaining < 60)!;
    const tooMany = await bookLine(call, agent, {
      attractionId: g.attractionId,
      serviceDate: open.serviceDate,
      tickets: { adult: 20, child: 20, infant: 20 },
      totalPrice: 1,
    });
    expect(tooMany.status).toBe(409);
    // Golestan Palace is closed on Fridays: a Friday is not in its list.
    const friday = ['2026-11-27', '2026-12-04', '2026-12-11'][0]!;
    const unlisted = await bookLine(call, agent, { attractionId: g.attractionId, serviceDate: friday, tickets: one, totalPrice: 1 });
    expect(unlisted.status).toBe(400);
    const childOnly = await bookLine(call, agent, {
      attractionId: g.attractionId,
      serviceDate: open.serviceDate,
      tickets: { adult: 0, child: 2, infant: 0 },
      totalPrice: 1,
    });
    expect(childOnly.status).toBe(400);
    const noLead = await bookLine(
      call,
      agent,
      { attractionId: g.attractionId, serviceDate: open.serviceDate, tickets: one, totalPrice: 1 },
      { passengers: [] },
    );
    expect(noLead.status).toBe(400);
    const knob = await bookLine(
      call,
      agent,
      { attractionId: g.attractionId, serviceDate: open.serviceDate, tickets: one, totalPrice: 1 },
      {},
      { 'X-Sandbox-Fault': 'sold-out' },
    );
    expect(knob.status).toBe(409);
  });

  it("another traveller's booking takes the places: the last tickets go, then the day is sold out", async () => {
    resetSandboxState();
    const { call } = setup(33);
    const agent = (await login(call, '09120000003', 'Sandbox!234')).access_token;
    const counter = (await login(call, '09120000002', 'Sandbox!234')).access_token;
    let g: Detail | undefined;
    let day: Detail['dates'][number] | undefined;
    for (const a of allAttractions()) {
      g = (await getJson(call, `/api/attraction/core/v1/attractions/${a.id}`, agent)).body as Detail;
      day = g.dates.find((x) => x.remaining > 0 && x.remaining <= 20);
      if (day) break;
    }
    if (!g || !day) throw new Error('no day with at most 20 places left');
    const all = { adult: day.remaining, child: 0, infant: 0 };
    const first = await bookLine(call, agent, {
      attractionId: g.attractionId,
      serviceDate: day.serviceDate,
      tickets: all,
      totalPrice: day.prices.adult * day.remaining,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const now = (await getJson(call, `/api/attraction/core/v1/attractions/${g.attractionId}`, counter)).body as Detail;
    const shown = now.dates.find((x) => x.serviceDate === day.serviceDate)!;
    expect(shown.remaining).toBe(0);
    expect(shown.isSoldOut).toBe(true);
    const second = await bookLine(call, counter, {
      attractionId: g.attractionId,
      serviceDate: day.serviceDate,
      tickets: { adult: 1, child: 0, infant: 0 },
      totalPrice: day.prices.adult,
    });
    expect(second.status).toBe(409);
  });
});

describe.each([
  [
    'in-process',
    () => ({ baseUrl: 'http://sandbox.internal', transport: (req: Request) => Promise.resolve(createSandboxApp({ seed: 41 }).fetch(req)) }),
  ],
  ['over HTTP', () => ({ baseUrl: http!.url, transport: (req: Request) => fetch(req) })],
])('attraction client against the sandbox %s', (_name, target) => {
  const client = (token: string | null) =>
    new UpstreamClient({
      ...target(),
      providerCode: 'web-tests',
      auth: { accessToken: async () => token, onUnauthorized: async () => false },
    });

  it('parses the list and the detail; an unknown attraction is an UpstreamError 404', async () => {
    const app = target();
    const res = await app.transport(
      new Request(`${app.baseUrl}/auth/Login`, {
        method: 'POST',
        headers: { ...PROVIDER, 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'guest', password: 'guest' }),
      }),
    );
    const token = ((await res.json()) as { access_token: string }).access_token;
    const api = attractionsApi(client(token));
    const list = await api.available(5847);
    expect(list.items.length).toBeGreaterThan(3);
    const detail = await api.detail(list.items[0]!.slug);
    expect(detail.dates.length).toBeGreaterThan(0);
    expect((await api.available(999_999)).items).toEqual([]);
    await expect(api.detail('no-such-place')).rejects.toBeInstanceOf(UpstreamError);
    await expect(api.detail('../x')).rejects.toBeInstanceOf(RangeError);
  });
});
