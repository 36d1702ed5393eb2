import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type RedirectContext,
  LEGACY_DESTINATIONS,
  defaultResolveDestinationSlug,
  patchSearch,
  resolveRedirect,
} from '@/edge/redirect-rules';
import { normalisePath } from '@/lib/normalise-path';
import { addDays } from '@/lib/dates';
import { SEARCH_ROUTE_RULES } from '@/products/registry.server';

const ORIGIN = 'https://safarnameh.example';

/** Paths built from the pieces the rules care about, plus raw strings: both kinds must hold the properties. */
const PIECES = [
  '/',
  '//',
  '\\',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  'Hotel',
  'HOTELS',
  'hotel',
  'hotel-map',
  'tour',
  'Tour',
  'kish',
  'dehli',
  'in-Dehly',
  'delhy',
  'visa-dominica',
  'insurance',
  'Insurance',
  'campaign',
  'istanbulAirlines',
  'ISTANBULAIRLINES',
  'tourPayment',
  'search',
  'flight%2Bhotel',
  'Flight%2bHotel',
  'X-DXB',
  'ae-dubai',
  '%E0%A4%A',
  '%',
  'evil.com',
  'a',
  'B',
  ' ',
  '\t',
  'ی',
  '__proto__',
  'constructor',
  'toString',
];
const pathArb = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string(),
  fc.string({ unit: 'binary' }),
);

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/hotels/', '/hotels'],
    ['/hotels///', '/hotels'],
    ['////', '/'],
    ['//evil.com/', '/evil.com'],
    ['///evil.com/', '/evil.com'],
    ['/\\evil.com', '/evil.com'],
    ['/%2F%2Fevil.com/', '/evil.com'],
    ['/%5c%5Cevil.com', '/evil.com'],
    ['/./x', '/x'],
    ['/a/../b', '/b'],
    ['/a/%2e%2E/b', '/b'],
    ['/../../x', '/x'],
    ['/hotel//ir-kish', '/hotel/ir-kish'],
    // uppercase first segment; the route table's camel-case routes keep (or get) their case
    ['/Hotels/', '/hotels'],
    ['/HOTEL/ir-kish/Grand-Hotel', '/hotel/ir-kish/Grand-Hotel'],
    ['/istanbulAirlines', '/istanbulAirlines'],
    ['/IstanbulAirlines', '/istanbulAirlines'],
    ['/tourpayment', '/tourPayment'],
    ['/insurance/Passengers', '/insurance/Passengers'],
    ['/formentrytoturkey', '/formentrytoturkey'],
    ['/flight%2Bhotel/X-DXB/search', '/flight%2Bhotel/X-DXB/search'],
    ['/Flight%2Bhotel/X-DXB/search', '/flight%2Bhotel/X-DXB/search'],
    // renames
    ['/landings/visa-dominica', '/landings/passport-dominica'],
    ['/landings/Visa-Dominica/', '/landings/passport-dominica'],
    ['/tour/dehli', '/tour/delhi'],
    ['/hotel/in-dehly/search', '/hotel/in-delhi/search'],
    ['/flight/THR-delhy', '/flight/THR-delhi'],
    ['/city/Dheli', '/city/delhi'],
    ['/Dehli', '/delhi'],
    ['/hotel/in-delhi', '/hotel/in-delhi'],
    // tour detail → parent
    ['/tour/kish/nowruz-3-nights', '/tour/kish'],
    ['/tour/kish/nowruz-3-nights/', '/tour/kish'],
    ['/tour/kish', '/tour/kish'],
    ['/tour/kish/a/b', '/tour/kish/a/b'],
    ['/tours/kish/a', '/tours/kish/a'],
    // trailing slash kept on insurance and campaign
    ['/insurance/', '/insurance/'],
    ['/insurance///', '/insurance/'],
    ['/Insurance/', '/insurance/'],
    ['/campaign/nowruz/', '/campaign/nowruz/'],
    ['/campaign', '/campaign'],
    ['/insurance-x/', '/insurance-x'],
    // malformed escapes are left alone
    ['/%E0%A4%A', '/%E0%A4%A'],
    ['/%', '/%'],
    ['/__proto__/constructor', '/__proto__/constructor'],
  ])('%s → %s', (input, output) => expect(normalisePath(input)).toBe(output));

  it('is idempotent and never yields // (property)', () => {
    fc.assert(
      fc.property(pathArb, (p) => {
        const once = normalisePath(p);
        expect(normalisePath(once)).toBe(once);
        expect(once.startsWith('/')).toBe(true);
        expect(once).not.toContain('//');
        expect(once.startsWith('/\\')).toBe(false);
        expect(new URL(once, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('patchSearch', () => {
  it.each([
    ['', {}, ''],
    ['', { startDate: '2026-11-21' }, '?startDate=2026-11-21'],
    ['?a=1&b=2', {}, '?a=1&b=2'],
    ['?room=1&startDate=2020-01-01&x=%20y', { startDate: '2026-11-21' }, '?room=1&startDate=2026-11-21&x=%20y'],
    ['?x=1', { startDate: 'A', endDate: 'B' }, '?x=1&startDate=A&endDate=B'],
    ['?startDate=1&startDate=2&z', { startDate: 'A' }, '?startDate=A&z'],
    ['?start%44ate=1&b=%E0%A4', { startDate: 'A' }, '?start%44ate=A&b=%E0%A4'],
    ['?a=1&&b', { c: 'x y' }, '?a=1&&b&c=x%20y'],
  ])('patchSearch(%j, %j) = %j', (search, changes, out) => expect(patchSearch(search, changes)).toBe(out));
});
const today = '2026-11-21';
const d = (n: number) => addDays(today, n);
const ctx: RedirectContext = { today, resolveDestinationSlug: defaultResolveDestinationSlug, searchRoutes: SEARCH_ROUTE_RULES };

/** The engine on a request URL, as the middleware calls it. */
function engine(pathAndQuery: string, context = ctx) {
  const url = new URL(ORIGIN + (pathAndQuery.startsWith('/') ? '' : '/') + pathAndQuery);
  return resolveRedirect(url.pathname, url.search, context);
}

describe('resolveRedirect', () => {
  it.each([
    // [request, Location or null, status]
    ['/', null, 0],
    ['/hotels', null, 0],
    ['/hotels/?a=1&b=%20', '/hotels?a=1&b=%20', 301],
    ['/Hotels/?x=1', '/hotels?x=1', 301],
    ['//evil.com/', '/evil.com', 301],
    ['/landings/visa-dominica?utm_source=x', '/landings/passport-dominica?utm_source=x', 301],
    ['/hotel/kish', '/hotel/ir-kish', 301],
    ['/hotel/Dubai/', '/hotel/ae-dubai', 301],
    ['/hotel-map/istanbul/Grand-Hotel?hotelId=7', '/hotel-map/tr-istanbul/Grand-Hotel?hotelId=7', 301],
    ['/hotel/atlantis', null, 0], // unknown city: left to the page
    ['/hotel/__proto__/search?startDate=x', `/hotel/__proto__/search?startDate=${today}&endDate=${d(3)}`, 302],
    ['/hotel/ir-kish/Grand-Hotel', null, 0],
    ['/tour/kish/nowruz?x=1', '/tour/kish?x=1', 301],
    ['/RSC/R/_root.txt', null, 0],
    ['/api/x/', null, 0],
    ['/stream/health/', null, 0],
    ['/%E0%A4%A', null, 0],
    // search repair: a 302 (the target depends on the day)
    // a bare hotel search gets the empty query's defaults (priceAsc, one room of two adults) in the same hop
    ['/hotel/ir-kish/search', `/hotel/ir-kish/search?room=1&pCount=2&room-0=2&fSort=priceAsc&startDate=${today}&endDate=${d(3)}`, 302],
    [
      '/hotel/ir-kish/search?utm_source=sms&HotelSearchId=4',
      `/hotel/ir-kish/search?utm_source=sms&room=1&pCount=2&room-0=2&fSort=priceAsc&startDate=${today}&endDate=${d(3)}`,
      302,
    ],
    // HotelId and HotelSearchId are stripped from a hotel search's query
    [
      `/hotel/ir-kish/search?HotelId=1&room=1&startDate=${d(1)}&endDate=${d(2)}&HotelSearchId=2`,
      `/hotel/ir-kish/search?room=1&startDate=${d(1)}&endDate=${d(2)}`,
      302,
    ],
    [`/hotel/ir-kish/search?startDate=${d(1)}&endDate=${d(2)}`, null, 0],
    [
      '/Hotel/kish/search/?startDate=2020-01-01&room=1',
      `/hotel/ir-kish/search?startDate=${today}&room=1&endDate=${d(3)}&pastDate=2020-01-01`,
      302,
    ],
    ['/hotel/ae-dubai/search', `/hotel/ae-dubai/search?room=1&pCount=2&room-0=2&fSort=priceAsc&startDate=${d(6)}&endDate=${d(10)}`, 302],
    [
      '/hotel-map/tr-istanbul/search',
      `/hotel-map/tr-istanbul/search?room=1&pCount=2&room-0=2&fSort=priceAsc&startDate=${d(4)}&endDate=${d(8)}`,
      302,
    ],
    ['/flight/THR-MHD/search?flightType=1', `/flight/THR-MHD/search?flightType=1&flightDate=${d(1)}`, 302],
    [`/flight/THR-MHD/search?flightDate=${d(5)}&returnDate=${d(2)}`, `/flight/THR-MHD/search?flightDate=${d(5)}&returnDate=${d(8)}`, 302],
    ['/flight%2Bhotel/X-DXB/search?pCount=2', `/flight%2Bhotel/X-DXB/search?pCount=2&flightDate=${d(6)}&returnDate=${d(10)}`, 302],
    ['/flight+hotel/THR-IST/search', `/flight+hotel/THR-IST/search?flightDate=${d(4)}&returnDate=${d(8)}`, 302],
  ] as const)('%s → %s', async (request, location, status) => {
    const decision = await engine(request);
    expect(decision?.location ?? null).toBe(location);
    if (decision) expect(decision.status).toBe(status);
  });

  it('ignores a lookup that fails or answers something that is not a country-prefixed slug', async () => {
    for (const answer of ['kish', '../evil', '//evil.com', 'IR-KISH', 'ir-kish/x', '']) {
      const decision = await engine('/hotel/kish/x', { ...ctx, resolveDestinationSlug: async () => answer });
      expect(decision).toBeNull();
    }
    const failing = await engine('/Hotel/kish/x', { ...ctx, resolveDestinationSlug: () => Promise.reject(new Error('down')) });
    expect(failing?.location).toBe('/hotel/kish/x');
  });

  it('the lead-city table maps bare slugs to country-prefixed ones', () => {
    for (const [city, slug] of Object.entries(LEGACY_DESTINATIONS)) expect(slug).toMatch(new RegExp(`^[a-z]{2}-${city}$`));
  });

  const dateArb = fc.constantFrom('2020-01-01', d(-1), today, d(1), d(5), d(40), '1405-09-01', '1405/09/30', 'x', '');
  const queryArb = fc
    .array(fc.tuple(fc.constantFrom('startDate', 'endDate', 'flightDate', 'returnDate', 'flightType', 'id', 'room', 'a b'), dateArb), {
      maxLength: 6,
    })
    .map((pairs) => (pairs.length ? '?' + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&') : ''));
  const routeArb = fc.constantFrom(
    '/hotel/kish/search',
    '/hotel/ae-dubai/search/',
    '/Hotel-map/istanbul/search',
    '/flight/THR-IST/search',
    '/flight%2Bhotel/X-DXB/search',
    '/flight+hotel/THR-MHD/search',
    '/tour/kish/a/',
  );
  const requestArb = fc.oneof(
    pathArb,
    fc.tuple(routeArb, queryArb).map(([p, q]) => p + q),
  );

  it('any GET stays on the origin, and the Location needs no second hop (property)', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (request) => {
        const first = await engine(request.startsWith('/') ? request : '/' + request);
        if (first === null) return;
        expect(first.location.startsWith('/')).toBe(true);
        expect(first.location.startsWith('//')).toBe(false);
        expect(first.location.startsWith('/\\')).toBe(false);
        expect(new URL(first.location, ORIGIN).origin).toBe(ORIGIN);
        expect(await engine(first.location)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
});
