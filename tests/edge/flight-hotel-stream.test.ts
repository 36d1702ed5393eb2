import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { StreamOptions } from '@/edge/streams';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { FLIGHT_HOTEL_STREAM, TOUR_MAX_POLLS } from '@/products/flight-hotel/server/search';
import { fakeTimers } from '../unit/search/fake-timers';
import { env, harness } from './harness';

/**
 * `/stream/flight-hotel/{SRC-DST}` through the real edge pipeline (the registry's products) and the real sandbox in
 * workerd, on a virtual clock: bundles in rounds with the card's cut, the summary, resuming, an outage shown as an
 * outage (never "nothing"), the 90 s tour limit, an empty search, bad input a 400 with a Persian message and no
 * supplier call.
 */
// biome-ignore lint/suspicious/noExplicitAny: a stream line's fields are read loosely by the assertions
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
  const polls = () => h.calls.filter((c) => /\/api2\/TourDynamic\/GetSearchResult\/[^/]+$/.test(c.path));
  const tokens = () => h.calls.filter((c) => c.path === '/api2/TourDynamic/GetSearchToken');
  return { ...h, time, polls, tokens, request: (path: string, init: RequestInit = {}) => outer.request(path, init, env) };
}

const today = todayIn(Date.now());
const stream = (route = 'THR-KIH', rooms = 'room=1&room-0=2&adults=2') =>
  `/stream/${FLIGHT_HOTEL_STREAM}/${route}?flightDate=${addDays(today, 5)}&returnDate=${addDays(today, 8)}&${rooms}`;
async function lines(res: Response): Promise<Line[]> {
  return (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
}
const rounds = (ls: Line[]) => ls.filter((l) => l.type === 'round');

describe('flight+hotel stream in workerd', () => {
  it('THR-KIH streams bundles in rounds (hotel, both flights, prices), cut for the card, then the summary', async () => {
    const h = streamHarness();
    const res = await h.request(stream());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const ls = await lines(res);
    const rs = rounds(ls);
    expect(rs.length).toBeGreaterThanOrEqual(2);
    expect(rs.map((r) => r.round)).toEqual(rs.map((_, i) => i + 1));
    expect(rs.at(-1)!.isFinish).toBe(true);
    const items = rs.flatMap((r) => r.items);
    const hotels = new Set(items.map((b: Line) => b['hotel'].hotelId));
    expect(hotels.size).toBeGreaterThan(5);
    for (const b of items) {
      expect(b.hotel.cityPersianName).toBe('کیش');
      expect(b.hotel.images.length).toBeLessThanOrEqual(1);
      expect(b.outbound.fareRules).toEqual([]);
      expect(b.outbound.departureTime.slice(0, 10)).toBe(addDays(today, 5));
      expect(b.inbound.departureTime.slice(0, 10)).toBe(addDays(today, 8));
      expect(b.totalPrice).toBe(b.hotelPrice + b.flightPrice - b.bundleDiscount);
      expect(b.persons).toBe(2);
    }
    expect(rs[0]!.searchInfo).toMatchObject({
      source: 'THR',
      destination: 'KIH',
      destinationId: 402,
      checkIn: addDays(today, 5),
      nights: 3,
    });
    expect(ls.at(-1)).toMatchObject({ type: 'summary', total: hotels.size, finished: true, reason: 'finished' });
    expect(ls.some((l) => l.type === 'error')).toBe(false);
    expect(h.tokens()).toHaveLength(1);
  });

  it('IKA and X search from Tehran', async () => {
    for (const route of ['IKA-DXB', 'X-DXB']) {
      const h = streamHarness();
      const ls = await lines(await h.request(stream(route)));
      expect(rounds(ls)[0]!.searchInfo).toMatchObject({ source: 'THR', destination: 'DXB', destinationId: 46082 });
    }
  });

  it('a resumed search needs only its token and round, and sends only what is newer', async () => {
    const h = streamHarness();
    const first = await lines(await h.request(stream()));
    const token = h.polls()[0]!.path.split('/').pop()!;
    const firstRound = new Set(rounds(first)[0]!.items.map((b: Line) => b['hotel'].hotelId));
    const resumed = await lines(await h.request(`/stream/${FLIGHT_HOTEL_STREAM}/THR-KIH?searchToken=${token}&since=1`));
    const again = rounds(resumed).flatMap((r) => r.items.map((b: Line) => b['hotel'].hotelId));
    expect(again.length).toBeGreaterThan(0);
    expect(again.some((id: number) => firstRound.has(id))).toBe(false);
    expect(h.tokens()).toHaveLength(1);
  });

  it.each([
    ['THRKIH', messages.searchInput.badRoute],
    ['THR!KIH', messages.searchInput.destinationInvalid],
    ['THR-QQQ', messages.searchInput.unknownAirport('QQQ')],
    ['THR-IKA', messages.searchInput.sameRoute],
  ])('bad route %s → 400 JSON with a Persian message, no supplier call', async (route, message) => {
    const h = streamHarness();
    const res = await h.request(stream(route));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ succeed: false, message });
    expect(h.calls.some((c) => c.path.startsWith('/api2/TourDynamic'))).toBe(false);
  });

  it('too many travellers and a malformed token are 400s', async () => {
    const h = streamHarness();
    const over = await h.request(stream('THR-KIH', 'room=2&room-0=2&room-1=8'));
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ message: messages.searchInput.tooManyPassengers(9) });
    const bad = await h.request(stream('THR-KIH', 'room=1&room-0=abc'));
    expect(await bad.json()).toMatchObject({ message: messages.searchInput.badRooms });
    expect((await h.request(`/stream/${FLIGHT_HOTEL_STREAM}/THR-KIH?searchToken=../../x`)).status).toBe(400);
    expect(h.tokens()).toHaveLength(0);
  });

  it('an outage on the search token ends at once with the Persian error line and an unfinished summary', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/TourDynamic\/GetSearchToken$/, spec: 'status=503' });
    const res = await h.request(stream());
    const text = await res.text();
    const ls = text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line);
    expect(ls).toEqual([
      { type: 'error', message: messages.common.genericError },
      expect.objectContaining({ type: 'summary', total: 0, finished: false, reason: 'error', polls: 0 }),
    ]);
    expect(text).not.toMatch(/succeed|upstream_error/);
  });

  it('one poll answering malformed JSON is skipped: the search goes on and finishes', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/GetSearchResult\/[^/]+$/, spec: 'malformed-json,count=1,skip=1' });
    const ls = await lines(await h.request(stream()));
    expect(ls.some((l) => l.type === 'error')).toBe(false);
    expect(ls.at(-1)).toMatchObject({ type: 'summary', finished: true, reason: 'finished' });
  });

  it('a supplier that never finishes is cut at the tour search limit (90 s, at most 45 polls)', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/TourDynamic\/GetSearchToken$/, spec: 'never-finish' });
    const ls = await lines(await h.request(stream()));
    const summary = ls.at(-1)!;
    expect(summary).toMatchObject({ type: 'summary', finished: false, reason: 'timeout' });
    expect(summary.polls).toBeLessThanOrEqual(TOUR_MAX_POLLS);
    expect(TOUR_MAX_POLLS).toBe(45);
    expect(summary.total).toBeGreaterThan(0);
  });

  it('an empty search finishes with no bundles and no error line', async () => {
    const h = streamHarness();
    h.faults.push({ pattern: /\/TourDynamic\/GetSearchToken$/, spec: 'empty' });
    const ls = await lines(await h.request(stream()));
    expect(ls.some((l) => l.type === 'error')).toBe(false);
    expect(ls.at(-1)).toMatchObject({ type: 'summary', total: 0, finished: true });
  });
});
