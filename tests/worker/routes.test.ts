/**
 * Every route of the site's route table (spec 000 §2.1), parameters filled from sandbox data, asked of the built
 * worker (dist/server in workerd, as `wrangler deploy` ships it). Each route answers with its expected status (200,
 * its redirect, or 404 with «این صفحه پیدا نشد»), its first <h1> is Persian, its <title> ends with the brand, and a
 * search or passengers page tells robots `noindex`. These are facts of the server's answer, so they are checked here
 * on the HTML, table-driven, rather than by opening each page in Chromium (which cost seconds a page); what needs a
 * browser (axe on one page of each template, the lead box, widths) stays in tests/e2e/route-crawl.test.ts.
 */
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { hotelsOfCity } from '@/server/sandbox/data/hotels';

const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
/** A browser's navigation (the page's HTML, not its RSC payload). */
const NAV = { Accept: 'text/html,application/xhtml+xml', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none' };
const get = (path: string) => worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', headers: NAV }));

/** Follows redirects as a browser's navigation does (at most five hops), answering the last response and its path. */
async function navigate(path: string): Promise<{ res: Response; path: string }> {
  let at = path;
  for (let hop = 0; hop < 5; hop++) {
    const res = await get(at);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return { res, path: at };
    await res.body?.cancel();
    const next = new URL(location, ORIGIN + at);
    at = next.pathname + next.search;
  }
  throw new Error(`${path}: more than five redirects`);
}

/** The text of an HTML fragment: tags and React's text separators (`<!-- -->`) dropped. */
const text = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '');
const firstH1 = (html: string) => {
  const m = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return m ? text(m[1]!) : null;
};
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
const robots = (html: string) => {
  const meta = /<meta\b[^>]*\bname="robots"[^>]*>/.exec(html)?.[0];
  return meta ? (/\bcontent="([^"]*)"/.exec(meta)?.[1] ?? '') : null;
};

// ── Parameters from the sandbox ─────────────────────────────────────────────────────────────────────────────────────
const KISH = 402;
const kishHotel = hotelsOfCity(1405, KISH)[0]!;
const hotelName = kishHotel.en.replace(/\s+/g, '-');
const DEST = 'ir-kish';
const FLIGHT = 'THR-MHD';
const FLIGHT_HOTEL = 'THR-KIH';
// Nothing sells more than a year ahead (a later date is a Persian 400), so the search pages get days two months from now.
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FAR = { flightDate: dayFromNow(60), returnDate: dayFromNow(64) };
const flightQuery = `?flightDate=${FAR.flightDate}&returnDate=${FAR.returnDate}&adults=2&flightClass=Y`;
const hotelQuery = `?startDate=${FAR.flightDate}&endDate=${dayFromNow(63)}&room=1&pCount=2&room-0=2`;

interface Route {
  path: string;
  status?: 200 | 404 | 503;
  /** Expected redirect target (path + query), checked without following it. */
  redirectTo?: string;
}

const LANDINGS = [
  'b2b',
  'exhibition-tour',
  'exhibitions-index-dubai',
  'lottery-registration',
  'passport-dominica',
  'residence-emarat',
  'spain-visa',
  'uae-investment',
  'united-kingdom-visa',
  'visa-canada',
];

/** Every route of the route table with parameters filled. */
const ROUTES: Route[] = [
  // Top-level paths.
  ...[
    '/',
    '/about',
    '/attraction',
    '/auth',
    '/campaign',
    '/cip',
    '/contact',
    '/covidterms',
    '/craft',
    '/exhibition',
    '/flight',
    '/flight%2Bhotel',
    '/flight+hotel',
    '/formentrytoturkey',
    '/hotel',
    '/hotel-map',
    '/insurance',
    '/istanbulAirlines',
    '/jobs',
    '/news',
    '/package',
    '/refund',
    '/register',
    '/rules',
    '/suggestion',
    '/terms',
    '/tour',
    '/tourPayment',
    '/track-order',
  ].map((path) => ({ path })),
  // Auth and dashboard.
  ...['/auth/login', '/auth/forgot', '/auth/forgot/verify'].map((path) => ({ path })),
  ...['favorites', 'orders', 'passengers', 'pending', 'profile', 'transactions', 'wallet'].map((p) => ({ path: `/dashboard/${p}` })),
  // Other fixed paths.
  ...[
    '/exhibition/intro',
    '/flight/preprovision',
    '/help/flight',
    '/help/hotel',
    '/help/refund',
    '/help/register',
    '/help/tour',
    '/invoice/attraction',
    '/invoice/cip',
    '/invoice/insurance',
    '/invoice/package',
    '/package/faqItems',
    '/package/pdp',
    '/package/reserve',
  ].map((path) => ({ path })),
  // Landings.
  ...LANDINGS.map((slug) => ({ path: `/landings/${slug}` })),
  // Parameterised paths.
  { path: '/attraction/burj-khalifa' },
  // An attraction's own page (issue 47): its slug is a detail, any other segment the product home's destination.
  { path: '/attraction/burj-khalifa-at-the-top' },
  { path: '/cip/ikia-vip-lounge' },
  { path: '/jobs/tour-sales-expert' },
  { path: '/city' },
  { path: '/city/kish' },
  { path: `/flight-confirm/F-${kishHotel.id}` },
  { path: `/flight/${FLIGHT}` },
  { path: `/hotel/${DEST}` },
  { path: `/hotel-map/${DEST}` },
  { path: '/insurance/tr-istanbul' },
  { path: '/tour/kish' },
  { path: '/tours/mashhad' },
  { path: `/attraction/ae-dubai/search?startDate=${FAR.flightDate}&adults=2` },
  { path: '/attraction/ae-dubai/passengers', redirectTo: '/attraction/ae-dubai/search' },
  { path: `/cip/ir-tehran/search?flightDate=${FAR.flightDate}&adults=1` },
  { path: '/cip/ir-tehran/passengers' },
  { path: `/flight/${FLIGHT}/search${flightQuery}` },
  { path: `/flight%2Bhotel/${FLIGHT_HOTEL}/search${flightQuery}` },
  { path: `/flight+hotel/${FLIGHT_HOTEL}/search${flightQuery}` },
  // The bundle's travellers step without a bundle in the basket goes back to the search (issue 44).
  { path: `/flight%2Bhotel/${FLIGHT_HOTEL}/passengers${flightQuery}`, redirectTo: `/flight+hotel/${FLIGHT_HOTEL}/search` },
  // A bundle's page (issue 44): the hotel's bundle of a new search of those days.
  { path: `/flight+hotel/${FLIGHT_HOTEL}/${hotelName}${flightQuery}&room=1&room-0=2&hotelId=${kishHotel.id}` },
  { path: `/flight%2Bhotel/${FLIGHT_HOTEL}/${hotelName}${flightQuery}&room=1&room-0=2&hotelId=${kishHotel.id}` },
  { path: `/hotel-map/${DEST}/search${hotelQuery}` },
  // Without a basket the passengers steps go back to their product's page (a booking step without a basket id has nothing to show).
  { path: `/hotel-map/${DEST}/passengers${hotelQuery}`, redirectTo: '/hotel-map' },
  { path: `/flight/${FLIGHT}/passengers${flightQuery}`, redirectTo: '/flight' },
  { path: '/insurance/Passengers', redirectTo: '/insurance' },
  { path: `/hotel/${DEST}/search${hotelQuery}` },
  { path: `/hotel/${DEST}/passengers${hotelQuery}`, redirectTo: '/hotel' },
  // The attraction travellers step without tickets in a basket goes back to the attraction search (issue 47).
  { path: '/passengers/attraction', redirectTo: '/attraction' },
  { path: `/insurance/tr-istanbul/search?startDate=${FAR.flightDate}&endDate=${dayFromNow(69)}&adults=2` },
  // A package the supplier does not know is a Persian «not found» page; the tour travellers step without a tour in the
  // basket goes back to the package (or the tours) (issue 45).
  { path: '/package/7001' },
  { path: '/package/70011' },
  { path: '/package/7001/passengers', redirectTo: '/package/7001' },
  { path: '/package/passengers', redirectTo: '/tour' },
  { path: '/checkout/result?status=success&factorId=1&officialFactorId=SF-1' },
  { path: '/checkout/hotel/result?status=failed&factorId=1' },
  { path: `/flight-hotel/${FLIGHT_HOTEL}` },
  { path: `/flight-hotel/${FLIGHT_HOTEL}/${hotelName}` },
  { path: `/hotel-map/${DEST}/${hotelName}?hotelId=${kishHotel.id}` },
  { path: `/hotel/${DEST}/${hotelName}?hotelId=${kishHotel.id}` },
  { path: '/invoice' },
  { path: `/invoice/${DEST}` },
  { path: `/invoice/${DEST}/hotel` },
  // An order's invoice without a session: the product's invoice page says in Persian the order is not found (200).
  { path: '/invoice/cip?factorId=1' },
  // Redirects of old, renamed, misspelt and upper-case URLs (more after the error pages).
  { path: '/tour/kish/kish-3-nights', redirectTo: '/tour/kish' },
  // Error pages answer with the status they show.
  { path: '/error/404', status: 404 },
  { path: '/server-error', status: 503 },
  { path: '/landings/visa-dominica', redirectTo: '/landings/passport-dominica' },
  { path: '/About', redirectTo: '/about' },
  { path: '/ISTANBULAIRLINES', redirectTo: '/istanbulAirlines' },
  { path: '/rules/', redirectTo: '/rules' },
  { path: '/flight/dehli', redirectTo: '/flight/delhi' },
  { path: '/hotel/kish', redirectTo: '/hotel/ir-kish' },
  // Unknown paths.
  { path: '/no/such/page', status: 404 },
  { path: '/landings/no-such-landing', status: 404 },
  { path: '/help/no-such-topic', status: 404 },
];

const PERSIAN = /[\u0600-\u06FF]{2}/;

describe('route table (built worker)', () => {
  it('lists every top-level path, landing and parameterised shape of the route table', () => {
    const firstSegments = new Set(ROUTES.map((r) => r.path.split(/[/?]/)[1]));
    for (const top of [
      'about',
      'attraction',
      'auth',
      'campaign',
      'cip',
      'contact',
      'covidterms',
      'craft',
      'error',
      'exhibition',
      'flight',
      'flight%2Bhotel',
      'formentrytoturkey',
      'hotel',
      'hotel-map',
      'insurance',
      'istanbulAirlines',
      'jobs',
      'news',
      'package',
      'refund',
      'register',
      'rules',
      'server-error',
      'suggestion',
      'terms',
      'tour',
      'tourPayment',
      'track-order',
      'landings',
      'city',
      'checkout',
      'flight-hotel',
      'flight-confirm',
      'invoice',
      'passengers',
      'tours',
      'help',
      'dashboard',
    ]) {
      expect(firstSegments, top).toContain(top);
    }
  });

  it.each(ROUTES.filter((r) => r.redirectTo).map((r) => [r.path, r.redirectTo!] as const))('%s → redirect %s', async (path, to) => {
    const res = await get(path);
    expect([301, 302, 307]).toContain(res.status);
    const location = new URL(res.headers.get('location')!, ORIGIN);
    expect(location.pathname + location.search).toBe(to);
    await res.body?.cancel();
  });

  it.each(ROUTES.filter((r) => !r.redirectTo).map((r) => [r.path, r.status ?? 200] as const))('%s → %i', async (path, status) => {
    const { res } = await navigate(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const h1 = firstH1(html);
    expect(h1, 'a first <h1>').not.toBeNull();
    expect(h1).toMatch(PERSIAN);
    if (status === 404 && !path.startsWith('/error/')) expect(h1).toContain('این صفحه پیدا نشد');
    // Title ends with the brand; search and passengers pages tell robots not to index them.
    expect(title(html)).toMatch(/\| سفرنامه$/);
    if (/\/(search|passengers|Passengers)(\?|$)/.test(path)) expect(robots(html)).toContain('noindex');
  });
});

describe('what the content routes answer (built worker)', () => {
  it('/flight+hotel and /flight%2Bhotel render the same page', async () => {
    const plus = firstH1(await (await navigate(`/flight+hotel/${FLIGHT_HOTEL}/search${flightQuery}`)).res.text());
    const encoded = firstH1(await (await navigate(`/flight%2Bhotel/${FLIGHT_HOTEL}/search${flightQuery}`)).res.text());
    expect(encoded).toBe(plus);
    expect(plus).toContain('کیش');
  });

  // The page's look at phone widths (no sideways scroll) and axe are checked in Chromium (tests/e2e/route-crawl.test.ts).
  it.each([
    ['/insurance/ae-dubai/search?startDate=2026-13-45', '/insurance'],
    [`/hotel/${DEST}/search?room=1&room-0=abc&startDate=${FAR.flightDate}&endDate=${FAR.returnDate}`, '/hotel'],
  ])('a results URL that cannot be searched (%s) is a Persian 400 page with a way back to %s', async (path, form) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    const html = await res.text();
    // The alert box: its reason, then its one link back to the form.
    const problem = /<div\b[^>]*data-testid="search-problem"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
    expect(problem, 'the search-problem box').toBeTruthy();
    expect(text(problem!)).toMatch(/معتبر نیست/);
    expect([...problem!.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1])).toEqual([form]);
  });

  // Each searched product's page sends its loading dialog, with its banner, before its first cards; how the dialog
  // behaves on screen (its banner's size, no endless animation) is one shell component's, watched in Chromium on the
  // hotels (tests/e2e/search-loading-dialog.test.ts).
  it.each([
    ['hotel', `/hotel/${DEST}/search${hotelQuery}`, 'data-hotel-id='],
    [
      'flight',
      `/flight/${FLIGHT}/search?flightDate=${FAR.flightDate}&flightType=1&adults=1&child=0&infant=0&flightClass=Y`,
      'data-flight-id=',
    ],
  ])('the %s results page streams the loading dialog with its banner before the first card', async (_product, path, card) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const dialog = html.indexOf('data-testid="search-loading"');
    const banner = html.indexOf('data-testid="search-loading-banner"', dialog);
    expect(dialog).toBeGreaterThan(0);
    expect(banner).toBeGreaterThan(dialog);
    expect(html.indexOf(card)).toBeGreaterThan(banner);
  });

  // Moved from the flight results' Chromium test: the real page's Persian message with status 400, never 200 or 500.
  it.each([
    ['same city', 'THR-THR', ''],
    ['unknown airport', 'THR-ZZZ', ''],
    ['ten seats', 'THR-MHD', 'adults=9&child=1'],
  ])('a flight search with bad input (%s) is the Persian 400 page', async (_name, route, seats) => {
    const query = `flightDate=${dayFromNow(3)}&flightType=1&${seats || 'adults=1&child=0'}&infant=0&flightClass=Y`;
    const res = await get(`/flight/${route}/search?${query}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('data-testid="flight-search-invalid"');
  });

  // Moved from the hotel results' Chromium test (a request, no page).
  it('sends a hotel destination without a hyphen to /hotel with the error flag', async () => {
    const res = await get(`/hotel/kishisland/search${hotelQuery}`);
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/hotel?error=destination');
    await res.body?.cancel();
  });
});
