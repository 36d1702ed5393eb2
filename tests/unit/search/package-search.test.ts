import { describe, expect, it } from 'vitest';
import { pollPackageSearch, type PackageSearchEvent } from '@/products/hotel/server/package-search';
import { collect, packagePoll, pkg, supplier } from './supplier';

const params = { hotelId: 7, searchToken: 'h1.hotel-search-token', checkIn: null, checkOut: null, rooms: null };
const rounds = (events: PackageSearchEvent[]) => events.filter((e) => e.type === 'round');

describe('pollPackageSearch with a scripted supplier', () => {
  it('gets a package token from the hotel search token, polls every second, appends, keeps display order', async () => {
    const s = supplier({
      token: { searchToken: 'p1.package-token', expireAt: '2030-01-01T00:20:00.000Z' },
      polls: [
        packagePoll([pkg(1, 500), pkg(2, 300, true)], { round: 1 }),
        packagePoll([], { round: 1 }),
        packagePoll([pkg(3, 100), pkg(4, 400, true), pkg(5, 200)], { round: 2 }),
        packagePoll([pkg(6, 250, true)], { round: 3, isFinish: true }),
      ],
    });
    const events = await collect(pollPackageSearch(s.client, params, { timers: s.time.timers }));
    expect(s.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/hotel/core/v1/Hotels/h1.hotel-search-token/searchpackages',
      search: '?hotelId=7',
    });
    const polls = s.pollRequests();
    expect(polls.map((p) => `${p.path}${p.search}`)).toEqual([
      '/api/hotel/core/v1/Hotels/p1.package-token/availablepackages?hotelId=7',
      '/api/hotel/core/v1/Hotels/p1.package-token/availablepackages?hotelId=7&since=1',
      '/api/hotel/core/v1/Hotels/p1.package-token/availablepackages?hotelId=7&since=1',
      '/api/hotel/core/v1/Hotels/p1.package-token/availablepackages?hotelId=7&since=2',
    ]);
    expect(polls.map((p) => p.at - s.time.started)).toEqual([0, 1000, 2000, 3000]);
    // Cheapest first, then the guaranteed ones by price, then the rest by price.
    expect(rounds(events).map((r) => [r.packages.map((p) => p.packageId), r.added, r.isFinish])).toEqual([
      [[2, 1], 2, false],
      [[3, 2, 4, 5, 1], 3, false],
      [[3, 6, 2, 4, 5, 1], 1, true],
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'summary', total: 6, finished: true, reason: 'finished', polls: 4 });
  });

  it('a repeated package (same packageId) replaces the older one instead of being added twice', async () => {
    const s = supplier({
      polls: [packagePoll([pkg(1, 500), pkg(2, 300)], { round: 1 }), packagePoll([pkg(1, 450), pkg(2, 300)], { round: 2, isFinish: true })],
    });
    const last = rounds(await collect(pollPackageSearch(s.client, params, { timers: s.time.timers }))).at(-1);
    expect(last?.packages.map((p) => [p.packageId, p.packagePrice])).toEqual([
      [2, 300],
      [1, 450],
    ]);
    expect(last?.added).toBe(0);
  });

  it('without a hotel search token, anchors on the location (else the hotel) and sends dates and rooms', async () => {
    const s = supplier({ polls: [packagePoll([pkg(1, 1)], { isFinish: true })] });
    await collect(
      pollPackageSearch(
        s.client,
        { hotelId: 7, checkIn: '2030-01-01', checkOut: '2030-01-03', rooms: [{ adults: 2, children: [4] }] },
        { timers: s.time.timers },
      ),
    );
    expect(s.requests[0]).toMatchObject({ method: 'POST', path: '/api/hotel/core/v1/Hotels/7/searchpackages' });
  });

  it('polls 90 times (hotel room search max count), never more, when the supplier never finishes', async () => {
    const s = supplier({ polls: [packagePoll([pkg(1, 1)], { round: 1 })] });
    const events = await collect(pollPackageSearch(s.client, params, { timers: s.time.timers }));
    expect(s.pollRequests()).toHaveLength(90);
    expect(events.at(-1)).toMatchObject({ type: 'summary', finished: false, reason: 'timeout', total: 1 });
  });

  it('stops on disconnect', async () => {
    const s = supplier({ polls: [packagePoll([pkg(1, 1)], { round: 1 }), packagePoll([pkg(2, 2)], { round: 2 })] });
    const abort = new AbortController();
    const events: PackageSearchEvent[] = [];
    for await (const e of pollPackageSearch(s.client, params, { timers: s.time.timers, signal: abort.signal })) {
      events.push(e);
      abort.abort();
    }
    expect(s.pollRequests()).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: 'summary', reason: 'disconnected' });
  });
});
