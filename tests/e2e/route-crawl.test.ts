/**
 * The route table in Chromium: what needs a browser. Every route's status, redirect, Persian <h1>, branded title and
 * `noindex` are facts of the server's answer, checked table-driven against the built worker in
 * tests/worker/routes.test.ts (seconds, not a page load each). Here: axe-core on one page of each template (a page
 * type's markup is its template's, so one page of it says what all of them do), what the content routes show, the
 * 400 page at a narrow phone, and the lead box's behaviour.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, browser, openPage, usesBrowser } from './browser';

const DEST = 'ir-kish';
// Nothing sells more than a year ahead (a later date is a Persian 400), so the search pages get days two months from now.
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FAR = { flightDate: dayFromNow(60), returnDate: dayFromNow(64) };

/**
 * One page of each template that no other browser test runs axe on (home, auth, 404: shell.test.ts; dashboard:
 * dashboard.test.ts; product forms: hotel-search-form and product-forms; results, map and hotel page: hotel-results,
 * flight-results and hotel-page; a landing: the lead box below; the 400 page: below).
 */
const TEMPLATES = [
  '/about',
  '/campaign',
  '/help/flight',
  '/city/kish',
  '/tour/kish',
  '/attraction/burj-khalifa',
  '/package/7001',
  `/insurance/tr-istanbul/search?startDate=${FAR.flightDate}&endDate=${dayFromNow(69)}&adults=2`,
  '/checkout/result?status=success&factorId=1&officialFactorId=SF-1',
  '/flight-hotel/THR-KIH',
  `/invoice/${DEST}/hotel`,
  '/blog',
  '/flight-confirm/F-1',
  '/server-error',
  // Issue 49 point 9: the hotel home with its suggested hotels.
  '/hotel',
];

usesBrowser();
let page: Page;
let close: () => Promise<void>;
beforeAll(async () => {
  const opened = await openPage(browser);
  page = opened.page;
  close = () => opened.context.close();
});
afterAll(async () => {
  await close?.();
});

describe('axe on one page of each template', () => {
  it.each(TEMPLATES)(
    '%s has no serious or critical axe violations',
    async (path) => {
      await page.goto(baseUrl() + path);
      expect(await seriousViolations(page), path).toEqual([]);
    },
    30_000,
  );
});

describe('what the content routes show', () => {
  // Its status, reason and link back to the form are the server's answer (tests/worker/routes.test.ts); here what the
  // page looks like on the narrowest phone the site supports (wider screens only have more room).
  it('the Persian 400 page of a results URL that cannot be searched fits a 360 px phone and is axe clean', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of [
      '/insurance/ae-dubai/search?startDate=2026-13-45',
      `/hotel/${DEST}/search?room=1&room-0=abc&startDate=${FAR.flightDate}&endDate=${FAR.returnDate}`,
    ]) {
      const res = await page.goto(baseUrl() + path);
      expect(res?.status(), path).toBe(400);
      await page.getByTestId('search-problem').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the lead box validates the phone, then sends a lead and thanks the visitor', async () => {
    await page.goto(`${baseUrl()}/landings/united-kingdom-visa`);
    const box = page.getByTestId('lead-box');
    await expect(box.textContent()).resolves.toContain('ویزای انگلستان');
    await box.getByRole('button', { name: 'ارسال' }).click();
    await expect(box.getByRole('alert').textContent()).resolves.toBe('این فیلد الزامی است.');
    await box.getByLabel('شماره موبایل').fill('0912');
    await box.getByRole('button', { name: 'ارسال' }).click();
    await expect(box.getByRole('alert').textContent()).resolves.toBe('شماره موبایل واردشده معتبر نیست.');
    await box.getByLabel('شماره موبایل').fill('۰۹۱۲۱۲۳۴۵۶۷');
    // Together with the press: a failed press must not leave the wait to reject unhandled (it fails the whole run).
    const [posted] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/leads')),
      box.getByRole('button', { name: 'ارسال' }).click(),
    ]);
    expect(posted.status()).toBe(200);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="lead-box"] [role="status"]')?.textContent?.includes('به‌زودی با شما تماس می‌گیریم'),
    );
    expect(await seriousViolations(page)).toEqual([]);
  }, 30_000);
});
