import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import { bundleReserve } from '@/products/flight-hotel/messages';
import { parseOfferId, provisionOutcome } from '@/server/sandbox/data/flights';
import { checkoutHarness } from './checkout-helpers';

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

/** A sandbox whose clock the test moves (search tokens and sessions last long enough for a jump of days). */
function movable() {
  let offset = 0;
  const h = checkoutHarness({
    clock: () => Date.now() + offset,
    searchTtlMs: 30 * DAY,
    accessTtlMs: 30 * DAY,
    refreshTtlMs: 30 * DAY,
    firstRoundDelayMs: 0,
  });
  return { h, move: (ms: number) => (offset = ms) };
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

/** A Kish search's token, one hotel of it and every flight pair of that hotel's bundle. */
async function kishBundle(h: ReturnType<typeof checkoutHarness>, days = 5) {
  const today = todayIn(Date.now());
  const { searchToken } = await sandboxJson(h, '/api2/TourDynamic/GetSearchToken', {
    source: 'THR',
    destination: 'KIH',
    checkIn: addDays(today, days),
    checkOut: addDays(today, days + 3),
    roomPassengers: [{ adultsCount: 2, childrenAges: [] }],
  });
  let poll: Json = {};
  for (let i = 0; i < 20; i++) {
    poll = await sandboxJson(h, `/api2/TourDynamic/GetSearchResult/${searchToken}`);
    if (poll.isFinish) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  const bundle = poll.items[0];
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
    const h = checkoutHarness({ firstRoundDelayMs: 0 });
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

  it('a price that moved since the page (the supplier’s re-price, or the page’s own total) is 409 with both totals, nothing saved', async () => {
    const h = checkoutHarness({ firstRoundDelayMs: 0 });
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
    const h = checkoutHarness({ firstRoundDelayMs: 0 });
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
    const h = checkoutHarness({ firstRoundDelayMs: 0 });
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
