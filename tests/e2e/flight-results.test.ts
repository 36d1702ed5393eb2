/**
 * The flight results page in Chromium against the built worker on the sandbox: the first cards server-rendered while
 * the counter still says "so far", filters and sorts in the workers without a new search, a return trip (an outbound,
 * then a return), a phone with the filter dialog, bad input (400), and axe. The form-to-results acceptance run is in
 * flight-acceptance.test.ts.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, browser, day, openPage, usesBrowser } from './browser';
import { seriousViolations } from './axe';

interface Flight {
  id: string;
  leg: number;
  airline: { code: string };
  stops: number;
  durationMinutes: number;
  departure: { time: string };
  prices: { adult: number };
}

const ONE_WAY = `flightDate=${day(3)}&flightType=1&adults=1&child=0&infant=0&flightClass=Y`;
const PAGE = `/flight/THR-MHD/search?${ONE_WAY}`;
const RETURN = `flightDate=${day(4)}&returnDate=${day(9)}&flightType=2&adults=2&child=0&infant=0&flightClass=Y`;

usesBrowser();
/** The whole one-way result set of the same search, read from the edge stream (the sandbox is deterministic). */
let expected: Flight[] = [];

beforeAll(async () => {
  const res = await fetch(`${baseUrl()}/stream/flights/THR-MHD?${ONE_WAY}`);
  const byId = new Map<string, Flight>();
  for (const line of (await res.text()).split('\n')) {
    if (!line.trim()) continue;
    for (const f of (JSON.parse(line) as { items?: Flight[] }).items ?? []) byId.set(f.id, f);
  }
  expected = [...byId.values()];
}, 60_000);

const cards = (page: Page) =>
  page.locator('[data-testid="results-list"] article[data-flight-id]').evaluateAll((els) =>
    els.map((e) => {
      const d = (e as HTMLElement).dataset;
      return {
        id: d['flightId']!,
        price: Number(d['price']),
        departs: Date.parse(d['departs']!),
        duration: Number(d['duration']),
        airline: d['airline']!,
        stops: Number(d['stops']),
      };
    }),
  );
const counter = (page: Page) => page.locator('[data-testid="results-counter"]');
const waitCount = (page: Page, n: number) =>
  page.locator(`[data-testid="results-counter"][data-count="${n}"]`).waitFor({ timeout: 10_000 });
const shown = (n: number) => Math.min(n, 60);

describe('flight results page', () => {
  it('one-way: first cards while searching, then every sort and some filters without a new search', async () => {
    expect(expected.length).toBeGreaterThan(5);
    const { page, errors, context } = await openPage(browser);
    const streams: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/stream/')) streams.push(r.url());
    });
    await page.goto(baseUrl() + PAGE, { waitUntil: 'commit' });
    await page.locator('article[data-flight-id]').first().waitFor();
    expect(await counter(page).getAttribute('data-finished')).toBe('0');
    expect(await counter(page).textContent()).toMatch(/تا این لحظه$/);
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
    expect(Number(await counter(page).getAttribute('data-received'))).toBe(expected.length);
    await waitCount(page, expected.length);
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatch(/searchToken=.+&since=\d+/);
    // Once the search has finished the whole list is in the chosen order (later rounds' cheaper flights slid into place).
    const streamed = (await cards(page)).map((c) => c.price);
    expect(streamed).toEqual([...streamed].sort((a, b) => a - b));

    const head = <T>(xs: T[]) => xs.slice(0, shown(expected.length));
    await page.click('[data-testid="sort-timeAsc"]');
    await expect
      .poll(async () => (await cards(page)).map((c) => c.departs))
      .toEqual(head(expected.map((f) => Date.parse(f.departure.time)).sort((a, b) => a - b)));
    expect(page.url()).toContain('fSort=timeAsc');
    await page.click('[data-testid="sort-timeDes"]');
    await expect
      .poll(async () => (await cards(page)).map((c) => c.departs))
      .toEqual(head(expected.map((f) => Date.parse(f.departure.time)).sort((a, b) => b - a)));
    await page.click('[data-testid="sort-durationAsc"]');
    await expect
      .poll(async () => (await cards(page)).map((c) => c.duration))
      .toEqual(head(expected.map((f) => f.durationMinutes).sort((a, b) => a - b)));
    await page.click('[data-testid="sort-priceAsc"]');
    await expect
      .poll(async () => (await cards(page)).map((c) => c.price))
      .toEqual(head(expected.map((f) => f.prices.adult).sort((a, b) => a - b)));

    // Airlines: the first option of the panel, with its count.
    const airline = page.locator('[data-testid="filter-airlines"] label').first();
    const code = (await airline.getAttribute('data-value'))!;
    await airline.click();
    await waitCount(page, expected.filter((f) => f.airline.code === code).length);
    expect((await cards(page)).every((c) => c.airline === code)).toBe(true);
    expect(page.url()).toContain(`fAirline=${code}`);
    await page.click('[data-testid="filter-reset"]');
    await waitCount(page, expected.length);
    // Stops: non-stop only.
    await page.locator('[data-testid="filter-stops"] label[data-value="0"]').click();
    await waitCount(page, expected.filter((f) => f.stops === 0).length);
    await page.click('[data-testid="filter-reset"]');
    await waitCount(page, expected.length);
    // Still the one stream: filters and sorts never search again.
    expect(streams).toHaveLength(1);

    // A flight's details through the edge proxy.
    await page.locator('[data-testid="flight-details-toggle"]').first().click();
    await page.locator('[data-testid="flight-details"]').first().waitFor();
    expect(await page.locator('[data-testid="flight-penalties"]').count()).toBeGreaterThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('return: choose an outbound, see it kept above the return list, then choose a return', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/flight/THR-MHD/search?${RETURN}`);
    await page.locator('article[data-flight-id][data-leg="1"]').first().waitFor();
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
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
    // The outbound stays changeable: back to the outbound list.
    await page.locator(`[data-testid="flight-chosen"] article[data-flight-id="${outId}"] [data-testid="flight-select"]`).click();
    await page.locator('[data-testid="results-list"] article[data-leg="1"]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('on a phone the filters open in a full-screen dialog and change the list', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 412, height: 823 } });
    await page.goto(baseUrl() + PAGE);
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
    // The date strip scrolls sideways on a phone: the chosen day is in it, whole.
    const chosenDay = await page.evaluate(() => {
      const strip = document.querySelector('[data-testid="flight-date-strip"]')!.getBoundingClientRect();
      const day = document.querySelector('[data-testid="flight-date-strip"] [aria-current="date"]')!.getBoundingClientRect();
      return { inside: day.left >= strip.left - 1 && day.right <= strip.right + 1 };
    });
    expect(chosenDay.inside).toBe(true);
    await page.click('[data-testid="filters-button"]');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('[data-testid="sort-durationAsc"]').click();
    await dialog.locator('[data-testid="filter-stops"] label[data-value="0"]').click();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.locator('[data-testid="filters-apply"]').click();
    await waitCount(page, expected.filter((f) => f.stops === 0).length);
    const durations = (await cards(page)).map((c) => c.duration);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('bad input gets its Persian message with status 400, never 200 or 500', async () => {
    const { page, context } = await openPage(browser);
    for (const route of ['THR-THR', 'THR-ZZZ', 'THR-MHD']) {
      const query = route === 'THR-MHD' ? ONE_WAY.replace('adults=1&child=0', 'adults=9&child=1') : ONE_WAY; // 10 seats
      const res = await page.goto(`${baseUrl()}/flight/${route}/search?${query}`);
      expect(res!.status()).toBe(400);
      await page.locator('[data-testid="flight-search-invalid"]').waitFor();
    }
    await context.close();
  });
});
