import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browser, day, openPage, usesBrowser } from './browser';
import { bookTrip, fillOneDomesticPassenger } from './booking-steps';

/**
 * Issue 48 point 4a (Chromium, built worker, sandbox): on the passengers step and the review the flight's route
 * reads right to left (the origin's code on the right, the arrow pointing at the destination on the left), and the
 * flight number keeps Latin digits («B9 1161», never «B۹ ۱۱۶۱»).
 */
usesBrowser();

async function routeReadsRightToLeft(page: Page): Promise<void> {
  const route = page.getByTestId('review-route').first();
  await route.waitFor({ timeout: 20_000 });
  const ends = route.locator('bdi');
  expect(await ends.allTextContents()).toEqual(['THR', 'MHD']);
  const [from, to] = [await ends.nth(0).boundingBox(), await ends.nth(1).boundingBox()];
  // RTL: the origin is to the right of the destination; the arrow «←» between them points at the destination.
  expect(from!.x).toBeGreaterThan(to!.x);
  const code = (await page.getByTestId('review-code').first().textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{2} \d{2,5}$/);
}

async function check(width: number, height: number) {
  const { page, errors, context } = await openPage(browser, { viewport: { width, height } });
  await bookTrip(page, errors, `${baseUrl()}/flight/THR-MHD/search?flightDate=${day(25)}&flightType=1&adults=1`, [1]);
  await routeReadsRightToLeft(page);
  await fillOneDomesticPassenger(page);
  await routeReadsRightToLeft(page);
  expect(errors).toEqual([]);
  await context.close();
}

describe('the flight line of the basket and review', () => {
  it('desktop: route right to left, flight number Latin', () => check(1280, 900), 150_000);
  it('390 px: route right to left, flight number Latin', () => check(390, 844), 150_000);
});
