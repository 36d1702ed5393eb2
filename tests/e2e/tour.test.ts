import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uploads } from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';
import { tourDocument } from '@/products/tour/messages';
import { pdfPages } from '../unit/tickets/pdf-text';
import { seriousViolations } from './axe';
import { usesAccounts } from './account-locks';
import { baseUrl, browser, guestMobile, openPage, usesBrowser, waitForStep } from './browser';
import { expectResultDocuments } from './booking-steps';
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
// Reads or moves these accounts' money to the rial: no other file touches them meanwhile (account-locks.ts).
usesAccounts('09120000001', '09120000003');

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const CODES = ['0012345679', '1234567891', '9876543210'];
/** A passport scan as a traveller's phone sends one: a PNG's signature and its first chunk (the upload reads the bytes). */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

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
  await waitForStep(page, /\/checkout\/review/, 20_000);
  await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('review-travellers').first().textContent()).toContain('مریم احمدی');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await payOnReview(page, { expect: /\/sandbox\/pay\// });
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await page.waitForURL(/\/checkout\/tour\/result\?/, { timeout: 20_000 });
  await expect(page.getByTestId('payment-result').getAttribute('data-paid')).resolves.toBe('1');
  expect(await seriousViolations(page)).toEqual([]);
  // The buyer's document is on the result page too (issue 48 point 2): listed, within the width, a PDF.
  await expectResultDocuments(page);
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

/** A valid Iranian national code from a 9-digit stem (its check digit). */
function nationalCode(stem: number): string {
  const digits = String(stem).padStart(9, '0').split('').map(Number);
  const r = digits.reduce((n, d, i) => n + d * (10 - i), 0) % 11;
  return `${digits.join('')}${r < 2 ? r : 11 - r}`;
}

/**
 * Another traveller (the agent 09120000003, on agency credit, through the site's own routes) buys every seat left of a
 * departure, in orders of up to 12 seats (4 rooms of 3 adults).
 */
async function buyOut(packageId: number, departureId: string, seats: number, stem: number) {
  const { context } = await openPage(browser);
  await apiLogin(context, '09120000003');
  const headers = { 'Content-Type': 'application/json', Origin: baseUrl(), 'Sec-Fetch-Site': 'same-origin' };
  const post = async (path: string, data: unknown) => {
    const res = await context.request.post(`${baseUrl()}${path}`, { headers, data });
    return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
  };
  let left = seats;
  let n = 0;
  while (left > 0) {
    const take = Math.min(12, left);
    const rooms = Array.from({ length: Math.ceil(take / 3) }, (_, i) => ({ adults: Math.min(3, take - i * 3), childrenAges: [] }));
    const added = await post('/api/basket/tour', { packageId, departureId, rooms });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const passengers = Array.from({ length: take }, () => ({
      fnameFa: 'رضا',
      lnameFa: 'کریمی',
      fnameEn: '',
      lnameEn: '',
      nationalCode: nationalCode(stem + n++),
      passportNumber: '',
      passportExpiry: '',
    }));
    const named = await post('/api/checkout/tour/travellers', { passengers, mobile: '09120000003', email: '' });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const paid = await post('/api/checkout/pay', { credit: 'max' });
    expect(paid.body['step'], JSON.stringify(paid.body)).toBe('done');
    left -= take;
  }
  await context.close();
}

/** Mashhad by bus, 2 nights, a 3-star hotel: the cheapest package, 40 seats a departure. */
const MASHHAD_BUS = 70024;
const DUBAI = 70061;

describe.each([
  ['desktop', DESKTOP],
  ['390 px', MOBILE],
])('tours at %s', (_name, viewport) => {
  it('a date selling out between choosing and paying: the review says the date is full, nothing is charged', async () => {
    const { page, errors, context } = await openPage(browser, { viewport });
    await apiLogin(context, '09120000001');
    const balance = async () => (await (await context.request.get(`${baseUrl()}/api/account/balance`)).text()).trim();
    await page.goto(`${baseUrl()}/package/${MASHHAD_BUS}`);
    await page.getByTestId('tour-departures').waitFor();
    // The date with the fewest seats that still seats three.
    const rows = await page
      .locator('[data-testid="tour-departure"][data-sold-out="false"]')
      .evaluateAll((els) =>
        els.map((e) => ({ id: e.getAttribute('data-departure-id')!, left: Number(e.getAttribute('data-seats-left')) })),
      );
    const chosen = rows.filter((r) => r.left >= 3).sort((a, b) => a.left - b.left)[0]!;
    await page.locator(`input[value="${chosen.id}"]`).check();
    await page.getByTestId('tour-reserve').click();
    await page.getByTestId('tour-reserve-form').waitFor();
    await hydrated(page);
    await page.getByLabel('تعداد کودک').selectOption('1');
    await page.getByLabel('سن کودک ۱ در روز حرکت').selectOption('8');
    await page.getByTestId('tour-reserve-submit').click();
    await page.waitForURL(/\/package\/\d+\/passengers/, { timeout: 20_000 });
    await page.locator('[data-testid="tour-travellers"][data-restored="true"]').waitFor({ timeout: 20_000 });
    for (let i = 0; i < 3; i++) {
      await page.locator(`#tour-p${i}-fnameFa`).fill(['مریم', 'علی', 'سارا'][i]!);
      await page.locator(`#tour-p${i}-lnameFa`).fill('احمدی');
      await page.locator(`#tour-p${i}-national`).fill(CODES[i]!);
    }
    await page.locator('#tour-mobile').fill(guestMobile());
    await page.getByTestId('tour-travellers-submit').click();
    await waitForStep(page, /\/checkout\/review/, 20_000);
    await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
    const before = await balance();

    // Meanwhile every seat left is sold to someone else.
    await buyOut(MASHHAD_BUS, chosen.id, chosen.left, viewport === DESKTOP ? 100_000_001 : 200_000_001);

    await page.getByTestId('pay-button').click();
    const alert = page.getByTestId('pay-alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain('ظرفیت این تاریخ حرکت تکمیل شده است');
    expect(await alert.locator('a').getAttribute('href')).toBe(`/package/${MASHHAD_BUS}`);
    expect(page.url()).toMatch(/\/checkout\/review/);
    expect(await balance()).toBe(before);
    expect(await seriousViolations(page)).toEqual([]);
    // The date now reads full on the package page and cannot be chosen.
    await page.goto(`${baseUrl()}/package/${MASHHAD_BUS}`);
    expect(await page.locator(`input[value="${chosen.id}"]`).isDisabled()).toBe(true);
    expect(errors.filter((e) => !/409/.test(e))).toEqual([]);
    await context.close();
  }, 240_000);

  it('an international tour asks each traveller’s passport: Latin names, number, expiry six months after the return', async () => {
    const { page, errors, context } = await openPage(browser, { viewport });
    await apiLogin(context, '09120000001');
    await page.goto(`${baseUrl()}/package/${DUBAI}`);
    await page.getByTestId('tour-departures').waitFor();
    expect(await page.getByTestId('tour-visa').textContent()).toMatch(/ویزا/);
    await page.getByTestId('tour-reserve').click();
    await page.getByTestId('tour-reserve-form').waitFor();
    await hydrated(page);
    await page.getByLabel('بزرگسال (۱۲ سال به بالا)').selectOption('1');
    await expect.poll(() => page.getByTestId('tour-room').textContent()).toContain('اتاق یک‌تخته');
    await page.getByTestId('tour-reserve-submit').click();
    await page.waitForURL(/\/package\/\d+\/passengers/, { timeout: 20_000 });
    await page.locator('[data-testid="tour-travellers"][data-restored="true"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('#tour-p0-fnameFa').count()).toBe(0);
    await page.locator('#tour-p0-fnameEn').fill('MARYAM');
    await page.locator('#tour-p0-lnameEn').fill('AHMADI');
    await page.locator('#tour-p0-passport').fill('K12345678');
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');
    await page.locator('#tour-p0-expiry').fill(soon);
    await page.locator('#tour-mobile').fill(guestMobile());
    await page.getByTestId('tour-travellers-submit').click();
    await expect.poll(() => page.locator('#tour-p0-expiry').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#tour-p0-expiry-error').textContent()).toContain('شش ماه');
    // The passport scan: a Persian button, not the browser's «Choose File»; a PNG is sent at once and named.
    const scanButton = page.locator('label[for="tour-p0-scan"][aria-hidden="true"]');
    expect(await scanButton.textContent()).toBe(uploads.choose);
    await page.locator('#tour-p0-scan').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => page.getByTestId('tour-p0-scan-done').textContent(), { timeout: 20_000 })
      .toBe(uploads.uploaded('passport.png'));
    expect(await scanButton.textContent()).toBe(uploads.chooseAnother);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.locator('#tour-p0-expiry').fill('2031/01/01');
    await page.getByTestId('tour-travellers-submit').click();
    await waitForStep(page, /\/checkout\/review/, 20_000);
    await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('review-travellers').first().textContent()).toContain('MARYAM AHMADI');
    await payOnReview(page, { expect: /\/sandbox\/pay\// });
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await page.waitForURL(/\/checkout\/tour\/result\?/, { timeout: 20_000 });
    await expect(page.getByTestId('payment-result').getAttribute('data-paid')).resolves.toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
