/**
 * The bundle page's data (src/products/flight-hotel/server/bundle.ts) against the in-process sandbox: the bundle of
 * the search's token, else of a new search (bounded), the chosen pair (default, or one from the query, also past the
 * first few), bad input, a hotel without a bundle, and an outage.
 */
import { describe, expect, it } from 'vitest';
import { todayIn } from '@/lib/dates';
import { loadBundlePage } from '@/products/flight-hotel/server/bundle';
import { tourDynamicApi } from '@/products/flight-hotel/server/upstream';
import { createSandboxApp } from '@/server/sandbox/app';
import { RETRY_DELAY_MS } from '@/lib/constants';
import { UpstreamClient, realTimers } from '@/server/upstream/request';
import { dateAfter, PROVIDER } from '../../sandbox/client';

const today = todayIn(Date.now());

/** Past a flight+hotel search's last round: the first comes at once here, at most three more at most 2 s apart. */
const PAST_LAST_ROUND_MS = 10_000;

/**
 * The page's client on an in-process sandbox. The sandbox's clock moves on by PAST_LAST_ROUND_MS at every poll of a
 * search, as if each poll came after the search had ended: the page (and the test) read the same bundles as on the
 * real clock without waiting seconds for the rounds (nothing here is about when a round comes; the built worker's
 * route table shows the page polling a search on the real clock, tests/worker/routes.test.ts). `waits` records the
 * client's retry delays, instant here.
 */
async function setup(fault?: string) {
  let offset = 0;
  const app = createSandboxApp({ seed: 7, firstRoundDelayMs: 0, clock: () => Date.now() + offset });
  const login = await app.request('/auth/Login', {
    method: 'POST',
    headers: { ...PROVIDER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'guest', password: 'guest' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const transport = (req: Request) => {
    if (fault) req.headers.set('X-Sandbox-Fault', fault);
    if (new URL(req.url).pathname.includes('/GetSearchResult/')) offset += PAST_LAST_ROUND_MS;
    return Promise.resolve(app.fetch(req));
  };
  const waits: number[] = [];
  const client = new UpstreamClient({
    baseUrl: 'http://sandbox.internal',
    transport,
    providerCode: 'web-tests',
    auth: { accessToken: async () => token, onUnauthorized: async () => false },
    timers: {
      ...realTimers,
      sleep: async (ms) => {
        waits.push(ms);
      },
    },
  });
  return Object.assign(client, { waits });
}

const query = (extra: Record<string, string> = {}) => ({
  flightDate: dateAfter(Date.now(), 6),
  returnDate: dateAfter(Date.now(), 9),
  room: '1',
  'room-0': '2',
  ...extra,
});

async function firstBundle(client: UpstreamClient) {
  const api = tourDynamicApi(client);
  const token = await api.searchToken({
    source: 'THR',
    destination: 'MHD',
    checkIn: dateAfter(Date.now(), 6),
    checkOut: dateAfter(Date.now(), 9),
    rooms: [{ adults: 2, children: [] }],
  });
  let poll = await api.poll(token);
  for (let i = 0; i < 10 && !poll.isFinish; i++) poll = await api.poll(token);
  expect(poll.isFinish).toBe(true);
  return { token, bundle: poll.items[0]! };
}

describe('bundle page data', () => {
  it('the bundle of the search token, its default pair chosen, the first pairs listed', async () => {
    const client = await setup();
    const { token, bundle } = await firstBundle(client);
    const page = await loadBundlePage(client, 'THR-MHD', query({ hotelId: String(bundle.hotel.hotelId), searchToken: token }), today);
    expect(page.kind).toBe('ok');
    if (page.kind !== 'ok') return;
    expect(page.searchToken).toBe(token);
    expect(page.bundle.bundleId).toBe(bundle.bundleId);
    expect(page.chosen.isDefault).toBe(true);
    expect(page.chosen.totalPrice).toBe(bundle.totalPrice);
    expect(page.pairs.length).toBe(12);
    expect(page.hasMore).toBe(true);
    expect(page.totalPairs).toBeGreaterThan(12);
  }, 30_000);

  it('a pair from the query, even past the first few; allFlights lists them all', async () => {
    const client = await setup();
    const { token, bundle } = await firstBundle(client);
    const all = await tourDynamicApi(client).allFlights(token, bundle.hotel.hotelId, { firstRequest: false, isMobileUser: false });
    const last = all.items.at(-1)!;
    const page = await loadBundlePage(
      client,
      'THR-MHD',
      query({
        hotelId: String(bundle.hotel.hotelId),
        searchToken: token,
        outbound: last.outbound.flightId,
        inbound: last.inbound.flightId,
      }),
      today,
    );
    if (page.kind !== 'ok') throw new Error(page.kind);
    expect(page.chosen.outbound.flightId).toBe(last.outbound.flightId);
    expect(page.chosen.totalPrice).toBe(bundle.totalPrice + last.priceDifference);
    expect(page.pairs.length).toBe(all.totalCount);
    const listed = await loadBundlePage(
      client,
      'THR-MHD',
      query({ hotelId: String(bundle.hotel.hotelId), searchToken: token, allFlights: '1' }),
      today,
    );
    if (listed.kind !== 'ok') throw new Error(listed.kind);
    expect(listed.hasMore).toBe(false);
  }, 30_000);

  it('without a token (or with a forged one) a new search finds the hotel; IKA is Tehran', async () => {
    const client = await setup();
    const { bundle } = await firstBundle(client);
    const page = await loadBundlePage(
      client,
      'IKA-MHD',
      query({ hotelId: String(bundle.hotel.hotelId), searchToken: 't1.e30.AAAAAAAAAAAAAAAAAAAAAA' }),
      today,
    );
    if (page.kind !== 'ok') throw new Error(page.kind);
    expect(page.bundle.hotel.hotelId).toBe(bundle.hotel.hotelId);
    expect(page.request.source).toBe('THR');
    expect(page.chosen.isDefault).toBe(true);
  }, 30_000);

  it('bad input is a Persian message; a hotel of another city has no bundle; an outage is one', async () => {
    const client = await setup();
    const noHotel = await loadBundlePage(client, 'THR-MHD', query(), today);
    expect(noHotel).toMatchObject({ kind: 'invalid' });
    expect((noHotel as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    const badRoute = await loadBundlePage(client, 'THRMHD', query({ hotelId: '401001' }), today);
    expect(badRoute.kind).toBe('invalid');
    const other = await loadBundlePage(client, 'THR-MHD', query({ hotelId: '402001' }), today);
    expect(other.kind).toBe('none');
    const outage = await setup('status=503');
    const down = await loadBundlePage(outage, 'THR-MHD', query({ hotelId: '401001' }), today);
    expect(down.kind).toBe('outage');
    // The search was asked three times, 2 s apart, before the page said so.
    expect(outage.waits).toEqual([RETRY_DELAY_MS, RETRY_DELAY_MS]);
  }, 60_000);
});
