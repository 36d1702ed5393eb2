/**
 * The flight results page in Chromium against the built worker on the sandbox: the first cards server-rendered while
 * the counter still says "so far", the whole result set in price order once the search ends, one stream, a flight's
 * details, and axe. One walk of every sort and filter (against the shared model), the return trip (an outbound, then
 * a return), and the phone with its filter dialog are in flight-acceptance.test.ts; bad input (the Persian 400 page)
 * is the built worker's answer, in tests/worker/routes.test.ts. Each is checked once.
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

describe('flight results page', () => {
  it('one-way: first cards while searching, the whole set cheapest first once finished, one stream, a flight’s details', async () => {
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

    // A flight's details through the edge proxy.
    await page.locator('[data-testid="flight-details-toggle"]').first().click();
    await page.locator('[data-testid="flight-details"]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Opening the details searched nothing again.
    expect(streams).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
