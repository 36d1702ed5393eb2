/**
 * The one checkout's review page as a browser test drives it: wait until it is hydrated, choose the credit part,
 * press «pay», confirm a changed price when the final re-check reports one, and land on the gateway or the result.
 */
import type { Page } from 'playwright-core';
import { waitForStep } from './browser';

export async function payOnReview(page: Page, opts: { credit?: 'max'; creditAmount?: string; expect: RegExp }): Promise<void> {
  await waitForStep(page, /\/checkout\/review/, 30_000);
  await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
  if (opts.credit) await page.getByTestId(`credit-${opts.credit}`).check();
  // A part from the wallet (as typed), the rest through the gateway.
  if (opts.creditAmount) {
    await page.getByTestId('credit-part').check();
    await page.getByTestId('credit-amount').fill(opts.creditAmount);
  }
  await page.getByTestId('pay-button').click();
  const dialog = page.getByTestId('price-changed');
  await Promise.race([page.waitForURL(opts.expect, { timeout: 30_000 }), dialog.waitFor({ timeout: 30_000 })]);
  if (await dialog.isVisible().catch(() => false)) await page.getByTestId('accept-price').click();
  await page.waitForURL(opts.expect, { timeout: 30_000 });
}

/**
 * On a hydrated review page: pays `amount` (as typed, Persian digits welcome) from the wallet/credit and the rest
 * through the sandbox gateway, and waits for the paid flight result page.
 */
export async function payPartThroughGateway(page: Page, amount: string): Promise<void> {
  await page.getByTestId('credit-part').check();
  await page.getByTestId('credit-amount').fill(amount);
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/sandbox\/pay\//, { timeout: 20_000 });
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await page.waitForURL(/\/checkout\/flight\/result\?/, { timeout: 20_000 });
  const paid = await page.getByTestId('payment-result').getAttribute('data-paid');
  if (paid !== '1') throw new Error(`the result page says data-paid=${paid}`);
}
