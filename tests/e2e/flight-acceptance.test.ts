/**
 * Issue 13's acceptance in Chromium against the built worker on the sandbox, as the issue words it: from `/flight`
 * type «مشهد» in the destination combobox (the supplier's location search), pick dates in the Jalali picker that shows
 * day prices (by keyboard), submit; the first cards appear while the counter still says "so far"; choose an outbound,
 * then a return. Then, on the one-way list, every filter and sort (the "sale" sort included: THR-MHD is domestic)
 * changes the list exactly as the shared model orders it, without a new search. Also: the picker's non-stop days,
 * best suggested date and "remove the return date" (one-way), the combobox's offline list when the supplier fails,
 * a 390 px phone with the date strip and the filter dialog, the provider name and filter for counter users only, axe.
 * Also the results page opened directly: streamed first cards, the final order, one stream, a flight's details. This
 * is the flights' one walk of every sort and filter (a second one, in flight-results.test.ts, is gone with that file);
 * bad input (the Persian 400 page) is the built worker's answer, in tests/worker/routes.test.ts.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import { holidayOf } from '@/lib/holidays';
import { parseFlightFilters, toFlightFilter } from '@/products/flight/model/filters';
import { type FlightLike, flightFacts, flightFilterModel, flightSortModel } from '@/products/flight/model/results-model';
import { flightNumericId } from '@/products/flight/model/id';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import { toQuery } from '@/lib/query';
import { toLatinDigits } from '@/lib/text';
import { formatAmount } from '@/lib/money';
import { resultsOrder } from '@/lib/results-model';
import { FLIGHT_PROVIDERS } from '@/server/sandbox/data/flights';
import { seriousViolations } from './axe';
import { baseUrl, browser, day, openPage, usesBrowser } from './browser';
import { apiLogin } from './shell-helpers';

const f = messages.productForms;
const ONE_WAY = `flightDate=${day(3)}&flightType=1&adults=1&child=0&infant=0&flightClass=Y`;
const PAGE = `/flight/THR-MHD/search?${ONE_WAY}`;
const LIMIT = 60;
const model = { ...flightFilterModel, ...flightSortModel };

usesBrowser();
/** Every one-way flight of the same search, from the edge stream (the sandbox is deterministic). */
let expected: FlightLike[] = [];

beforeAll(async () => {
  const res = await fetch(`${baseUrl()}/stream/flights/THR-MHD?${ONE_WAY}`);
  const byId = new Map<string, FlightLike>();
  for (const line of (await res.text()).split('\n')) {
    if (!line.trim()) continue;
    for (const x of (JSON.parse(line) as { items?: FlightLike[] }).items ?? []) byId.set(x.id, x);
  }
  expected = [...byId.values()];
}, 60_000);

/** The ids on screen, in order. */
const shownIds = (page: Page) =>
  page
    .locator('[data-testid="results-list"] article[data-flight-id]')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset['flightId']!))
    .then((ids) => ids.map(flightNumericId));

/** What the list must show for the page's URL: the shared model's filter and order over the whole result set. */
function expectedIds(url: string): number[] {
  const filters = { ...parseFlightFilters(toQuery(new URL(url).searchParams), 'MHD', true), leg: 1 as const };
  return resultsOrder(model, expected.map(flightFacts), toFlightFilter(filters), filters.sort).slice(0, LIMIT);
}

async function pickPlace(page: Page, field: string, text: string, iata: string) {
  const input = page.getByRole('combobox', { name: field, exact: true });
  await input.click();
  await input.fill(text);
  const list = page.getByRole('listbox', { name: field, exact: true });
  // The supplier's answer replaces the built-in list once it comes.
  await expect.poll(() => list.getAttribute('data-source'), { timeout: 10_000 }).toBe('supplier');
  await list.locator(`[role=option][data-iata=${iata}]`).first().click();
}

describe('flights, issue 13 acceptance', () => {
  it('from /flight: «مشهد» through the supplier search, dates by keyboard in the Jalali picker with day prices, a return search: cards while "so far", an outbound then a return', async () => {
    const { page, errors, context } = await openPage(browser);
    const placeCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/locations/airports')) placeCalls.push(decodeURIComponent(new URL(r.url()).searchParams.get('q') ?? ''));
    });
    await page.goto(`${baseUrl()}/flight`);
    await page.locator('[data-testid=flight-search-form][data-hydrated]').waitFor();

    // Origin: Tehran as its all-airports group (THR + IKA); destination «مشهد» typed with an Arabic-keyboard letter
    // nowhere, Persian letters as typed.
    await pickPlace(page, f.origin, 'تهران', 'THR');
    expect(await page.getByRole('combobox', { name: f.origin, exact: true }).inputValue()).toBe('تهران (THR)');
    await pickPlace(page, f.destination, 'مشهد', 'MHD');
    expect(placeCalls).toEqual(expect.arrayContaining(['تهران', 'مشهد']));

    // The picker: day prices arrive (Cheapest, 1 s after a month shows), the legend names the best suggested date and
    // the route's non-stop notice: Tehran–Mashhad has a non-stop flight every day, so the notice says so and no day is
    // coloured (issue 48: a colour on every day tells nothing; tests/e2e/home-search.test.ts colours a partial route).
    await page.getByTestId('dates-trigger').click();
    const picker = page.getByTestId('date-picker');
    await expect.poll(() => picker.getByRole('button', { name: /هزار تومان/ }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => picker.getByTestId('legend-best').textContent(), { timeout: 10_000 }).toContain(':');
    expect(await picker.locator('[data-best]').count()).toBe(1);
    await picker.getByTestId('nonstop-notice').waitFor();
    expect(await picker.getByTestId('nonstop-notice').getAttribute('data-pattern')).toBe('daily');
    expect(await picker.locator('[data-nonstop]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: focus is on the chosen departure; a week later by arrows, Enter restarts the range there, a week
    // after that, Enter sets the return.
    const start = addDays(todayIn(), 1);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['iso'] ?? null)).toBe(start);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const out = addDays(start, 7);
    const back = addDays(start, 14);
    await picker.locator(`[data-iso="${out}"][data-start]`).waitFor();
    await picker.locator(`[data-iso="${back}"][data-end]`).waitFor();
    await picker.getByRole('button', { name: messages.datePicker.confirm }).click();

    const streams: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/stream/flights/')) streams.push(r.url());
    });
    await page.getByRole('button', { name: f.submit, exact: true }).click();
    await page.waitForURL(/\/flight\/THR-MHD\/search\?/);
    const url = new URL(page.url());
    expect([url.searchParams.get('flightDate'), url.searchParams.get('returnDate'), url.searchParams.get('flightType')]).toEqual([
      out,
      back,
      '2',
    ]);
    // First cards while the search still runs: the counter says "so far".
    await page.locator('[data-testid="results-list"] article[data-leg="1"]').first().waitFor({ timeout: 30_000 });
    const counter = page.locator('[data-testid="results-counter"]');
    expect(await counter.getAttribute('data-finished')).toBe('0');
    expect(await counter.textContent()).toMatch(/تا این لحظه$/);
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });

    // An outbound, kept above the return list (the outbound list gone), then a return.
    const outbound = page.locator('[data-testid="results-list"] article[data-leg="1"]').first();
    const outId = await outbound.getAttribute('data-flight-id');
    await outbound.locator('[data-testid="flight-select"]').click();
    await page.locator('[data-testid="results-list"] article[data-leg="2"]').first().waitFor();
    expect(await page.locator('[data-testid="results-list"] article[data-leg="1"]').count()).toBe(0);
    expect(await page.locator(`[data-testid="flight-chosen"] article[data-flight-id="${outId}"]`).count()).toBe(1);
    const ret = page.locator('[data-testid="results-list"] article[data-leg="2"]').first();
    const retId = await ret.getAttribute('data-flight-id');
    await ret.locator('[data-testid="flight-select"]').click();
    await page.locator('[data-testid="flight-trip-total"]').waitFor();
    expect(await page.locator(`[data-testid="flight-chosen"] article[data-flight-id="${retId}"]`).count()).toBe(1);
    expect(streams.length).toBeLessThanOrEqual(1); // the page continues the server's search; choosing never searches
    expect(await seriousViolations(page)).toEqual([]);
    // The outbound stays changeable: back to the outbound list.
    await page.locator(`[data-testid="flight-chosen"] article[data-flight-id="${outId}"] [data-testid="flight-select"]`).click();
    await page.locator('[data-testid="results-list"] article[data-leg="1"]').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('one-way THR-MHD: every sort (the domestic "sale" sort too) and every filter changes the list as the model orders it, with one stream', async () => {
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.some((x) => (x as FlightLike & { discountPercent: number }).discountPercent > 0)).toBe(true);
    const { page, errors, context } = await openPage(browser);
    const streams: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/stream/')) streams.push(r.url());
    });
    await page.goto(baseUrl() + PAGE);
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
    // The list on screen against the model's answer for the URL at that moment (the URL follows a change at once; the
    // list once the workers answer).
    const matches = async (what: string) =>
      expect
        .poll(
          async () => {
            const want = expectedIds(page.url());
            const got = await shownIds(page);
            return { what, same: JSON.stringify(got) === JSON.stringify(want), got, want };
          },
          { timeout: 10_000 },
        )
        .toMatchObject({ what, same: true });
    const urlChanges = async (act: () => Promise<void>) => {
      const before = page.url();
      await act();
      await expect.poll(() => page.url()).not.toBe(before);
    };

    for (const sort of ['timeAsc', 'timeDes', 'durationAsc', 'sale', 'priceAsc']) {
      await page.click(`[data-testid="sort-${sort}"]`);
      await expect.poll(() => new URL(page.url()).searchParams.get('fSort')).toBe(sort);
      await matches(`sort ${sort}`);
    }
    // Each check-list filter: its first option on, the list follows; then off again.
    for (const name of ['stops', 'airlines', 'times', 'airports', 'types', 'cabins', 'providers']) {
      const option = page.locator(`[data-testid="filter-${name}"] label`).first();
      if ((await option.count()) === 0) continue; // a filter with no options (e.g. one airport at each end)
      const value = await option.getAttribute('data-value');
      const count = Number(toLatinDigits((await option.textContent())!.match(/\(([۰-۹0-9]+)\)\s*$/)![1]!));
      await urlChanges(() => option.click());
      if (name === 'providers') {
        // Which provider sells a flight is drawn per search, so the reference search cannot know it: the list must be
        // the option's count of flights, in the model's order of the whole list.
        await expect
          .poll(async () => {
            const got = await shownIds(page);
            const url = new URL(page.url());
            url.searchParams.delete('fProvider');
            const order = expectedIds(url.toString()).filter((id) => got.includes(id));
            return got.length === Math.min(count, LIMIT) && JSON.stringify(order) === JSON.stringify(got);
          })
          .toBe(true);
      } else await matches(`${name} ${value}`);
      await urlChanges(() => page.click('[data-testid="filter-reset"]'));
      await matches(`${name} reset`);
    }
    // The price and duration sliders (by keyboard: lower the upper bound a few steps) and the flight number.
    for (const [testId, key] of [
      ['filter-price-max', 'fPrice'],
      ['filter-duration', 'fDuration'],
    ] as const) {
      const slider = page.getByTestId(testId);
      if ((await slider.count()) === 0) continue; // every flight alike: no range to filter
      await slider.focus();
      for (let i = 0; i < 6; i++) await slider.press('ArrowDown');
      await expect.poll(() => new URL(page.url()).searchParams.get(key)).not.toBeNull();
      await matches(key);
      await urlChanges(() => page.click('[data-testid="filter-reset"]'));
      await matches(`${key} reset`);
    }
    const number = expected[0]!.flightNumber;
    await page.getByTestId('filter-number').fill(number);
    await expect.poll(() => new URL(page.url()).searchParams.get('fNumber'), { timeout: 5_000 }).not.toBeNull();
    await matches('fNumber');
    await urlChanges(() => page.click('[data-testid="filter-reset"]'));
    await matches('fNumber reset');
    expect(streams).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  // Was flight-results.test.ts, merged here: it read the same search's stream in a beforeAll of its own and paid a
  // browser start of its own for one test.
  it('the results page alone: first cards while searching, the whole set cheapest first once finished, one stream, a flight’s details', async () => {
    expect(expected.length).toBeGreaterThan(5);
    const { page, errors, context } = await openPage(browser);
    const streams: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/stream/')) streams.push(r.url());
    });
    const counter = page.locator('[data-testid="results-counter"]');
    await page.goto(baseUrl() + PAGE, { waitUntil: 'commit' });
    await page.locator('article[data-flight-id]').first().waitFor();
    expect(await counter.getAttribute('data-finished')).toBe('0');
    expect(await counter.textContent()).toMatch(/تا این لحظه$/);
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
    expect(Number(await counter.getAttribute('data-received'))).toBe(expected.length);
    await page.locator(`[data-testid="results-counter"][data-count="${expected.length}"]`).waitFor({ timeout: 10_000 });
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatch(/searchToken=.+&since=\d+/);
    // Once the search has finished the whole list is in the chosen order (later rounds' cheaper flights slid into place).
    const prices = await page
      .locator('[data-testid="results-list"] article[data-flight-id]')
      .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset['price'])));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // A flight's details through the edge proxy.
    await page.locator('[data-testid="flight-details-toggle"]').first().click();
    await page.locator('[data-testid="flight-details"]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Opening the details searched nothing again.
    expect(streams).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('an international search offers no "sale" sort and ignores it in the URL; its strip and price filter count non-stop fares only (1280 and 390 px)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/flight/THR-IST/search?${ONE_WAY}&fSort=sale`);
    await page.locator('[data-testid="sort-priceAsc"][aria-pressed="true"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid="sort-sale"]').count()).toBe(0);
    // Istanbul is non-stop only (issue 48 point 4): the price filter's lower bound and the strip's day price are the
    // cheapest non-stop fare on the list, never a cheaper one-stop fare that no card offers.
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
    const cards = page.locator('[data-testid="results-list"] article[data-flight-id]');
    expect(await cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset['stops']))).not.toContain('1');
    const cheapest = Math.min(...(await cards.evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset['price'])))));
    await expect
      .poll(() => page.locator('[data-testid="filter-price-min"]').getAttribute('min'), { timeout: 10_000 })
      .toBe(String(cheapest / 10));
    const today = page.locator('[data-testid="flight-date-strip"] [aria-current="date"]');
    await expect.poll(() => today.textContent(), { timeout: 10_000 }).toContain(formatAmount(cheapest / 10));
    // The same at 390 px (the same page): the strip's chosen day shows that fare, and the filter dialog's price filter
    // starts there; nothing runs off sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await today.isVisible()).toBe(true);
    expect(await today.textContent()).toContain(formatAmount(cheapest / 10));
    await page.click('[data-testid="filters-button"]');
    const filters = page.getByRole('dialog');
    await expect
      .poll(() => filters.locator('[data-testid="filter-price-min"]').getAttribute('min'), { timeout: 10_000 })
      .toBe(String(cheapest / 10));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await context.close();
  }, 60_000);

  it('a return from the other Istanbul airport is flagged; a connecting flight’s details show its legs and layover (1280 and 390 px)', async () => {
    const { page, errors, context } = await openPage(browser);
    // Istanbul has IST and SAW: once an outbound is chosen, each return says whether it leaves from another airport.
    await page.goto(
      `${baseUrl()}/flight/THR-IST/search?flightDate=${day(6)}&returnDate=${day(13)}&flightType=2&adults=1&child=0&infant=0&flightClass=Y`,
    );
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
    const first = page.locator('[data-testid="results-list"] article[data-leg="1"]').first();
    const landsAt = (await first.getAttribute('data-to'))!;
    const leftFrom = (await first.getAttribute('data-from'))!;
    await first.locator('[data-testid="flight-select"]').click();
    const returns = page.locator('[data-testid="results-list"] article[data-leg="2"]');
    await returns.first().waitFor({ timeout: 10_000 });
    const rows = await returns.evaluateAll((els) =>
      els.map(
        (e) =>
          [
            (e as HTMLElement).dataset['from'],
            (e as HTMLElement).dataset['to'],
            e.querySelectorAll('[data-testid="flight-airport-change"]').length,
          ] as const,
      ),
    );
    // Leaving from SAW after landing at IST is one warning; landing at THR after leaving from IKA another.
    expect(rows.some(([from]) => from !== landsAt)).toBe(true);
    for (const [from, to, warnings] of rows)
      expect(warnings, `${leftFrom}→${landsAt}, back ${from}→${to}`).toBe(Number(from !== landsAt) + Number(to !== leftFrom));
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    // At 390 px (the same list): a flagged return's warning is on screen within the width, nothing runs off sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const flag = returns.locator('[data-testid="flight-airport-change"]').first();
    await flag.scrollIntoViewIfNeeded();
    const flagBox = (await flag.boundingBox())!;
    expect(flagBox.x).toBeGreaterThanOrEqual(0);
    expect(flagBox.x + flagBox.width).toBeLessThanOrEqual(391);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    // A one-stop flight's details: its two legs and the stop between them, with the wait.
    await page.goto(`${baseUrl()}/flight/IKA-FRA/search?${ONE_WAY}&fStop=1`);
    const card = page.locator('[data-testid="results-list"] article[data-stops="1"]').first();
    await card.waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
    await card.locator('[data-testid="flight-details-toggle"]').click();
    const legs = card.getByTestId('flight-legs');
    await legs.waitFor();
    expect(await legs.locator('[data-kind="leg"]').count()).toBe(2);
    expect(await legs.locator('[data-kind="layover"]').count()).toBe(1);
    expect(Number(await legs.locator('[data-kind="layover"]').getAttribute('data-minutes'))).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    // At 390 px (the same open details): both legs and the layover on screen within the width, axe clean.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await legs.locator('[data-kind="leg"]').count()).toBe(2);
    await legs.scrollIntoViewIfNeeded();
    const legsBox = (await legs.boundingBox())!;
    expect(legsBox.x).toBeGreaterThanOrEqual(0);
    expect(legsBox.x + legsBox.width).toBeLessThanOrEqual(391);
    expect(await legs.locator('[data-kind="layover"]').isVisible()).toBe(true);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 45_000);

  it('removing the return date in the picker makes the search one-way', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/flight/THR-MHD`);
    await page.locator('[data-testid=flight-search-form][data-hydrated]').waitFor();
    await page.getByTestId('dates-trigger').click();
    const picker = page.getByTestId('date-picker');
    await picker.getByRole('button', { name: messages.datePicker.removeReturn }).click();
    expect(await picker.getByTestId('want-return').isChecked()).toBe(false);
    expect(await picker.getByTestId('picked-end').count()).toBe(0);
    await picker.getByRole('button', { name: messages.datePicker.confirm }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await page.getByRole('radio', { name: flightMessages.flightSearch.oneWay }).isChecked()).toBe(true);
    await page.getByRole('button', { name: f.submit, exact: true }).click();
    await page.waitForURL(/\/flight\/THR-MHD\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('flightType')).toBe('1');
    expect(url.searchParams.get('returnDate')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the supplier search failing leaves the built-in airport list, and a pick from it still searches', async () => {
    const { page, context } = await openPage(browser);
    await page.route('**/api/locations/airports*', (r) =>
      r.fulfill({ status: 503, contentType: 'application/json', body: '{"succeed":false}' }),
    );
    await page.goto(`${baseUrl()}/flight`);
    await page.locator('[data-testid=flight-search-form][data-hydrated]').waitFor();
    const input = page.getByRole('combobox', { name: f.destination, exact: true });
    await input.click();
    await input.fill('كيش'); // Arabic ي/ك as some keyboards type them
    expect(await input.inputValue()).toBe('کیش');
    const list = page.getByRole('listbox', { name: f.destination, exact: true });
    await page.waitForTimeout(1_200); // past the debounce and the failed answer
    expect(await list.getAttribute('data-source')).toBe('offline');
    await list.locator('[role=option][data-iata=KIH]').click();
    expect(await input.inputValue()).toBe('کیش (KIH)');
    await context.close();
  }, 60_000);

  // One phone width (390 px): the layout is fluid, and the widths' own checks (no sideways scroll, the picker inside
  // the screen) hold the same way at 360 and 412.
  it.each([390])(
    '%i px: the form and the picker are whole (holidays marked, no non-stop colour on a daily route), the date strip shows the chosen day, the filter dialog works, axe clean',
    async (width) => {
      const { page, errors, context } = await openPage(browser, { viewport: { width, height: 800 } });
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await page.goto(`${baseUrl()}/flight/THR-MHD`);
      await page.locator('[data-testid=flight-search-form][data-hydrated]').waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByTestId('dates-trigger').click();
      const picker = page.getByTestId('date-picker');
      await picker.getByTestId('nonstop-notice').waitFor();
      // Issue 48 point 8 at a phone's width: THR–MHD flies non-stop every day, so no day is coloured and the notice
      // says so; Fridays and the official holidays are marked and named (1280 px: home-search.test.ts).
      await expect.poll(() => picker.getByTestId('nonstop-notice').getAttribute('data-pattern'), { timeout: 10_000 }).toBe('daily');
      expect(await picker.locator('[data-nonstop]').count()).toBe(0);
      const cells = await picker
        .locator('[data-iso]')
        .evaluateAll((els) =>
          els.map((e) => ({ iso: e.getAttribute('data-iso')!, holiday: e.hasAttribute('data-holiday'), name: e.textContent ?? '' })),
        );
      expect(cells.length).toBeGreaterThan(27);
      for (const c of cells) {
        const h = holidayOf(c.iso);
        expect(c.holiday, c.iso).toBe(h !== null);
        if (h) expect(c.name, c.iso).toContain(messages.datePicker.holidayLabel(h.title));
      }
      expect(cells.some((c) => holidayOf(c.iso)?.kind === 'friday')).toBe(true);
      const box = (await picker.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
      // The bottom bar (dates, the return switch, confirm) is on screen.
      const confirm = (await picker.getByRole('button', { name: messages.datePicker.confirm }).boundingBox())!;
      expect(confirm.x).toBeGreaterThanOrEqual(0);
      expect(confirm.y + confirm.height).toBeLessThanOrEqual(800 + 1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });

      await page.goto(baseUrl() + PAGE);
      await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
      // The date strip scrolls sideways on a phone: the chosen day is in it, whole.
      const chosenDay = await page.evaluate(() => {
        const strip = document.querySelector('[data-testid="flight-date-strip"]')!.getBoundingClientRect();
        const day = document.querySelector('[data-testid="flight-date-strip"] [aria-current="date"]')!.getBoundingClientRect();
        return day.left >= strip.left - 1 && day.right <= strip.right + 1;
      });
      expect(chosenDay).toBe(true);
      await page.click('[data-testid="filters-button"]');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.locator('[data-testid="sort-sale"]').click();
      await dialog.locator('[data-testid="filter-stops"] label[data-value="0"]').click();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.locator('[data-testid="filters-apply"]').click();
      await expect.poll(async () => shownIds(page), { timeout: 10_000 }).toEqual(expectedIds(page.url()));
      expect(await overflow()).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    },
    90_000,
  );

  it('the provider (agency) name and the provider filter are for counter and agent users, not for travellers', async () => {
    const seen: Record<string, { cards: number; filter: number; namesInHtml: number; listed: number }> = {};
    // Not a sandbox provider (the URL is echoed in the page's links): applied, it would empty the list.
    const provider = encodeURIComponent('آژانس ناشناس');
    for (const user of ['09120000001', '09120000002', '09120000003']) {
      const { page, context } = await openPage(browser);
      await apiLogin(context, user);
      // A traveller's fProvider in the URL is ignored (the list is not emptied by it), not an error.
      const traveller = user === '09120000001';
      const res = await page.goto(`${baseUrl()}${PAGE}${traveller ? `&fProvider=${provider}` : ''}`);
      expect(res?.status()).toBe(200);
      const html = await res!.text();
      await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
      seen[user] = {
        cards: await page.locator('[data-testid="results-list"] [data-testid="flight-provider"]').count(),
        filter: await page.locator('[data-testid="filter-providers"]').count(),
        // The streamed HTML (the first round's flights in the page's data too) names no provider for a traveller.
        namesInHtml: FLIGHT_PROVIDERS.filter((name) => html.includes(name)).length,
        listed: await page.locator('[data-testid="results-list"] article[data-flight-id]').count(),
      };
      await context.close();
    }
    expect(seen['09120000001']).toMatchObject({ cards: 0, filter: 0, namesInHtml: 0 });
    expect(seen['09120000001']!.listed).toBeGreaterThan(0);
    for (const user of ['09120000002', '09120000003']) {
      expect(seen[user]!.cards).toBeGreaterThan(0);
      expect(seen[user]!.filter).toBeGreaterThan(0);
      expect(seen[user]!.namesInHtml).toBeGreaterThan(0);
    }
  }, 120_000);
});
