import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, browser, day, openPage, usesBrowser } from './browser';

/**
 * Issue 48 point 5, sold out is sold out (Chromium, built worker, sandbox): a flight whose «continue» answered
 * «sold out» is marked in the list and cannot be chosen again for the rest of the search (a reload of the same
 * search too); the other flights still can. The provision's answer is made «sold out» in the browser (the sandbox
 * sells out about one trip in 14, which ones depends on the day).
 */
usesBrowser();

async function soldOutOnce(page: Page): Promise<void> {
  let refused = 0;
  await page.route('**/api/basket/flights', async (route) => {
    if (refused++ > 0) return route.continue();
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ succeed: false, code: 'sold_out', message: 'ظرفیت این پرواز تکمیل شده است؛ لطفاً پرواز دیگری انتخاب کنید' }),
    });
  });
}

async function check(width: number, height: number) {
  const { page, errors, context } = await openPage(browser, { viewport: { width, height } });
  await soldOutOnce(page);
  const url = `${baseUrl()}/flight/THR-MHD/search?flightDate=${day(20)}&flightType=1&adults=1`;
  await page.goto(url);
  await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
  const first = page.locator('[data-testid="results-list"] article[data-leg="1"]').first();
  const id = await first.getAttribute('data-flight-id');
  await first.locator('[data-testid="flight-select"]').click();
  await page.getByTestId('flight-book').click();
  await page.getByTestId('provision-error').waitFor({ timeout: 20_000 });
  // Back on the list: that flight is marked and its «select» disabled; another one still chooses.
  const card = page.locator(`[data-testid="results-list"] article[data-flight-id="${id}"]`);
  await card.waitFor();
  await expect(card.getAttribute('data-sold-out')).resolves.toBe('1');
  expect(await card.getByTestId('flight-sold-out').isVisible()).toBe(true);
  expect(await card.getByTestId('flight-select').isDisabled()).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  const other = page.locator('[data-testid="results-list"] article[data-leg="1"]:not([data-sold-out])').first();
  expect(await other.getByTestId('flight-select').isDisabled()).toBe(false);
  // The same search again (a reload): still marked when the search is the same one (its token kept by the session).
  const token = await page.evaluate(() => Object.keys(sessionStorage).find((k) => k.startsWith('flight-sold-out:')) ?? null);
  expect(token).not.toBeNull();
  await page.reload();
  await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
  const sameToken = await page.evaluate((k) => document.documentElement.innerHTML.includes(k.slice('flight-sold-out:'.length)), token!);
  if (sameToken) await expect(page.locator(`article[data-flight-id="${id}"]`).getAttribute('data-sold-out')).resolves.toBe('1');
  for (let i = errors.length - 1; i >= 0; i--) if (errors[i]!.includes('status of 409')) errors.splice(i, 1);
  expect(errors).toEqual([]);
  await context.close();
}

describe('a sold-out flight stays sold out for the search', () => {
  it('desktop: marked and disabled after «sold out»', () => check(1280, 900), 120_000);
  it('390 px: marked and disabled after «sold out»', () => check(390, 844), 120_000);
});
