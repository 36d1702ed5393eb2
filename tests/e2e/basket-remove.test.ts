import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import { seriousViolations } from './axe';
import { baseUrl, browser, day, openPage, usesBrowser } from './browser';
import { bookTrip, fillOneDomesticPassenger, reserveHotel } from './booking-steps';
import { apiLogin, expectAlert } from './shell-helpers';

/**
 * Removing one item from the basket on the review (issue 42: "a flight can be removed from the basket"): a flight
 * and a hotel are booked to the review as a traveller does; the flight's «remove» (confirm dialog, axe-checked while
 * open) takes the flight out (a round trip's two legs together) and the hotel stays, with the total now the hotel's.
 * A refused remove keeps the line (error alert); removing the last item leads home with the «basket emptied» alert.
 * «Empty the basket» (more than one line) asks first and keeps every line when cancelled.
 */
usesBrowser();

const m = messages.checkout;
const lines = (page: Page) => page.getByTestId('review-line');
const flightLines = (page: Page) => page.locator('[data-testid="review-line"][data-product="flight"]');
const hotelLine = (page: Page) => page.locator('[data-testid="review-line"][data-product="hotel"]');

async function onReview(page: Page) {
  await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
}

describe('removing an item from the basket on the review', () => {
  it('desktop: a round trip and a hotel; removing the return leg removes the trip, the hotel stays', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await apiLogin(context, '09120000001');
    await bookTrip(
      page,
      errors,
      `${baseUrl()}/flight/THR-MHD/search?flightDate=${day(30)}&returnDate=${day(33)}&flightType=2&adults=1`,
      [1, 2],
    );
    await fillOneDomesticPassenger(page);
    await reserveHotel(page, 402013);
    await onReview(page);
    await expect.poll(() => lines(page).count(), { timeout: 10_000 }).toBe(3);
    expect(await flightLines(page).count()).toBe(2);
    const totalBefore = await page.getByTestId('review-total').textContent();
    const hotelTitle = await hotelLine(page).locator('h3').textContent();
    const hotelPrice = await hotelLine(page).getByTestId('review-line-price').textContent();

    // More than one line: «empty the basket» asks first, and «cancel» keeps every line.
    await page.getByRole('button', { name: m.emptyBasket }).click();
    const empty = page.getByRole('alertdialog', { name: m.emptyBasket });
    await empty.waitFor();
    expect(await empty.textContent()).toContain(m.emptyConfirm);
    expect(await seriousViolations(page)).toEqual([]);
    await empty.getByRole('button', { name: m.removeCancel }).click();
    await empty.waitFor({ state: 'hidden' });
    expect(await lines(page).count()).toBe(3);

    // The return leg's «remove»: its confirm step says the trip's other leg goes with it.
    const returnLeg = flightLines(page).nth(1);
    const title = (await returnLeg.locator('h3').textContent())!;
    await returnLeg.getByRole('button', { name: m.removeLabel(title) }).click();
    const dialog = page.getByRole('alertdialog', { name: m.removeTitle });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(m.removeConfirm(title));
    expect(await dialog.getByTestId('remove-note').textContent()).toBe(flightMessages.flightReview.removesTrip);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: m.removeYes }).click();

    await expectAlert(page, m.removed(title));
    await expect.poll(() => flightLines(page).count(), { timeout: 20_000 }).toBe(0);
    expect(await lines(page).count()).toBe(1);
    expect(await hotelLine(page).locator('h3').textContent()).toBe(hotelTitle);
    await expect.poll(() => page.getByTestId('review-total').textContent()).toBe(hotelPrice);
    expect(hotelPrice).not.toBe(totalBefore);
    // The page is the review still, its focus on the items' heading (the removed line's button is gone).
    expect(page.url()).toMatch(/\/checkout\/review/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('trip-summary');
    // One line left: its own «remove» is the way, so no «empty the basket».
    expect(await page.getByRole('button', { name: m.emptyBasket }).count()).toBe(0);
    const basket = await page.evaluate(async () => (await (await fetch('/api/basket/current')).json()) as Record<string, unknown>);
    expect(basket).toMatchObject({ basket: { count: 1, flights: [] } });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('phone (390 px), by keyboard: a one-way flight and a hotel; the flight goes, then the hotel, and the review leads home', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await bookTrip(page, errors, `${baseUrl()}/flight/THR-MHD/search?flightDate=${day(31)}&flightType=1&adults=1`, [1]);
    await fillOneDomesticPassenger(page);
    await reserveHotel(page, 402011);
    await onReview(page);
    await expect.poll(() => lines(page).count(), { timeout: 10_000 }).toBe(2);
    const totalBefore = await page.getByTestId('review-total').textContent();
    const hotelPrice = await hotelLine(page).getByTestId('review-line-price').textContent();

    // Cancelling changes nothing.
    const flight = flightLines(page).first();
    const title = (await flight.locator('h3').textContent())!;
    const remove = flight.getByRole('button', { name: m.removeLabel(title) });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: m.removeTitle });
    await dialog.waitFor();
    // A one-way flight goes alone: no note.
    expect(await dialog.getByTestId('remove-note').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await lines(page).count()).toBe(2);

    // A refused remove: the Persian alert, and the line stays.
    await page.route('**/api/basket/remove', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await remove.click();
    await dialog.getByRole('button', { name: m.removeYes }).click();
    await expectAlert(page, m.removeFailed);
    expect(await lines(page).count()).toBe(2);
    await page.unroute('**/api/basket/remove');
    // The refusal's 503 is the console's only error: expected here, so not the test's to report.
    for (let i = errors.length - 1; i >= 0; i--) if (errors[i]!.includes('status of 503')) errors.splice(i, 1);

    await remove.focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: m.removeYes }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => flightLines(page).count(), { timeout: 20_000 }).toBe(0);
    expect(await hotelLine(page).count()).toBe(1);
    await expect.poll(() => page.getByTestId('review-total').textContent()).toBe(hotelPrice);
    expect(hotelPrice).not.toBe(totalBefore);
    expect(await seriousViolations(page)).toEqual([]);

    // The last item: the basket is empty, the review leads home with the alert. On a slow phone the home page's
    // scripts arrive later than the alert's 2 s: it is still shown there, for the time it had left (alerts.ts).
    await page.route('**/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 3_000));
      await route.continue();
    });
    const hotelTitle = (await hotelLine(page).locator('h3').textContent())!;
    await hotelLine(page)
      .getByRole('button', { name: m.removeLabel(hotelTitle) })
      .click();
    await page.getByRole('alertdialog', { name: m.removeTitle }).getByRole('button', { name: m.removeYes }).click();
    await page.waitForURL(`${baseUrl()}/`, { timeout: 20_000 });
    await expectAlert(page, m.basketEmptied);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
