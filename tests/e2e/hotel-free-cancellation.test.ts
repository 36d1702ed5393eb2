/**
 * Free cancellation (issue 15, "what travellers expect next to the price"): the sandbox supplier sends each package's
 * last charge-free day (the Iranian national tiers are free until 20 days before arrival), the result card and the
 * hotel page's packages show «لغو رایگان تا {Jalali date}», and the free-cancellation filter keeps only those hotels.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatJalali } from '@/lib/date-format';
import { addDays } from '@/lib/dates';
import * as hotelMessages from '@/products/hotel/messages';
import { seriousViolations } from './axe';
import { baseUrl, browser, day, openPage, usesBrowser } from './browser';

const search = (from: number, to: number, extra = '') =>
  `/hotel/ir-kish/search?room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${day(from)}&endDate=${day(to)}&fSort=priceAsc${extra}`;

usesBrowser();

async function finished(page: Page, path: string) {
  await page.goto(baseUrl() + path);
  await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
}

/** What each card on the list says about free cancellation. */
async function cardFacts(page: Page) {
  return page.locator('article[data-hotel-id]').evaluateAll((cards) =>
    cards.map((c) => ({
      id: (c as HTMLElement).dataset['hotelId'],
      until: (c as HTMLElement).dataset['freeCancellation'] ?? '',
      chip: c.querySelector('[data-testid="free-cancellation"]')?.textContent ?? null,
    })),
  );
}

describe('free cancellation', () => {
  it('a stay a month ahead: cards show «لغو رایگان تا …» 20 days before arrival, and the filter keeps only them', async () => {
    const { page, errors, context } = await openPage(browser);
    await finished(page, search(30, 33));
    const checkIn = day(30);
    const until = addDays(checkIn, -20);
    const all = await cardFacts(page);
    const free = all.filter((c) => c.until);
    expect(free.length).toBeGreaterThan(0);
    expect(free.length).toBeLessThan(all.length);
    for (const c of free) {
      expect(c.until).toBe(until);
      expect(c.chip).toContain(hotelMessages.packages.freeCancellationUntil(formatJalali(until)));
    }
    // No chip without the supplier's free-until day.
    expect(all.filter((c) => !c.until).every((c) => c.chip === null)).toBe(true);
    expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

    // The filter: into the URL, only free-cancellation cards, and back.
    const box = page.getByRole('checkbox', { name: hotelMessages.hotelFilters.freeCancellation });
    await box.check();
    await page.waitForURL(/fFreeCancel=1/);
    await page.waitForFunction(
      () => {
        const cards = [...document.querySelectorAll<HTMLElement>('article[data-hotel-id]')];
        return cards.length > 0 && cards.every((c) => c.dataset['freeCancellation']);
      },
      undefined,
      { timeout: 10_000 },
    );
    const filtered = await cardFacts(page);
    expect(filtered.every((c) => c.until === until && c.chip)).toBe(true);
    // Lowest price first: the cheapest free hotel shown before leads the filtered list.
    expect(filtered[0]?.id).toBe(free[0]?.id);
    await box.uncheck();
    await page.waitForURL((url) => !url.search.includes('fFreeCancel'));
    await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLElement>('article[data-hotel-id]')].some((c) => !c.dataset['freeCancellation']),
      undefined,
      { timeout: 10_000 },
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('a URL with fFreeCancel=1 opens filtered, and the hotel page shows the same chip on its free packages', async () => {
    const { page, errors, context } = await openPage(browser);
    await finished(page, search(40, 42, '&fFreeCancel=1'));
    const until = addDays(day(40), -20);
    await expect(page.getByRole('checkbox', { name: hotelMessages.hotelFilters.freeCancellation }).isChecked()).resolves.toBe(true);
    const cards = await cardFacts(page);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.until === until)).toBe(true);
    // The card's price is its hotel's cheapest package: on the hotel page, that package carries the same chip.
    const card = page.locator('article[data-hotel-id]').first();
    const toman = Number(await card.getAttribute('data-price'));
    const href = await card.locator('h3 a').getAttribute('href');
    await page.goto(new URL(href!, baseUrl()).toString());
    await page.getByText(/^\S+ پیشنهاد$/).waitFor({ timeout: 20_000 });
    const same = page.locator(`[data-testid="package-list"] > li[data-price="${toman * 10}"]`).first();
    await expect(same.getByTestId('free-cancellation').getAttribute('data-until')).resolves.toBe(until);
    await expect(same.getByTestId('free-cancellation').textContent()).resolves.toContain(formatJalali(until));
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('a stay in a few days: no hotel cancels for free, so no chip and no filter', async () => {
    const { page, errors, context } = await openPage(browser);
    await finished(page, search(3, 5));
    const all = await cardFacts(page);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((c) => !c.until && c.chip === null)).toBe(true);
    await expect(page.getByRole('checkbox', { name: hotelMessages.hotelFilters.freeCancellation }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
