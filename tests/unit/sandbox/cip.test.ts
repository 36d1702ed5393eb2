/**
 * The sandbox's CIP services: the catalogue's contract in process and over HTTP (`available?isCip=true`, detail),
 * 400s for bad input, an unknown city (200, empty) against an outage (5xx), determinism, and booking the basket's
 * `cip` object into an order with a voucher: hours, sides, extras and the party checked. The upstream client parses
 * the same answers.
 */
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cipApi } from '@/products/cip/server/upstream';
import { CipDetailResponse, CipListResponse } from '@/products/cip/server/schemas';
import { ErrorBody } from '@/server/schemas';
import { TicketDocumentResponse } from '@/server/schemas/tickets';
import { createSandboxApp, resetSandboxState } from '@/server/sandbox/app';
import { cipAirportCodes, cipPackages } from '@/server/sandbox/data/cip';
import { UpstreamClient, UpstreamError } from '@/server/upstream/request';
import { authed, type Call, guestLogin, type HttpSandbox, inProcess, json, login, PROVIDER, startHttpSandbox } from './client';
import { contractProblems } from './contract-suite';

const START = Date.UTC(2026, 10, 21, 8, 0, 0);
const TEHRAN = 397;
type List = v.InferOutput<typeof CipListResponse>;
type Pkg = List['items'][number];

function setup(seed = 12) {
  const now = START;
  return inProcess(createSandboxApp({ seed, clock: () => now, firstRoundDelayMs: 0 }));
}

async function getJson(call: Call, path: string, token: string, headers: Record<string, string> = {}) {
  const res = await call(path, { headers: authed(token, headers) });
  return { status: res.status, body: (await res.json()) as unknown };
}

function contract(label: string, getCall: () => Call) {
  describe(`cip contract: ${label}`, () => {
    let token = '';
    beforeAll(async () => {
      token = (await guestLogin(getCall())).access_token;
    });
    const cases: [string, string, number, v.GenericSchema][] = [
      ['list of a city', `/api/attraction/core/v1/available?CityId=${TEHRAN}&isCip=true`, 200, CipListResponse],
      ['list of one airport', `/api/attraction/core/v1/available?CityId=${TEHRAN}&isCip=true&Airport=ika`, 200, CipListResponse],
      ['unknown city', '/api/attraction/core/v1/available?CityId=999999&isCip=true', 200, CipListResponse],
      ['detail', '/api/attraction/core/v1/cip/1101', 200, CipDetailResponse],
      ['unknown package', '/api/attraction/core/v1/cip/9999', 404, ErrorBody],
      ['bad package id', '/api/attraction/core/v1/cip/abc', 400, ErrorBody],
      ['bad airport', `/api/attraction/core/v1/available?CityId=${TEHRAN}&isCip=true&Airport=TEHRAN`, 400, ErrorBody],
      ['bad CityId', '/api/attraction/core/v1/available?CityId=-3&isCip=true', 400, ErrorBody],
    ];
    for (const [name, path, status, schema] of cases) {
      it(`${name} → ${status}`, async () => {
        const { status: got, body } = await getJson(getCall(), path, token);
        expect(got, JSON.stringify(body).slice(0, 300)).toBe(status);
        expect(contractProblems(schema, body)).toEqual([]);
        if (status >= 400) expect((body as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
      });
    }
    it('serves the photo it names', async () => {
      const { body } = await getJson(getCall(), '/api/attraction/core/v1/cip/1101', token);
      const res = await getCall()(new URL((body as Pkg).photo, 'http://x').pathname);
      expect(res.status).toBe(200);
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

describe('cip inventory', () => {
  it('every lead airport has arrival and departure packages of several services', () => {
    const all = cipPackages(1405);
    for (const iata of ['IKA', 'THR', 'MHD', 'SYZ', 'IFN', 'KIH', 'DXB', 'IST']) {
      expect(cipAirportCodes()).toContain(iata);
      const mine = all.filter((p) => p.iata === iata);
      expect(new Set(mine.map((p) => p.kind))).toEqual(new Set(['arrival', 'departure']));
      expect(new Set(mine.map((p) => p.service)).size).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(all.map((p) => p.service))).toEqual(new Set(['lounge', 'fastTrack', 'porter', 'parking', 'meetAndGreet']));
    expect(new Set(all.map((p) => p.packageId)).size).toBe(all.length);
  });

  it('is the same for the same seed and differs for another; an unknown city is empty, an outage 5xx', async () => {
    const read = async (seed: number) => {
      const call = setup(seed);
      const token = (await guestLogin(call)).access_token;
      return JSON.stringify((await getJson(call, `/api/attraction/core/v1/available?CityId=${TEHRAN}&isCip=true`, token)).body);
    };
    expect(await read(5)).toBe(await read(5));
    expect(await read(6)).not.toBe(await read(5));
    const call = setup();
    const token = (await guestLogin(call)).access_token;
    const empty = await getJson(call, '/api/attraction/core/v1/available?CityId=46134&isCip=true', token);
    expect(empty.status).toBe(200);
    expect((empty.body as List).items).toEqual([]);
    const outage = await getJson(call, `/api/attraction/core/v1/available?CityId=${TEHRAN}&isCip=true`, token, {
      'X-Sandbox-Fault': 'status=502',
    });
    expect(outage.status).toBe(502);
  });
});

const flightDate = '2026-12-05';

async function bookCip(call: Call, token: string, cip: Record<string, unknown>) {
  const data = JSON.stringify([{ typeInfos: { cip }, passengerInfos: [], contact: { mobile: '09120000003' } }]);
  const basket = (await (await call('/api2/Basket/Create', json({ data }, authed(token)))).json()) as { data: { basketId: number } };
  const res = await call(
    '/api2/Basket/BasketBook',
    json({ basketId: basket.data.basketId, idempotencyKey: crypto.randomUUID() }, authed(token)),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('cip booking', () => {
  const passengers = (extra: string[] = []) => [
    {
      type: 'adult',
      fnameFa: 'علی',
      lnameFa: 'رضایی',
      fnameEn: 'Ali',
      lnameEn: 'Rezaei',
      passportNumber: 'K12345678',
      isLeader: true,
      extras: extra,
    },
    { type: 'child', fnameFa: 'سارا', lnameFa: 'رضایی', fnameEn: 'Sara', lnameEn: 'Rezaei', passportNumber: 'K12345679', extras: [] },
  ];

  it('books an arrival lounge with an extra guest and extras, and a departure fast track, into one cip order with a voucher', async () => {
    resetSandboxState();
    const call = setup(51);
    const agent = (await login(call, '09120000003', 'Sandbox!234')).access_token;
    const list = (await getJson(call, `/api/attraction/core/v1/available?CityId=${TEHRAN}&isCip=true&Airport=IKA`, agent)).body as List;
    const lounge = list.items.find((p) => p.kind === 'arrival' && p.serviceType === 'lounge')!;
    const fast = list.items.find((p) => p.kind === 'departure' && p.serviceType === 'fastTrack')!;
    const extra = lounge.extras[0]!;
    const total = lounge.prices.adult + extra.price + lounge.prices.child + lounge.extraGuestPrice + fast.prices.adult + fast.prices.child;
    const booked = await bookCip(call, agent, {
      packageId: lounge.packageId,
      entrancePackage: { packageId: lounge.packageId, flightNumber: 'EK 971', flightDate, flightTime: '15:40', extraGuests: 1 },
      leavePackage: { packageId: fast.packageId, flightNumber: 'EK978', flightDate: '2026-12-12', flightTime: '12:00' },
      passengers: passengers([extra.extraId]),
      totalPrice: total,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const order = booked.body.data as { factorId: number; product: string; grossPrice: number; payable: number; priceChanged: boolean };
    expect(order.product).toBe('cip');
    expect(order.grossPrice).toBe(total);
    expect(order.priceChanged).toBe(false);
    const paid = await call(
      '/api/v3/payment/usecredit',
      json({ factorId: order.factorId, amount: order.payable, idempotencyKey: crypto.randomUUID() }, authed(agent)),
    );
    expect(paid.status, await paid.clone().text()).toBe(200);
    const voucher = await getJson(call, `/ticketapi/v1/crs_tickets/getvoucher/${order.factorId}`, agent);
    expect(voucher.status, JSON.stringify(voucher.body)).toBe(200);
    expect(contractProblems(TicketDocumentResponse, voucher.body)).toEqual([]);
    const doc = (voucher.body as { data: { product: string; passengers: unknown[]; coupons: { sections: unknown[] }[] } }).data;
    expect(doc.product).toBe('cip');
    expect(doc.passengers).toHaveLength(2);
    expect(doc.coupons[0]!.sections).toHaveLength(3);
    expect(JSON.stringify(doc)).toContain(extra.persianName);
  });

  it('refuses a flight outside the service hours, a wrong side, unknown extras, no adult, a past date (400) and an unknown package (404)', async () => {
    resetSandboxState();
    const call = setup(52);
    const agent = (await login(call, '09120000003', 'Sandbox!234')).access_token;
    const list = (await getJson(call, `/api/attraction/core/v1/available?CityId=${TEHRAN}&isCip=true&Airport=IKA`, agent)).body as List;
    const fast = list.items.find((p) => p.kind === 'departure' && p.serviceType === 'fastTrack')!;
    const arrival = list.items.find((p) => p.kind === 'arrival')!;
    const leg = (over: Record<string, unknown> = {}) => ({
      packageId: fast.packageId,
      flightNumber: 'IR 721',
      flightDate,
      flightTime: '10:00',
      ...over,
    });
    const base = { packageId: fast.packageId, passengers: passengers(), totalPrice: 1 };
    const night = await bookCip(call, agent, { ...base, leavePackage: leg({ flightTime: '03:00' }) });
    expect(night.status).toBe(400);
    expect(String(night.body.message)).toMatch(/ساعات/);
    expect((await bookCip(call, agent, { ...base, entrancePackage: leg() })).status).toBe(400);
    expect((await bookCip(call, agent, { ...base, leavePackage: leg(), passengers: passengers(['9999-nothing']) })).status).toBe(400);
    expect((await bookCip(call, agent, { ...base, leavePackage: leg(), passengers: [passengers()[1]] })).status).toBe(400);
    expect((await bookCip(call, agent, { ...base, leavePackage: leg({ flightDate: '2026-11-01' }) })).status).toBe(400);
    expect((await bookCip(call, agent, { ...base, leavePackage: leg({ flightNumber: 'not a flight' }) })).status).toBe(400);
    expect((await bookCip(call, agent, { ...base })).status).toBe(400);
    expect((await bookCip(call, agent, { ...base, entrancePackage: { ...leg(), packageId: 9999 } })).status).toBe(404);
    expect(arrival.kind).toBe('arrival');
  });
});

describe.each([
  [
    'in-process',
    () => ({ baseUrl: 'http://sandbox.internal', transport: (req: Request) => Promise.resolve(createSandboxApp({ seed: 42 }).fetch(req)) }),
  ],
  ['over HTTP', () => ({ baseUrl: http!.url, transport: (req: Request) => fetch(req) })],
])('cip client against the sandbox %s', (_name, target) => {
  it('parses the list and the detail; an unknown package is an UpstreamError 404, an unknown city an empty list', async () => {
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
    const api = cipApi(client);
    const list = await api.available(46082, { airport: 'dxb' });
    expect(list.items.length).toBeGreaterThan(3);
    expect(list.items.every((p) => p.airport.iata === 'DXB')).toBe(true);
    expect((await api.detail(list.items[0]!.packageId)).rules.length).toBeGreaterThan(0);
    const missing = await api.detail(9999).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(UpstreamError);
    expect((missing as UpstreamError).status).toBe(404);
    expect((await api.available(1)).items).toEqual([]);
  });
});
