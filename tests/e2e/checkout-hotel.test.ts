import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { usesAccounts } from './account-locks';
import { baseUrl, browser, day, guestMobile, openPage, usesBrowser, waitForStep } from './browser';
import { bookTrip, reserveHotel } from './booking-steps';
import { apiLogin, loginFromPage } from './shell-helpers';
import { payOnReview } from './review-pay';

/**
 * Hotels on the one checkout (Chromium, built worker, sandbox): the hotel's guests step goes to the shared
 * /checkout/review, an agent pays a hotel wholly from its credit there, and a basket holding a flight and a hotel
 * is paid in one checkout (one order).
 */
usesBrowser();
// Reads or moves these accounts' money to the rial: no other file touches them meanwhile (account-locks.ts).
usesAccounts('09120000003');

const balance = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/account/balance')).json()) as { data: { user_balance: number } }).data.user_balance);

describe('hotels on the one checkout', () => {
  it('an agent pays a hotel wholly from its credit on /checkout/review; the balance goes down by the payable', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await loginFromPage(page, '09120000003', '/about');
    const before = await balance(page);
    await reserveHotel(page, 402011);
    await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('review-line').count()).toBe(1);
    expect(await page.getByTestId('review-travellers').first().textContent()).toContain('نرگس صالحی');
    await page.getByTestId('wallet-balance').waitFor();
    // The agent's hotel price already carries its discount: the review does not take it off a second time.
    expect(await page.getByTestId('review-role-discount').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await payOnReview(page, { credit: 'max', expect: /\/checkout\/hotel\/result\?/ });
    await expect(page.getByTestId('payment-result').getAttribute('data-paid')).resolves.toBe('1');
    const factorId = Number(new URL(page.url()).searchParams.get('factorId'));
    const order = await page.evaluate(
      async (id) => ((await (await fetch(`/api/checkout/order/${id}`)).json()) as { data: Record<string, unknown> }).data,
      factorId,
    );
    expect(order).toMatchObject({ product: 'hotel', status: 'issued', remaining: 0 });
    expect(order.creditPaid).toBe(order.payable);
    expect(await balance(page)).toBe(before - (order.payable as number));
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('a basket with a flight and a hotel is paid in one checkout: one order, the flight ticket and the hotel', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await apiLogin(context, '09120000001');
    // The flight: results → select → continue → one adult's passengers → review.
    await bookTrip(page, errors, `${baseUrl()}/flight/THR-MHD/search?flightDate=${day(30)}&flightType=1&adults=1`, [1]);
    await page.locator('[data-testid="flight-passengers-form"][data-restored="true"]').waitFor({ timeout: 20_000 });
    const f = page.locator('fieldset[data-passenger="0"]');
    await f.getByLabel('تاریخ تولد').fill('1987-04-12');
    await f.getByLabel('کد ملی').fill('0012345679');
    await f.getByLabel('نام (فارسی)').fill('نرگس');
    await f.getByLabel('نام خانوادگی (فارسی)').fill('صالحی');
    await page.getByLabel('شمارهٔ موبایل').fill(guestMobile());
    await page.getByRole('button', { name: 'ادامه و بررسی سفارش' }).click();
    await waitForStep(page, /\/checkout\/review/, 30_000);
    // The hotel joins the same basket; its guests step leads to the same review, now with both items.
    await reserveHotel(page, 402013);
    await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('review-line').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await payOnReview(page, { expect: /\/sandbox\/pay\// });
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await page.waitForURL(/\/checkout\/flight\/result\?/, { timeout: 30_000 });
    await expect(page.getByTestId('payment-result').getAttribute('data-paid')).resolves.toBe('1');
    expect(await page.getByTestId('ticket-row').count()).toBe(1);
    const factorId = Number(new URL(page.url()).searchParams.get('factorId'));
    const orders = await page.evaluate(async () => {
      const res = await fetch('/api/account/orders', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      return ((await res.json()) as { data: { items?: { factorId: number; title: string }[] } }).data;
    });
    const mine = (orders.items ?? (orders as unknown as { factorId: number; title: string }[])).filter((o) => o.factorId === factorId);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toMatch(/رزرو/); // the one order names the flight and the hotel
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
