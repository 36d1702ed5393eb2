/**
 * A crawl of EVERY route of the site's route table (spec 000 §2.1), parameters filled from sandbox data. Each route
 * answers with its expected status (200, its permanent redirect, or 404 with «این صفحه پیدا نشد»), has a Persian
 * <h1>, and axe-core finds no serious or critical violation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelsOfCity } from '@/server/sandbox/data/hotels';
import { seriousViolations } from './axe';
import { baseUrl, browser, openPage, usesBrowser } from './browser';

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
    '/insurance/Passengers',
    '/invoice/attraction',
    '/invoice/cip',
    '/invoice/insurance',
    '/invoice/package',
    '/package/faqItems',
    '/package/passengers',
    '/package/pdp',
    '/package/reserve',
    '/passengers/attraction',
  ].map((path) => ({ path })),
  // Landings.
  ...LANDINGS.map((slug) => ({ path: `/landings/${slug}` })),
  // Parameterised paths.
  { path: '/attraction/burj-khalifa' },
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
  { path: '/attraction/ae-dubai/passengers' },
  { path: `/cip/ir-tehran/search?flightDate=${FAR.flightDate}&adults=1` },
  { path: '/cip/ir-tehran/passengers' },
  { path: `/flight/${FLIGHT}/search${flightQuery}` },
  { path: `/flight%2Bhotel/${FLIGHT_HOTEL}/search${flightQuery}` },
  { path: `/flight+hotel/${FLIGHT_HOTEL}/search${flightQuery}` },
  { path: `/flight%2Bhotel/${FLIGHT_HOTEL}/passengers${flightQuery}` },
  { path: `/hotel-map/${DEST}/search${hotelQuery}` },
  // Without a basket the passengers steps go back to their product's page (a booking step without a basket id has nothing to show).
  { path: `/hotel-map/${DEST}/passengers${hotelQuery}`, redirectTo: '/hotel-map' },
  { path: `/flight/${FLIGHT}/passengers${flightQuery}`, redirectTo: '/flight' },
  { path: `/hotel/${DEST}/search${hotelQuery}` },
  { path: `/hotel/${DEST}/passengers${hotelQuery}`, redirectTo: '/hotel' },
  { path: `/insurance/tr-istanbul/search?startDate=${FAR.flightDate}&endDate=${dayFromNow(69)}&adults=2` },
  { path: '/package/7001' },
  { path: '/package/7001/passengers' },
  { path: '/checkout/result?status=success&factorId=1&officialFactorId=SF-1' },
  { path: '/checkout/hotel/result?status=failed&factorId=1' },
  { path: `/flight-hotel/${FLIGHT_HOTEL}` },
  { path: `/flight-hotel/${FLIGHT_HOTEL}/${hotelName}` },
  { path: `/hotel-map/${DEST}/${hotelName}?hotelId=${kishHotel.id}` },
  { path: `/hotel/${DEST}/${hotelName}?hotelId=${kishHotel.id}` },
  { path: '/invoice' },
  { path: `/invoice/${DEST}` },
  { path: `/invoice/${DEST}/hotel` },
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

usesBrowser();
let page: Page;
let close: () => Promise<void>;
beforeAll(async () => {
  const opened = await openPage(browser);
  page = opened.page;
  close = () => opened.context.close();
});
afterAll(async () => {
  await close?.();
});

describe('route table crawl', () => {
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

  for (const route of ROUTES) {
    const title = `${route.path} → ${route.redirectTo ? `redirect ${route.redirectTo}` : (route.status ?? 200)}`;
    it(title, async () => {
      if (route.redirectTo) {
        const res = await fetch(baseUrl() + route.path, { redirect: 'manual' });
        expect([301, 302, 307]).toContain(res.status);
        expect(new URL(res.headers.get('location')!, baseUrl()).pathname + new URL(res.headers.get('location')!, baseUrl()).search).toBe(
          route.redirectTo,
        );
        return;
      }
      const res = await page.goto(baseUrl() + route.path);
      expect(res?.status()).toBe(route.status ?? 200);
      const h1 = (await page.locator('h1').first().textContent()) ?? '';
      expect(h1).toMatch(PERSIAN);
      if (route.status === 404 && !route.path.startsWith('/error/')) expect(h1).toContain('این صفحه پیدا نشد');
      // Title ends with the brand; search pages and noindex landings say so in robots.
      expect(await page.title()).toMatch(/\| سفرنامه$/);
      if (/\/(search|passengers|Passengers)(\?|$)/.test(route.path)) {
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      }
      expect(await seriousViolations(page), route.path).toEqual([]);
    }, 30_000);
  }
});

describe('what the content routes show', () => {
  it('a product search route shows the summary, the lead box for that product and city, and the support phone', async () => {
    // Flights have their results page now (tests/e2e/flight-results.test.ts); cip still shows the summary.
    await page.goto(`${baseUrl()}/cip/ir-tehran/search?flightDate=${FAR.flightDate}&adults=2`);
    const summary = page.getByTestId('search-summary');
    await expect(summary.textContent()).resolves.toContain('تهران');
    await expect(summary.textContent()).resolves.toContain('۲ بزرگسال');
    await expect(page.getByTestId('lead-box').textContent()).resolves.toContain('خدمات تشریفات فرودگاهی (CIP) تهران');
    await expect(page.getByTestId('support-phone').locator('a[href^="tel:"]').count()).resolves.toBe(1);
  });

  it('/flight+hotel and /flight%2Bhotel render the same page', async () => {
    await page.goto(`${baseUrl()}/flight+hotel/${FLIGHT_HOTEL}/search${flightQuery}`);
    const plus = await page.locator('h1').textContent();
    await page.goto(`${baseUrl()}/flight%2Bhotel/${FLIGHT_HOTEL}/search${flightQuery}`);
    expect(await page.locator('h1').textContent()).toBe(plus);
    expect(plus).toContain('کیش');
  });

  it('a results URL that cannot be searched is a Persian 400 page with a way back to the search form (360 to desktop)', async () => {
    const cases = [
      ['/insurance/ae-dubai/search?startDate=2026-13-45', '/insurance'],
      [`/hotel/${DEST}/search?room=1&room-0=abc&startDate=${FAR.flightDate}&endDate=${FAR.returnDate}`, '/hotel'],
    ] as const;
    for (const width of [360, 390, 412, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, form] of cases) {
        const res = await page.goto(baseUrl() + path);
        expect(res?.status(), path).toBe(400);
        const problem = page.getByTestId('search-problem');
        await expect(problem.textContent()).resolves.toMatch(/معتبر نیست/);
        expect(await problem.getByRole('link').getAttribute('href')).toBe(form);
        // Nothing overflows the narrow screens.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} @${width}`).toBe(true);
        if (width === 360) expect(await seriousViolations(page), path).toEqual([]);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the lead box validates the phone, then sends a lead and thanks the visitor', async () => {
    await page.goto(`${baseUrl()}/landings/united-kingdom-visa`);
    const box = page.getByTestId('lead-box');
    await expect(box.textContent()).resolves.toContain('ویزای انگلستان');
    await box.getByRole('button', { name: 'ارسال' }).click();
    await expect(box.getByRole('alert').textContent()).resolves.toBe('این فیلد الزامی است.');
    await box.getByLabel('شماره موبایل').fill('0912');
    await box.getByRole('button', { name: 'ارسال' }).click();
    await expect(box.getByRole('alert').textContent()).resolves.toBe('شماره موبایل واردشده معتبر نیست.');
    await box.getByLabel('شماره موبایل').fill('۰۹۱۲۱۲۳۴۵۶۷');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    await box.getByRole('button', { name: 'ارسال' }).click();
    expect((await posted).status()).toBe(200);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="lead-box"] [role="status"]')?.textContent?.includes('به‌زودی با شما تماس می‌گیریم'),
    );
    expect(await seriousViolations(page)).toEqual([]);
  }, 30_000);
});
