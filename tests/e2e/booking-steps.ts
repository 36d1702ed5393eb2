import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import * as flightMessages from '@/products/flight/messages';
import { seriousViolations } from './axe';
import { baseUrl, day, guestMobile, waitForStep } from './browser';
import { pressBook } from './provision-answer';

/** The flight number a result card names (its label is «airline flightNumber»). */
async function flightNumberOf(card: Locator): Promise<string> {
  const label = (await card.getAttribute('aria-label'))!;
  const number = /([A-Z0-9]{2} ?\d{2,4})$/.exec(label)?.[1];
  expect(number, label).toBeTruthy();
  return number!;
}

/**
 * Search → select the k-th card of each leg → continue, as a traveller does: the sandbox sells out about one flight
 * in 14 at provision (which ones depends on the day), and a traveller told «sold out» picks another flight. Tries
 * the first, then the second… card; confirms a changed price when the provision reports one (axe-checked). Answers
 * the chosen flights' numbers, outbound first. `errors` is the page's console log (openPage). With `refundable`, only
 * cards whose chip says «refundable» count: which flight comes first, and whether it is refundable, depends on the
 * day the search is for (the sandbox's network is drawn per date), so a test that refunds must ask for one.
 */
export async function bookTrip(
  page: Page,
  errors: string[],
  searchUrl: string,
  legs: readonly (1 | 2)[],
  { refundable = false }: { refundable?: boolean } = {},
): Promise<string[]> {
  const soldOut: string[] = [];
  for (let k = 0; k < 4; k++) {
    await page.goto(searchUrl);
    // «select» works once the page has hydrated; the finished counter says the stream (client code) is running.
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
    const numbers: string[] = [];
    for (const leg of legs) {
      // The chosen leg's list gives way to the next one: read each card's number before choosing it.
      const cards = page.locator(`[data-testid="results-list"] article[data-leg="${leg}"]`);
      // Exact text: «non-refundable» (غیرقابل استرداد) contains «refundable» (قابل استرداد).
      const chosen = refundable ? cards.filter({ has: page.getByText(flightMessages.flightResults.refundable, { exact: true }) }) : cards;
      const card = chosen.nth(k);
      await card.waitFor({ timeout: 30_000 });
      numbers.push(await flightNumberOf(card));
      await card.locator('[data-testid="flight-select"]').click({ timeout: 30_000 });
    }
    const answer = await pressBook(page);
    if (answer === 'refused') {
      soldOut.push(`${numbers.join('+')}: ${await page.getByTestId('provision-error').textContent()}`);
      // The refusal's 409 is the console's only error: expected here, so not the test's to report.
      for (let i = errors.length - 1; i >= 0; i--) if (errors[i]!.includes('status of 409')) errors.splice(i, 1);
      continue;
    }
    if (answer === 'price-changed') {
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('accept-price').click();
    }
    await page.waitForURL(/\/flight\/[A-Z]{3}-[A-Z]{3}\/passengers/, { timeout: 20_000 });
    return numbers;
  }
  throw new Error(`four trips in a row refused at provision:\n${soldOut.join('\n')}`);
}

/** On a hotel page: waits for its room offers and presses «reserve» on the first bookable one. */
export async function clickFirstRoom(page: Page): Promise<void> {
  await page.getByText(/^\S+ پیشنهاد$/).waitFor({ timeout: 20_000 });
  const card = page
    .locator('[data-testid="package-list"] > li')
    .filter({ has: page.getByRole('button', { name: 'رزرو اتاق', disabled: false }) })
    .first();
  await card.getByRole('button', { name: 'رزرو اتاق' }).click();
}

/** clickFirstRoom, then waits for the guests step. */
export async function reserveFirstRoom(page: Page): Promise<void> {
  await clickFirstRoom(page);
  await page.waitForURL(/\/hotel\/[^/]+\/passengers/, { timeout: 20_000 });
}

/** The hotel page → the first bookable room → the guests step, filled (valid) → the review. */
export async function reserveHotel(page: Page, hotelId: number): Promise<void> {
  await page.goto(`${baseUrl()}/hotel/ir-kish/Hotel?hotelId=${hotelId}&startDate=${day(30)}&endDate=${day(32)}&room=1&room-0=2`);
  await reserveFirstRoom(page);
  // Type only into the hydrated form (its draft restore, an effect, sets data-draft="ready"), as booking.test.ts
  // does: text typed into the server's markup before React hydrates is not in the form's state, so the press fails
  // validation and nothing navigates (this helper's waitForURL timed out once in each of two full runs, session 29).
  await page.locator('form[data-draft="ready"]').waitFor();
  const guests = page.locator('[data-guest]');
  await guests.first().waitFor();
  for (let i = 0; i < (await guests.count()); i++) {
    const g = guests.nth(i);
    await g.getByLabel('نام (فارسی)', { exact: true }).fill(i === 0 ? 'نرگس' : 'کاوه');
    await g.getByLabel('نام خانوادگی').fill('صالحی');
    // One person, one document: each guest has a national code of their own.
    await g.getByLabel('کد ملی').fill(['0499370899', '0012345679', '1234567891', '9876543210'][i] ?? '0045678901');
  }
  const mobile = page.getByLabel('شمارهٔ موبایل');
  if (!(await mobile.inputValue())) await mobile.fill(guestMobile());
  await page.getByRole('button', { name: 'تأیید و ادامهٔ خرید' }).click();
  await waitForStep(page, /\/checkout\/review/, 30_000);
}

/** On a domestic flight's passengers step: one adult (Persian names, national code) and the mobile → the review. */
export async function fillOneDomesticPassenger(page: Page): Promise<void> {
  await page.locator('[data-testid="flight-passengers-form"][data-restored="true"]').waitFor({ timeout: 20_000 });
  const f = page.locator('fieldset[data-passenger="0"]');
  await f.getByLabel('تاریخ تولد').fill('1987-04-12');
  await f.getByLabel('کد ملی').fill('0012345679');
  await f.getByLabel('نام (فارسی)').fill('نرگس');
  await f.getByLabel('نام خانوادگی (فارسی)').fill('صالحی');
  await page.getByLabel('شمارهٔ موبایل').fill(guestMobile());
  await page.getByRole('button', { name: 'ادامه و بررسی سفارش' }).click();
  await waitForStep(page, /\/checkout\/review/, 30_000);
}

/**
 * A THR→IST return flight for one adult, six days out for a week, its passenger named as in the passport (born
 * 1985-09-01), to the review with its two legs (the cross-sell journeys' start). The guest mobile it typed.
 */
export async function istanbulTripOnReview(page: Page, errors: string[]): Promise<{ mobile: string }> {
  const mobile = guestMobile();
  await bookTrip(
    page,
    errors,
    `${baseUrl()}/flight/THR-IST/search?flightDate=${day(6)}&returnDate=${day(13)}&flightType=2&adults=1`,
    [1, 2],
  );
  await page.locator('[data-testid="flight-passengers-form"][data-restored="true"]').waitFor({ timeout: 20_000 });
  const f = page.locator('fieldset[data-passenger="0"]');
  await f.getByLabel('تاریخ تولد').fill('1985-09-01');
  await f.getByLabel('کد ملی').fill('0012345679');
  await f.getByLabel('نام (لاتین)').fill('Maryam');
  await f.getByLabel('نام خانوادگی (لاتین)').fill('Ahmadi');
  await f.getByLabel('شمارهٔ گذرنامه').fill('E12345678');
  await f.getByLabel('کشور صادرکنندهٔ گذرنامه').selectOption('IR');
  await f.getByLabel('تاریخ انقضای گذرنامه').fill(day(800));
  await page.getByLabel('شمارهٔ موبایل').fill(mobile);
  await page.getByRole('button', { name: 'ادامه و بررسی سفارش' }).click();
  await waitForStep(page, /\/checkout\/review/, 20_000);
  await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('review-line').count()).toBe(2);
  return { mobile };
}

/** No sideways scroll at the page's width. */
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/**
 * On a paid order's result page (issue 48 point 2, every buyer holds their document): the documents list names at
 * least one document, fits the page's width, and its first link answers the PDF (read through the page's own session).
 */
export async function expectResultDocuments(page: Page): Promise<void> {
  const docs = page.getByTestId('order-documents');
  await docs.waitFor({ timeout: 10_000 });
  const link = docs.locator('a[data-document-pdf]').first();
  const box = (await link.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
  const res = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).toString());
  expect(res.status()).toBe(200);
  expect(new TextDecoder().decode((await res.body()).subarray(0, 5))).toBe('%PDF-');
}
