// Checkout figures (issue 14): the time from «pay» on the review page to the result page showing the issued order,
// on the sandbox, for the two ways of paying: the bank gateway (review → sandbox payment page → its «pay» → result;
// the traveller's own time on the payment page is left out) and the wallet/agency credit (review → result). Each
// run books a fresh THR-MHD trip through the real pages (results → select → passengers → review). Prints figures
// only; the runner prints the calibration line after it.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.mjs';
import { pressBook } from '../e2e/provision-answer.ts';
import { ms } from './lib.mjs';

const RUNS = 5;
const CODES = ['0012345679', '1234567891'];
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function toReview(page, baseUrl, login) {
  if (login) {
    await page.goto(`${baseUrl}/`);
    await page.evaluate(async (username) => {
      await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: 'Sandbox!234' }),
      });
    }, login);
  }
  await page.goto(`${baseUrl}/flight/THR-MHD/search?flightDate=${day(5 + Math.floor(Math.random() * 40))}&flightType=1&adults=2`);
  // «select» works once the page has hydrated; the finished counter says the stream (client code) is running.
  await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="results-list"] article[data-leg="1"] [data-testid="flight-select"]').first().click({ timeout: 30_000 });
  const answer = await pressBook(page);
  // A seat sold out since the search (the sandbox does that to some flights): another day.
  if (answer === 'refused') return toReview(page, baseUrl, null);
  if (answer === 'price-changed') await page.getByTestId('accept-price').click();
  await page.waitForURL(/\/passengers/, { timeout: 20_000 });
  await page.locator('[data-testid="flight-passengers-form"][data-restored="true"]').waitFor({ timeout: 20_000 });
  for (let i = 0; i < 2; i++) {
    const f = page.locator(`fieldset[data-passenger="${i}"]`);
    await f.getByLabel('تاریخ تولد').fill(i ? '1990-07-22' : '1988-03-10');
    await f.getByLabel('کد ملی').fill(CODES[i]);
    await f.getByLabel('نام (فارسی)').fill(i ? 'علی' : 'مریم');
    await f.getByLabel('نام خانوادگی (فارسی)').fill('احمدی');
  }
  await page.getByLabel('شمارهٔ موبایل').fill('09127776655');
  await page.getByRole('button', { name: 'ادامه و بررسی سفارش' }).click();
  await page.waitForURL(/\/checkout\/review/, { timeout: 20_000 });
  await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
}

const paid = (page) => page.locator('[data-testid="payment-result"][data-paid="1"]').waitFor({ timeout: 30_000 });

export default async function ({ baseUrl }) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const gateway = [];
    const credit = [];
    for (let i = 0; i < RUNS; i++) {
      const ctx = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
      const page = await ctx.newPage();
      await toReview(page, baseUrl, null);
      const t0 = performance.now();
      await page.getByTestId('pay-button').click();
      await page.waitForURL(/\/sandbox\/pay\//, { timeout: 30_000 });
      const toGateway = performance.now() - t0;
      const t1 = performance.now();
      await page.getByRole('button', { name: 'پرداخت' }).click();
      await page.waitForURL(/\/checkout\/flight\/result/, { timeout: 30_000 });
      await paid(page);
      gateway.push(toGateway + (performance.now() - t1));
      await ctx.close();

      const ctx2 = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
      const page2 = await ctx2.newPage();
      // The agent (1 000 000 000 rial of credit): five trips never exhaust it, so each is paid wholly from credit.
      await toReview(page2, baseUrl, '09120000003');
      await page2.getByTestId('credit-max').check();
      const t2 = performance.now();
      await page2.getByTestId('pay-button').click();
      await page2.waitForURL(/\/checkout\/flight\/result/, { timeout: 30_000 });
      await paid(page2);
      credit.push(performance.now() - t2);
      await ctx2.close();
    }
    const line = (label, xs) =>
      console.log(
        `checkout ${label}: «pay» → result page (issued) median ${ms(median(xs))} (min ${ms(Math.min(...xs))}, max ${ms(Math.max(...xs))}, ${xs.length} runs)`,
      );
    line('bank gateway (sandbox page time excluded)', gateway);
    line('wallet/agency credit (agent)', credit);
  } finally {
    await browser.close();
  }
}
