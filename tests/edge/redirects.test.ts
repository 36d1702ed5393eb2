import { env } from 'cloudflare:workers';
import { type Context, Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { applyEdgePipeline } from '@/edge/pipeline';
import { SEARCH_ROUTE_RULES, SERVER_PRODUCTS } from '@/products/registry.server';
import { type RedirectOptions, redirects } from '@/edge/redirects';
import { safeRedirectTarget } from '@/lib/safe-redirect';
import { addDays } from '@/lib/dates';
import { harness } from './harness';

const ORIGIN = 'https://safarnameh.example';

// Stands in for waku's renderer: anything that reaches it is "rendered".
const render = (c: Context) => c.text(`rendered ${c.req.method} ${new URL(c.req.url).pathname}`);

/** The real edge pipeline in workerd, with the default clock and lookup. */
function pipelineApp() {
  const app = applyEdgePipeline(new Hono(), SERVER_PRODUCTS);
  app.all('*', render);
  return app;
}

/** The redirect middleware alone, with an injected clock (and lookup). */
function redirectApp(opts: Omit<RedirectOptions, 'searchRoutes'>) {
  const app = new Hono();
  app.use(redirects({ searchRoutes: SEARCH_ROUTE_RULES, ...opts }));
  app.all('*', render);
  return app;
}

// Full URLs, so `//evil.com/` reaches the app as a path and not as a host.
const send = (app: Hono, path: string, method = 'GET') =>
  app.request(new Request(ORIGIN + path, { method, redirect: 'manual' }), undefined, env);

/** The Location is a same-origin path, and following it once gives no further redirect. */
async function expectOneSafeHop(app: Hono, location: string) {
  expect(location.startsWith('/')).toBe(true);
  expect(location.startsWith('//')).toBe(false);
  expect(location.startsWith('/\\')).toBe(false);
  expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
  const next = await send(app, location);
  expect(next.status).toBe(200);
  expect(next.headers.get('location')).toBeNull();
}

describe('redirect rules through the edge pipeline', () => {
  const app = pipelineApp();

  it.each([
    // [method, request, status, Location]
    ['GET', '/landings/visa-dominica', 301, '/landings/passport-dominica'],
    ['GET', '/landings/visa-dominica/?utm_source=sms', 301, '/landings/passport-dominica?utm_source=sms'],
    ['GET', '/tour/dehli', 301, '/tour/delhi'],
    ['GET', '/hotel/in-dehly/Taj-Palace?hotelId=5', 301, '/hotel/in-delhi/Taj-Palace?hotelId=5'],
    ['GET', '/city/delhy', 301, '/city/delhi'],
    ['GET', '/hotels/?a=1&b=%20x&a=2', 301, '/hotels?a=1&b=%20x&a=2'],
    ['GET', '/about///', 301, '/about'],
    ['GET', '/insurance/', 200, null],
    ['GET', '/campaign/nowruz/', 200, null],
    ['GET', '/Insurance/', 301, '/insurance/'],
    ['GET', '/Hotels/', 301, '/hotels'],
    ['GET', '/Hotels/?pCount=2&room=1', 301, '/hotels?pCount=2&room=1'],
    ['GET', '/HOTEL/ir-kish/Grand-Hotel?hotelId=9', 301, '/hotel/ir-kish/Grand-Hotel?hotelId=9'],
    ['GET', '/istanbulAirlines', 200, null],
    ['GET', '/IstanbulAirlines', 301, '/istanbulAirlines'],
    ['GET', '/tourPayment?id=1', 200, null],
    ['GET', '/formentrytoturkey', 200, null],
    ['GET', '/flight%2Bhotel', 200, null],
    ['GET', '/insurance/Passengers', 200, null],
    ['GET', '/tour/kish/nowruz-3-nights?utm_source=x', 301, '/tour/kish?utm_source=x'],
    ['GET', '/tour/kish', 200, null],
    ['GET', '/hotel/kish/Grand-Hotel?hotelId=1', 301, '/hotel/ir-kish/Grand-Hotel?hotelId=1'],
    ['GET', '/hotel/dubai', 301, '/hotel/ae-dubai'],
    ['GET', '/hotel-map/kish', 301, '/hotel-map/ir-kish'],
    ['GET', '/hotel/ir-kish', 200, null],
    ['GET', '/hotel/atlantis', 200, null],
    // Acceptance 12: the normaliser never answers with a protocol-relative Location.
    ['GET', '//evil.com/', 301, '/evil.com'],
    ['GET', '///evil.com/', 301, '/evil.com'],
    ['GET', '/%2F%2Fevil.com/', 301, '/evil.com'],
    ['GET', '/%5C%5Cevil.com', 301, '/evil.com'],
    ['GET', '/./x', 200, null], // the URL parser already resolved the dot segments
    ['GET', '/a/../b', 200, null],
    ['GET', '/%E0%A4%A', 404, null], // malformed escape: the site's 404 page, never a 500
    ['GET', '/RSC/R/_root.txt', 200, null],
    ['GET', '/', 200, null],
    ['HEAD', '/Hotels/?q=1', 301, '/hotels?q=1'],
    ['HEAD', '//evil.com/', 301, '/evil.com'],
    // Other methods are never redirected (a 301 would turn them into a GET): a page answers them 405 (OPTIONS 204).
    ['POST', '/Hotels/', 405, null],
    ['POST', '//evil.com/', 405, null],
    ['PUT', '/landings/visa-dominica', 405, null],
    ['DELETE', '/hotel/kish/', 405, null],
    ['OPTIONS', '/Hotels/', 204, null],
    ['POST', '/hotel/ir-kish/search', 405, null],
  ] as const)('%s %s → %i %s', async (method, path, status, location) => {
    const res = await send(app, path, method);
    expect(res.status).toBe(status);
    expect(res.headers.get('location')).toBe(location);
    if (location) {
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      await expectOneSafeHop(app, location);
    } else if (status === 200) {
      expect(await res.text()).toBe(`rendered ${method} ${new URL(ORIGIN + path).pathname}`);
    } else if (status === 405) {
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('repairs a search route with the real clock in one hop', async () => {
    const res = await send(app, '/Hotel/kish/search/?room=1');
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/hotel\/ir-kish\/search\?room=1&startDate=\d{4}-\d\d-\d\d&endDate=\d{4}-\d\d-\d\d$/);
    await expectOneSafeHop(app, location);
  });
});

describe('search-route repair with an injected clock', () => {
  const NOW = Date.UTC(2026, 10, 21, 8, 0); // 11:30 in Tehran, 2026-11-21
  const today = '2026-11-21';
  const d = (n: number) => addDays(today, n);
  const app = redirectApp({ now: () => NOW });

  it.each([
    // hotel: startDate today, endDate today+3; Dubai today+6 … +10; Istanbul today+4 … +8
    // a bare URL: the empty query's defaults (priceAsc, one room of two adults) and the dates, in one hop
    ['/hotel/ir-kish/search', `/hotel/ir-kish/search?room=1&pCount=2&room-0=2&fSort=priceAsc&startDate=${today}&endDate=${d(3)}`],
    ['/hotel/ae-dubai/search?room=1', `/hotel/ae-dubai/search?room=1&startDate=${d(6)}&endDate=${d(10)}`],
    [
      '/hotel-map/tr-istanbul/search',
      `/hotel-map/tr-istanbul/search?room=1&pCount=2&room-0=2&fSort=priceAsc&startDate=${d(4)}&endDate=${d(8)}`,
    ],
    ['/hotel/ir-kish/search?id=46082', `/hotel/ir-kish/search?id=46082&startDate=${d(6)}&endDate=${d(10)}`],
    // dates before today → today; an end before the start → start+3
    [
      `/hotel/ir-kish/search?startDate=2020-01-01&endDate=${d(2)}`,
      `/hotel/ir-kish/search?startDate=${today}&endDate=${d(2)}&pastDate=2020-01-01`,
    ],
    [
      `/hotel/ir-kish/search?startDate=${d(5)}&endDate=${d(4)}&room-0=2,5`,
      `/hotel/ir-kish/search?startDate=${d(5)}&endDate=${d(8)}&room-0=2,5`,
    ],
    // a date past the years the site reads is not a date: repaired like a missing one, never a 500
    ['/hotel/ir-kish/search?startDate=9999-12-20&endDate=9999-12-23', `/hotel/ir-kish/search?startDate=${today}&endDate=${d(3)}`],
    ['/flight/THR-MHD/search?flightType=1&flightDate=4000-01-01', `/flight/THR-MHD/search?flightType=1&flightDate=${d(1)}`],
    // flight: outbound tomorrow, return today+3; none for one-way
    ['/flight/THR-MHD/search?pCount=1', `/flight/THR-MHD/search?pCount=1&flightDate=${d(1)}&returnDate=${d(3)}`],
    ['/flight/THR-MHD/search?flightType=1', `/flight/THR-MHD/search?flightType=1&flightDate=${d(1)}`],
    [
      `/flight/THR-MHD/search?flightType=1&flightDate=${d(-2)}`,
      `/flight/THR-MHD/search?flightType=1&flightDate=${today}&pastDate=${d(-2)}`,
    ],
    [`/flight/THR-IST/search?flightDate=${d(5)}&returnDate=${d(2)}`, `/flight/THR-IST/search?flightDate=${d(5)}&returnDate=${d(8)}`],
    // flight+hotel: today … today+2; DXB today+6 … +10; IST today+4 … +8; both spellings of the route
    ['/flight%2Bhotel/THR-MHD/search', `/flight%2Bhotel/THR-MHD/search?flightDate=${today}&returnDate=${d(2)}`],
    ['/flight%2Bhotel/X-DXB/search?scope=i', `/flight%2Bhotel/X-DXB/search?scope=i&flightDate=${d(6)}&returnDate=${d(10)}`],
    ['/flight+hotel/THR-IST/search', `/flight+hotel/THR-IST/search?flightDate=${d(4)}&returnDate=${d(8)}`],
    // combined with path rules, still one hop
    ['/Hotel/kish/search/?startDate=2020-01-01', `/hotel/ir-kish/search?startDate=${today}&endDate=${d(3)}&pastDate=2020-01-01`],
    [
      '/FLIGHT%2Bhotel/X-DXB/search/?utm_source=sms&flightDate=2020-01-01',
      `/flight%2Bhotel/X-DXB/search?utm_source=sms&flightDate=${today}&returnDate=${d(10)}&pastDate=2020-01-01`,
    ],
  ])('GET %s → 302 %s', async (path, location) => {
    const res = await send(app, path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
    expect(res.headers.get('cache-control')).toBe('no-store');
    await expectOneSafeHop(app, location);
  });

  it.each([
    [`/hotel/ir-kish/search?startDate=${d(1)}&endDate=${d(2)}`],
    ['/hotel/ir-kish/search?startDate=1405-09-01&endDate=1405-09-03'], // Jalali dates that are fine stay as written
    [`/flight/THR-MHD/search?flightType=1&flightDate=${today}&returnDate=${d(-9)}`],
    [`/flight%2Bhotel/X-DXB/search?flightDate=${d(6)}&returnDate=${d(10)}`],
    ['/hotel/ir-kish/Grand-Hotel'],
  ])('GET %s is left alone', async (path) => {
    const res = await send(app, path);
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
  });

  it('repairs HEAD as well, never POST', async () => {
    expect((await send(app, '/hotel/ir-kish/search', 'HEAD')).status).toBe(302);
    expect((await send(app, '/hotel/ir-kish/search', 'POST')).status).toBe(200);
  });

  it('takes the day in Tehran, not in UTC', async () => {
    const justAfterTehranMidnight = Date.UTC(2026, 10, 20, 21, 0); // 00:30 on 2026-11-21 in Tehran
    const res = await send(redirectApp({ now: () => justAfterTehranMidnight }), '/hotel/ir-kish/search');
    expect(res.headers.get('location')).toBe(
      `/hotel/ir-kish/search?room=1&pCount=2&room-0=2&fSort=priceAsc&startDate=${today}&endDate=${d(3)}`,
    );
  });

  it('uses the injected destination lookup, once per request', async () => {
    const asked: string[] = [];
    const lookupApp = redirectApp({
      now: () => NOW,
      resolveDestinationSlug: async (city) => {
        asked.push(city);
        return city === 'bandar-abbas' ? 'ir-bandar-abbas' : null;
      },
    });
    const res = await send(lookupApp, '/Hotel/Bandar-Abbas/search/?room=1');
    expect(res.headers.get('location')).toBe(`/hotel/ir-bandar-abbas/search?room=1&startDate=${today}&endDate=${d(3)}`);
    expect(asked).toEqual(['bandar-abbas']);
    expect((await send(lookupApp, '/hotel/kish')).status).toBe(200); // not in this lookup
  });
});

describe('redirectUrl after login (acceptance 11), in workerd', () => {
  it.each([
    [undefined, '/'],
    ['/basket?x=1#y', '/basket?x=1#y'],
    ['//evil.com', '/'],
    ['/\\evil.com', '/'],
    ['\\/evil.com', '/'],
    ['/\t/evil.com', '/'],
    ['  //evil.com', '/'],
    ['https://evil.com', '/'],
    ['javascript:alert(1)', '/'],
    [`${ORIGIN}.evil.com`, '/'],
    ['/%2F%2Fevil.com', '/'],
    ['/x%0d%0aSet-Cookie:a=1', '/'],
    ['/' + 'x'.repeat(5 * 1024), '/'],
    ['/auth?redirectUrl=%2Fbasket', '/'],
    ['/api/basket', '/'],
    ['/dashboard/orders?tab=2', '/dashboard/orders?tab=2'],
  ])('%j → %s', (raw, expected) => {
    const target = safeRedirectTarget(raw);
    expect(target).toBe(expected);
    expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
  });
});

describe('legacy hotel URLs looked up from the supplier’s location data', () => {
  it.each([
    ['/hotel/yazd', '/hotel/ir-yazd'],
    ['/hotel/antalya/some-hotel?hotelId=5851001', '/hotel/tr-antalya/some-hotel?hotelId=5851001'],
    ['/hotel-map/baku', '/hotel-map/az-baku'],
  ])('%s → %s (not in the lead-city table)', async (path, location) => {
    const res = await applyEdgePipeline(new Hono(), SERVER_PRODUCTS).request(path, {}, env);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
  });

  it("looks the city up with the request's own session (no private guest account), which the redirect then keeps", async () => {
    const h = harness();
    const res = await h.request('/hotel/rasht', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/hotel/ir-rasht');
    expect(h.calls.map((c) => c.path)).toEqual(['/auth/Login', '/api2/Location/FindLocation']);
    expect(h.calls[1]?.auth).toMatch(/^JWT /);
    expect(res.headers.getSetCookie().length).toBe(1);
  });

  it('an unknown city is not redirected', async () => {
    const app = applyEdgePipeline(new Hono(), SERVER_PRODUCTS);
    app.all('*', (c) => c.text('page', 404));
    const res = await app.request('/hotel/atlantis', {}, env);
    expect(res.status).toBe(404);
  });
});
