/**
 * The sandbox's flight+hotel (TourDynamic): the contract of the search token, the rounds of bundles and GetAllFlights
 * in process and over HTTP; bundles made of the real hotel and flight inventory, for the lead destinations;
 * determinism over days; the fault knobs; the flight pairs' price differences; the tour offers by source and
 * destination matching the bundles a search of their days answers; the flight+hotel location search (types 5, 7).
 * The product's upstream client parses the same answers.
 */
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AllFlightsResponse,
  BundlePackagesResponse,
  BundleProvisionResponse,
  type TourBundle,
  TourSearchPollResponse,
  TourSearchTokenResponse,
} from '@/products/flight-hotel/server/schemas';
import { tourDynamicApi } from '@/products/flight-hotel/server/upstream';
import { ErrorBody } from '@/server/schemas';
import { FindLocationResponse } from '@/server/schemas/locations';
import { TourOffersResponse } from '@/server/schemas/content';
import { createSandboxApp } from '@/server/sandbox/app';
import { hotelsOfCity } from '@/server/sandbox/data/hotels';
import { offersOn } from '@/server/sandbox/data/flights';
import { cityAirports } from '@/server/sandbox/data/flight-network';
import { UpstreamClient, UpstreamError } from '@/server/upstream/request';
import { authed, type Call, dateAfter, guestLogin, type HttpSandbox, inProcess, json, PROVIDER, startHttpSandbox } from './client';
import { contractProblems } from './contract-suite';

const START = Date.UTC(2026, 10, 21, 8, 0, 0);
const BASE = '/api2/TourDynamic';
const LEAD = { KIH: 402, MHD: 401, IFN: 399, SYZ: 412, DXB: 46082, IST: 5847, AYT: 5851, TBS: 46230 } as const;

type Poll = v.InferOutput<typeof TourSearchPollResponse>;
type AllFlights = v.InferOutput<typeof AllFlightsResponse>;

function setup(seed = 11, faults = true) {
  let now = START;
  const call = inProcess(createSandboxApp({ seed, clock: () => now, firstRoundDelayMs: 0, faults }));
  return { call, advance: (ms: number) => (now += ms), now: () => now };
}

const body = (o: Partial<{ source: string; destination: string; checkIn: string; checkOut: string; rooms: unknown }> = {}) => ({
  source: o.source ?? 'THR',
  destination: o.destination ?? 'KIH',
  checkIn: o.checkIn ?? dateAfter(START, 5),
  checkOut: o.checkOut ?? dateAfter(START, 8),
  roomPassengers: o.rooms ?? [{ adultsCount: 2, childrenAges: [] }],
});

async function startSearch(call: Call, token: string, b: object, headers: Record<string, string> = {}) {
  const res = await call(`${BASE}/GetSearchToken`, json(b, authed(token, headers)));
  return { status: res.status, body: (await res.json()) as { searchToken: string } & Record<string, unknown> };
}

async function pollAll(call: Call, token: string, searchToken: string, advance: (ms: number) => void): Promise<Poll> {
  for (let i = 0; i < 30; i++) {
    const res = await call(`${BASE}/GetSearchResult/${searchToken}`, { headers: authed(token) });
    const poll = (await res.json()) as Poll;
    if (poll.isFinish) return poll;
    advance(2000);
  }
  throw new Error('search never finished');
}

async function allFlights(call: Call, token: string, searchToken: string, hotelId: number, first: boolean, mobile = false) {
  const res = await call(
    `${BASE}/GetAllFlights/${searchToken}?FirstRequest=${first}&IsMobileUser=${mobile}`,
    json({ hotelId }, authed(token)),
  );
  return { status: res.status, body: (await res.json()) as AllFlights };
}

function contract(label: string, getCall: () => Call) {
  describe(`flight+hotel contract: ${label}`, () => {
    let token = '';
    let searchToken = '';
    let firstHotel = 0;
    beforeAll(async () => {
      token = (await guestLogin(getCall())).access_token;
      const now = Date.now();
      const started = await startSearch(getCall(), token, body({ checkIn: dateAfter(now, 5), checkOut: dateAfter(now, 8) }));
      searchToken = started.body.searchToken;
      for (let i = 0; i < 20 && !firstHotel; i++) {
        const poll = (await (await getCall()(`${BASE}/GetSearchResult/${searchToken}`, { headers: authed(token) })).json()) as Poll;
        firstHotel = poll.items[0]?.hotel.hotelId ?? 0;
        if (!firstHotel) await new Promise((r) => setTimeout(r, 100));
      }
    });

    it('search token → 200', async () => {
      const now = Date.now();
      const { status, body: b } = await startSearch(getCall(), token, body({ checkIn: dateAfter(now, 3), checkOut: dateAfter(now, 6) }));
      expect(status).toBe(200);
      expect(contractProblems(TourSearchTokenResponse, b)).toEqual([]);
    });
    it('results → 200, bundles in the schema', async () => {
      const res = await getCall()(`${BASE}/GetSearchResult/${searchToken}`, { headers: authed(token) });
      expect(res.status).toBe(200);
      const poll = (await res.json()) as Poll;
      expect(contractProblems(TourSearchPollResponse, poll)).toEqual([]);
      expect(poll.items.length).toBeGreaterThan(0);
    });
    it('all flights (first and full) → 200', async () => {
      for (const first of [true, false]) {
        const { status, body: b } = await allFlights(getCall(), token, searchToken, firstHotel, first);
        expect(status).toBe(200);
        expect(contractProblems(AllFlightsResponse, b)).toEqual([]);
      }
    });
    it('the hotel’s room packages → 200, its own first; provision prices another; a package not the hotel’s 404, a bad body 400', async () => {
      const res = await getCall()(`${BASE}/Packages/${searchToken}`, json({ hotelId: firstHotel }, authed(token)));
      expect(res.status).toBe(200);
      const b = (await res.json()) as v.InferOutput<typeof BundlePackagesResponse>;
      expect(contractProblems(BundlePackagesResponse, b)).toEqual([]);
      const items = b.data.items;
      expect(items.length).toBeGreaterThan(1);
      const poll = (await (await getCall()(`${BASE}/GetSearchResult/${searchToken}`, { headers: authed(token) })).json()) as Poll;
      const bundle = poll.items.find((x) => x.hotel.hotelId === firstHotel)!;
      expect(items[0]!.packageNumber).toBe(bundle.packageNumber);
      expect(items.slice(1).map((p) => p.hotelPrice)).toEqual(
        items
          .slice(1)
          .map((p) => p.hotelPrice)
          .sort((x, y) => x - y),
      );
      const other = items[1]!;
      const { body: pairs } = await allFlights(getCall(), token, searchToken, firstHotel, true);
      for (const pair of pairs.data.items) {
        const ask = { hotelId: firstHotel, outboundId: pair.outbound.flightId, inboundId: pair.inbound.flightId };
        const priced = await getCall()(
          `${BASE}/Provision/${searchToken}`,
          json({ ...ask, packageNumber: other.packageNumber }, authed(token)),
        );
        if (priced.status === 409) continue;
        expect(priced.status).toBe(200);
        const d = ((await priced.json()) as v.InferOutput<typeof BundleProvisionResponse>).data;
        expect(d).toMatchObject({
          packageNumber: other.packageNumber,
          rooms: other.rooms,
          hotelPrice: other.hotelPrice,
          bundleDiscount: other.bundleDiscount,
        });
        expect(d.totalPrice).toBe(other.hotelPrice + d.flightPrice - other.bundleDiscount);
        const foreign = await getCall()(`${BASE}/Provision/${searchToken}`, json({ ...ask, packageNumber: 'x-1' }, authed(token)));
        expect(foreign.status).toBe(404);
        break;
      }
      expect((await getCall()(`${BASE}/Packages/${searchToken}`, json({}, authed(token)))).status).toBe(400);
      expect((await getCall()(`${BASE}/Packages/${searchToken}`, json({ hotelId: 1 }, authed(token)))).status).toBe(404);
    });
    it('provision of a pair (the reserve and BasketBook re-check) → 200, priced hotel + flights − discount', async () => {
      const { body: pairs } = await allFlights(getCall(), token, searchToken, firstHotel, true);
      // A pair whose flights still sell (the seed sells out a few at provision: a 409 there, then the next pair).
      let checked = 0;
      for (const pair of pairs.data.items) {
        const res = await getCall()(
          `${BASE}/Provision/${searchToken}`,
          json({ hotelId: firstHotel, outboundId: pair.outbound.flightId, inboundId: pair.inbound.flightId }, authed(token)),
        );
        const b = (await res.json()) as { code?: string; data: v.InferOutput<typeof BundleProvisionResponse>['data'] };
        if (res.status === 409) {
          expect(b.code).toBe('sold_out');
          continue;
        }
        expect(res.status).toBe(200);
        expect(contractProblems(BundleProvisionResponse, b)).toEqual([]);
        const d = b.data;
        expect(d.totalPrice).toBe(d.hotelPrice + d.flightPrice - d.bundleDiscount);
        expect(d.previousTotal).toBe(pair.totalPrice);
        expect(d.priceChanged).toBe(d.totalPrice !== pair.totalPrice);
        checked++;
        break;
      }
      expect(checked).toBe(1);
    });
    it('provision with the sold-out knob → 409 sold_out', async () => {
      const { body: pairs } = await allFlights(getCall(), token, searchToken, firstHotel, true);
      const pair = pairs.data.items[0]!;
      const res = await getCall()(
        `${BASE}/Provision/${searchToken}`,
        json(
          { hotelId: firstHotel, outboundId: pair.outbound.flightId, inboundId: pair.inbound.flightId },
          authed(token, { 'X-Sandbox-Fault': 'sold-out' }),
        ),
      );
      expect(res.status).toBe(409);
      expect(((await res.json()) as { code: string }).code).toBe('sold_out');
    });
    const bad: [string, () => [string, RequestInit], number][] = [
      [
        'provision of a hotel not in the search',
        () => [`${BASE}/Provision/${searchToken}`, json({ hotelId: 1, outboundId: 'AAAAAAAA', inboundId: 'BBBBBBBB' }, authed(token))],
        404,
      ],
      ['provision without flights', () => [`${BASE}/Provision/${searchToken}`, json({ hotelId: firstHotel }, authed(token))], 400],
      [
        'provision with a forged token',
        () => [
          `${BASE}/Provision/t1.e30.AAAAAAAAAAAAAAAAAAAAAA`,
          json({ hotelId: 1, outboundId: 'AAAAAAAA', inboundId: 'BBBBBBBB' }, authed(token)),
        ],
        400,
      ],
      ['unknown destination', () => [`${BASE}/GetSearchToken`, json(body({ destination: 'ZZZ' }), authed(token))], 404],
      ['same source and destination', () => [`${BASE}/GetSearchToken`, json(body({ destination: 'THR' }), authed(token))], 400],
      ['bad dates', () => [`${BASE}/GetSearchToken`, json(body({ checkIn: 'tomorrow' }), authed(token))], 400],
      [
        'return before outbound',
        () => [
          `${BASE}/GetSearchToken`,
          json(body({ checkIn: dateAfter(Date.now(), 8), checkOut: dateAfter(Date.now(), 5) }), authed(token)),
        ],
        400,
      ],
      [
        'past outbound',
        () => [`${BASE}/GetSearchToken`, json(body({ checkIn: '2020-01-01', checkOut: '2020-01-03' }), authed(token))],
        400,
      ],
      ['no rooms', () => [`${BASE}/GetSearchToken`, json(body({ rooms: [] }), authed(token))], 400],
      [
        'ten seats',
        () => [
          `${BASE}/GetSearchToken`,
          json(
            body({
              rooms: [
                { adultsCount: 5, childrenAges: [] },
                { adultsCount: 5, childrenAges: [] },
              ],
            }),
            authed(token),
          ),
        ],
        400,
      ],
      ['forged token', () => [`${BASE}/GetSearchResult/t1.e30.AAAAAAAAAAAAAAAAAAAAAA`, { headers: authed(token) }], 400],
      [
        'hotel not in the search',
        () => [`${BASE}/GetAllFlights/${searchToken}?FirstRequest=true&IsMobileUser=false`, json({ hotelId: 1 }, authed(token))],
        404,
      ],
      [
        'bad FirstRequest',
        () => [`${BASE}/GetAllFlights/${searchToken}?FirstRequest=maybe`, json({ hotelId: firstHotel }, authed(token))],
        400,
      ],
      ['no hotelId', () => [`${BASE}/GetAllFlights/${searchToken}`, json({}, authed(token))], 400],
    ];
    for (const [name, req, status] of bad) {
      it(`${name} → ${status}, a Persian message`, async () => {
        const [path, init] = req();
        const res = await getCall()(path, init);
        const b = await res.json();
        expect(res.status, JSON.stringify(b).slice(0, 200)).toBe(status);
        expect(contractProblems(ErrorBody, b)).toEqual([]);
        expect((b as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
      });
    }
    it('flight+hotel location search: types 5 and 7 on the tours path', async () => {
      const res = await getCall()(
        '/api2/Location/FindTourLocation',
        json(
          { name: 'کیش', lang: 'fa', locationTypes: [{ locationTypeid: 5 }, { locationTypeid: 7 }], takeCount: 0, isLocal: null },
          authed(token),
        ),
      );
      const b = (await res.json()) as v.InferOutput<typeof FindLocationResponse>;
      expect(contractProblems(FindLocationResponse, b)).toEqual([]);
      const types = new Set(b.data.map((l) => l.locationTypeId));
      expect(types.has(7)).toBe(true);
      expect([...types].every((t) => t === 5 || t === 7)).toBe(true);
      expect(b.data.find((l) => l.locationTypeId === 7)?.locationId).toBe(402 + 700_000);
    });
    it('tour offers by source and destination → 200, image, hotel, star, airlines with icon', async () => {
      const res = await getCall()('/api2/Tour/TourOffer?source=THR&destination=KIH', { headers: authed(token) });
      const b = (await res.json()) as v.InferOutput<typeof TourOffersResponse>;
      expect(contractProblems(TourOffersResponse, b)).toEqual([]);
      expect(b.data.length).toBeGreaterThan(0);
      for (const o of b.data) {
        expect(o.sourceIata).toBe('THR');
        expect(o.destinationId).toBe(402);
        expect(o.image.path).toMatch(/\.png$/);
        expect(o.wentCompany.iconUrl).toMatch(/\/sandbox\/img\/airline\/\w+\.svg$/);
        expect(o.wentCompany.persianName).toMatch(/[\u0600-\u06FF]/);
        expect(o.star).toBeGreaterThanOrEqual(3);
      }
      const icon = await getCall()(new URL(b.data[0]!.wentCompany.iconUrl, 'http://x').pathname);
      expect(icon.status).toBe(200);
    });
  });
}

contract('in-process', () => inProcess(createSandboxApp({ seed: 21, firstRoundDelayMs: 0 })));
let http: HttpSandbox | undefined;
/**
 * How far the client tests' sandboxes run ahead of the real clock: a client test moves it to a search's next round
 * (the sandbox's own hint) instead of waiting for the round on the real clock. 0 until then.
 */
let skew = 0;
const skewed = () => Date.now() + skew;
beforeAll(async () => {
  http = await startHttpSandbox({ seed: 22, firstRoundDelayMs: 0, clock: skewed });
});
afterAll(async () => {
  await http?.close();
});
contract('over HTTP', () => {
  if (!http) throw new Error('HTTP sandbox not started');
  return http.call;
});

describe('flight+hotel bundles', () => {
  // A survey: 77 searches (eleven destinations, a week of days each), every one polled to its end: 5.0 s measured
  // beside a CI run and three helpers on this 2-core machine, over vitest's default 5 s. A hang guard, not a timing check.
  it('the lead destinations have bundles of their real hotels and flights, priced together', { timeout: 30_000 }, async () => {
    const { call, advance } = setup();
    const token = (await guestLogin(call)).access_token;
    for (const [iata, cityId] of Object.entries(LEAD)) {
      // A week of departures, three nights each: most days fly both ways (Antalya and Tbilisi not every day).
      const polls: Poll[] = [];
      for (let d = 5; d < 12; d++) {
        const started = await startSearch(
          call,
          token,
          body({ destination: iata, checkIn: dateAfter(START, d), checkOut: dateAfter(START, d + 3) }),
        );
        expect(started.status, iata).toBe(200);
        polls.push(await pollAll(call, token, started.body.searchToken, advance));
      }
      const found = polls.filter((p) => p.items.length > 0);
      expect(found.length, iata).toBeGreaterThanOrEqual(4);
      const poll = found[0]!;
      const checkIn = poll.searchInfo.checkIn;
      const hotelIds = new Set(hotelsOfCity(11, cityId).map((h) => h.id));
      const outIds = new Set(offersOn(11, cityAirports('THR'), cityAirports(iata), checkIn, 1).map((o) => o.service.id));
      for (const b of poll.items) {
        expect(hotelIds.has(b.hotel.hotelId)).toBe(true);
        expect([...outIds].some((id) => b.outbound.flightId.includes(id))).toBe(true);
        expect(b.outbound.origin.city).toBe('تهران');
        expect(b.inbound.destination.city).toBe('تهران');
        expect(b.outbound.departureTime.slice(0, 10)).toBe(checkIn);
        expect(b.inbound.departureTime.slice(0, 10)).toBe(poll.searchInfo.checkOut);
        expect(b.flightPrice).toBe(b.outbound.totalPrice + b.inbound.totalPrice);
        expect(b.totalPrice).toBe(b.hotelPrice + b.flightPrice - b.bundleDiscount);
        expect(b.bundleDiscount).toBeGreaterThan(0);
        expect(b.pricePerPerson * 2).toBeGreaterThanOrEqual(b.totalPrice - 2000);
        expect(b.nights).toBe(3);
        expect(b.rooms[0]!.mealTitle).toMatch(/[\u0600-\u06FF]/);
      }
      expect(poll.searchInfo.destinationId).toBe(cityId);
      expect(poll.searchInfo.scope).toBe(cityId > 1000 ? 'i' : 'l');
    }
  });

  it('arrives in rounds; since gives only later rounds; IKA searches as Tehran', async () => {
    const { call, advance } = setup();
    const token = (await guestLogin(call)).access_token;
    const { body: started } = await startSearch(call, token, body({ source: 'IKA', destination: 'DXB' }));
    const first = (await (await call(`${BASE}/GetSearchResult/${started.searchToken}`, { headers: authed(token) })).json()) as Poll;
    expect(first.searchInfo.source).toBe('THR');
    expect(first.searchInfo.round).toBe(1);
    expect(first.isFinish).toBe(false);
    const done = await pollAll(call, token, started.searchToken, advance);
    expect(done.items.length).toBeGreaterThan(first.items.length);
    const later = (await (await call(`${BASE}/GetSearchResult/${started.searchToken}?since=1`, { headers: authed(token) })).json()) as Poll;
    expect(later.items.length).toBe(done.items.length - first.items.length);
    expect(later.items.every((b) => b.round > 1)).toBe(true);
  });

  it('is deterministic over days: the same days answer the same bundles whenever searched, other days others', async () => {
    const run = async (seed: number, checkIn: string, checkOut: string, waitMs: number) => {
      const { call, advance } = setup(seed);
      advance(waitMs);
      const token = (await guestLogin(call)).access_token;
      const { body: started } = await startSearch(call, token, body({ destination: 'IST', checkIn, checkOut }));
      const poll = await pollAll(call, token, started.searchToken, advance);
      return poll.items.map((b: TourBundle) => [b.bundleId, b.totalPrice]).sort();
    };
    const a = await run(5, dateAfter(START, 10), dateAfter(START, 14), 0);
    const b = await run(5, dateAfter(START, 10), dateAfter(START, 14), 3 * 3_600_000);
    expect(b).toEqual(a);
    const c = await run(5, dateAfter(START, 11), dateAfter(START, 15), 0);
    expect(c).not.toEqual(a);
  });

  it('the cards differ in airlines: default pairs are among the cheapest three each way', async () => {
    const { call, advance } = setup();
    const token = (await guestLogin(call)).access_token;
    const { body: started } = await startSearch(call, token, body({ destination: 'MHD' }));
    const poll = await pollAll(call, token, started.searchToken, advance);
    expect(new Set(poll.items.map((b) => b.outbound.flightId)).size).toBeGreaterThan(1);
  });

  it('GetAllFlights: the default pair first at no difference, the others by difference, first request fewer', async () => {
    const { call, advance } = setup();
    const token = (await guestLogin(call)).access_token;
    const { body: started } = await startSearch(call, token, body({ destination: 'MHD' }));
    const poll = await pollAll(call, token, started.searchToken, advance);
    const bundle = poll.items[0]!;
    const full = (await allFlights(call, token, started.searchToken, bundle.hotel.hotelId, false)).body.data;
    expect(full.hasMore).toBe(false);
    expect(full.items.length).toBe(full.totalCount);
    expect(full.items.length).toBeGreaterThan(12);
    const [def, ...rest] = full.items;
    expect(def!.isDefault).toBe(true);
    expect(def!.priceDifference).toBe(0);
    expect(def!.outbound.flightId).toBe(bundle.outbound.flightId);
    expect(def!.totalPrice).toBe(bundle.totalPrice);
    for (const p of rest) {
      expect(p.isDefault).toBe(false);
      expect(p.priceDifference).toBe(p.flightPrice - bundle.flightPrice);
      expect(p.totalPrice).toBe(bundle.totalPrice + p.priceDifference);
    }
    expect(rest.map((p) => p.priceDifference)).toEqual([...rest.map((p) => p.priceDifference)].sort((a, b) => a - b));
    expect(rest.some((p) => p.priceDifference < 0)).toBe(true);
    const first = (await allFlights(call, token, started.searchToken, bundle.hotel.hotelId, true)).body.data;
    expect(first.items).toEqual(full.items.slice(0, 12));
    expect(first.hasMore).toBe(true);
    const mobile = (await allFlights(call, token, started.searchToken, bundle.hotel.hotelId, true, true)).body.data;
    expect(mobile.items.length).toBe(6);
  });

  it('children under 2 fly as infants; the price per person counts every traveller', async () => {
    const { call, advance } = setup();
    const token = (await guestLogin(call)).access_token;
    const { body: started } = await startSearch(
      call,
      token,
      body({ destination: 'SYZ', rooms: [{ adultsCount: 2, childrenAges: [1, 6] }] }),
    );
    const poll = await pollAll(call, token, started.searchToken, advance);
    const b = poll.items[0]!;
    const f = b.outbound;
    expect(f.totalPrice).toBe(2 * f.prices.adult + f.prices.child + f.prices.infant);
    expect(b.persons).toBe(4);
    expect(poll.searchInfo.passengersCount).toBe(4);
  });

  it('fault knobs: empty, neverFinish, an outage, an expired search', async () => {
    const { call, advance } = setup();
    const token = (await guestLogin(call)).access_token;
    const empty = await startSearch(call, token, body(), { 'X-Sandbox-Fault': 'empty' });
    const none = await pollAll(call, token, empty.body.searchToken, advance);
    expect(none.items).toEqual([]);
    expect(none.isFinish).toBe(true);
    const never = await startSearch(call, token, body(), { 'X-Sandbox-Fault': 'never-finish' });
    advance(60_000);
    const still = (await (await call(`${BASE}/GetSearchResult/${never.body.searchToken}`, { headers: authed(token) })).json()) as Poll;
    expect(still.isFinish).toBe(false);
    expect(still.items.length).toBeGreaterThan(0);
    const down = await call(`${BASE}/GetSearchToken`, json(body(), authed(token, { 'X-Sandbox-Fault': 'status=503' })));
    expect(down.status).toBe(503);
    advance(2 * 3_600_000);
    const again = (await guestLogin(call)).access_token;
    const gone = await call(`${BASE}/GetSearchResult/${never.body.searchToken}`, { headers: authed(again) });
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { message: string }).message).toMatch(/منقضی/);
  });

  it('a tour offer is the bundle its days answer: same hotel, airlines and price per person', async () => {
    const { call, advance } = setup();
    const token = (await guestLogin(call)).access_token;
    for (const [src, dst] of [
      ['THR', 'KIH'],
      ['THR', 'DXB'],
    ]) {
      const res = await call(`/api2/Tour/TourOffer?source=${src}&destination=${dst}`, { headers: { ...PROVIDER, Authorization: token } });
      const offers = ((await res.json()) as v.InferOutput<typeof TourOffersResponse>).data;
      expect(offers.length).toBeGreaterThan(0);
      const offer = offers[0]!;
      const { body: started } = await startSearch(
        call,
        token,
        body({ source: src, destination: dst, checkIn: offer.fromDate, checkOut: offer.toDate }),
      );
      const poll = await pollAll(call, token, started.searchToken, advance);
      const bundle = poll.items.find((b) => b.hotel.hotelId === offer.hotelId);
      expect(bundle).toBeDefined();
      expect(bundle!.pricePerPerson).toBe(offer.price);
      expect(bundle!.outbound.airline.code).toBe(offer.wentCompany.code);
      expect(bundle!.inbound.airline.code).toBe(offer.returnCompany.code);
      expect(bundle!.hotel.star).toBe(offer.star);
    }
  });
});

describe.each([
  [
    'in-process',
    () => ({
      baseUrl: 'http://sandbox.internal',
      transport: (req: Request) => Promise.resolve(createSandboxApp({ seed: 41, firstRoundDelayMs: 0, clock: skewed }).fetch(req)),
    }),
  ],
  ['over HTTP', () => ({ baseUrl: http!.url, transport: (req: Request) => fetch(req) })],
])('flight+hotel client against the sandbox %s', (_name, target) => {
  it('starts a search, polls the bundles, lists a bundle’s flight pairs; an outage is an UpstreamError', async () => {
    const app = target();
    const login = await app.transport(
      new Request(`${app.baseUrl}/auth/Login`, {
        method: 'POST',
        headers: { ...PROVIDER, 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'guest', password: 'guest' }),
      }),
    );
    const token = ((await login.json()) as { access_token: string }).access_token;
    const client = new UpstreamClient({
      ...app,
      providerCode: 'web-tests',
      auth: { accessToken: async () => token, onUnauthorized: async () => false },
    });
    const api = tourDynamicApi(client);
    const now = Date.now();
    const searchToken = await api.searchToken({
      source: 'THR',
      destination: 'KIH',
      checkIn: dateAfter(now, 4),
      checkOut: dateAfter(now, 6),
      rooms: [{ adults: 2, children: [] }],
    });
    let poll = await api.poll(searchToken);
    for (let i = 0; i < 30 && !poll.isFinish; i++) {
      // To the next round by the sandbox's clock, not by a wait on the real one.
      skew += poll.searchInfo.nextRoundInMs ?? 200;
      poll = await api.poll(searchToken);
    }
    expect(poll.isFinish).toBe(true);
    expect(poll.items.length).toBeGreaterThan(0);
    const pairs = await api.allFlights(searchToken, poll.items[0]!.hotel.hotelId, { firstRequest: false, isMobileUser: false });
    expect(pairs.items[0]!.isDefault).toBe(true);
    await expect(api.allFlights(searchToken, 1, { firstRequest: true, isMobileUser: false })).rejects.toBeInstanceOf(UpstreamError);
    await expect(api.poll('../../x')).rejects.toBeInstanceOf(RangeError);
  }, 30_000);
});
