import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { usesAccounts } from './account-locks';
import { baseUrl, browser, openPage, usesBrowser, waitForStep } from './browser';
import { reserveHotel } from './booking-steps';
import { loginFromPage } from './shell-helpers';
import { payOnReview } from './review-pay';

/**
 * Issue 48 point 3, a way back (Chromium, built worker, sandbox): «انصراف» at the gateway ends on the order's result
 * page, which says the payment was cancelled and offers «پرداخت دوباره»; that pays the same order once, and the
 * paid order's gateway page (the browser's back) shows no pay button. Logged in, a part paid from the wallet before the
 * cancelled gateway stays with the order (the note says so) and the wallet is charged that part once. A link past its
 * 15 minutes (the clock knob: the e2e worker runs with SANDBOX_CLOCK="on", and the context's `sandbox-clock` cookie
 * puts the session 15 minutes on for the site and the sandbox alike, src/edge/clock.ts) takes nothing and ends on the
 * expired note with the same way back, at 1280 and 390 px.
 */
usesBrowser();
// Reads or moves these accounts' money to the rial: no other file touches them meanwhile (account-locks.ts).
usesAccounts('09120000001');

const balance = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/account/balance')).json()) as { data: { user_balance: number } }).data.user_balance);
const orderOf = (page: Page, id: number) =>
  page.evaluate(async (n) => ((await (await fetch(`/api/checkout/order/${n}`)).json()) as { data: Record<string, unknown> }).data, id);

/**
 * `creditAmount`: the first payment takes that part from the wallet (as typed) and the rest through the gateway.
 * `pendingPage` (signed in): between the cancel and paying again, the order waits on /dashboard/pending with its «pay».
 */
async function cancelThenPayAgain(
  page: Page,
  creditAmount?: string,
  /** Signed in: also check the order on /dashboard/pending. */
  pendingPage = false,
): Promise<{ factorId: number; firstGateway: string; secondGateway: string }> {
  await reserveHotel(page, 402011);
  await payOnReview(page, { expect: /\/sandbox\/pay\//, ...(creditAmount ? { creditAmount } : {}) });
  const firstGateway = page.url();
  await page.getByRole('button', { name: 'انصراف' }).click();
  await page.waitForURL(/\/checkout\/hotel\/result\?/, { timeout: 30_000 });
  const factorId = Number(new URL(page.url()).searchParams.get('factorId'));
  await expect(page.getByTestId('payment-result').getAttribute('data-paid')).resolves.toBe('0');
  const note = page.getByTestId('payment-note');
  await expect(note.getAttribute('data-outcome')).resolves.toBe('cancelled');
  expect(await note.textContent()).toContain('لغو کردید');
  // A wallet part already taken stays with the order, and the note says that paying again takes only the rest.
  expect(await page.getByTestId('payment-credit-kept').count()).toBe(creditAmount ? 1 : 0);
  // Back with no word from the gateway (the same result page without its payment): «not done», the same way back.
  const cancelledUrl = page.url();
  const silent = new URL(cancelledUrl);
  silent.searchParams.delete('payment');
  await page.goto(silent.toString());
  await expect(note.getAttribute('data-outcome')).resolves.toBe('unknown');
  expect(await note.textContent()).toContain('پرداخت در درگاه انجام نشد');
  expect(await page.getByTestId('pay-again').isVisible()).toBe(true);
  if (pendingPage) {
    // Signed in: the dashboard's «awaiting payment» lists the order with its own «pay», on a phone as on a desktop.
    await page.goto(`${baseUrl()}/dashboard/pending`);
    const row = page.locator('tr', { has: page.locator(`#pending-${factorId}`) });
    for (const viewport of [{ width: 390, height: 844 }, page.viewportSize()!]) {
      await page.setViewportSize(viewport);
      const pay = row.getByTestId('pending-pay');
      expect(await pay.isVisible()).toBe(true);
      await pay.scrollIntoViewIfNeeded();
      const box = (await pay.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
      expect(await seriousViolations(page)).toEqual([]);
    }
  }
  await page.goto(cancelledUrl);
  await expect(note.getAttribute('data-outcome')).resolves.toBe('cancelled');
  const again = page.getByTestId('pay-again');
  // The note and the way back at the test's width and at the other one (1280 / 390 px, then back): on screen, nothing
  // runs off sideways, axe clean.
  const own = page.viewportSize()!;
  const other = own.width === 390 ? { width: 1280, height: 900 } : { width: 390, height: 844 };
  for (const viewport of [own, other]) {
    await page.setViewportSize(viewport);
    expect(await note.isVisible()).toBe(true);
    const box = (await again.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize(own);
  await again.click();
  await payOnReview(page, { expect: /\/sandbox\/pay\// });
  const secondGateway = page.url();
  expect(secondGateway).not.toBe(firstGateway);
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await page.waitForURL(/\/checkout\/hotel\/result\?/, { timeout: 30_000 });
  await expect(page.getByTestId('payment-result').getAttribute('data-paid')).resolves.toBe('1');
  expect(Number(new URL(page.url()).searchParams.get('factorId'))).toBe(factorId);
  // A paid order offers nothing to pay.
  expect(await page.getByTestId('pay-again').count()).toBe(0);
  return { factorId, firstGateway, secondGateway };
}

describe('a way back from a cancelled or expired payment', () => {
  it('desktop, logged in: 100 000 toman from the wallet + the gateway, cancel → the result says so → pay again → paid once; the wallet is charged once', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await loginFromPage(page, '09120000001', '/about');
    const before = await balance(page);
    const { factorId, secondGateway } = await cancelThenPayAgain(page, '۱۰۰٬۰۰۰', true);
    // The wallet part was taken once (1 000 000 rial), the gateway took the rest once.
    const paid = await orderOf(page, factorId);
    expect(paid).toMatchObject({ status: 'issued', paid: true, creditPaid: 1_000_000 });
    expect(await balance(page)).toBe(before - 1_000_000);
    // The paid link's page again (back button, replayed): no pay button; the order stays issued, the wallet as it was.
    await page.goto(secondGateway);
    expect(await page.getByRole('button', { name: 'پرداخت' }).count()).toBe(0);
    expect(await orderOf(page, factorId)).toMatchObject({ status: 'issued', paid: true, creditPaid: 1_000_000 });
    expect(await balance(page)).toBe(before - 1_000_000);
    // The paid link's gateway page answers 410 (the browser logs that); nothing else went wrong.
    expect(errors.filter((e) => !/status of 410/.test(e))).toEqual([]);
    await context.close();
  }, 180_000);

  it('desktop then 390 px, guest: a link past its 15 minutes → «pay» takes nothing, the expired note (both widths) → pay again at 390 px → paid once', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await reserveHotel(page, 402011);
    await payOnReview(page, { expect: /\/sandbox\/pay\// });
    const firstGateway = page.url();
    // 15 minutes and a second later for this session: the link made a moment ago has expired at the gateway and on the
    // site. (No more: the hotel's search, 20 minutes' life, must still hold for paying again.)
    await context.addCookies([{ name: 'sandbox-clock', value: '+901s', url: baseUrl() }]);
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await waitForStep(page, /\/checkout\/hotel\/result\?/, 30_000);
    const factorId = Number(new URL(page.url()).searchParams.get('factorId'));
    await expect(page.getByTestId('payment-result').getAttribute('data-paid')).resolves.toBe('0');
    const note = page.getByTestId('payment-note');
    await expect(note.getAttribute('data-outcome')).resolves.toBe('expired');
    expect(await note.textContent()).toContain('مبلغی از حساب شما کسر نشده است');
    // Nothing was taken: the order still waits for its payment.
    expect(await orderOf(page, factorId)).toMatchObject({ status: 'pending', paid: false });
    // The expired note and its way back at 1280 px, then at 390 px (the rest of the journey goes on at 390 px): the
    // note and «پرداخت دوباره» on screen, nothing running off sideways, axe clean.
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      expect(await note.isVisible()).toBe(true);
      const again = (await page.getByTestId('pay-again').boundingBox())!;
      expect(again.x).toBeGreaterThanOrEqual(0);
      expect(again.x + again.width).toBeLessThanOrEqual(viewport.width + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.getByTestId('pay-again').click();
    await payOnReview(page, { expect: /\/sandbox\/pay\// });
    expect(page.url()).not.toBe(firstGateway);
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await waitForStep(page, /\/checkout\/hotel\/result\?/, 30_000);
    await expect(page.getByTestId('payment-result').getAttribute('data-paid')).resolves.toBe('1');
    expect(Number(new URL(page.url()).searchParams.get('factorId'))).toBe(factorId);
    expect(await page.getByTestId('pay-again').count()).toBe(0);
    expect(await orderOf(page, factorId)).toMatchObject({ status: 'issued', paid: true });
    // The expired link stays refused: its page has no pay button.
    await page.goto(firstGateway);
    expect(await page.getByRole('button', { name: 'پرداخت' }).count()).toBe(0);
    expect(errors.filter((e) => !/status of 410/.test(e))).toEqual([]);
    await context.close();
  }, 180_000);

  it('390 px, guest: cancel → pay again from the result page → paid once; the cancelled link pays nothing more', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const { factorId, firstGateway } = await cancelThenPayAgain(page);
    const paid = await orderOf(page, factorId);
    expect(paid).toMatchObject({ status: 'issued', paid: true });
    await page.goto(firstGateway);
    expect(await page.getByRole('button', { name: 'پرداخت' }).count()).toBe(0);
    // The paid link's gateway page answers 410 (the browser logs that); nothing else went wrong.
    expect(errors.filter((e) => !/status of 410/.test(e))).toEqual([]);
    await context.close();
  }, 180_000);
});
