import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { hotelDocument } from '@/products/hotel/messages';
import { FIXED_SMS_CODE } from '@/server/sandbox/data/accounts';
import { pdfPages } from '../unit/tickets/pdf-text';
import { toPersianDigits } from '@/lib/text';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, browser, day, guestMobile, openPage, usesBrowser, waitForStep } from './browser';
import { reserveFirstRoom } from './booking-steps';
import { loginFromPage } from './shell-helpers';
import { payOnReview } from './review-pay';
import { apiLogin, hydrated } from './shell-helpers';

usesBrowser();

/**
 * Clicks a document link: the download is a real PDF, the hotel voucher, its Persian text readable. pdf.js drops the
 * spaces between right-to-left runs and moves a hamza above out of its word: texts are compared without either.
 */
async function expectVoucher(page: Page, link: Locator): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), link.click()]);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  const squash = (t: string) => t.replace(/[\s\u0654]/g, '');
  const [text] = await pdfPages(bytes);
  for (const piece of [hotelDocument.title, hotelDocument.address, hotelDocument.meal, hotelDocument.cancellation, 'مریم'])
    expect(squash(text!)).toContain(squash(piece));
  expect(text).toMatch(/HC-\d{7}/);
}

/** The hotel guests form's drafts in this tab's sessionStorage. */
const hotelDrafts = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('hotel-passengers:')));

async function reserveHotel(page: Page, hotelId: number, days: number) {
  await page.goto(
    `${baseUrl()}/hotel/ir-kish/Homa-Kish?hotelId=${hotelId}&startDate=${day(days)}&endDate=${day(days + 2)}&room=1&room-0=2`,
  );
  await reserveFirstRoom(page);
  await page.locator('form[data-draft="ready"]').waitFor();
}

/** Every field of the guests form as typed (both guests, leader, contact). */
async function typedValues(page: Page) {
  const guests = page.locator('[data-guest]');
  const out: string[] = [];
  for (let i = 0; i < (await guests.count()); i++) {
    const g = guests.nth(i);
    // The names' script follows the nationality: «نام (فارسی)» for an Iranian, «نام (لاتین)» for a foreigner.
    out.push(await g.getByLabel(/^نام \((فارسی|لاتین)\)$/).inputValue(), await g.getByLabel(/^نام خانوادگی/).inputValue());
    out.push(await g.getByLabel('جنسیت').inputValue(), await g.getByLabel('ملیت').inputValue());
    const code = g.getByLabel('کد ملی');
    out.push((await code.count()) ? await code.inputValue() : await g.getByLabel('شمارهٔ گذرنامه').inputValue());
    out.push(String(await g.getByRole('radio').isChecked()));
  }
  out.push(await page.getByLabel('شمارهٔ موبایل').inputValue(), await page.getByLabel('ایمیل').inputValue());
  return out;
}

describe('the hotel guests form keeps what was typed (sessionStorage draft)', () => {
  it('across a reload and a back/forward visit; cleared at logout', async () => {
    const { page, errors, context } = await openPage(browser);
    // A logged-in traveller, so that the profile menu's logout can be used at the end.
    await apiLogin(context, '09120000001');
    await reserveHotel(page, 402007, 44);
    const guests = page.locator('[data-guest]');
    await guests.nth(0).getByLabel('نام (فارسی)', { exact: true }).fill('مریم');
    await guests.nth(0).getByLabel('نام خانوادگی').fill('احمدی');
    await guests.nth(0).getByLabel('جنسیت').selectOption('FEMALE');
    await guests.nth(0).getByLabel('کد ملی').fill('۰۴۹۹۳۷۰۸۹۹');
    // A foreign guest: Latin names as in the passport, and the passport number.
    await guests.nth(1).getByLabel('ملیت').selectOption('OTHER');
    await guests.nth(1).getByLabel('نام (لاتین)', { exact: true }).fill('John');
    await guests.nth(1).getByLabel('نام خانوادگی (لاتین)').fill('Smith');
    await guests.nth(1).getByLabel('شمارهٔ گذرنامه').fill('X1234567');
    await guests.nth(1).getByRole('radio').check();
    const mobile = guestMobile();
    await page.getByLabel('شمارهٔ موبایل').fill(mobile);
    await page.getByLabel('ایمیل').fill('maryam@example.com');
    const typed = await typedValues(page);
    expect(typed).toEqual([
      'مریم',
      'احمدی',
      'FEMALE',
      'IR',
      '۰۴۹۹۳۷۰۸۹۹',
      'false',
      'John',
      'Smith',
      'MALE',
      'OTHER',
      'X1234567',
      'true',
      mobile,
      'maryam@example.com',
    ]);

    await page.reload();
    await page.locator('form[data-draft="ready"]').waitFor();
    await expect.poll(() => typedValues(page)).toEqual(typed);

    await page.goto(`${baseUrl()}/about`);
    await page.goBack();
    await page.locator('form[data-draft="ready"]').waitFor();
    await expect.poll(() => typedValues(page)).toEqual(typed);
    expect(await hotelDrafts(page)).toHaveLength(1);

    // Logout (spec 001 §4) clears the stored passenger data with the rest.
    await hydrated(page);
    await page.locator('header [data-profile-menu]').click();
    await page.getByRole('menuitem', { name: 'خروج' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await hotelDrafts(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('booking a hotel as a guest (Chromium, built worker, sandbox)', () => {
  it('reserve → passengers (bad then good national code) → review → price check → sandbox payment → result → the voucher, from the result page and from order tracking, each at 1280 and 390 px', async () => {
    const { page, errors, context } = await openPage(browser);
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404) missing.push(r.url());
    });
    await page.goto(`${baseUrl()}/hotel/ir-kish/Homa-Kish?hotelId=402003&startDate=${day(25)}&endDate=${day(27)}&room=1&room-0=2`);
    await reserveFirstRoom(page);
    await page.getByRole('heading', { level: 1, name: 'مشخصات مسافران' }).waitFor();
    // Typing before the form has hydrated and restored its saved state would be lost (CI run 18: the second guest's
    // «Reza» was gone at the submit, «required» instead of «Persian letters only»): wait for it, as the flight form does.
    await page.locator('form[data-draft="ready"]').waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // The shared traveller rules (issue 48 point 6): an Iranian guest's names in Persian letters, one national code a
    // person. The second guest first types Latin letters and the first guest's national code (Persian digits).
    const guests = page.locator('[data-guest]');
    expect(await guests.count()).toBe(2);
    for (let i = 0; i < 2; i++) {
      const g = guests.nth(i);
      await g.getByLabel('نام (فارسی)', { exact: true }).fill(i === 0 ? 'مریم' : 'Reza');
      await g.getByLabel('نام خانوادگی (فارسی)').fill(i === 0 ? 'احمدی' : 'کریمی');
      await g.getByLabel('کد ملی').fill(i === 0 ? '0499370899' : '۰۴۹۹۳۷۰۸۹۹');
    }
    const mobile = guestMobile();
    await page.getByLabel('شمارهٔ موبایل').fill(toPersianDigits(mobile));
    // The e-mail is optional for a guest (spec 001 §1): left empty, the checkout goes on.
    expect(await page.getByLabel('ایمیل').inputValue()).toBe('');
    // At 390 px as at 1280: the errors sit under their fields, in Persian, and nothing is sent.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.getByRole('button', { name: 'تأیید و ادامهٔ خرید' }).click();
      await expect.poll(() => page.locator('#r0g1-first-error').textContent()).toBe('لطفاً فقط از حروف فارسی استفاده کنید');
      expect(await page.locator('#r0g1-code-error').textContent()).toBe('این کد ملی برای مسافر دیگری هم وارد شده است');
      expect(await page.locator('#r0g1-first-error').isVisible()).toBe(true);
      expect(await page.locator('#r0g1-code-error').isVisible()).toBe(true);
      expect(page.url()).toMatch(/\/passengers/);
      if (width === 390) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
      }
    }
    await guests.nth(1).getByLabel('نام (فارسی)', { exact: true }).fill('رضا');
    // First with a national code whose checksum is wrong (the other guest's stays 0499370899).
    await guests.nth(0).getByLabel('کد ملی').fill('0499370898');
    await page.getByRole('button', { name: 'تأیید و ادامهٔ خرید' }).click();
    await expect(page.getByTestId('national-code-error').textContent()).resolves.toMatch(/کد ملی/);
    expect(await page.locator('#r0g1-first-error').count()).toBe(0);
    // A valid code of its own (the other guest's is 0499370899: one person, one document).
    await guests.nth(0).getByLabel('کد ملی').fill('0012345679');
    expect(await page.locator('#contact-email-error').count()).toBe(0);
    // What was typed is kept as this tab's draft until the order is paid.
    expect(await hotelDrafts(page)).toHaveLength(1);
    // The connection drops on the first press: the form says so and keeps everything; the next press goes on.
    await page.route('**/api/checkout/hotel/travellers', (r) => r.abort('failed'), { times: 1 });
    await page.getByRole('button', { name: 'تأیید و ادامهٔ خرید' }).click();
    await page.getByRole('alert').filter({ hasText: 'خطایی رخ داد' }).waitFor({ timeout: 10_000 });
    expect(await guests.nth(0).getByLabel('کد ملی').inputValue()).toBe('0012345679');
    await page.getByRole('button', { name: 'تأیید و ادامهٔ خرید' }).click();

    // The one checkout's review: the hotel with its guests, then «pay» (a changed price is confirmed first).
    await waitForStep(page, /\/checkout\/review/, 30_000);
    await page.getByTestId('review-line').first().waitFor();
    expect(await page.getByTestId('review-line').first().textContent()).toContain('مریم احمدی');
    // Hydration enables the review's buttons and their colours ease in: axe reads them once that has settled (a
    // check halfway through the fade found the «remove» button's outline below 4.5:1 in CI runs 20, 53 and 55).
    await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await payOnReview(page, { expect: /\/sandbox\/pay\// });
    await page.getByRole('button', { name: 'پرداخت' }).click();
    await page.waitForURL(/\/checkout\/hotel\/result\?/);
    const result = page.getByTestId('payment-result');
    await expect(result.getAttribute('data-paid')).resolves.toBe('1');
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    await expect.poll(() => hotelDrafts(page), { timeout: 10_000 }).toEqual([]);
    expect(orderNumber).toMatch(/[۰-۹]/);
    // A guest who has just paid is offered an account with the same mobile (issue 49 point 9, basket register).
    await page.getByTestId('basket-register').getByRole('heading', { name: 'ساخت حساب کاربری با همین شماره' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(missing).toEqual([]);
    // The one console error: the request this test cut off on purpose.
    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);

    // The basket survives a reload of the passengers page until it is reset; the order is visible via the edge.
    const status = (await page.evaluate(async () => {
      const factorId = new URL(location.href).searchParams.get('factorId');
      return (await fetch(`/api/checkout/status/${factorId}`)).json();
    })) as { data: { paid: boolean } };
    expect(status.data.paid).toBe(true);

    // Every buyer holds their document (issue 48): the guest downloads the hotel voucher from the result page…
    const factorId = Number(new URL(page.url()).searchParams.get('factorId'));
    const docs = page.getByTestId('order-documents');
    expect(await docs.locator('[data-document]').count()).toBe(1);
    // At 1280 px (this page's width so far)…
    await expectVoucher(page, docs.locator('[data-document="hotel"] a'));
    // …and at 390 px, where the result page's documents list fits too.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    const resultBox = (await docs.locator('[data-document="hotel"] a').boundingBox())!;
    expect(resultBox.x + resultBox.width).toBeLessThanOrEqual(391);
    await expectVoucher(page, docs.locator('[data-document="hotel"] a'));
    // …and, from another browser, through order tracking: order number + the buyer's mobile + the SMS code.
    const { officialFactorId } = (
      (await page.evaluate(async (id) => (await fetch(`/api/checkout/order/${id}`)).json(), factorId)) as {
        data: { officialFactorId: string };
      }
    ).data;
    await context.close();
    const other = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await other.page.goto(`${baseUrl()}/track-order`);
    await hydrated(other.page);
    await other.page.getByLabel('شمارهٔ سفارش').fill(officialFactorId);
    await other.page.getByLabel('شمارهٔ موبایل خریدار').fill(mobile);
    await other.page.getByRole('button', { name: 'پیگیری' }).click();
    await other.page.getByLabel('کد تأیید').fill(FIXED_SMS_CODE);
    await other.page.getByRole('button', { name: 'پیگیری' }).click();
    const tracked = other.page.getByTestId('order-documents');
    await tracked.waitFor({ timeout: 15_000 });
    const link = tracked.locator('[data-document="hotel"] a');
    // At 390 px, then at 1280 px (the same tracked order): the documents list fits (no sideways scroll, the link
    // inside the viewport), axe is clean, and the link downloads the voucher.
    for (const width of [390, 1280]) {
      await other.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      expect(await other.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
      expect(await seriousViolations(other.page)).toEqual([]);
      await expectVoucher(other.page, link);
    }
    expect(other.errors).toEqual([]);
    await other.context.close();
  }, 150_000);

  it('«remove from basket» resets the basket and its «ticket removed» message shows', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/hotel/ir-kish/Homa-Kish?hotelId=402005&startDate=${day(34)}&endDate=${day(36)}&room=1&room-0=2`);
    await reserveFirstRoom(page);
    // Press «remove» once the page has hydrated (the guests form's draft restore, an effect, marks it): a press on the
    // server's markup does nothing.
    await page.locator('form[data-draft="ready"]').waitFor();
    await page.getByTestId('basket-reset').click();
    await page.waitForURL((url) => url.pathname === '/hotel/ir-kish');
    await page.getByText('بلیت از سبد خرید شما حذف شد').first().waitFor({ timeout: 15_000 });
    const basket = (await page.evaluate(async () => (await fetch('/api/basket/current')).json())) as { basket: { count: number } | null };
    expect(basket.basket?.count ?? 0).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the basket survives a reload and a login', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/hotel/ir-kish/Homa-Kish?hotelId=402004&startDate=${day(30)}&endDate=${day(32)}&room=1&room-0=2`);
    await reserveFirstRoom(page);
    await page.reload();
    await page.getByTestId('summary-price').waitFor();
    await loginFromPage(page, '09120000001');
    await page.reload();
    await page.getByTestId('summary-price').waitFor();
    const basket = (await page.evaluate(async () => (await fetch('/api/basket/current')).json())) as { basket: { count: number } };
    expect(basket.basket.count).toBe(1);
    await context.close();
  });

  it('two tabs adding at once keep both items', async () => {
    const context = await browser.newContext();
    const [a, b] = [await context.newPage(), await context.newPage()];
    await a.goto(baseUrl() + '/about');
    await b.goto(baseUrl() + '/about');
    const add = (n: number) =>
      `fetch('/api/basket/hotels',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({details:{hotelId:${402010 + n},hotelName:'هتل',destination:'ir-kish',checkIn:'${day(40)}',checkOut:'${day(42)}',searchToken:null,packageId:${(402010 + n) * 100 + 1},packageNumber:'${402010 + n}-${day(40).replaceAll('-', '')}-${day(42).replaceAll('-', '')}-2-0-0',packagePrice:1000000,currency:'IRR',isGuaranty:false,rooms:[{name:'اتاق',mealType:'BB',adults:2,childrenAges:[]}]}})}).then(r=>r.status)`;
    // Seed the basket, then both tabs add at the same moment.
    expect(await a.evaluate(add(0))).toBe(200);
    const [sa, sb] = await Promise.all([a.evaluate(add(1)), b.evaluate(add(2))]);
    expect([sa, sb]).toEqual([200, 200]);
    const view = (await a.evaluate(async () => (await fetch('/api/basket/current')).json())) as { basket: { count: number } };
    expect(view.basket.count).toBe(3);
    await context.close();
  });
});
