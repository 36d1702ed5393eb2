import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../unit/tickets/pdf-text';
import { seriousViolations } from './axe';
import { usesAccounts } from './account-locks';
import { baseUrl, browser, day, openPage, usesBrowser, waitForStep } from './browser';
import { apiLogin, DESKTOP, hydrated, MOBILE } from './shell-helpers';

/**
 * The CIP journey (issue 47) in Chromium against the built worker and the sandbox: IKA's results (card, filters,
 * sort), a departure porter service's detail (a flight outside its hours refused in Persian, 2 passengers), the
 * travellers step, the review paid all on agency credit by counter staff, the voucher PDF, the order's invoice
 * (/invoice/cip) and its cancellation from the dashboard before the flight's day; at desktop and 390 px
 * (no sideways scroll), axe 0 serious/critical on each page.
 */
usesBrowser();
// Reads or moves these accounts' money to the rial: no other file touches them meanwhile (account-locks.ts).
usesAccounts('09120000002');

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each([
  ['desktop', DESKTOP],
  ['390 px', MOBILE],
])('CIP at %s', (_name, viewport) => {
  it('a departure porter service at IKA for 2 passengers, paid on agency credit by counter staff, voucher parsed', async () => {
    const { page, errors, context } = await openPage(browser, { viewport });
    await apiLogin(context, '09120000002');
    await page.goto(`${baseUrl()}/cip/IKA/search?startDate=${day(6)}&adults=2`);
    await page.getByTestId('results-list').waitFor({ timeout: 20_000 });
    await hydrated(page);
    expect(await page.getByTestId('cip-card').count()).toBeGreaterThan(4);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The side filter (on phones inside the filters dialog) keeps departures only.
    if (viewport === MOBILE) await page.getByTestId('filters-button').click();
    await page.locator('[data-testid="filter-kinds"]:visible label[data-value="departure"] input').check();
    if (viewport === MOBILE) await page.getByTestId('filters-apply').click();
    await expect.poll(() => page.locator('[data-testid="cip-card"][data-kind="arrival"]').count()).toBe(0);
    expect(page.url()).toContain('fKind=departure');
    const porter = page.locator('[data-testid="cip-card"][data-kind="departure"][data-service="porter"]');
    await porter.getByTestId('cip-choose').click();
    await page.waitForURL(/\/cip\/ika-\d+\?/, { timeout: 20_000 });
    await page.getByTestId('cip-booking').waitFor();
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    // Two adults from the search; a porter's shift never covers 02:30: refused in Persian under the time.
    await page.getByLabel('شماره پرواز').fill('W5 1061');
    await page.getByLabel('ساعت پرواز').fill('02:30');
    await page.getByTestId('cip-continue').click();
    await expect.poll(() => page.getByTestId('cip-error-flightTime').textContent()).toContain('خارج از ساعات');
    await page.getByLabel('ساعت پرواز').fill('12:00');
    await page.getByTestId('cip-passenger-0').locator('input[type="checkbox"]').first().check();
    expect(await page.getByTestId('cip-total-amount').textContent()).toMatch(/تومان/);
    await page.getByTestId('cip-continue').click();
    await page.waitForURL(/\/cip\/IKA\/passengers/, { timeout: 20_000 });
    await page.locator('[data-testid="cip-travellers"][data-restored="true"]').waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    const people = [
      ['مریم', 'احمدی'],
      ['علی', 'احمدی'],
    ];
    for (let i = 0; i < people.length; i++) {
      await page.locator('#cip-p' + i + '-first').fill(people[i]![0]!);
      await page.locator('#cip-p' + i + '-last').fill(people[i]![1]!);
    }
    await page.locator('#cip-mobile').fill('09120000002');
    await page.getByTestId('cip-travellers-submit').click();
    await waitForStep(page, /\/checkout\/review/, 20_000);
    await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
    await page.getByTestId('review-role-discount').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('credit-max').check();
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/checkout\/cip\/result\?/, { timeout: 20_000 });
    await expect(page.getByTestId('payment-result').getAttribute('data-paid')).resolves.toBe('1');
    expect(await seriousViolations(page)).toEqual([]);
    const factorId = new URL(page.url()).searchParams.get('factorId')!;
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByTestId('ticket-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`safarnameh-ticket-${factorId}.pdf`);
    const text = (await pdfPages(new Uint8Array(await readFile((await download.path())!)))).join('\n');
    expect(text).toContain('واچر');
    expect(text).toContain('مریم');
    expect(text).toContain('W5 1061');
    // The order's invoice (/invoice/cip): its voucher through the shared order invoice; a number not the viewer's is a
    // Persian notice, not an error page.
    await page.goto(`${baseUrl()}/invoice/cip?factorId=${factorId}`);
    const invoice = page.getByTestId('cip-invoice');
    await invoice.waitFor({ timeout: 20_000 });
    const invoiceText = (await invoice.textContent()) ?? '';
    expect(invoiceText).toContain('W5 1061');
    expect(invoiceText).toContain('مریم');
    expect(await page.locator('h1').first().textContent()).toContain('صورت‌حساب خدمات CIP');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.goto(`${baseUrl()}/invoice/cip?factorId=999999999`);
    expect(await page.getByTestId('invoice-problem').textContent()).toContain('پیدا نشد');

    // The order in the dashboard, cancelled before the flight's day: a confirm step, what the agency credit paid less
    // the fee back to the wallet at once; then the order has no cancel button any more.
    await page.goto(`${baseUrl()}/dashboard/orders`);
    const cancelButton = page.locator(`[data-cancel-order="${factorId}"]`);
    await cancelButton.waitFor({ timeout: 20_000 });
    await hydrated(page);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await cancelButton.click();
    const dialog = page.getByTestId('cancel-order-dialog');
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByTestId('cancel-order-confirm').click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => cancelButton.count(), { timeout: 20_000 }).toBe(0);
    await page.getByText('سفارش لغو شد', { exact: false }).first().waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
