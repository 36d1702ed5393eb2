import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, browser, day, openPage, usesBrowser, waitForStep } from './browser';
import { istanbulTripOnReview, noSidewaysScroll } from './booking-steps';
import { DESKTOP, MOBILE } from './shell-helpers';

/**
 * Cross-sell (issue 46, deliver 5) in Chromium against the built worker and the sandbox: a THR→IST return flight in
 * the basket, its passenger named; the review offers a travel insurance for Istanbul for the flight's days and the
 * passenger's age; the offer's link opens the plans for exactly that trip; the chosen plan joins the same basket, its
 * traveller comes filled in from the flight's passenger, and the review shows the flight and the insurance together, paid once at the gateway: one
 * order with the flight's tickets and the contract. At desktop and at 390 px; axe 0 serious/critical.
 */
usesBrowser();

async function crossSell(viewport: { width: number; height: number }) {
  const { page, errors, context } = await openPage(browser, { viewport });
  const { mobile } = await istanbulTripOnReview(page, errors);

  // The offer: Istanbul, the flight's days, the passenger's age on the day out.
  const offer = page.locator('[data-testid="review-offer"][data-offer="insurance"]');
  await offer.waitFor();
  expect(await offer.textContent()).toContain('استانبول');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);
  const href = (await offer.locator('a').getAttribute('href'))!;
  const link = new URL(href, baseUrl());
  expect(link.pathname).toBe('/insurance/tr-istanbul/search');
  expect(link.searchParams.get('startDate')).toBe(day(6));
  expect(link.searchParams.get('endDate')).toBe(day(13));
  expect(link.searchParams.get('adults')).toBe('1');
  expect(Number(link.searchParams.get('ages'))).toBeGreaterThanOrEqual(40);
  await offer.locator('a').click();

  // The plans for that trip; the cheapest into the same basket.
  await page.waitForURL(/\/insurance\/tr-istanbul\/search/, { timeout: 20_000 });
  const cards = page.getByTestId('insurance-plan');
  await cards.first().waitFor({ timeout: 30_000 });
  // The ages came with the link: no «priced at 30» note.
  expect(await page.getByTestId('insurance-ages-note').count()).toBe(0);
  // The plans are in the server's HTML: a press before hydration does nothing (CI run 24: both tests, 4 of 4).
  await page.locator('[data-testid="insurance-results"][data-hydrated]').waitFor({ timeout: 20_000 });
  await cards.first().getByTestId('insurance-choose').click();
  // CI run 21 timed out here 3 times in 4 (passes alone): waitForStep says where the page is and which call failed.
  await waitForStep(page, /\/insurance\/Passengers/, 20_000);
  await page.locator('[data-testid="insurance-travellers-form"][data-restored="true"]').waitFor({ timeout: 20_000 });
  // The insured starts as the flight's passenger: nothing is typed twice.
  const t = page.getByTestId('insured').first();
  expect((await t.getByLabel('نام (لاتین، مطابق گذرنامه)').inputValue()).toUpperCase()).toBe('MARYAM');
  expect((await t.getByLabel('نام خانوادگی (لاتین، مطابق گذرنامه)').inputValue()).toUpperCase()).toBe('AHMADI');
  expect(await t.getByLabel('تاریخ تولد').inputValue()).toBe('1985-09-01');
  expect(await t.getByLabel('کد ملی').inputValue()).toBe('0012345679');
  expect(await t.getByLabel('شمارهٔ گذرنامه').inputValue()).toBe('E12345678');
  expect(await t.getByLabel('تاریخ انقضای گذرنامه').inputValue()).toBe(day(800));
  expect(await t.getByTestId('insured-age').textContent()).toContain('سال');
  const phone = page.getByLabel('شمارهٔ موبایل');
  if ((await phone.inputValue()) === '') await phone.fill(mobile);
  await page.getByTestId('insurance-travellers-submit').click();

  // One review: both legs and the insurance, no offer any more; one payment.
  await waitForStep(page, /\/checkout\/review/, 30_000);
  await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('review-line').count()).toBe(3);
  expect(await offer.count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  let gateways = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && /\/sandbox\/pay\//.test(frame.url())) gateways++;
  });
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/sandbox\/pay\//, { timeout: 20_000 });
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await page.waitForURL(/\/checkout\/flight\/result\?/, { timeout: 30_000 });
  await expect(page.getByTestId('payment-result').getAttribute('data-paid')).resolves.toBe('1');
  expect(gateways).toBe(1);
  // One order: the flight's two tickets and the insured's contract.
  const factorId = new URL(page.url()).searchParams.get('factorId')!;
  const order = (await (await page.request.get(`${baseUrl()}/api/checkout/order/${factorId}`)).json()) as {
    data: { paid: boolean; tickets: { kind?: string }[] };
  };
  expect(order.data.paid).toBe(true);
  expect(order.data.tickets.map((x) => x.kind ?? 'ticket').sort()).toEqual(['contract', 'ticket', 'ticket']);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
}

describe('insurance offered with a flight abroad', () => {
  it('THR→IST at desktop: the review offers Istanbul’s insurance; added, the trip and the insurance are paid once', async () => {
    await crossSell(DESKTOP);
  }, 240_000);
  it('the same at 390 px', async () => {
    await crossSell(MOBILE);
  }, 240_000);
});
