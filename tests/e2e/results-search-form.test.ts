/**
 * The search form on the hotel results page loads on intent: before it, a static preview (no form, combobox or rooms
 * code requested); a hover, focus or press swaps in the real form (repeating that focus or press on it); on a phone
 * «تغییر جستجو» opens the full-screen dialog with the real form. And axe on the preview.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { seriousViolations } from './axe';
import { baseUrl, browser, day, openPage, pressOnce, usesBrowser } from './browser';

const QUERY = `room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${day(3)}&endDate=${day(6)}`;
const PAGE = `/hotel/ir-kish/search?${QUERY}`;
/** Chunks of the form's own code (Vite keeps the module names in them). */
const FORM_CHUNK = /\/(HotelSearchForm|RoomsMenu|DestinationCombobox)-[\w-]+\.js$/;

usesBrowser();

const preview = (page: Page) => page.locator('[data-testid="hotel-search-form-preview"]');
const realForm = (page: Page, variant: 'sticky' | 'dialog') =>
  page.locator(`[data-testid="hotel-search-form"][data-variant="${variant}"][data-hydrated]`);

async function openResults(page: Page) {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('.js')) scripts.push(r.url());
  });
  const res = await page.goto(baseUrl() + PAGE);
  expect(res?.status()).toBe(200);
  await page.locator('article[data-hotel-id]').first().waitFor();
  return scripts;
}

/**
 * Repeats `act` until `done` shows (the first try may land before React has hydrated the page). Each try is short
 * and may fail: once a try has woken the real form, the preview it acted on is gone while the page repeats the press
 * on the real form, which on a loaded machine takes longer than one wait (CI run 30: a second click waited 30 s for
 * the vanished preview, twice). What counts is that `done` shows.
 * With `actedOn` (the preview): once it is gone, the act was taken, and the test only waits for `done` (20 s), as
 * a traveller who acted once would.
 */
async function until(act: () => Promise<void>, done: Locator, reset?: () => Promise<void>, actedOn?: Locator) {
  for (let i = 0; i < 10; i++) {
    await act().catch(() => {});
    try {
      await done.waitFor({ timeout: 2000 });
      return;
    } catch {
      if (actedOn && (await actedOn.count()) === 0) break;
      await reset?.();
    }
  }
  await done.waitFor({ timeout: actedOn ? 20_000 : 5000 });
}
/** A try of `until`: bounded well below the test's own limit. */
const TRY = { timeout: 3000 };

describe('results page search form', () => {
  it('desktop: a preview and no form code until hover; then the real form searches again', async () => {
    const { page, errors, context } = await openPage(browser);
    const scripts = await openResults(page);
    await expect.poll(() => preview(page).isVisible()).toBe(true);
    expect(await page.locator('[data-testid="hotel-search-form"]').count()).toBe(0);
    // The preview shows the search's values.
    expect(await preview(page).getByLabel(messages.searchForm.destination).inputValue()).toBe('کیش');
    expect(
      await preview(page)
        .getByRole('button', { name: messages.rooms.summary(1, 2) })
        .count(),
    ).toBe(1);
    await page.waitForTimeout(500);
    expect(scripts.filter((u) => FORM_CHUNK.test(u))).toEqual([]);

    const box = (await preview(page).boundingBox())!;
    await until(
      () => preview(page).hover(TRY),
      realForm(page, 'sticky'),
      () => page.mouse.move(0, 0),
    );
    expect(scripts.some((u) => /\/HotelSearchForm-/.test(u))).toBe(true);
    // Same place and size: swapping the preview for the form doesn't move the page.
    const formBox = (await realForm(page, 'sticky').boundingBox())!;
    expect(Math.abs(formBox.y - box.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(formBox.height - box.height)).toBeLessThanOrEqual(1);

    // One more adult, then search again.
    const form = realForm(page, 'sticky');
    await form.getByTestId('rooms-trigger').click();
    await page.getByTestId('adults-0-inc').click();
    await page.getByRole('button', { name: messages.rooms.done }).click();
    await expect.poll(() => form.getByTestId('rooms-trigger').textContent()).toBe(messages.rooms.summary(1, 3));
    await form.getByRole('button', { name: hotelMessages.hotelSearch.submit }).click();
    await page.waitForURL((url) => url.searchParams.get('room-0') === '3' && url.searchParams.get('pCount') === '3');
    expect(new URL(page.url()).pathname).toBe('/hotel/ir-kish/search');
    await page.locator('article[data-hotel-id]').first().waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('desktop: the popular destinations are not in the page; the real form fetches them once when it loads', async () => {
    const { page, errors, context } = await openPage(browser);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/locations/offline/')) fetched.push(new URL(r.url()).pathname);
    });
    await openResults(page);
    // The form's props in the page's RSC payload carry no lists (`"offline":null`, quotes escaped in the script).
    const html = await page.content();
    expect(html).toMatch(/offline\\":null/);
    expect(html).not.toContain(messages.location.popularDomestic);
    await page.waitForTimeout(500);
    expect(fetched).toEqual([]);

    await until(
      () => preview(page).hover(TRY),
      realForm(page, 'sticky'),
      () => page.mouse.move(0, 0),
    );
    await expect.poll(() => fetched).toEqual(['/api/locations/offline/hotels']);
    await realForm(page, 'sticky').getByRole('combobox', { name: messages.searchForm.destination }).click();
    await expect.poll(() => page.getByTestId('destination-list').textContent()).toContain(messages.location.popularDomestic);
    expect(await page.getByTestId('destination-list').getByRole('option').count()).toBeGreaterThan(3);
    expect(fetched).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('desktop: one press on the preview opens the dates picker; a keyboard focus lands in the real field', async () => {
    const { page, errors, context } = await openPage(browser);
    await openResults(page);
    // One press, once the preview listens: on the preview (the real form repeats it) or, if the pointer's arrival has
    // already swapped the real form in, on the real field.
    await page.locator('[data-testid="hotel-search-form-preview"][data-hydrated]').waitFor();
    await pressOnce(page, preview(page).locator('[data-field="dates"]'));
    await page.getByTestId('date-picker').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid="hotel-search-form-preview"]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('date-picker').waitFor({ state: 'detached' });

    await page.goto(baseUrl() + PAGE);
    await page.locator('article[data-hotel-id]').first().waitFor();
    await until(
      () => preview(page).getByLabel(messages.searchForm.destination).focus(TRY),
      page.locator('#hotel-destination-sticky-input:focus'),
      () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()),
      preview(page),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mobile: «تغییر جستجو» opens the full-screen dialog with the real form; Escape closes it', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 412, height: 823 } });
    const scripts = await openResults(page);
    await page.waitForTimeout(500);
    expect(scripts.filter((u) => FORM_CHUNK.test(u))).toEqual([]);
    const dialog = page.getByRole('dialog', { name: hotelMessages.hotelResults.searchFormSlot });
    await until(() => page.getByRole('button', { name: messages.results.changeSearch }).click(TRY), dialog);
    await realForm(page, 'dialog').waitFor();
    // Full screen, and the focus is inside the dialog.
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(411);
    expect(box.height).toBeGreaterThanOrEqual(822);
    await dialog.locator(':focus').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('hotel-destination-dialog-input');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious or critical axe violations with the preview', async () => {
    const { page, context } = await openPage(browser);
    await openResults(page);
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
    expect(await preview(page).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.locator('[data-testid="hotel-search-form"]').count()).toBe(0);
    await context.close();
  }, 90_000);
});
