import { describe, expect, it } from 'vitest';
import type { HotelResult } from '@/products/hotel/server/upstream/search';
import { mergeResults, pollSearchRounds } from '@/server/search/pipeline';
import { HOTEL_MAX_POLLS, forResultsList, hotelSearch, type HotelSearchEvent } from '@/products/hotel/server/search';
import { POLL_TIMEOUT_MS } from '@/server/search/poll';
import { collect, hotelPoll, supplier, ticket } from './supplier';

const request = { locationId: 402, checkIn: '2030-01-01', checkOut: '2030-01-03', rooms: [{ adults: 2, children: [] }] };
const rounds = (events: HotelSearchEvent[]) => events.filter((e) => e.type === 'round');
const summary = (events: HotelSearchEvent[]) => {
  const last = events.at(-1);
  if (last?.type !== 'summary') throw new Error('the last event is not the summary');
  return last;
};
const hotel = (hotelId: number, price: number) =>
  ({ hotelId, minimumPackagePrice: price, images: [], facilities: [], rooms: [], preview: '' }) as unknown as HotelResult;
/** The hotel definition's merge rule: known by hotelId, replaced only by a lower price. */
const mergeHotels = (known: Map<number | string, number>, incoming: readonly HotelResult[]) => mergeResults(hotelSearch, known, incoming);

describe('mergeHotels', () => {
  it('keeps new hotels, replaces a known one only when cheaper, and returns what changed', () => {
    const known = new Map<number | string, number>();
    expect(mergeHotels(known, [hotel(1, 100), hotel(2, 200)]).map((h) => h.hotelId)).toEqual([1, 2]);
    // A repeat at the same price, a higher price, an improved price, a new hotel.
    const changed = mergeHotels(known, [hotel(1, 100), hotel(2, 250), hotel(2, 150), hotel(3, 300)]);
    expect(changed.map((h) => [h.hotelId, h.minimumPackagePrice])).toEqual([
      [2, 150],
      [3, 300],
    ]);
    expect(known.get(2)).toBe(150);
    expect(known.size).toBe(3);
  });

  it('collapses duplicates within one poll to the cheapest', () => {
    const known = new Map<number | string, number>();
    const changed = mergeHotels(known, [hotel(5, 500), hotel(5, 400), hotel(5, 450)]);
    expect(changed).toEqual([hotel(5, 400)]);
    expect(mergeHotels(known, [hotel(5, 400)])).toEqual([]);
  });

  it('returns the list’s cut of a result, and keeps only its price (a search holds what it knows until it ends)', () => {
    const known = new Map<number | string, number>();
    const whole = {
      ...hotel(7, 700),
      images: Array.from({ length: 9 }, (_, i) => ({ path: `/${i}.png`, name: `عکس ${i}` })),
      rooms: [{ name: 'اتاق دو تخته', mealType: 'BB' }],
      preview: 'متن کامل هتل',
    } as unknown as HotelResult;
    expect(mergeHotels(known, [whole])).toEqual([forResultsList(whole)]);
    expect([...known]).toEqual([[7, 700]]);
  });
});

describe('pollSearchRounds(hotelSearch) with a scripted supplier', () => {
  it('obtains a token, polls until isFinish and stops there', async () => {
    const s = supplier({
      polls: [
        hotelPoll([], { round: 0 }),
        hotelPoll([ticket(1, 100), ticket(2, 200)], { round: 1 }),
        hotelPoll([ticket(3, 300)], { round: 2, isFinish: true }),
        hotelPoll([ticket(4, 400)], { round: 3 }),
      ],
    });
    const events = await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers }));
    expect(s.requests[0]).toMatchObject({ method: 'POST', path: '/api/hotel/core/v1/Hotels/402/Search' });
    expect(s.pollRequests()).toHaveLength(3);
    expect(rounds(events).map((r) => [r.round, r.items.map((i) => i.hotelId), r.total, r.isFinish])).toEqual([
      [1, [1, 2], 2, false],
      [2, [3], 3, true],
    ]);
    expect(summary(events)).toMatchObject({ type: 'summary', total: 3, finished: true, reason: 'finished', polls: 3 });
  });

  it('polls every 2 s (measured from each poll start) and sends Request-time and since', async () => {
    const s = supplier({
      polls: [
        hotelPoll([], { round: 0 }),
        hotelPoll([ticket(1, 100)], { round: 1 }),
        hotelPoll([], { round: 1 }),
        hotelPoll([], { round: 2, isFinish: true }),
      ],
    });
    await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers }));
    const polls = s.pollRequests();
    expect(polls.map((p) => p.at - s.time.started)).toEqual([0, 2000, 4000, 6000]);
    expect(polls.map((p) => p.requestTime)).toEqual(polls.map((p) => String(p.at)));
    expect(polls.map((p) => p.search)).toEqual(['', '', '?since=1', '?since=1']);
  });

  it('follows the supplier hint when the next round is due sooner than the interval', async () => {
    const s = supplier({
      polls: [
        hotelPoll([], { round: 0, nextRoundInMs: 1200 }),
        hotelPoll([ticket(1, 1)], { round: 1, nextRoundInMs: 100 }),
        hotelPoll([], { round: 2, isFinish: true }),
      ],
    });
    await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers }));
    expect(s.pollRequests().map((p) => p.at - s.time.started)).toEqual([0, 1202, 1452]);
    const plain = supplier({ polls: [hotelPoll([], { round: 0, nextRoundInMs: 1200 }), hotelPoll([], { round: 1, isFinish: true })] });
    await collect(pollSearchRounds(hotelSearch, plain.client, { request }, { timers: plain.time.timers, followRoundHints: false }));
    expect(plain.pollRequests().map((p) => p.at - plain.time.started)).toEqual([0, 2000]);
  });

  it('retries once, at once, when a poll made at the hint finds the round a few ms away (a supplier clock behind ours)', async () => {
    const s = supplier({
      polls: [
        hotelPoll([], { round: 0, nextRoundInMs: 1200 }),
        hotelPoll([], { round: 0, nextRoundInMs: 3 }),
        hotelPoll([ticket(1, 1)], { round: 1, nextRoundInMs: 1 }),
        hotelPoll([], { round: 1, nextRoundInMs: 1 }),
        hotelPoll([], { round: 2, isFinish: true }),
      ],
    });
    await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers }));
    // 1 202: the hint and its 2 ms margin; 1 207: the short retry; then short hints wait 250 ms, and never two
    // short waits in a row (a supplier answering "1 ms" forever is polled at most twice per 250 ms).
    expect(s.pollRequests().map((p) => p.at - s.time.started)).toEqual([0, 1202, 1207, 1457, 1460]);
  });

  it.each([
    ['the time limit (90 s at 2 s)', { maxPolls: 1000 }, 45],
    ['the poll budget (45, even at 0.5 s)', { intervalMs: 500 }, 45],
    ['both defaults', {}, 45],
  ])('a search that never finishes stops at %s', async (_name, options, expectedPolls) => {
    const s = supplier({ polls: [hotelPoll([ticket(1, 100)], { round: 1 })] });
    const events = await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers, ...options }));
    expect(HOTEL_MAX_POLLS).toBe(45);
    expect(s.pollRequests()).toHaveLength(expectedPolls);
    expect(s.time.now() - s.time.started).toBeLessThanOrEqual(90_000);
    expect(summary(events)).toMatchObject({ total: 1, finished: false, reason: 'timeout', polls: expectedPolls });
  });

  it('merges duplicates and improved prices of a cumulative supplier (one that ignores since)', async () => {
    const s = supplier({
      polls: [
        hotelPoll([ticket(1, 100), ticket(2, 200), ticket(2, 190)], { round: 1 }),
        hotelPoll([ticket(1, 100), ticket(2, 150), ticket(3, 300)], { round: 2 }),
        hotelPoll([ticket(1, 120), ticket(2, 150), ticket(3, 300)], { round: 3 }),
        hotelPoll([ticket(1, 90), ticket(2, 150), ticket(3, 300)], { round: 4, isFinish: true }),
      ],
    });
    const events = await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers }));
    expect(rounds(events).map((r) => r.items.map((i) => [i.hotelId, i.minimumPackagePrice]))).toEqual([
      [
        [1, 100],
        [2, 190],
      ],
      [
        [2, 150],
        [3, 300],
      ],
      // the poll with only a higher price brings no news: no round; the finishing poll always makes one
      [[1, 90]],
    ]);
    expect(summary(events)).toMatchObject({ total: 3, finished: true });
  });

  it('reshapes supplier tickets into HotelResult, as the results list needs them (no room list or preview)', async () => {
    const s = supplier({ polls: [hotelPoll([ticket(8, 123)], { round: 1, isFinish: true })] });
    const [first] = rounds(await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers })));
    expect(first?.items[0]).toEqual({
      hotelId: 8,
      code: '8',
      name: 'هتل 8',
      englishName: 'Hotel 8',
      star: 4,
      rate: 8.1,
      reviewCount: 10,
      isGuaranty: true,
      minimumPackagePrice: 123,
      currency: 'IRR',
      address: 'کیش',
      cityName: 'کیش',
      location: { latitude: 26.5, longitude: 53.9 },
      images: [{ path: '/i.svg', name: 'نما' }],
      facilities: [{ icon: 'wifi', name: 'اینترنت' }],
      rooms: [],
      preview: '',
      nights: 2,
      // A supplier that sends no refund data: no free cancellation claimed.
      freeCancellationUntil: null,
      // No area or type from this supplier; the provider is the cheapest package's.
      area: null,
      hotelType: null,
      provider: expect.any(String),
    });
    expect(first?.searchInfo).toMatchObject({ searchId: 'abc123', round: 1, expectedTotal: 140, slug: 'ir-kish', rooms: 1, passengers: 2 });
  });

  it('passes on the cheapest package refund data: the last day it cancels for free', async () => {
    const free = ticket(9, 500);
    free.products[0] = { ...free.products[0]!, ...{ isRefundable: true, freeCancellationUntil: '2027-01-05' } };
    const s = supplier({ polls: [hotelPoll([free], { round: 1, isFinish: true })] });
    const [first] = rounds(await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers })));
    expect(first?.items[0]).toMatchObject({ hotelId: 9, freeCancellationUntil: '2027-01-05' });
  });

  it('forResultsList keeps the 4 images and 3 facilities a card shows', () => {
    const many = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));
    const hotel = {
      hotelId: 1,
      images: many(7, (i) => ({ path: `/${i}.svg`, name: `${i}` })),
      facilities: many(15, (i) => ({ icon: 'x', name: `${i}` })),
      rooms: [{ name: 'a', mealType: 'BB' }],
      preview: 'p',
    } as unknown as HotelResult;
    const listed = forResultsList(hotel);
    expect(listed.images.map((i) => i.path)).toEqual(['/0.svg', '/1.svg', '/2.svg', '/3.svg']);
    // Only the first image is captioned on a card (the others have alt=""), so only its caption is carried.
    expect(listed.images.map((i) => i.name)).toEqual(['0', '', '', '']);
    expect(listed.facilities.map((f) => f.name)).toEqual(['0', '1', '2']);
    expect(listed).toMatchObject({ hotelId: 1, rooms: [], preview: '' });
    expect(hotel.images).toHaveLength(7);
  });

  it.each([
    ['a 500', { status: 500 }],
    ['a reset connection', 'reset' as const],
    ['malformed JSON shape', { items: 'nope' }],
    ['a hung poll (times out after the poll timeout)', 'hang' as const],
  ])('one failed poll in the middle (%s) does not end the search', async (_name, failure) => {
    const s = supplier({
      polls: [hotelPoll([ticket(1, 100)], { round: 1 }), failure, hotelPoll([ticket(2, 200)], { round: 2, isFinish: true })],
    });
    const events = await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers }));
    expect(summary(events)).toMatchObject({ total: 2, finished: true, reason: 'finished' });
    expect(s.pollRequests().length).toBeGreaterThanOrEqual(3);
    if (failure === 'hang') expect(s.pollRequests()[2]!.at - s.pollRequests()[1]!.at).toBe(POLL_TIMEOUT_MS);
  });

  it('gives up after 3 failed polls in a row, but 2 in a row are survived', async () => {
    const three = supplier({
      polls: [
        hotelPoll([ticket(1, 100)], { round: 1 }),
        { status: 500 },
        { status: 500 },
        { status: 500 },
        hotelPoll([], { isFinish: true }),
      ],
    });
    const events = await collect(pollSearchRounds(hotelSearch, three.client, { request }, { timers: three.time.timers }));
    expect(summary(events)).toMatchObject({ total: 1, finished: false, reason: 'error', polls: 4 });
    const two = supplier({
      polls: [
        { status: 500 },
        { status: 500 },
        hotelPoll([ticket(1, 100)], { round: 1 }),
        { status: 500 },
        { status: 500 },
        hotelPoll([], { round: 2, isFinish: true }),
      ],
    });
    expect(summary(await collect(pollSearchRounds(hotelSearch, two.client, { request }, { timers: two.time.timers })))).toMatchObject({
      reason: 'finished',
      total: 1,
    });
  });

  it('counts client retries against the poll budget (every upstream request is a subrequest)', async () => {
    // 503s are retried by the client twice, 2 s apart: one failed poll = 3 upstream requests.
    const s = supplier({ polls: [{ status: 503 }] });
    const events = await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers, maxFailures: 100 }));
    expect(s.pollRequests()).toHaveLength(45);
    expect(summary(events)).toMatchObject({ reason: 'timeout', polls: 45 });
  });

  it('a search-token failure ends silently with reason error and no polls', async () => {
    const s = supplier({ token: { status: 400 }, polls: [hotelPoll([ticket(1, 1)], { isFinish: true })] });
    const events = await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers }));
    expect(events).toEqual([{ type: 'summary', total: 0, finished: false, reason: 'error', polls: 0, elapsedMs: 0 }]);
    expect(s.pollRequests()).toHaveLength(0);
  });

  it('a token call that hangs is bounded like one poll: the search ends as failed in seconds, however it is started', async () => {
    const s = supplier({ token: 'hang', polls: [hotelPoll([ticket(1, 1)], { isFinish: true })] });
    const events = await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers }));
    expect(summary(events)).toMatchObject({ total: 0, finished: false, reason: 'error', polls: 0 });
    expect(summary(events).elapsedMs).toBeLessThanOrEqual(POLL_TIMEOUT_MS);
    // The page's own start (no deadline given) is bounded the same way.
    const page = supplier({ token: 'hang', polls: [] });
    const started = page.time.timers.now();
    await expect(hotelSearch.start(page.client, request)).rejects.toThrow();
    expect(page.time.timers.now() - started).toBeLessThanOrEqual(POLL_TIMEOUT_MS);
  });

  it('an expired search (410) ends with reason expired', async () => {
    const s = supplier({ polls: [hotelPoll([ticket(1, 100)], { round: 1 }), { status: 410 }] });
    expect(summary(await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers })))).toMatchObject({
      reason: 'expired',
      total: 1,
      finished: false,
    });
    expect(s.pollRequests()).toHaveLength(2);
  });

  it('stops on disconnect between rounds: no poll after the abort', async () => {
    const s = supplier({
      polls: [
        hotelPoll([ticket(1, 100)], { round: 1 }),
        hotelPoll([ticket(2, 100)], { round: 2 }),
        hotelPoll([ticket(3, 100)], { round: 3 }),
      ],
    });
    const abort = new AbortController();
    const events: HotelSearchEvent[] = [];
    for await (const e of pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers, signal: abort.signal })) {
      events.push(e);
      if (e.type === 'round' && e.round === 2) abort.abort();
    }
    expect(s.pollRequests()).toHaveLength(2);
    expect(summary(events)).toMatchObject({ reason: 'disconnected', total: 2, finished: false });
  });

  it('stops on disconnect during a poll in flight', async () => {
    const abort = new AbortController();
    const s = supplier({ polls: [hotelPoll([ticket(1, 100)], { round: 1 })], onPoll: (n) => n === 3 && abort.abort() });
    const events = await collect(pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers, signal: abort.signal }));
    expect(s.pollRequests()).toHaveLength(4);
    expect(summary(events)).toMatchObject({ reason: 'disconnected', total: 1 });
  });

  it('an already aborted signal: the token call is not even answered', async () => {
    const s = supplier({ polls: [hotelPoll([], { isFinish: true })] });
    const events = await collect(
      pollSearchRounds(hotelSearch, s.client, { request }, { timers: s.time.timers, signal: AbortSignal.abort() }),
    );
    expect(s.requests).toHaveLength(0);
    expect(summary(events)).toMatchObject({ reason: 'disconnected' });
  });

  it('resumes a search from its token: no new token, polls since the round the caller has', async () => {
    const s = supplier({ polls: [hotelPoll([ticket(9, 9)], { round: 3, isFinish: true })] });
    await collect(pollSearchRounds(hotelSearch, s.client, { token: 'h1.resumed-token', since: 2 }, { timers: s.time.timers }));
    expect(s.requests.map((r) => `${r.method} ${r.path}${r.search}`)).toEqual([
      'GET /api/hotel/core/v1/Hotels/cities/h1.resumed-token/available?since=2',
    ]);
  });
});
