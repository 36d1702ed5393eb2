/**
 * The sandbox's flights: the inventory figures, the round time model (clock-driven), cancel, provision changes,
 * fault knobs, 4xx for bad input, the calendar's agreement with the searches, determinism.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FlightProvisionResponse, FlightSearchPollResponse } from '@/server/schemas';
import { createSandboxApp } from '@/server/sandbox/app';
import { charterSchedule, nonStopRoutes } from '@/server/sandbox/data/flights';
import { flightNetwork, isIranian, NETWORK_AIRPORTS } from '@/server/sandbox/data/flight-network';
import { authed, dateAfter, guestLogin, inProcess, json, type Call } from './client';

const START = Date.UTC(2026, 10, 21, 8, 0, 0);
type Poll = v.InferOutput<typeof FlightSearchPollResponse>;

function setup(seed = 5, firstRoundDelayMs = 1200) {
  let now = START;
  const call: Call = inProcess(createSandboxApp({ seed, clock: () => now, firstRoundDelayMs }));
  return { call, advance: (ms: number) => (now += ms) };
}

const search = (over: Record<string, unknown> = {}) => ({
  source: 'THR',
  destination: 'MHD',
  departureDate: dateAfter(START, 10),
  flightType: 1,
  adults: 2,
  children: 1,
  infants: 1,
  ...over,
});

async function start(call: Call, access: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<string> {
  const res = await call('/api2/flights/searchv3', json(body, authed(access, headers)));
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { searchToken: string }).searchToken;
}

async function poll(call: Call, access: string, token: string, query = ''): Promise<Poll> {
  const res = await call(`/api2/flights/available/${token}${query}`, { method: 'POST', headers: authed(access) });
  expect(res.status).toBe(200);
  return v.parse(FlightSearchPollResponse, await res.json());
}

async function finished(call: Call, advance: (ms: number) => number, access: string, token: string): Promise<Poll> {
  advance(60_000);
  const p = await poll(call, access, token);
  expect(p.isFinish).toBe(true);
  return p;
}

describe('flight inventory', () => {
  it('≥ 20 Iranian airports, ≥ 12 foreign cities from THR/IKA/MHD/SYZ, routes both ways', () => {
    const net = flightNetwork(1405);
    const airports = new Set([...net.values()].flatMap((r) => [r.origin, r.destination]));
    expect([...airports].filter(isIranian).length).toBeGreaterThanOrEqual(20);
    const foreign = [...net.values()].filter((r) => ['THR', 'IKA', 'MHD', 'SYZ'].includes(r.origin) && !isIranian(r.destination));
    expect(new Set(foreign.map((r) => r.destination)).size).toBeGreaterThanOrEqual(12);
    for (const key of net.keys()) {
      const [a, b] = key.split('-');
      expect(net.has(`${b}-${a}`)).toBe(true);
    }
    expect(airports.size).toBe(Object.keys(NETWORK_AIRPORTS).length);
  });

  it('charter schedules by weekday and non-stop routes', () => {
    const charters = charterSchedule(1405);
    expect(charters.length).toBeGreaterThan(20);
    expect(charters.every((c) => c.DayOfWeek.length >= 2 && c.DayOfWeek.every((d) => d >= 0 && d <= 6))).toBe(true);
    const nonStop = nonStopRoutes(1405);
    expect(nonStop.find((r) => r.Source === 'THR' && r.Destination === 'MHD')?.DayOfWeek).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(nonStop.some((r) => r.Source === 'IKA' || r.Destination === 'IKA')).toBe(false);
  });

  it('a flight carries what a traveller compares, with local times at each end', async () => {
    const { call, advance } = setup();
    const { access_token } = await guestLogin(call);
    const token = await start(call, access_token, search({ source: 'IKA', destination: 'FRA' }));
    const { departures } = await finished(call, advance, access_token, token);
    expect(departures.length).toBeGreaterThan(0);
    for (const f of departures) {
      expect(f.departureTime).toMatch(/\+03:30$/);
      expect(f.arrivalTime).toMatch(/\+0[12]:00$/);
      const minutes = (Date.parse(f.arrivalTime) - Date.parse(f.departureTime)) / 60_000;
      expect(minutes).toBe(f.durationMinutes);
      expect(f.stops).toBe(f.stopAirports.length);
      expect(f.totalPrice).toBe(f.prices.adult * 2 + f.prices.child + f.prices.infant);
      expect(f.airline.logoUrl).toBe(`/sandbox/img/airline/${f.airline.code}.svg`);
    }
    expect(departures.some((f) => f.stops === 1) && departures.some((f) => f.stops === 0)).toBe(true);
  });

  it('some offers carry a provider discount (the "sale" sort), the same on every search of the same seed', async () => {
    const discounts = async () => {
      const { call, advance } = setup();
      const { access_token } = await guestLogin(call);
      const token = await start(call, access_token, search());
      const { departures } = await finished(call, advance, access_token, token);
      return departures.map((f) => [f.flightId, f.discountPercent] as const);
    };
    const first = await discounts();
    const percents = first.map(([, d]) => d);
    expect(percents.some((d) => d === 0)).toBe(true);
    expect(percents.some((d) => d > 0)).toBe(true);
    expect(percents.every((d) => d === 0 || (d >= 3 && d <= 18))).toBe(true);
    expect(await discounts()).toEqual(first);
  });
});

describe('flight search rounds', () => {
  it('nothing before the first round; providers answer one per round; polls are cumulative; since gives the rest', async () => {
    const { call, advance } = setup();
    const { access_token } = await guestLogin(call);
    const token = await start(call, access_token, search());
    const p0 = await poll(call, access_token, token);
    expect(p0).toMatchObject({ departures: [], returns: [], isFinish: false });
    expect(p0.searchInfo.round).toBe(0);
    expect(p0.searchInfo.nextRoundInMs).toBe(1200);
    advance(1200);
    const p1 = await poll(call, access_token, token);
    expect(p1.searchInfo.round).toBe(1);
    expect(p1.departures.length).toBeGreaterThan(0);
    expect(p1.departures.every((f) => f.providerName === p1.searchInfo.providers[0]?.name)).toBe(true);
    const next = p1.searchInfo.nextRoundInMs as number;
    expect(next).toBeGreaterThanOrEqual(800);
    expect(next).toBeLessThanOrEqual(1600);
    advance(next);
    const p2 = await poll(call, access_token, token);
    expect(p2.searchInfo.round).toBe(2);
    expect(p2.departures.length).toBeGreaterThan(p1.departures.length);
    const later = await poll(call, access_token, token, '?since=1');
    expect(later.departures.every((f) => f.round === 2)).toBe(true);
    expect(later.departures.length).toBe(p2.departures.length - p1.departures.length);
    const done = await finished(call, advance, access_token, token);
    expect(done.searchInfo.round).toBe(done.searchInfo.roundsTotal);
    expect(done.searchInfo.roundsTotal).toBeGreaterThanOrEqual(3);
    expect(done.searchInfo.nextRoundInMs).toBeNull();
    expect(done.departures.length).toBe(done.searchInfo.expectedTotal);
  });

  it('a return search lists both legs; Tehran (all airports) searches THR and IKA', async () => {
    const { call, advance } = setup();
    const { access_token } = await guestLogin(call);
    const token = await start(
      call,
      access_token,
      search({ destination: 'IST', sourceAllAirports: true, flightType: 2, returnDate: dateAfter(START, 17) }),
    );
    const p = await finished(call, advance, access_token, token);
    expect(new Set(p.departures.map((f) => f.origin.iata))).toEqual(new Set(['THR', 'IKA']));
    expect(p.returns.length).toBeGreaterThan(0);
    expect(p.returns.every((f) => f.leg === 2 && f.departureTime.startsWith(dateAfter(START, 17)))).toBe(true);
    expect(p.searchInfo).toMatchObject({ flightType: 2, sourceAirports: ['THR', 'IKA'], scope: 'i' });
  });

  it('the cheapest economy adult fare of a day is that day’s calendar price', async () => {
    const { call, advance } = setup();
    const { access_token } = await guestLogin(call);
    const from = dateAfter(START, 5);
    const to = dateAfter(START, 11);
    const days = (
      (await (
        await call('/api2/flights/Cheapest', json({ fromDate: from, toDate: to, source: 'THR', destination: 'KIH' }, authed(access_token)))
      ).json()) as {
        data: { date: string; price: number | null }[];
      }
    ).data;
    for (const day of days) {
      const token = await start(call, access_token, search({ destination: 'KIH', sourceAllAirports: true, departureDate: day.date }));
      const p = await finished(call, advance, access_token, token);
      const min = p.departures.length ? Math.min(...p.departures.map((f) => f.prices.adult)) : null;
      expect(min, day.date).toBe(day.price);
    }
  });

  it('cancel ends the search: later polls and calls answer 410 search_cancelled', async () => {
    const { call } = setup();
    const { access_token } = await guestLogin(call);
    const token = await start(call, access_token, search());
    const res = await call(`/api2/flights/available/${token}/cancel`, { method: 'POST', headers: authed(access_token) });
    expect(res.status).toBe(200);
    const after = await call(`/api2/flights/available/${token}`, { method: 'POST', headers: authed(access_token) });
    expect(after.status).toBe(410);
    expect(((await after.json()) as { code: string }).code).toBe('search_cancelled');
  });

  it('a search token expires after 1200 s (410 search_expired)', async () => {
    const { call, advance } = setup();
    const { access_token } = await guestLogin(call);
    const token = await start(call, access_token, search());
    advance(1_200_001);
    const { access_token: fresh } = await guestLogin(call);
    const res = await call(`/api2/flights/available/${token}`, { method: 'POST', headers: authed(fresh) });
    expect(res.status).toBe(410);
  });
});

describe('check-in closes: no flight is sold within 2 hours of a domestic departure, 3 hours of an international one', () => {
  // START is 11:30 in Tehran: today's early flights have left or close check-in before the search.
  const today = dateAfter(START, 0);
  it.each([
    ['THR', 'MHD', 2],
    ['IKA', 'IST', 3],
  ] as const)(
    '%s → %s today: every flight offered departs at least %i hours after the search starts',
    async (source, destination, hours) => {
      const { call, advance } = setup(7, 0);
      const { access_token } = await guestLogin(call);
      const token = await start(call, access_token, search({ source, destination, departureDate: today }));
      const { departures } = await finished(call, advance, access_token, token);
      expect(departures.length).toBeGreaterThan(0);
      for (const f of departures) expect(Date.parse(f.departureTime) - START).toBeGreaterThanOrEqual(hours * 3_600_000);
      // The same route tomorrow offers its early flights: only today is cut.
      const tomorrow = await start(call, access_token, search({ source, destination, departureDate: dateAfter(START, 1) }));
      const next = await finished(call, advance, access_token, tomorrow);
      const early = (t: string) => Number(t.slice(11, 13)) < 12;
      expect(next.departures.some((f) => early(f.departureTime))).toBe(true);
    },
  );

  it('a flight chosen in time is refused (409 sale_closed) once its check-in closes, the same way every time', async () => {
    // A search and a login kept open for a day, so the only reason left to refuse is the clock.
    let now = START;
    const call: Call = inProcess(
      createSandboxApp({ seed: 7, clock: () => now, firstRoundDelayMs: 0, searchTtlMs: 86_400_000, accessTtlMs: 86_400_000 }),
    );
    const { access_token } = await guestLogin(call);
    const token = await start(call, access_token, search({ departureDate: today }));
    now += 60_000;
    const { departures } = await poll(call, access_token, token);
    const first = departures.reduce((a, b) => (a.departureTime < b.departureTime ? a : b));
    const send = () => call('/api2/flights/Provision', json({ searchToken: token, flightId: first.flightId }, authed(access_token)));
    const closesAt = Date.parse(first.departureTime) - 2 * 3_600_000;
    now = closesAt - 1;
    const before = await send();
    expect(before.status === 200 || ((await before.json()) as { code: string }).code === 'sold_out').toBe(true);
    now = closesAt;
    for (const res of [await send(), await send()]) {
      expect(res.status).toBe(409);
      expect(((await res.json()) as { code: string }).code).toBe('sale_closed');
    }
  });
});

describe('flight provision', () => {
  it('most flights keep their price; some re-price, some sell out, the same way every time', async () => {
    const { call, advance } = setup(11, 0);
    const { access_token } = await guestLogin(call);
    const outcomes = { same: 0, price: 0, sold: 0 };
    for (const destination of ['MHD', 'KIH', 'SYZ', 'AWZ']) {
      const token = await start(call, access_token, search({ destination }));
      const p = await finished(call, advance, access_token, token);
      for (const f of p.departures) {
        const send = () => call('/api2/flights/Provision', json({ searchToken: token, flightId: f.flightId }, authed(access_token)));
        const res = await send();
        const again = await send();
        expect(again.status).toBe(res.status);
        if (res.status === 409) {
          outcomes.sold++;
          continue;
        }
        const { data } = v.parse(FlightProvisionResponse, await res.json());
        expect(data.previousTotal).toBe(f.totalPrice);
        expect(data.seatsLeft).toBeGreaterThanOrEqual(1);
        expect(data.seatsLeft).toBeLessThanOrEqual(f.seatsLeft);
        if (data.priceChanged) {
          outcomes.price++;
          expect(data.totalPrice).toBeGreaterThan(f.totalPrice);
        } else outcomes.same++;
      }
    }
    expect(outcomes.same).toBeGreaterThan(outcomes.price + outcomes.sold);
    expect(outcomes.price).toBeGreaterThan(0);
    expect(outcomes.sold).toBeGreaterThan(0);
  });

  it('a return trip needs its return flight; the knobs force a re-price or a sell-out', async () => {
    const { call, advance } = setup(11, 0);
    const { access_token } = await guestLogin(call);
    const token = await start(call, access_token, search({ flightType: 2, returnDate: dateAfter(START, 14) }));
    const p = await finished(call, advance, access_token, token);
    const out = p.departures[0]?.flightId as string;
    const back = p.returns[0]?.flightId as string;
    const send = (body: unknown, fault?: string) =>
      call('/api2/flights/Provision', json(body, authed(access_token, fault ? { 'X-Sandbox-Fault': fault } : {})));
    expect((await send({ searchToken: token, flightId: out })).status).toBe(400);
    expect((await send({ searchToken: token, flightId: back, returnFlightId: out })).status).toBe(400);
    const sold = await send({ searchToken: token, flightId: out, returnFlightId: back }, 'sold-out');
    expect(sold.status).toBe(409);
    expect(((await sold.json()) as { code: string }).code).toBe('sold_out');
    const dear = await send({ searchToken: token, flightId: out, returnFlightId: back }, 'price-change=10');
    const { data } = v.parse(FlightProvisionResponse, await dear.json());
    expect(data.priceChanged).toBe(true);
    expect(data.returnPrices).not.toBeNull();
    expect(data.totalPrice).toBeGreaterThan(data.previousTotal);
  });
});

describe('flight fault knobs', () => {
  it('empty, never-finish, and a status on the third poll only', async () => {
    const { call, advance } = setup();
    const { access_token } = await guestLogin(call);
    const empty = await start(call, access_token, search(), { 'X-Sandbox-Fault': 'empty' });
    expect((await finished(call, advance, access_token, empty)).departures).toEqual([]);
    const never = await start(call, access_token, search(), { 'X-Sandbox-Fault': 'never-finish' });
    advance(60_000);
    const p = await poll(call, access_token, never);
    expect(p.isFinish).toBe(false);
    expect(p.departures.length).toBe(p.searchInfo.expectedTotal);
    const token = await start(call, access_token, search());
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(`/api2/flights/available/${token}`, {
        method: 'POST',
        headers: authed(access_token, { 'X-Sandbox-Fault': 'status=503,skip=2,count=1' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 503, 200]);
  });
});

describe('bad input → 4xx envelope', () => {
  const today = dateAfter(START, 0);
  it.each([
    ['unknown airport', { destination: 'XXX' }, 400],
    ['same city', { source: 'THR', destination: 'IKA' }, 400],
    ['past date', { departureDate: dateAfter(START, -1) }, 400],
    ['return before outbound', { flightType: 2, returnDate: today }, 400],
    ['return without a date', { flightType: 2 }, 400],
    ['too many passengers', { adults: 6, children: 4, infants: 0 }, 400],
    ['more infants than adults', { adults: 1, children: 0, infants: 2 }, 400],
    ['no adult', { adults: 0 }, 400],
    ['bad cabin', { cabin: 'Z' }, 400],
    ['bad flight type', { flightType: 3 }, 400],
    ['bad date', { departureDate: '2026-13-45' }, 400],
  ])('%s', async (_, over, status) => {
    const { call } = setup();
    const { access_token } = await guestLogin(call);
    const res = await call('/api2/flights/searchv3', json(search(over), authed(access_token)));
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ succeed: false, code: 'validation' });
  });

  it('bad tokens and unknown flights', async () => {
    const { call, advance } = setup();
    const { access_token } = await guestLogin(call);
    const h = authed(access_token);
    expect((await call('/api2/flights/available/f1.bad.token', { method: 'POST', headers: h })).status).toBe(400);
    const token = await start(call, access_token, search());
    await finished(call, advance, access_token, token);
    expect((await call(`/api2/flights/GetFlightById/${token}/20991231-THRMHD-W5-1061-1`, { headers: h })).status).toBe(404);
    expect((await call('/api/v1/flights/rules', json({ searchToken: token, flightId: 'x' }, h))).status).toBe(400);
    expect((await call('/api/v1/flights/rules', json({ searchToken: 'nope', flightId: '20261201-THRMHD-W5-1061-1' }, h))).status).toBe(400);
    expect((await call('/api/v2/flights/get_flight_class', { headers: h })).status).toBe(400);
    expect((await call('/api/v2/flights/get_flight_class?airline=ZZ', { headers: h })).status).toBe(404);
    expect(
      (await call('/api2/flights/Cheapest', json({ fromDate: '2026-12-01', toDate: '2027-03-01', source: 'THR', destination: 'MHD' }, h)))
        .status,
    ).toBe(400);
  });
});

describe('flight determinism', () => {
  async function snapshot(seed: number): Promise<string> {
    const { call, advance } = setup(seed, 0);
    const { access_token } = await guestLogin(call);
    const parts: unknown[] = [];
    for (const body of [search(), search({ source: 'IKA', destination: 'DXB', flightType: 2, returnDate: dateAfter(START, 15) })]) {
      const token = await start(call, access_token, body);
      const p = await finished(call, advance, access_token, token);
      parts.push(p.departures, p.returns);
    }
    const h = authed(access_token);
    for (const path of ['/api2/flights/NonStopRoutes', '/api2/flights/CharterSchedule'])
      parts.push(await (await call(path, { headers: h })).json());
    parts.push(
      await (
        await call('/api2/flights/Cheapest', json({ fromDate: '2026-12-01', toDate: '2027-01-31', source: 'THR', destination: 'MHD' }, h))
      ).json(),
    );
    return JSON.stringify(parts);
  }
  it('same seed → same bytes; another seed → different flights', async () => {
    const a = await snapshot(21);
    expect(await snapshot(21)).toBe(a);
    expect(await snapshot(22)).not.toBe(a);
  });
});
