/**
 * Issue 49 points 1 and 4, leftovers, on the built worker:
 * - the EUR account (09120000005) sees euros on the home page's special offers, the /hotel and /flight suggestions,
 *   the hotel and tour price bands and the flight+hotel and attraction price fields (a guest sees toman there);
 * - a logged-in viewer sees the cashback line («… تومان به کیف پول شما برمی‌گردد», in toman as the spec shows it) on
 *   every product's result cards, a guest on none.
 */
import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { type DisplayCurrency, priceBandLabel } from '@/lib/money';
import { attractionResults } from '@/products/attraction/messages';
import { flightHotelResults } from '@/products/flight-hotel/messages';
import { DEST, FAR, FLIGHT, FLIGHT_HOTEL, dayFromNow, flightQuery, hotelQuery } from './route-table';
import { loginAs as login, ORIGIN, worker } from './seeded-traveller';

const EUR: DisplayCurrency = { code: 'EUR', rialRate: 950_000 };
const NAV = { Accept: 'text/html,application/xhtml+xml', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none' };

async function page(path: string, cookie?: string): Promise<string> {
  const res = await worker.fetch(
    new Request(ORIGIN + path, { redirect: 'manual', headers: { ...NAV, ...(cookie ? { Cookie: cookie } : {}) } }),
  );
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The element that carries `marker` up to its closing tag `</tag>` (a section, a form…). */
function block(html: string, marker: string, tag: string): string {
  const at = html.indexOf(marker);
  expect(at, marker).toBeGreaterThanOrEqual(0);
  return html.slice(at, html.indexOf(`</${tag}>`, at));
}

const text = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '');
const euro = /[۰-۹٬]+٫[۰-۹]{2} یورو/;

describe('the EUR account sees euros on the pages left in toman (issue 49 point 1)', () => {
  it('the home special offers and the /hotel and /flight suggestions', async () => {
    const eur = await login('09120000005');
    const offers = text(block(await page('/', eur), 'data-testid="special-offers"', 'section'));
    expect(offers).toMatch(euro);
    expect(offers).not.toContain('تومان');
    const hotels = text(block(await page('/hotel', eur), 'data-testid="hotel-suggestions"', 'section'));
    expect(hotels).toMatch(euro);
    expect(hotels).not.toContain('تومان');
    const flights = text(block(await page('/flight', eur), 'data-testid="flight-suggested"', 'section'));
    expect(flights).toMatch(euro);
    expect(flights).not.toContain('تومان');
    // A guest: toman.
    expect(text(block(await page('/'), 'data-testid="special-offers"', 'section'))).toContain('تومان');
    expect(text(block(await page('/flight'), 'data-testid="flight-suggested"', 'section'))).toContain('تومان');
  });

  it('the price filters: hotel and tour bands, flight+hotel and attraction fields', async () => {
    const eur = await login('09120000005');
    // Hotel (Kish, 3 nights × 1 room: bands cut at 9, 16.5 and 28.5 million toman), in euros.
    const kish = `/hotel/${DEST}/search?room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${dayFromNow(9)}&endDate=${dayFromNow(12)}`;
    const hotel = text(block(await page(kish, eur), 'data-testid="filter-price"', 'fieldset'));
    expect(hotel).toContain(priceBandLabel({ from: 5, to: 9 }, EUR));
    expect(hotel).toContain(priceBandLabel({ from: 28.5, to: null }, EUR));
    expect(hotel).not.toContain('تومان');
    // Tour list: its bands in euros too.
    const tours = text(block(await page('/tour/kish', eur), 'data-testid="tour-filters"', 'form'));
    expect(tours).toMatch(/از [۰-۹٬]+٫[۰-۹]{2} تا [۰-۹٬]+٫[۰-۹]{2} یورو/);
    expect(tours).not.toContain('میلیون تومان');
    // Flight+hotel and attraction: the fields are typed in euros (their legends say so).
    const bundles = await page(`/flight+hotel/${FLIGHT_HOTEL}/search${flightQuery}`, eur);
    expect(text(bundles)).toContain(flightHotelResults.price('یورو'));
    expect(bundles).toMatch(/inputmode="decimal"/i);
    const attractions = await page(`/attraction/ae-dubai/search?startDate=${FAR.flightDate}&adults=2`, eur);
    expect(text(attractions)).toContain(attractionResults.price('یورو'));
    // A guest: toman.
    expect(text(await page(`/flight+hotel/${FLIGHT_HOTEL}/search${flightQuery}`))).toContain(flightHotelResults.price('تومان'));
    expect(text(block(await page(kish), 'data-testid="filter-price"', 'fieldset'))).toContain('میلیون تومان');
  });

  it("no rates notice while the supplier's rates are there", async () => {
    const eur = await login('09120000005');
    expect(await page('/', eur)).not.toContain('data-testid="rates-unavailable"');
  });
});

describe('the cashback line on every product’s result cards (issue 49 point 4)', () => {
  const results: [string, string][] = [
    ['flight', `/flight/${FLIGHT}/search?flightDate=${dayFromNow(8)}&flightType=1&adults=1`],
    ['flight+hotel', `/flight+hotel/${FLIGHT_HOTEL}/search${flightQuery}`],
    ['attraction', `/attraction/ae-dubai/search?startDate=${FAR.flightDate}&adults=2`],
    ['cip', `/cip/ir-tehran/search?flightDate=${FAR.flightDate}&adults=1`],
    ['insurance', `/insurance/tr-istanbul/search?startDate=${FAR.flightDate}&endDate=${dayFromNow(69)}&adults=2`],
    ['tour', '/tour/kish'],
    ['hotel', `/hotel/${DEST}/search${hotelQuery}`],
  ];

  it.each(results)('%s: a logged-in traveller sees it under the prices, a guest does not', async (_product, path) => {
    const traveller = await login('09120000001');
    const html = await page(path, traveller);
    const lines = [...html.matchAll(/data-cashback="(\d+)"[^>]*>([^<]*)</g)];
    expect(lines.length).toBeGreaterThan(0);
    for (const [, amount, line] of lines) {
      expect(Number(amount)).toBeGreaterThan(0);
      expect(line).toMatch(/^[۰-۹٬٫]+ تومان به کیف پول شما برمی‌گردد$/);
    }
    expect(await page(path)).not.toContain('data-cashback=');
  });

  it('the line is in toman for the EUR account too (the wallet is rial money)', async () => {
    const eur = await login('09120000005');
    const html = await page(`/flight/${FLIGHT}/search?flightDate=${dayFromNow(8)}&flightType=1&adults=1`, eur);
    const line = /data-cashback="\d+"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(line).toContain(messages.cashback.backToWallet('').trim());
    expect(line).toContain('تومان');
  });
});

describe('the cashback line under the booking totals of the detail pages (issue 49 point 4)', () => {
  /** The tour package's first departure still on sale, as its price table offers it. */
  async function tourReservePath(cookie?: string): Promise<string> {
    const html = await page('/package/70011', cookie);
    const open = [...html.matchAll(/<input[^>]*name="departureId"[^>]*>/g)].map((m) => m[0]).find((tag) => !/\sdisabled/.test(tag));
    const id = open ? /value="([^"]+)"/.exec(open)?.[1] : undefined;
    expect(id, 'a departure on sale').toBeTruthy();
    return `/package/reserve?packageId=70011&departureId=${encodeURIComponent(id!)}`;
  }
  const detailPages: [string, () => Promise<string>][] = [
    ['cip', async () => '/cip/ika-1108'],
    ['attraction', async () => '/attraction/burj-khalifa-at-the-top'],
    ['tour', () => tourReservePath()],
  ];

  it.each(detailPages)('%s: a logged-in traveller sees it under the total, in toman; a guest does not', async (_product, pathOf) => {
    const path = await pathOf();
    const traveller = await login('09120000001');
    const html = await page(path, traveller);
    const line = /data-cashback="(\d+)"[^>]*>([^<]*)</.exec(html);
    expect(line, path).not.toBeNull();
    expect(Number(line![1])).toBeGreaterThan(0);
    expect(line![2]).toMatch(/^[۰-۹٬٫]+ تومان به کیف پول شما برمی‌گردد$/);
    expect(await page(path)).not.toContain('data-cashback=');
  });
});
