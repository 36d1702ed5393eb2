/**
 * The hotel results page honest in every state (issue 15 §5): a new search from the page shows the loading dialog
 * and drops the old results at once; HotelId/HotelSearchId never stay in the page's URL.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { baseUrl, browser, day, openPage, usesBrowser } from './browser';
import { apiLogin, hydrated } from './shell-helpers';

const QUERY = `room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${day(3)}&endDate=${day(6)}&fSort=priceAsc`;
const PAGE = `/hotel/ir-kish/search?${QUERY}`;

usesBrowser();

const realForm = (page: Page) => page.locator('[data-testid="hotel-search-form"][data-variant="sticky"][data-hydrated]');

describe('hotel results states', () => {
  it('a new search from the results page shows the loading dialog and drops the old results at once', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(baseUrl() + PAGE);
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
    const preview = page.locator('[data-testid="hotel-search-form-preview"]');
    for (let i = 0; i < 10 && !(await realForm(page).count()); i++) {
      await preview.hover().catch(() => {});
      await page.waitForTimeout(300);
      await page.mouse.move(0, 0);
    }
    const form = realForm(page);
    await form.waitFor();
    await form.getByTestId('rooms-trigger').click();
    await page.getByTestId('adults-0-inc').click();
    await page.getByRole('button', { name: messages.rooms.done }).click();
    // Slow the new page down, so what shows before it arrives can be seen.
    await page.route('**/RSC/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await form.getByRole('button', { name: hotelMessages.hotelSearch.submit }).click();
    await page.locator('[data-testid="search-loading"]').waitFor({ timeout: 500 });
    expect(await page.locator('article[data-hotel-id]').count()).toBe(0);
    await page.waitForURL((url) => url.searchParams.get('room-0') === '3', { timeout: 30_000 });
    await page.locator('article[data-hotel-id]').first().waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="search-loading"]').waitFor({ state: 'detached', timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('a passed check-in date is moved to today with a notice, said once: the marker leaves the address (390 px)', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const passed = day(-3);
    await page.goto(`${baseUrl()}/hotel/ir-kish/search?room=1&room-0=2&startDate=${passed}&endDate=${day(3)}`);
    const notice = page.getByTestId('past-date-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('گذشته است');
    const tehranToday = new Date(Date.now() + 210 * 60_000).toISOString().slice(0, 10);
    expect(new URL(page.url()).searchParams.get('startDate')).toBe(tehranToday);
    await hydrated(page);
    await page.waitForURL((url) => !url.searchParams.has('pastDate'), { timeout: 10_000 });
    await page.reload();
    await page.locator('article[data-hotel-id]').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('past-date-notice').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('later batches come 10 at a time, each 3 s after the traveller scrolls to the end; «more» pressed is at once', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 412, height: 823 } });
    await page.goto(baseUrl() + PAGE);
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
    const cards = page.locator('article[data-hotel-id]');
    await cards.nth(14).waitFor({ timeout: 10_000 });
    expect(await cards.count()).toBe(15);
    await page.getByTestId('more-coming').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId('more-coming').textContent()).toBe(hotelMessages.hotelResults.loadingMore);
    const asked = Date.now();
    await page.waitForTimeout(1_500);
    expect(await cards.count()).toBe(15);
    await cards.nth(24).waitFor({ timeout: 5_000 });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(2_500);
    await page.getByRole('button', { name: hotelMessages.hotelResults.showMore }).click();
    await cards.nth(34).waitFor({ timeout: 1_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a batch the traveller scrolled to still comes while a finger rests on the list (only re-orders wait for the lift)', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 412, height: 823 } });
    await page.goto(baseUrl() + PAGE);
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="results-list"][data-hydrated]').waitFor({ timeout: 10_000 });
    const cards = page.locator('article[data-hotel-id]');
    await cards.nth(14).waitFor({ timeout: 10_000 });
    // Pressed on the first card's address, then (the button still down) the list scrolled to its end.
    const address = cards.first().locator('p').first();
    await address.scrollIntoViewIfNeeded();
    const box = (await address.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.getByTestId('more-coming').scrollIntoViewIfNeeded();
    await cards.nth(24).waitFor({ timeout: 6_000 });
    await page.mouse.up();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a heart on a card keeps the hotel in the favourites: filled on its page, listed on /dashboard/favorites', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(baseUrl() + PAGE);
    const card = page.locator('article[data-hotel-id]').first();
    await card.waitFor({ timeout: 30_000 });
    await hydrated(page);
    const name = (await card.locator('h3').textContent())!;
    const heart = card.getByTestId('favorite');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    const id = await card.getAttribute('data-hotel-id');
    await page.goto(`${baseUrl()}/hotel/ir-kish/x?hotelId=${id}`);
    await expect.poll(() => page.getByTestId('favorite').first().getAttribute('aria-pressed')).toBe('true');
    await apiLogin(context, '09120000001');
    await page.goto(`${baseUrl()}/dashboard/favorites`);
    await hydrated(page);
    await page.getByRole('link', { name }).waitFor();
    const href = (await page.getByRole('link', { name }).getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/hotel/ir-kish/[^?]+\\?hotelId=${id}$`));
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('HotelId and HotelSearchId leave the page URL, in the one redirect', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}${PAGE}&HotelId=5&HotelSearchId=abc`);
    await page.locator('article[data-hotel-id]').first().waitFor({ timeout: 30_000 });
    const params = new URL(page.url()).searchParams;
    expect(params.get('HotelId')).toBeNull();
    expect(params.get('HotelSearchId')).toBeNull();
    expect(params.get('room-0')).toBe('2');
    await context.close();
  }, 60_000);

  it('a bare results URL ends on the defaults: lowest price, one room of two adults', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/hotel/ir-kish/search`);
    await page.locator('article[data-hotel-id]').first().waitFor({ timeout: 30_000 });
    const params = new URL(page.url()).searchParams;
    expect([params.get('fSort'), params.get('room'), params.get('pCount'), params.get('room-0')]).toEqual(['priceAsc', '1', '2', '2']);
    await context.close();
  }, 60_000);
});
