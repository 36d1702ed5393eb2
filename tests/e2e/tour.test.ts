import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toPersianDigits } from '@/lib/text';
import { tourDocument } from '@/products/tour/messages';
import { pdfPages } from '../unit/tickets/pdf-text';
import { seriousViolations } from './axe';
import { baseUrl, browser, guestMobile, openPage, usesBrowser } from './browser';
import { payOnReview } from './review-pay';
import { DESKTOP, MOBILE, apiLogin, hydrated } from './shell-helpers';

/**
 * Issue 45's tour journey in Chromium against the built worker and the sandbox: Kish's tours (cards, a nights filter
 * and a price sort through the list's form), a package's page (itinerary, hotels, the price table with the departures
 * and their seats, FAQ, the sales line), the rooms (2 adults and a child of 8 in one room: a child with a bed), the
 * three travellers, the review, the sandbox gateway, then the voucher PDF from the dashboard (parsed: Persian shaped),
 * and the order's invoice page; at desktop and at 390 px (nothing wider than the screen); axe: no serious or critical
 * violation on any page.
 */
usesBrowser();

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const CODES = ['0012345679', '1234567891', '9876543210'];

async function journey(viewport: { width: number; height: number }) {
  const { page, errors, context } = await openPage(browser, { viewport });
  await apiLogin(context, '09120000001');

  // Kish's tours: the list, then 3 nights only, cheapest first (the form writes both to the URL).
  await page.goto(`${baseUrl()}/tour/kish`);
  const cards = page.getByTestId('tour-card');
  await cards.first().waitFor({ timeout: 20_000 });
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('#f-nights-3').check();
  await page.locator('#tour-sort').selectOption('priceAsc');
  await page.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await page.waitForURL(/nights=3/, { timeout: 20_000 });
  expect(page.url()).toContain('sort=priceAsc');
  const nights = await page.getByTestId('tour-nights').allTextContents();
  expect(nights.length).toBeGreaterThan(0);
  expect(nights.every((n) => n.includes('۳ شب'))).toBe(true);
  const prices = (await page.getByTestId('tour-price').allTextContents()).map((p) =>
    Number(p.replace(/[^۰-۹]/g, '').replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))),
  );
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);

  // The package page: its facts, the price table by room type and child band, FAQ, the packages' sales line.
  await cards.first().getByRole('link', { name: 'مشاهده و رزرو' }).click();
  await page.waitForURL(/\/package\/\d+$/, { timeout: 20_000 });
  await page.getByTestId('tour-departures').waitFor();
  expect(await page.getByTestId('tour-itinerary').locator('li').count()).toBe(4);
  expect(await page.getByTestId('tour-hotels').textContent()).toMatch(/هتل/);
  expect(await page.getByTestId('tour-faq').locator('details').count()).toBeGreaterThan(3);
  expect(await page.getByTestId('tour-sales-line').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
  // A sold-out date cannot be chosen.
  const sold = page.locator('[data-testid="tour-departure"][data-sold-out="true"] input[type="radio"]');
  for (const radio of await sold.all()) expect(await radio.isDisabled()).toBe(true);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  const hotel = ((await page.getByTestId('tour-hotels').locator('strong').first().textContent()) ?? '').trim();
  await page.getByTestId('tour-reserve').click();

  // The rooms: one room, 2 adults and a child of 8 (a child with a bed).
  await page.waitForURL(/\/package\/reserve\?/, { timeout: 20_000 });
  await page.getByTestId('tour-reserve-form').waitFor();
  await hydrated(page);
  const before = await page.getByTestId('tour-total').textContent();
  await page.getByLabel('تعداد کودک').selectOption('1');
  await page.getByLabel('سن کودک ۱ در روز حرکت').selectOption('8');
  await expect.poll(() => page.getByTestId('tour-total').textContent()).not.toBe(before);
  expect(await page.getByTestId('tour-room').textContent()).toContain('کودک با تخت');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('tour-reserve-submit').click();

  // The travellers: three, Persian names and national codes (a domestic tour).
  await page.waitForURL(/\/package\/\d+\/passengers/, { timeout: 20_000 });
  await page.locator('[data-testid="tour-travellers"][data-restored="true"]').waitFor({ timeout: 20_000 });
  const people = [
    ['مریم', 'احمدی'],
    ['علی', 'احمدی'],
    ['سارا', 'احمدی'],
  ];
  for (let i = 0; i < people.length; i++) {
    await page.locator(`#tour-p${i}-fnameFa`).fill(people[i]![0]!);
    await page.locator(`#tour-p${i}-lnameFa`).fill(people[i]![1]!);
    await page.locator(`#tour-p${i}-national`).fill(toPersianDigits(CODES[i]!));
  }
  await page.locator('#tour-mobile').fill('0912');
  await page.getByTestId('tour-travellers-submit').click();
  await expect.poll(() => page.locator('#tour-mobile').getAttribute('aria-invalid')).toBe('true');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.locator('#tour-mobile').fill(toPersianDigits(guestMobile()));
  await page.getByTestId('tour-travellers-submit').click();

  // The one checkout: review, then the sandbox gateway, paid.
  await page.waitForURL(/\/checkout\/review/, { timeout: 20_000 });
  await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('review-travellers').first().textContent()).toContain('مریم احمدی');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await payOnReview(page, { expect: /\/sandbox\/pay\// });
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await page.waitForURL(/\/checkout\/tour\/result\?/, { timeout: 20_000 });
  await expect(page.getByTestId('payment-result').getAttribute('data-paid')).resolves.toBe('1');
  expect(await seriousViolations(page)).toEqual([]);
  const factorId = new URL(page.url()).searchParams.get('factorId')!;

  // The order in the dashboard, with its voucher: the PDF downloaded and read (Persian shaped).
  await page.goto(`${baseUrl()}/dashboard/orders`);
  await hydrated(page);
  const link = page.locator(`[data-ticket-links] a[href="/dashboard/tickets/${factorId}"]`);
  await link.first().waitFor({ timeout: 20_000 });
  expect(await link.first().textContent()).toContain(tourDocument.title);
  const row = page.locator('[data-row]', { has: link.first() });
  const [download] = await Promise.all([page.waitForEvent('download'), row.locator('[data-ticket-pdf]').click()]);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  const text = (await pdfPages(bytes)).join('\n');
  expect(text).toContain(tourDocument.title);
  expect(text).toContain('مریم احمدی');
  expect(text).toContain(hotel);
  expect(text).toContain('کودک با تخت');
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The order's invoice page: the issued voucher of this order.
  await page.goto(`${baseUrl()}/invoice/package?factorId=${factorId}`);
  await hydrated(page);
  expect(await page.getByTestId('tour-invoice').textContent()).toContain(hotel);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}

describe('tours: Kish, 2 adults and 1 child in one room, to the voucher and the invoice', () => {
  it('desktop', async () => journey(DESKTOP), 240_000);
  it('390 px', async () => journey(MOBILE), 240_000);
});
