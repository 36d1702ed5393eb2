/**
 * Every route of the site's route table (spec 000 §2.1), parameters filled from sandbox data, asked of the built
 * worker (dist/server in workerd, as `wrangler deploy` ships it). Each route answers with its expected status (200,
 * its redirect, or 404 with «این صفحه پیدا نشد»), its first <h1> is Persian, its <title> ends with the brand, and a
 * search or passengers page tells robots `noindex`. These are facts of the server's answer, so they are checked here
 * on the HTML, table-driven, rather than by opening each page in Chromium (which cost seconds a page); what needs a
 * browser (axe on one page of each template, the lead box, widths) stays in tests/e2e/route-crawl.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  DEST,
  FAR,
  FLIGHT,
  FLIGHT_HOTEL,
  ORIGIN,
  ROUTES,
  magazineLinks,
  dayFromNow,
  firstH1,
  flightQuery,
  get,
  hotelQuery,
  navigate,
  robots,
  text,
  title,
} from './route-table';

const PERSIAN = /[\u0600-\u06FF]{2}/;

/** Whether a «مجله» link leads somewhere: an external http(s) link, or a site path answering 200 (asked once per href). */
const magazineStatus = new Map<string, Promise<boolean>>();
function magazineAnswers(href: string, from: string): Promise<boolean> {
  const url = new URL(href.replaceAll('&amp;', '&'), ORIGIN + from);
  if (url.origin !== ORIGIN) return Promise.resolve(/^https?:$/.test(url.protocol));
  const key = url.pathname + url.search;
  let answer = magazineStatus.get(key);
  if (!answer) {
    answer = navigate(key).then(async ({ res }) => {
      await res.body?.cancel();
      return res.status === 200;
    });
    magazineStatus.set(key, answer);
  }
  return answer;
}

describe('route table (built worker)', () => {
  it('lists every top-level path, landing and parameterised shape of the route table', () => {
    const firstSegments = new Set(ROUTES.map((r) => r.path.split(/[/?]/)[1]));
    for (const top of [
      'about',
      'attraction',
      'auth',
      'blog',
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
    // «مجله» (issue 49): on every page, each of its links is external or a site page that answers 200 (never a 404).
    for (const href of magazineLinks(html)) expect(await magazineAnswers(href, path), `«مجله» → ${href} on ${path}`).toBe(true);
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
