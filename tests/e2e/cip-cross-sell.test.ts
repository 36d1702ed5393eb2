import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, browser, day, openPage, usesBrowser, waitForStep } from './browser';
import { istanbulTripOnReview, noSidewaysScroll } from './booking-steps';
import { DESKTOP, MOBILE, hydrated } from './shell-helpers';

/**
 * CIP from a flight basket (issue 47, deliver 3) in Chromium against the built worker and the sandbox: a THR→IST
 * return flight in the basket, its passenger named; the review offers CIP for that flight (departure at the Tehran
 * airport it leaves from, arrival where it lands when the site sells CIP there, the flight's day, time and passenger);
 * the departure link opens that airport's departure services with the flight
 * carried to the detail page's form; the lounge chosen joins the same basket, its passenger and contact filled in from
 * the flight's; the review shows the flight and the CIP
 * together, paid once at the gateway: one order. At desktop and at 390 px; axe 0 serious/critical.
 */
usesBrowser();

/** Tehran's two airports with CIP, and the name the offer gives each. */
const TEHRAN_AIRPORTS = { THR: 'مهرآباد', IKA: 'امام خمینی' } as const;

/** A toman amount as the page shows it (Persian digits, separators, «تومان»). */
const tomanOf = async (l: Locator) =>
  Number(((await l.textContent()) ?? '').replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/\D/g, ''));

async function crossSell(viewport: { width: number; height: number }) {
  const { page, errors, context } = await openPage(browser, { viewport });
  const { mobile } = await istanbulTripOnReview(page, errors);
  const flightTotal = await tomanOf(page.getByTestId('review-total'));

  // The offer: departure where the flight out leaves (one of Tehran's two airports: the sandbox's schedule for the
  // day decides which) and arrival where it lands, for the flight out's day, time and one passenger. It lands at IST
  // or, some days, at Istanbul's other airport, SAW (its id names the route: `20261208-IKASAW-QB-883-1`), where the
  // site sells no CIP, and then only the departure is offered (3 December's data: the first flight out was IKA → SAW).
  const offer = page.locator('[data-testid="review-offer"][data-offer="cip"]');
  await offer.waitFor();
  const basket = (await page.evaluate(async () => (await fetch('/api/basket/current')).json())) as {
    basket: { flights: { leg: string; flightId: string }[] };
  };
  const landsAt = /^\d{8}-[A-Z]{3}([A-Z]{3})-/.exec(basket.basket.flights.find((f) => f.leg === 'outbound')!.flightId)?.[1];
  expect(['IST', 'SAW']).toContain(landsAt);
  expect(await offer.locator('a').count()).toBe(landsAt === 'IST' ? 2 : 1);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);
  const link = new URL((await offer.locator('a').first().getAttribute('href'))!, baseUrl());
  const from = /^\/cip\/([A-Z]{3})\/search$/.exec(link.pathname)?.[1] as keyof typeof TEHRAN_AIRPORTS;
  expect(Object.keys(TEHRAN_AIRPORTS)).toContain(from);
  expect(await offer.textContent()).toContain(TEHRAN_AIRPORTS[from]);
  expect(link.searchParams.get('startDate')).toBe(day(6));
  expect(link.searchParams.get('adults')).toBe('1');
  expect(link.searchParams.get('fKind')).toBe('departure');
  const flightNumber = link.searchParams.get('flightNumber')!;
  const flightTime = link.searchParams.get('flightTime')!;
  expect(flightTime).toMatch(/^\d{2}:\d{2}$/);
  if (landsAt === 'IST')
    expect(new URL((await offer.locator('a').nth(1).getAttribute('href'))!, baseUrl()).pathname).toBe('/cip/IST/search');
  await offer.locator('a').first().click();

  // That airport's departure services only; the round-the-clock lounge; the flight is already in its form.
  await page.waitForURL(new RegExp(`/cip/${from}/search`), { timeout: 20_000 });
  await page.getByTestId('results-list').waitFor({ timeout: 20_000 });
  await hydrated(page);
  await expect.poll(() => page.locator('[data-testid="cip-card"][data-kind="arrival"]').count()).toBe(0);
  await page.locator('[data-testid="cip-card"][data-service="lounge"]').getByTestId('cip-choose').click();
  await page.waitForURL(new RegExp(`/cip/${from.toLowerCase()}-\\d+\\?`), { timeout: 20_000 });
  await page.getByTestId('cip-booking').waitFor();
  await hydrated(page);
  expect(await page.getByLabel('شماره پرواز').inputValue()).toBe(flightNumber);
  expect(await page.getByLabel('ساعت پرواز').inputValue()).toBe(flightTime);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('cip-continue').click();
  await page.waitForURL(new RegExp(`/cip/${from}/passengers`), { timeout: 20_000 });
  await page.locator('[data-testid="cip-travellers"][data-restored="true"]').waitFor({ timeout: 20_000 });
  // The passenger and the contact come from the flight's passengers step: nothing is typed twice.
  expect((await page.locator('#cip-p0-first').inputValue()).toUpperCase()).toBe('MARYAM');
  expect((await page.locator('#cip-p0-last').inputValue()).toUpperCase()).toBe('AHMADI');
  expect(await page.locator('#cip-mobile').inputValue()).toBe(mobile);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('cip-travellers-submit').click();

  // One review: both legs and the CIP, no CIP offer any more; one payment.
  await waitForStep(page, /\/checkout\/review/, 30_000);
  await page.locator('[data-testid="review-pay"][data-ready="true"]').waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('review-line').count()).toBe(3);
  expect(await offer.count()).toBe(0);
  // The CIP's line names the flight (in Persian digits) and its passenger.
  const fa = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
  const cipLine = (await page.getByTestId('review-line').last().textContent()) ?? '';
  expect(cipLine).toContain(fa(flightNumber));
  expect(cipLine).toContain(fa(flightTime));
  expect(cipLine).toMatch(/maryam ahmadi/i);
  const cipPrice = await tomanOf(page.getByTestId('review-line').last().getByTestId('review-line-price'));
  expect(cipPrice).toBeGreaterThan(0);
  const total = await tomanOf(page.getByTestId('review-total'));
  expect(total).toBe(flightTotal + cipPrice);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);
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
  // One order for both: the flight's two tickets, and the CIP in its price (the review's total, rial = toman × 10).
  const factorId = new URL(page.url()).searchParams.get('factorId')!;
  const order = (await (await page.request.get(`${baseUrl()}/api/checkout/order/${factorId}`)).json()) as {
    data: { paid: boolean; grossPrice: number; tickets: { kind?: string }[] };
  };
  expect(order.data.paid).toBe(true);
  expect(order.data.tickets.length).toBe(2);
  expect(order.data.grossPrice).toBe(total * 10);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
}

describe('CIP offered with a flight in the basket', () => {
  it('THR→IST at desktop: the review offers CIP for the flight; added, the trip and the CIP are paid once', async () => {
    await crossSell(DESKTOP);
  }, 240_000);
  it('the same at 390 px', async () => {
    await crossSell(MOBILE);
  }, 240_000);
});
