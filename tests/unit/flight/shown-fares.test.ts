/**
 * The date strip and the price filter count only the fares the active filters can show (issue 48 point 4): for
 * Istanbul (non-stop forced) a one-stop fare cheaper than every non-stop one sets neither the slider's lower bound
 * nor the strip's day price.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { stripNonStopOnly } from '@/products/flight/model/date-strip';
import { type FlightFilter, parseFlightFilters, toFlightFilter } from '@/products/flight/model/filters';
import { cheapestShown, type FlightFacts, flightFilterModel, flightStats, priceBounds } from '@/products/flight/model/results-model';
import { CheapestResponse, FlightSearchPollResponse } from '@/products/flight/server/schemas';
import { createSandboxApp } from '@/server/sandbox/app';
import { authed, dateAfter, guestLogin, inProcess, json } from '../sandbox/client';

let n = 0;
const fare = (price: number, over: Partial<FlightFacts> = {}): FlightFacts => ({
  id: ++n,
  leg: 1,
  airline: 'TK',
  airlineName: 'ترکیش',
  number: `TK${n}`,
  band: 'morning',
  departs: 0,
  duration: 200,
  stop: '0',
  from: 'IKA',
  fromName: 'امام',
  to: 'IST',
  toName: 'استانبول',
  price,
  provider: 'p',
  discount: 0,
  kind: 'systemic',
  cabin: 'Y',
  cabinName: 'اکونومی',
  ...over,
});

// The case: a one-stop 2 263 600 toman, the cheapest non-stop 2 518 600.
const ist = [fare(2_263_600, { stop: '1', airline: 'QR' }), fare(2_518_600), fare(3_100_000), fare(2_900_000, { airline: 'W5', leg: 2 })];
const none = (over: Partial<FlightFilter> = {}): FlightFilter => ({
  leg: 1,
  stops: [],
  airlines: [],
  times: [],
  airports: [],
  price: null,
  maxDuration: null,
  number: '',
  providers: [],
  types: [],
  cabins: [],
  ...over,
});

describe('price bounds over the fares the filters show', () => {
  it.each([
    ['no filter: every outbound fare', none(), { min: 2_263_600, max: 3_100_000 }, 2_263_600],
    [
      'forced non-stop: the one-stop fare sets no bound',
      toFlightFilter(parseFlightFilters({}, 'IST')),
      { min: 2_518_600, max: 3_100_000 },
      2_518_600,
    ],
    [
      'a chosen price band is not a bound of itself',
      none({ stops: ['0'], price: { min: 2_600_000, max: 9_000_000 } }),
      { min: 2_518_600, max: 3_100_000 },
      3_100_000,
    ],
    ['an airline filter', none({ airlines: ['QR'] }), { min: 2_263_600, max: 2_263_600 }, 2_263_600],
    ['the return list has its own fares', none({ leg: 2 }), { min: 2_900_000, max: 2_900_000 }, 2_900_000],
    ['nothing passes', none({ airlines: ['XX'] }), null, null],
  ] as const)('%s', (_, filter, bounds, cheapest) => {
    expect(priceBounds(ist, filter)).toEqual(bounds);
    expect(cheapestShown(ist, filter)).toBe(cheapest);
  });
});

describe('the facets count only the fares the forced non-stop rule can show', () => {
  // IST: QR flies one-stop only (twice), TK non-stop twice and once one-stop; W5 returns non-stop.
  const fares = [
    fare(2_263_600, { stop: '1', airline: 'QR', airlineName: 'قطر' }),
    fare(2_300_000, { stop: '1', airline: 'QR', airlineName: 'قطر', band: 'evening' }),
    fare(2_518_600),
    fare(2_700_000, { stop: '1', to: 'SAW', toName: 'صبیحه' }),
    fare(3_100_000, { band: 'evening' }),
    fare(2_900_000, { airline: 'W5', leg: 2 }),
  ];
  const count = (opts: readonly { value: string; count: number }[]) => Object.fromEntries(opts.map((o) => [o.value, o.count]));

  it('for IST (forced non-stop): no one-stop airline, airport or time, counts of non-stop fares only', () => {
    const forced = toFlightFilter(parseFlightFilters({}, 'IST'));
    expect(forced.forcedStop).toBe('0');
    const s = flightStats(fares, forced);
    expect(count(s.outbound.airlines)).toEqual({ TK: 2 });
    expect(count(s.outbound.stops)).toEqual({ '0': 2 });
    expect(count(s.outbound.times)).toEqual({ morning: 1, evening: 1 });
    // SAW was reached by the one-stop fare only: not a choice the page can show.
    expect(s.outbound.airports.map((o) => o.value)).not.toContain('a:SAW');
    expect(count(s.inbound.airlines)).toEqual({ W5: 1 });
    // DXB is forced too; the worker's model is the same function, given the filter it filters with.
    expect(toFlightFilter(parseFlightFilters({}, 'DXB')).forcedStop).toBe('0');
    expect(count(flightFilterModel.stats(fares, forced).outbound.airlines)).toEqual({ TK: 2 });
  });

  it('a route without the rule counts every fare; a stop filter the traveller chose does not narrow the counts', () => {
    const free = toFlightFilter(parseFlightFilters({}, 'MHD'));
    expect(free.forcedStop).toBeNull();
    expect(count(flightStats(fares, free).outbound.airlines)).toEqual({ QR: 2, TK: 3 });
    const chosen = toFlightFilter(parseFlightFilters({ fStop: '0' }, 'MHD'));
    expect(count(flightStats(fares, chosen).outbound.airlines)).toEqual({ QR: 2, TK: 3 });
    expect(count(flightStats(fares).outbound.airlines)).toEqual({ QR: 2, TK: 3 });
  });
});

describe('the date strip counts non-stop fares only when the list shows no other', () => {
  it.each([
    ['IST (forced non-stop), whatever the URL says', 'IST', { fStop: '1' }, true],
    ['DXB (forced)', 'DXB', {}, true],
    ['MHD, no stop filter', 'MHD', {}, false],
    ['MHD, non-stop chosen', 'MHD', { fStop: '0' }, true],
    ['MHD, non-stop or one stop', 'MHD', { fStop: '0,1' }, false],
    ['MHD, one stop only', 'MHD', { fStop: '1' }, false],
  ] as const)('%s', (_, destination, query, want) => {
    expect(stripNonStopOnly(parseFlightFilters(query, destination))).toBe(want);
  });

  it('the sandbox calendar with nonStop: each day the cheapest non-stop fare a search of that day finds', async () => {
    const START = Date.UTC(2026, 10, 21, 8, 0, 0);
    let now = START;
    const call = inProcess(createSandboxApp({ seed: 5, clock: () => now, firstRoundDelayMs: 0 }));
    const { access_token } = await guestLogin(call);
    const from = dateAfter(START, 3);
    const to = dateAfter(START, 16);
    const calendar = async (nonStop: boolean) => {
      const body = { fromDate: from, toDate: to, source: 'THR', destination: 'IST', ...(nonStop ? { nonStop } : {}) };
      const res = await call('/api2/flights/Cheapest', json(body, authed(access_token)));
      expect(res.status).toBe(200);
      return v.parse(CheapestResponse, await res.json()).data;
    };
    const all = await calendar(false);
    const direct = await calendar(true);
    expect(direct).toHaveLength(all.length);
    // A day where a one-stop fare undercuts every non-stop one (the Istanbul case) exists in the sandbox.
    const undercut = direct.findIndex((d, i) => d.price !== null && all[i]!.price !== null && all[i]!.price! < d.price);
    expect(undercut).toBeGreaterThanOrEqual(0);
    for (const [i, d] of direct.entries()) if (d.price !== null) expect(d.price).toBeGreaterThanOrEqual(all[i]!.price!);
    // That day's search: its cheapest non-stop economy fare is the calendar's non-stop price.
    const day = direct[undercut]!;
    const body = {
      source: 'THR',
      destination: 'IST',
      sourceAllAirports: true,
      destinationAllAirports: true,
      departureDate: day.date,
      flightType: 1,
      adults: 1,
      children: 0,
      infants: 0,
    };
    const started = await call('/api2/flights/searchv3', json(body, authed(access_token)));
    const { searchToken } = (await started.json()) as { searchToken: string };
    now += 60_000;
    const polled = await call(`/api2/flights/available/${searchToken}`, { method: 'POST', headers: authed(access_token) });
    const { departures } = v.parse(FlightSearchPollResponse, await polled.json());
    const nonStop = departures.filter((f) => f.stops === 0 && f.cabin.classType === 1).map((f) => f.prices.adult);
    const oneStop = departures.filter((f) => f.stops > 0 && f.cabin.classType === 1).map((f) => f.prices.adult);
    expect(Math.min(...nonStop)).toBe(day.price);
    expect(Math.min(...oneStop)).toBeLessThan(day.price!);
  });
});
