import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { StreamOptions } from '@/edge/streams';
import { FLIGHT_SEARCH_COUNT_LIMIT } from '@/products/flight/model/constants';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { fakeTimers } from '../unit/search/fake-timers';
import { env, harness } from './harness';

/**
 * `/stream/flights/{SRC-DST}` through the real edge pipeline and the real sandbox, on a virtual clock shared by the
 * pollers, the upstream client and the sandbox: rounds, the summary, resuming, bad input and upstream faults.
 */
// biome-ignore lint/suspicious/noExplicitAny: a stream line's fields are read loosely by many assertions
type Line = { type: string; [k: string]: any };

function streamHarness(options: Omit<StreamOptions, 'timers'> = {}) {
  const time = fakeTimers();
  const h = harness({ sandbox: { clock: time.now }, timers: time.timers, render: (c) => c.text('page') });
  const outer = new Hono();
  outer.use('*', async (c, next) => {
    c.set('streamOptions', { timers: time.timers, ...options });
    await next();
  });
  outer.route('/', h.app);
  const polls = () => h.calls.filter((c) => /\/api2\/flights\/available\/[^/]+$/.test(c.path));
  return { ...h, time, polls, request: (path: string, init: RequestInit = {}) => outer.request(path, init, env) };
}

const today = todayIn(Date.now());
const oneWay = (route = 'THR-MHD', extra = '') => `/stream/flights/${route}?flightDate=${addDays(today, 2)}&flightType=1&adults=1${extra}`;
const roundTrip = (route = 'THR-IST') =>
  `/stream/flights/${route}?flightDate=${addDays(today, 3)}&returnDate=${addDays(today, 8)}&flightType=2&adults=2&child=1&infant=0`;

async function lines(res: Response): Promise<Line[]> {
  return (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
}
const rounds = (ls: Line[]) => ls.filter((l) => l.type === 'round');

describe('flight search stream in workerd', () => {
  it('a one-way THR-MHD search streams its flights in rounds and ends with the summary', async () => {
    const h = streamHarness();
    const res = await h.request(oneWay());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const ls = await lines(res);
    const rs = rounds(ls);
    const ids = new Set(rs.flatMap((r) => r.items.map((f: { id: string }) => f.id)));
    expect(rs.length).toBeGreaterThanOrEqual(2);
    expect(ids.size).toBeGreaterThan(5);
    expect(rs.map((r) => r.round)).toEqual(rs.map((_, i) => i + 1));
    expect(rs.at(-1)!.isFinish).toBe(true);
    expect(rs.flatMap((r) => r.items.map((f: { leg: number }) => f.leg))).toEqual([...ids].map(() => 1));
    expect(ls.at(-1)).toMatchObject({ type: 'summary', total: ids.size, finished: true, reason: 'finished' });
    expect(ls.some((l) => l.type === 'error')).toBe(false);
    expect(rs[0]!.searchInfo).toMatchObject({ flightType: 1, departureDate: addDays(today, 2), returnDate: null });
    // What the card never shows stays on the server.
    expect(rs.flatMap((r) => r.items.map((f: { fareRules: string[] }) => f.fareRules.length))).toEqual([...ids].map(() => 0));
    // Tehran is both of its airports: flights leave from THR and IKA.
    const from = new Set(rs.flatMap((r) => r.items.map((f: { departure: { iata: string } }) => f.departure.iata)));
    expect([...from].every((c) => c === 'THR' || c === 'IKA')).toBe(true);
    expect(h.calls.find((c) => c.path === '/api2/flights/searchv3')).toBeDefined();
    expect(ls.at(-1)!.polls).toBeLessThanOrEqual(FLIGHT_SEARCH_COUNT_LIMIT);
  });

  it('a return search streams outbound and return flights with the searched passengers', async () => {
    const h = streamHarness();
    const ls = await lines(await h.request(roundTrip()));
    const items = rounds(ls).flatMap((r) => r.items) as {
      leg: number;
      departure: { iata: string };
      total: number;
      prices: { adult: number; child: number };
    }[];
    expect(items.some((f) => f.leg === 1)).toBe(true);
    expect(items.some((f) => f.leg === 2)).toBe(true);
    expect(items.filter((f) => f.leg === 2).every((f) => f.departure.iata === 'IST' || f.departure.iata === 'SAW')).toBe(true);
    for (const f of items) expect(f.total).toBe(2 * f.prices.adult + f.prices.child);
    expect(rounds(ls)[0]!.searchInfo).toMatchObject({ flightType: 2, passengers: { adults: 2, children: 1, infants: 0 } });
  });

  it('a resumed search needs only its token and round, and sends only what is newer', async () => {
    const h = streamHarness();
    const first = await lines(await h.request(oneWay()));
    const token = h.polls()[0]!.path.split('/').pop()!;
    const firstRoundIds = new Set(rounds(first)[0]!.items.map((f: { id: string }) => f.id));
    const resumed = await lines(await h.request(`/stream/flights/THR-MHD?searchToken=${token}&since=1`));
    const again = rounds(resumed).flatMap((r) => r.items.map((f: { id: string }) => f.id));
    expect(again.length).toBeGreaterThan(0);
    expect(again.some((id: string) => firstRoundIds.has(id))).toBe(false);
    expect(resumed.at(-1)).toMatchObject({ type: 'summary', finished: true });
  });

  it.each([
    ['THRMHD', messages.searchInput.destinationInvalid],
    ['THR-MHD-KIH', messages.searchInput.destinationInvalid],
    ['THR-THR', messages.searchInput.sameRoute],
    ['IKA-THR', messages.searchInput.sameRoute],
    ['THR-ZZZ', messages.searchInput.unknownAirport('ZZZ')],
  ])('bad route %s → 400 JSON with a Persian message, no upstream search', async (route, message) => {
    const h = streamHarness();
    const res = await h.request(`/stream/flights/${route}?flightType=1`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ succeed: false, message });
    expect(h.calls.some((c) => c.path.startsWith('/api2/flights'))).toBe(false);
  });

  it('passengers over the limits and a malformed token are 400s', async () => {
    const h = streamHarness();
    const over = await h.request(oneWay('THR-MHD', '&child=9'));
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ message: messages.searchInput.tooManyPassengers(9) });
    expect((await h.request('/stream/flights/THR-MHD?searchToken=../../x')).status).toBe(400);
  });

  it('an upstream outage on the search token ends at once with a Persian error line and the summary', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/searchv3$/, spec: 'status=500' });
    const ls = await lines(await h.request(oneWay()));
    expect(ls).toEqual([
      { type: 'error', message: messages.common.genericError },
      expect.objectContaining({ type: 'summary', total: 0, finished: false, reason: 'error', polls: 0 }),
    ]);
  });

  it('polls failing three times in a row end the stream cleanly; the upstream body never leaks', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/available\/[^/]+$/, spec: 'status=500' });
    const res = await h.request(oneWay());
    const text = await res.text();
    const ls = text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line);
    expect(ls.slice(-2)).toEqual([
      { type: 'error', message: messages.common.genericError },
      expect.objectContaining({ type: 'summary', reason: 'error' }),
    ]);
    expect(text).not.toMatch(/succeed|upstream_error/);
  });

  it.each(['malformed-json', 'html-200', 'wrong-type', 'truncate', 'status=503'])(
    'one poll answering %s is skipped: the search goes on and finishes',
    async (fault) => {
      const h = streamHarness();
      h.faults.push({ pattern: /\/available\/[^/]+$/, spec: `${fault},count=1,skip=1` });
      const ls = await lines(await h.request(oneWay()));
      expect(ls.some((l) => l.type === 'error')).toBe(false);
      expect(ls.at(-1)).toMatchObject({ type: 'summary', finished: true, reason: 'finished' });
      expect(ls.at(-1)!.total).toBeGreaterThan(5);
    },
  );

  it('a 401 on the search token logs in as guest again and the search runs', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/searchv3$/, spec: 'expired-401,count=1' });
    const ls = await lines(await h.request(oneWay()));
    expect(ls.at(-1)).toMatchObject({ type: 'summary', finished: true });
    expect(h.calls.filter((c) => c.path === '/api2/flights/searchv3').length).toBe(2);
  });

  it('a supplier that never finishes is cut at the flight search count limit of 30 polls', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/searchv3$/, spec: 'never-finish' });
    const ls = await lines(await h.request(oneWay()));
    const summary = ls.at(-1)!;
    expect(summary).toMatchObject({ type: 'summary', finished: false, reason: 'timeout' });
    expect(summary.polls).toBeLessThanOrEqual(FLIGHT_SEARCH_COUNT_LIMIT);
  });

  it('an empty search finishes with no flights and no error line', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/searchv3$/, spec: 'empty' });
    const ls = await lines(await h.request(oneWay()));
    expect(ls.some((l) => l.type === 'error')).toBe(false);
    expect(ls.at(-1)).toMatchObject({ type: 'summary', total: 0, finished: true });
  });

  it('the detail panel’s proxy routes answer a searched flight’s rules, baggage, penalties and charter rule', async () => {
    const h = streamHarness();
    const ls = await lines(await h.request(oneWay()));
    const token = h.polls()[0]!.path.split('/').pop()!;
    const flight = rounds(ls)[0]!.items[0] as { id: string; isCharter: boolean };
    const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
    const body = JSON.stringify({ searchToken: token, flightId: flight.id });
    const call = async (path: string) => {
      const res = await h.request(path, { method: 'POST', headers: same, body });
      expect(res.status, path).toBe(200);
      return ((await res.json()) as { data: Record<string, unknown> }).data;
    };
    expect((await call('/api/flights/rules'))['rules']).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: expect.any(String) })]),
    );
    expect((await call('/api/flights/baggages'))['items']).toEqual(
      expect.arrayContaining([expect.objectContaining({ passengerType: 'adult' })]),
    );
    expect(await call('/api/flights/cancellation-rules')).toMatchObject({ isRefundable: expect.any(Boolean), rules: expect.any(Array) });
    expect(await call('/api/flights/charter-rule')).toMatchObject({ isCharter: flight.isCharter });
  });
});
