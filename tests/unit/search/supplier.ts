import { POLL_TIMEOUT_MS } from '@/server/search/poll';
import { UpstreamClient } from '@/server/upstream/request';
import { fakeTimers } from './fake-timers';

/** A scripted supplier behind a real UpstreamClient: the pollers run against the real client policy and schemas. */

export type Answer = { status: number } | 'hang' | 'reset' | Record<string, unknown>;

/** A hung request lasts exactly one poll timeout of virtual time. */
export const HANG_MS = POLL_TIMEOUT_MS;

export function ticket(hotelId: number, price: number, round = 1) {
  const room = { name: 'دو تخته', mealType: 'BB', capacity: 2 };
  return {
    hotelId,
    code: String(hotelId),
    name: `هتل ${hotelId}`,
    persianName: `هتل ${hotelId}`,
    englishName: `Hotel ${hotelId}`,
    cityId: 402,
    cityEnglishName: 'Kish',
    cityPersianName: 'کیش',
    countryCode: 'IR',
    address: 'کیش',
    star: 4,
    rate: 8.1,
    reviewCount: 10,
    location: { latitude: 26.5, longitude: 53.9 },
    images: [{ path: '/i.svg', name: 'نما' }],
    facilities: [{ iconName: 'wifi', persianName: 'اینترنت', englishName: 'Wi-Fi' }],
    isGuaranty: hotelId % 2 === 0,
    products: [
      {
        packageId: hotelId * 100 + 1,
        packageNumber: `p${hotelId}`,
        packagePrice: price,
        isGuaranty: false,
        providerName: 'x',
        roomTypes: [room],
      },
    ],
    packagePrice: price,
    minimumPackagePrice: price,
    roomOfPackageWithMinimumPrices: [room],
    passengerInfo: [{ adultsCount: 2, childrenAges: [] }],
    attractionDetailPrices: [],
    hotel_preview: 'هتل',
    price_currency: 'IRR',
    nights: 2,
    round,
  };
}

export function hotelPoll(items: ReturnType<typeof ticket>[], { isFinish = false, round = 1, nextRoundInMs = null as number | null } = {}) {
  return {
    items,
    isFinish,
    searchInfo: {
      hotelSearchId: 'abc123',
      round,
      roundsTotal: 5,
      totalCount: items.length,
      expectedTotal: 140,
      returnedCount: items.length,
      elapsedMs: 0,
      nextRoundInMs,
      expireAt: '2030-01-01T00:00:00.000Z',
      locationId: 402,
      cityId: 402,
      cityPersianName: 'کیش',
      cityEnglishName: 'Kish',
      countryCode: 'IR',
      slug: 'ir-kish',
      scope: 'l',
      checkIn: '2030-01-01',
      checkOut: '2030-01-03',
      nights: 2,
      roomsCount: 1,
      passengersCount: 2,
      currency: 'IRR',
    },
  };
}

export function pkg(packageId: number, packagePrice: number, isGuaranty = false) {
  return {
    packageId,
    packageNumber: `n${packageId}`,
    packagePrice,
    isGuaranty,
    isSoldOut: false,
    isRefundable: true,
    providerName: 'x',
    price_currency: 'IRR',
    hotelId: 7,
    checkIn: '2030-01-01',
    checkOut: '2030-01-03',
    nights: 2,
    round: 1,
    roomTypes: [
      {
        name: 'دو تخته',
        mealType: 'BB',
        capacity: 2,
        price: packagePrice,
        description: '',
        rules: '',
        rooms: 1,
        roomIndex: 0,
        adultsCount: 2,
        childrenAges: [],
      },
    ],
  };
}

export function packagePoll(items: ReturnType<typeof pkg>[], { isFinish = false, round = 1, nextRoundInMs = null as number | null } = {}) {
  return { isFinish, items, searchToken: 'p1.token-abc', hotelId: 7, round, roundsTotal: 3, totalCount: items.length, nextRoundInMs };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * `token`: the answer to the token call; `polls`: one answer per poll request, the last one repeated.
 * `onPoll` runs before a poll is answered (e.g. to abort the search mid-flight).
 */
export function supplier(script: { token?: Answer; polls: Answer[]; onPoll?: (n: number) => void }) {
  const time = fakeTimers(Date.UTC(2030, 0, 1));
  const requests: { method: string; path: string; search: string; at: number; requestTime: string | null }[] = [];
  let polls = 0;
  const answer = (a: Answer): Promise<Response> => {
    if (a === 'hang') {
      time.advance(HANG_MS); // the client's timeout signal fires; the request never answers
      return new Promise(() => {});
    }
    if (a === 'reset') return Promise.reject(new TypeError('connection reset'));
    if (typeof a.status === 'number' && Object.keys(a).length === 1)
      return Promise.resolve(json({ succeed: false, message: 'UPSTREAM-SECRET پیام', code: 'x' }, a.status));
    return Promise.resolve(json(a));
  };
  const transport = async (req: Request): Promise<Response> => {
    const url = new URL(req.url);
    requests.push({
      method: req.method,
      path: url.pathname,
      search: url.search,
      at: time.now(),
      requestTime: req.headers.get('Request-time'),
    });
    if (req.method === 'POST') return answer(script.token ?? { searchToken: 'h1.token-abc', expireAt: '2030-01-01T00:20:00.000Z' });
    const n = polls++;
    script.onPoll?.(n);
    return answer(script.polls[Math.min(n, script.polls.length - 1)]!);
  };
  const client = new UpstreamClient({ baseUrl: 'https://api.test', transport, providerCode: 'web', timers: time.timers });
  return { client, time, requests, pollRequests: () => requests.filter((r) => r.method === 'GET') };
}

export async function collect<T>(gen: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const e of gen) out.push(e);
  return out;
}
