import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bundleDocument, bundleReserve, bundleTicketsDocument } from '@/products/flight-hotel/messages';
import { pdfPages } from '../unit/tickets/pdf-text';
import { seriousViolations } from './axe';
import { usesAccounts } from './account-locks';
import { baseUrl, browser, day, frameBrowser, openPage, usesBrowser, waitForStep } from './browser';
import { expectResultDocuments } from './booking-steps';
import { payOnReview } from './review-pay';
import { apiLogin, DESKTOP, hydrated, MOBILE, screenshot } from './shell-helpers';

/**
 * Issue 44's flight+hotel journey in Chromium against the built worker and the sandbox, as far as it is built: the
 * bundle results for Kish from the spec's offer link (cards with the hotel, both flights' airlines and times, the
 * price per person and in all; airline, star and departure filters in the URL; the sorts), at desktop and at 390 px
 * (nothing wider than the screen); axe: no serious or critical violation. Then booking a bundle: reserve → the basket
 * holds two flights and a hotel as one bundle → the one travellers form → paid through the sandbox gateway (desktop,
 * a traveller with an account) and by counter staff all on agency credit (390 px) → the voucher PDF read (both flights, each traveller's
 * ticket numbers) → the order in the dashboard.
 */
usesBrowser();

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const latinDigits = (s: string) => s.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
const amount = (s: string) => Number(latinDigits(s).replace(/\D/g, ''));
const SEARCH = () =>
  `/flight+hotel/IKA-KIH/search?pCount=2&room=1&scope=l&flightType=2&room-0=2&flightClass=Y&adults=2&city=%DA%A9%DB%8C%D8%B4&id=402&flightDate=${day(12)}&returnDate=${day(15)}&fSort=priceAsc&utm_source=e2e`;

async function results(viewport: { width: number; height: number }) {
  const { page, errors } = await openPage(await frameBrowser(), { viewport });
  // The layout shift of the whole search (rounds re-order the cards: they slide, never push the first screen down).
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Element | null }[] };
    const w = window as unknown as { __shift: number; __shifts: string[] };
    w.__shift = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Shift[]) {
        if (e.hadRecentInput) continue;
        w.__shift += e.value;
        // What moved, for the failure's message (CI run 19: 0.060 once at 390 px, 0.001 on the retry).
        const nodes = (e.sources ?? []).map((x) =>
          x.node ? `${x.node.nodeName}${x.node.getAttribute?.('data-testid') ? `[${x.node.getAttribute('data-testid')}]` : ''}` : '?',
        );
        w.__shifts.push(`${e.value.toFixed(3)} at ${Math.round(performance.now())} ms: ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(baseUrl() + SEARCH());
  await hydrated(page);
  const cards = page.getByTestId('bundle-card');
  await cards.first().waitFor({ timeout: 30_000 });
  await expect.poll(() => page.getByTestId('results-counter').getAttribute('data-finished'), { timeout: 30_000 }).toBe('1');
  // Was 0.58 on a phone before the shared list slid its cards (ResultsListFrame, use-flip.ts).
  const shift = await page.evaluate(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    return { total: w.__shift, each: w.__shifts };
  });
  expect(shift.total, shift.each.join('; ')).toBeLessThan(0.05);
  expect(await page.getByTestId('flight-hotel-summary').textContent()).toContain('کیش');
  // Each card: the hotel, both flights (airline icon and name, time), price per person and the total for two.
  const first = cards.first();
  expect(await first.getByTestId('bundle-outbound').textContent()).toMatch(/ساعت [۰-۹]{2}:[۰-۹]{2}/);
  expect(await first.getByTestId('bundle-inbound').locator('img').count()).toBe(1);
  const per = amount((await first.getByTestId('bundle-price').textContent())!);
  const total = amount((await first.getByTestId('bundle-total').textContent())!.split(':')[1]!);
  expect(per).toBeGreaterThan(0);
  expect(Math.abs(total - 2 * per)).toBeLessThanOrEqual(2);
  // priceAsc: cheapest per person first.
  const prices = (await page.getByTestId('bundle-price').allTextContents()).map(amount);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // The card opens the bundle's page with the search's dates and rooms.
  const href = (await first.locator('a').last().getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/flight\\+hotel/IKA-KIH/[^/?]+\\?.*flightDate=${day(12)}.*hotelId=\\d+`));
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  return { page, errors, cards };
}

/**
 * The first of the results' cards (of the first six) whose hotel has more than one room package, so the bundle page
 * lists packages to choose from. How many a hotel has depends on the day's inventory: on 2 December the cheapest Kish
 * bundle's hotel had one, and the 390 px test, which took the first card, found no panel. Each card's page is read as
 * HTML with the context's cookies (the panel is server-rendered, `BundleDetail.tsx`), not rendered in a tab: up to six
 * bundle pages a test, and Chromium's rendering is most of the browser tests' CPU (session 55).
 */
async function cardWithPackages(page: Page): Promise<number> {
  const cards = page.getByTestId('bundle-card');
  const n = Math.min(6, await cards.count());
  for (let i = 0; i < n; i++) {
    const res = await page.context().request.get(baseUrl() + (await cards.nth(i).locator('a').last().getAttribute('href')));
    const html = await res.text();
    expect(res.status(), html.slice(0, 300)).toBe(200);
    expect(html).toContain('data-testid="bundle-page"');
    if ((html.match(/data-testid="room-package"/g) ?? []).length > 1) return i;
  }
  throw new Error(`none of the first ${n} Kish bundles has more than one room package today`);
}

/**
 * From a card (`nth`, the first by default) to its bundle page: the rooms, the chosen flights, the price; then another
 * flight pair, then another room package. `packagesOptional`: the hotel may have one package that day (a tour offer's
 * hotel), and then the page lists none to choose from; the two results tests pick a card whose hotel has more
 * (`cardWithPackages`) and require the panel.
 */
async function bundlePage(page: Page, { packagesOptional = false, nth = 0 } = {}) {
  const card = page.getByTestId('bundle-card').nth(nth);
  const cardTotal = amount((await card.getByTestId('bundle-total').textContent())!.split(':')[1]!);
  const outAirline = await card.getByTestId('bundle-outbound').getAttribute('data-airline');
  await card.locator('a').last().click();
  await page.waitForURL(/\/flight\+hotel\/[A-Z]{3}-KIH\/[^/?]+\?/, { timeout: 30_000 });
  await page.getByTestId('bundle-page').waitFor({ timeout: 30_000 });
  await hydrated(page);
  expect(new URL(page.url()).searchParams.get('searchToken')).toBeTruthy();
  expect(await page.getByTestId('bundle-rooms').textContent()).toContain('اتاق اول');
  expect(await page.getByTestId('chosen-inbound').textContent()).toContain('کیش');
  expect(await page.getByTestId('chosen-outbound').textContent()).toContain('کیش');
  expect(await page.getByTestId('chosen-outbound').locator('img').getAttribute('src')).toContain(`/airline/${outAirline}`);
  const total = amount((await page.getByTestId('bundle-page-total').textContent())!);
  expect(total).toBe(cardTotal);
  // Change flights: the default pair is the chosen one; another pair's difference moves the total by that much.
  const pairs = page.getByTestId('flight-pair');
  // At least the chosen pair and two others (the steps below pick the second unchosen one). How many the route has
  // depends on the day: an offer's route from a smaller city can have exactly three.
  expect(await pairs.count()).toBeGreaterThanOrEqual(3);
  expect(await pairs.first().getAttribute('data-chosen')).toBe('1');
  expect(await pairs.first().getAttribute('data-diff')).toBe('0');
  const other = page.locator('[data-testid="flight-pair"][data-chosen="0"]').nth(1);
  const diff = Number(await other.getAttribute('data-diff'));
  await other.getByTestId('choose-pair').click();
  await page.waitForURL(/outbound=.*inbound=/, { timeout: 30_000 });
  await page.getByTestId('bundle-page').waitFor();
  const after = Number(await page.getByTestId('bundle-price-box').getAttribute('data-total'));
  expect(Math.abs(amount((await page.getByTestId('bundle-page-total').textContent())!) - Math.round(after / 10))).toBeLessThanOrEqual(1);
  expect(Math.abs(Math.round(after / 10) - (cardTotal + diff / 10))).toBeLessThanOrEqual(1);
  expect(await page.locator('[data-testid="flight-pair"][data-chosen="1"]').getAttribute('data-diff')).toBe(String(diff));
  // The package-type panel: another room package of the hotel; the server prices the tour with it, the flights kept.
  const chosenPair = page.url().match(/outbound=[^&]+&inbound=[^&]+|inbound=[^&]+&outbound=[^&]+/)![0];
  const packages = page.getByTestId('room-package');
  if (packagesOptional && (await packages.count()) === 0) {
    expect(await page.getByTestId('room-packages').count()).toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    return;
  }
  expect(await packages.count()).toBeGreaterThan(1);
  expect(await packages.first().getAttribute('data-chosen')).toBe('1');
  expect(Number(await packages.first().getAttribute('data-total'))).toBe(after);
  const otherPackage = page.locator('[data-testid="room-package"][data-chosen="0"]').first();
  const packageNumber = (await otherPackage.getAttribute('data-package'))!;
  const packageTotal = Number(await otherPackage.getAttribute('data-total'));
  await otherPackage.getByTestId('choose-package').click();
  await page.waitForURL(/[?&]package=/, { timeout: 30_000 });
  await page.getByTestId('bundle-page').waitFor();
  const url = new URL(page.url());
  expect(url.searchParams.get('package')).toBe(packageNumber);
  expect(page.url()).toContain(chosenPair.split('&')[0]!);
  expect(await page.getByTestId('bundle-rooms').getAttribute('data-package')).toBe(packageNumber);
  expect(Number(await page.getByTestId('bundle-price-box').getAttribute('data-total'))).toBe(packageTotal);
  expect(
    Math.abs(amount((await page.getByTestId('bundle-page-total').textContent())!) - Math.round(packageTotal / 10)),
  ).toBeLessThanOrEqual(1);
  expect(await page.locator('[data-testid="room-package"][data-chosen="1"]').getAttribute('data-package')).toBe(packageNumber);
  expect(await page.locator('[data-testid="flight-pair"][data-chosen="1"]').getAttribute('data-diff')).toBe(String(diff));
  // The hotel's other rooms for the stay stream in (searched as a dynamic tour's).
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('flight+hotel bundles (Chromium, built worker, sandbox)', () => {
  it('a tour offer on the Kish hotel results opens the flight+hotel search built as the spec says', async () => {
    const { page, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(
      `${baseUrl()}/hotel/ir-kish/search?id=402&city=Kish&scope=l&startDate=${day(20)}&endDate=${day(22)}&room=1&pCount=2&room-0=2&utm_source=e2e`,
    );
    await hydrated(page);
    const offers = page.getByTestId('tour-offers');
    await offers.waitFor({ timeout: 30_000 });
    // After the fifth hotel; a slider from four offers.
    const before = await page.locator('[data-testid="results-list"] > li').evaluateAll((lis) => {
      const at = lis.findIndex((li) => li.querySelector('[data-testid="tour-offers"]') !== null);
      return lis.slice(0, at).filter((li) => li.querySelector('[data-testid="results-banner"]') === null).length;
    });
    expect(before).toBe(5);
    const cards = offers.getByTestId('tour-offer');
    const n = await cards.count();
    expect(await offers.getAttribute('data-slider')).toBe(n >= 4 ? '1' : '0');
    const card = cards.first();
    expect(await card.locator('img').count()).toBe(3);
    expect(await card.getByRole('img', { name: /ستاره/ }).count()).toBe(1);
    expect(await card.getByTestId('offer-went').textContent()).toMatch(/^رفت: \S/);
    expect(await card.getByTestId('offer-return').textContent()).toMatch(/^برگشت: \S/);
    const href = (await card.getAttribute('href'))!;
    const url = new URL(href, baseUrl());
    expect(url.pathname).toMatch(/^\/flight\+hotel\/[A-Z]{3}-KIH\/search$/);
    expect(url.pathname.startsWith('/flight+hotel/IKA-')).toBe(false);
    expect([...url.searchParams.keys()]).toEqual([
      'pCount',
      'room',
      'scope',
      'flightType',
      'room-0',
      'flightClass',
      'adults',
      'city',
      'id',
      'flightDate',
      'returnDate',
      'fSort',
      'utm_source',
    ]);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      pCount: '2',
      room: '1',
      scope: 'l',
      flightType: '2',
      'room-0': '2',
      flightClass: 'Y',
      adults: '2',
      id: '402',
      fSort: 'priceAsc',
      utm_source: 'e2e',
    });
    expect(await seriousViolations(page)).toEqual([]);
    const perPerson = amount((await card.locator('span').last().textContent())!);
    await card.click();
    await page.waitForURL(/\/flight\+hotel\/[A-Z]{3}-KIH\/search\?/, { timeout: 30_000 });
    await hydrated(page);
    const bundles = page.getByTestId('bundle-card');
    await bundles.first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('results-counter').getAttribute('data-finished'), { timeout: 30_000 }).toBe('1');
    // The offer is one of the bundles its days answer: the cheapest is no dearer than the offer.
    const prices = (await page.getByTestId('bundle-price').allTextContents()).map(amount);
    expect(prices[0]).toBeLessThanOrEqual(perPerson);
    await bundlePage(page, { packagesOptional: true });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('results for Kish from the offer link at desktop: filters and sorts', async () => {
    const { page, errors, cards } = await results(DESKTOP);
    await screenshot(page, 'fh-results-desktop', { fullPage: false });
    const all = await cards.count();
    // An airline filter keeps the bundles with that airline either way, and is written to the URL.
    const airline = page.locator('[data-testid^="filter-airline-"]').first();
    const code = (await airline.getAttribute('data-testid'))!.replace('filter-airline-', '');
    await airline.check();
    await expect.poll(() => new URL(page.url()).searchParams.get('fAirline')).toBe(code);
    await expect
      .poll(
        async () => {
          const codes = await cards.evaluateAll((els) =>
            els.map((el) => [...el.querySelectorAll('[data-airline]')].map((x) => x.getAttribute('data-airline'))),
          );
          return codes.length > 0 && codes.every((c) => c.includes(code));
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await airline.uncheck();
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(Math.min(all, await cards.count()));
    // The dearest first.
    await page.getByTestId('bundle-sort').selectOption('priceDes');
    await expect
      .poll(async () => {
        const prices = (await page.getByTestId('bundle-price').allTextContents()).map(amount);
        return prices.length > 1 && prices.every((p, i) => i === 0 || p <= prices[i - 1]!);
      })
      .toBe(true);
    expect(page.url()).toContain('fSort=priceDes');
    // A highest price per person (toman, typed with Enter) keeps the bundles at or under it and goes in the URL;
    // emptying the field takes the bound away.
    const prices = (await page.getByTestId('bundle-price').allTextContents()).map(amount);
    const cap = prices[Math.floor(prices.length / 2)]!;
    const capField = page.locator('[data-testid="bundle-filters"] [data-testid="filter-price-max"]');
    await capField.fill(String(cap));
    await capField.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('fPrice')).toMatch(/^0-\d+$/);
    await expect
      .poll(async () => {
        const shown = (await page.getByTestId('bundle-price').allTextContents()).map(amount);
        // The list shows a page at a time: the dearer ones are gone, the page filled from below the cap.
        return shown.length > 0 && shown[0] === cap && shown.every((p) => p <= cap);
      })
      .toBe(true);
    await capField.fill('');
    await capField.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('fPrice')).toBe(null);
    // A star filter.
    const star = page.locator('[data-testid^="filter-star-"]').first();
    const n = Number((await star.getAttribute('data-testid'))!.replace('filter-star-', ''));
    await star.check();
    await expect.poll(() => new URL(page.url()).searchParams.get('fStar')).toBe(String(n));
    expect(await seriousViolations(page)).toEqual([]);
    await bundlePage(page, { nth: await cardWithPackages(page) });
    await screenshot(page, 'fh-bundle-desktop');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('results for Kish at 390 px', async () => {
    const { page, errors } = await results(MOBILE);
    await screenshot(page, 'fh-results-mobile');
    await bundlePage(page, { nth: await cardWithPackages(page) });
    await screenshot(page, 'fh-bundle-mobile');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});

/** A valid Iranian national code from nine digits (the check digit computed). */
function nationalCode(seed: number): string {
  const nine = String(100_000_000 + ((seed * 7_919) % 800_000_000)).slice(0, 9);
  const sum = [...nine].reduce((n, d, i) => n + Number(d) * (10 - i), 0) % 11;
  return `${nine}${sum < 2 ? sum : 11 - sum}`;
}

const PEOPLE = [
  ['علی', 'رضایی', '1363/04/12'],
  ['مریم', 'رضایی', '۱۳۶۸/۰۲/۰۱'],
] as const;

/** Books the first (cheapest) bundle of a Kish search, its cheapest flight pair, to the paid result; returns the order id. */
async function book(viewport: { width: number; height: number }, o: { counter: boolean }) {
  const adults = o.counter ? 1 : 2;
  const { page, errors, context } = await openPage(browser, { viewport });
  // A traveller with an account (the dashboard is theirs) or counter staff.
  const user = o.counter ? '09120000002' : '09120000001';
  await apiLogin(context, user);
  await page.goto(
    `${baseUrl()}/flight+hotel/THR-KIH/search?room=1&room-0=${adults}&adults=${adults}&flightDate=${day(14)}&returnDate=${day(o.counter ? 15 : 17)}&fSort=priceAsc`,
  );
  await hydrated(page);
  const card = page.getByTestId('bundle-card').first();
  await card.waitFor({ timeout: 30_000 });
  await expect.poll(() => page.getByTestId('results-counter').getAttribute('data-finished'), { timeout: 30_000 }).toBe('1');
  const hotelName = (await card.locator('h3, h2').first().textContent())!.trim();
  await card.locator('a').last().click();
  await page.getByTestId('bundle-page').waitFor({ timeout: 30_000 });
  // The cheapest pair (all of them listed when there are more).
  if (await page.getByTestId('all-pairs').count()) {
    await page.getByTestId('all-pairs').click();
    await page.waitForURL(/allFlights=1/, { timeout: 30_000 });
    await page.getByTestId('bundle-page').waitFor();
  }
  // The cheapest pair whose flights still have seats: a pair sold out since the search is refused in Persian on the
  // page («ظرفیت پرواز این تور تکمیل شده…»), and the next cheapest is tried (3 December's data: the cheapest was).
  // A pair is named by its two flights' lines (its price difference is to the chosen pair, so it moves with the choice).
  const tried = new Set<string>();
  const refused: string[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    const listed = await page.getByTestId('flight-pair').evaluateAll((els) =>
      els.map((e) => ({
        key: [...e.querySelectorAll(':scope > span')]
          .slice(0, 2)
          .map((x) => x.textContent)
          .join(' | '),
        diff: Number(e.getAttribute('data-diff')),
        chosen: e.getAttribute('data-chosen') === '1',
      })),
    );
    const next = listed.filter((x) => !tried.has(x.key)).sort((a, b) => a.diff - b.diff)[0];
    if (!next) break;
    tried.add(next.key);
    if (!next.chosen) {
      await page.getByTestId('flight-pair').nth(listed.indexOf(next)).getByTestId('choose-pair').click();
      await page.waitForURL(/outbound=.*inbound=/, { timeout: 30_000 });
      await page.getByTestId('bundle-page').waitFor();
      // The refusal was about the pair before: it goes with it.
      await expect.poll(() => page.getByTestId('reserve-notice').count()).toBe(0);
    }
    await hydrated(page);
    // The other rooms of the hotel are shown, not sold alone.
    expect(await page.locator('[data-testid="package-list"] button', { hasText: /^(رزرو اتاق|ظرفیت تکمیل)$/ }).count()).toBe(0);
    await page.getByTestId('reserve-bundle-button').click();
    // A price that moved since the search is said first; reserving again accepts it.
    await Promise.race([
      page.waitForURL(/\/flight\+hotel\/THR-KIH\/passengers/, { timeout: 30_000 }),
      page.getByTestId('reserve-notice').waitFor({ timeout: 30_000 }),
    ]);
    if (page.url().includes('/passengers')) break;
    const notice = (await page.getByTestId('reserve-notice').textContent()) ?? '';
    // The 409 that said so is the answer we wanted, not a page error.
    errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('409')));
    if (notice.includes(bundleReserve.soldOut)) {
      refused.push(notice);
      continue;
    }
    expect(notice).toContain('تغییر کرد');
    await page.getByTestId('reserve-bundle-button').click();
    await page.waitForURL(/\/flight\+hotel\/THR-KIH\/passengers/, { timeout: 30_000 });
    break;
  }
  expect(page.url(), refused.join(' | ')).toContain('/passengers');

  // The basket holds two flights and the hotel as one bundle.
  const basket = await page.evaluate(
    async () => (await (await fetch('/api/basket/current')).json()) as { basket: { count: number; flightHotel: unknown[] } },
  );
  expect(basket.basket.count).toBe(3);
  const items = basket.basket.flightHotel as { kind: string; leg?: string; bundle: string }[];
  expect(items.map((x) => x.leg ?? x.kind)).toEqual(['outbound', 'return', 'hotel']);
  expect(new Set(items.map((x) => x.bundle)).size).toBe(1);

  // One travellers form: flight fields per traveller, the first adult the rooms' lead guest.
  const form = page.locator('[data-testid="bundle-travellers"][data-restored]');
  await form.waitFor({ timeout: 20_000 });
  await hydrated(page);
  expect(await page.getByTestId('trip-summary').textContent()).toContain(hotelName);
  expect(await page.getByTestId('bundle-traveller').count()).toBe(adults);
  // Nothing typed: refused in Persian on the fields, nothing sent.
  await page.getByTestId('bundle-travellers-submit').click();
  await expect.poll(() => page.locator('#fh-p0-birth').getAttribute('aria-invalid')).toBe('true');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  for (let i = 0; i < adults; i++) {
    const [first, last, birth] = PEOPLE[i]!;
    await page.locator(`#fh-p${i}-gender`).selectOption(i ? 'FEMALE' : 'MALE');
    await page.locator(`#fh-p${i}-birth`).fill(birth);
    await page.locator(`#fh-p${i}-fnameFa`).fill(first);
    await page.locator(`#fh-p${i}-lnameFa`).fill(last);
    await page.locator(`#fh-p${i}-national`).fill(nationalCode((Date.now() % 1_000_000) + i));
  }
  await page.locator('#fh-mobile').fill(user);
  await page.getByTestId('bundle-travellers-submit').click();

  // The one checkout.
  await waitForStep(page, /\/checkout\/review/, 20_000);
  await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('review-travellers').first().textContent()).toContain('علی رضایی');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  if (o.counter) {
    await page.getByTestId('review-role-discount').waitFor();
    await payOnReview(page, { credit: 'max', expect: /\/checkout\/flightHotel\/result\?/ });
  } else {
    await payOnReview(page, { expect: /\/sandbox\/pay\// });
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await page.waitForURL(/\/checkout\/flightHotel\/result\?/, { timeout: 20_000 });
  }
  await expect(page.getByTestId('payment-result').getAttribute('data-paid')).resolves.toBe('1');
  expect(await seriousViolations(page)).toEqual([]);
  // The buyer's document is on the result page too (issue 48 point 2): listed, within the width, a PDF.
  await expectResultDocuments(page);
  const factorId = new URL(page.url()).searchParams.get('factorId')!;

  // The order in the dashboard, with its voucher: the PDF downloaded and read (both flights, the tickets' numbers).
  await page.goto(`${baseUrl()}/dashboard/orders`);
  await hydrated(page);
  const link = page.locator(`[data-ticket-links] a[href="/dashboard/tickets/${factorId}"]`);
  await link.first().waitFor({ timeout: 20_000 });
  expect(await link.first().textContent()).toContain(bundleDocument.title);
  const row = page.locator('[data-row]', { has: link.first() });
  const [download] = await Promise.all([page.waitForEvent('download'), row.locator('[data-ticket-pdf]').click()]);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  const text = (await pdfPages(bytes)).join('\n');
  expect(text).toContain(bundleDocument.title);
  expect(text).toContain(bundleDocument.outbound);
  expect(text).toContain(bundleDocument.inbound);
  expect(text).toContain(hotelName);
  expect(text).toContain('علی رضایی');
  // A ticket number per traveller and leg (13 digits, printed in Persian).
  expect((text.match(/[۰-۹]{13}/g) ?? []).length).toBeGreaterThanOrEqual(2 * adults);
  // The flight tickets, a document of their own beside the voucher: a coupon per traveller and leg.
  const ticketsLink = row.locator('[data-document-pdf="flightHotelTickets"]');
  expect(await ticketsLink.textContent()).toContain(bundleTicketsDocument.title);
  const [tickets] = await Promise.all([page.waitForEvent('download'), ticketsLink.click()]);
  const ticketPages = await pdfPages(new Uint8Array(await readFile((await tickets.path())!)));
  expect(ticketPages.length).toBeGreaterThanOrEqual(2 * adults);
  expect(ticketPages[0]).toContain(bundleTicketsDocument.title);
  expect((ticketPages.join('\n').match(/\d{13}|[۰-۹]{13}/g) ?? []).length).toBeGreaterThanOrEqual(2 * adults);
  // Refunded as one order from the dashboard (when either part gives money back: the cheapest bundle may be all
  // non-refundable fares and a non-refundable stay, then no button): both parts quoted each by its rules, one request.
  if (o.counter && (await row.locator(`[data-refund="${factorId}"]`).count())) {
    await row.locator(`[data-refund="${factorId}"]`).click();
    const dialog = page.getByTestId('refund-dialog');
    await dialog.locator('[data-refund-quote]').waitFor({ timeout: 20_000 });
    if (await dialog.locator('[data-refund-submit]').count()) {
      expect(await dialog.locator('[data-refund-part]').count()).toBe(2);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.locator('[data-refund-submit]').click();
      await expect.poll(() => page.locator(`[data-refund="${factorId}"]`).count(), { timeout: 20_000 }).toBe(0);
    } else {
      expect(await dialog.locator('[data-refund-reason]').textContent()).toMatch(/[\u0600-\u06FF]/);
    }
  }
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
}

describe('flight+hotel: booking the bundle (Chromium, built worker, sandbox)', () => {
  // The traveller's account pays through the gateway: its wallet is neither read nor moved (no hold needed).
  it('desktop: two adults, paid through the gateway, voucher and tickets, the order in the dashboard', async () => {
    await book(DESKTOP, { counter: false });
  }, 240_000);
});

describe('flight+hotel: booking the bundle on agency credit (Chromium, built worker, sandbox)', () => {
  // Moves the counter's agency credit to the rial: held for this journey only (account-locks.ts), so the rest of the
  // file runs while another file holds the account (CI run 27: the whole file waited 107 s for it before its first test).
  usesAccounts('09120000002');

  it('390 px: counter staff, one adult, all on agency credit', async () => {
    await book(MOBILE, { counter: true });
  }, 240_000);
});
