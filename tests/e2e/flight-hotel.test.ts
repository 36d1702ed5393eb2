import { describe, expect, it } from 'vitest';
import { hotelsOfCity } from '@/server/sandbox/data/hotels';
import { seriousViolations } from './axe';
import { baseUrl, browser, day, openPage, usesBrowser } from './browser';

usesBrowser();

const KISH = 'ir-kish';
const kishHotel = hotelsOfCity(1405, 402)[0]!;
const hotelName = kishHotel.en.replace(/\s+/g, '-');
const MEALS = /^(بدون صبحانه|با صبحانه|صبحانه و ناهار|صبحانه، ناهار و شام)$/;
const dates = () => `flightDate=${day(20)}&returnDate=${day(23)}`;

describe('flight+hotel pages (Chromium, built worker, sandbox)', () => {
  it('the old hotel-only page is a 301 to the bundle page of the same search: the bundle, its panel and its other rooms (shown, not sold alone)', async () => {
    const { page, errors, context } = await openPage(browser);
    const old = `/flight-hotel/THR-KIH/${hotelName}?hotelId=${kishHotel.id}&${dates()}&room=2&room-0=2&room-1=1`;
    const first = await fetch(`${baseUrl()}${old}`, { redirect: 'manual' });
    expect(first.status).toBe(301);
    expect(first.headers.get('location')).toBe(
      `/flight+hotel/THR-KIH/${hotelName}?hotelId=${kishHotel.id}&${dates()}&room=2&room-0=2&room-1=1`,
    );
    const res = await page.goto(`${baseUrl()}${old}`);
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/flight+hotel/THR-KIH/${hotelName}`);
    await page.getByTestId('bundle-page').waitFor({ timeout: 30_000 });
    await expect(page.locator('h1').first().textContent()).resolves.toContain(kishHotel.fa);
    await expect(page.getByTestId('chosen-outbound').textContent()).resolves.toContain('تهران');
    await expect(page.getByTestId('chosen-inbound').textContent()).resolves.toContain('کیش');
    await page.getByText(/^\S+ پیشنهاد$/).waitFor({ timeout: 20_000 });
    const cards = page.locator('[data-testid="package-list"] > li');
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < count; i++) {
      const rows = cards.nth(i).locator('[data-testid="package-type-row"]');
      // Two rooms were searched: two panel lines, first and second.
      await expect(rows.count()).resolves.toBe(2);
      await expect(rows.nth(0).textContent()).resolves.toContain('اتاق اول');
      await expect(rows.nth(1).textContent()).resolves.toContain('اتاق دوم');
      const codes = await cards.nth(i).locator('[data-testid="meal-code"]').allTextContents();
      for (const c of codes) expect(c).toMatch(/^[A-Z]{1,3}$/);
      const titles = await cards.nth(i).locator('[data-testid="meal-title"]').allTextContents();
      for (const t of titles) expect(t).toMatch(MEALS);
    }
    // The hotel's other rooms are not sold without the flights: no reserve button there; the bundle has its own.
    await expect(page.locator('[data-testid="package-list"] button', { hasText: /^(رزرو اتاق|ظرفیت تکمیل)$/ }).count()).resolves.toBe(0);
    await expect(page.getByTestId('reserve-bundle-button').count()).resolves.toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the plain hotel page keeps its cards without the panel', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl()}/hotel/${KISH}/${hotelName}?hotelId=${kishHotel.id}&startDate=${day(20)}&endDate=${day(23)}`);
    await page.getByText(/^\S+ پیشنهاد$/).waitFor({ timeout: 20_000 });
    await expect(page.locator('[data-testid="package-type-panel"]').count()).resolves.toBe(0);
    await context.close();
  });

  it('the destination variant lists the hotels of the destination and each link opens its flight+hotel page', async () => {
    const { page, errors, context } = await openPage(browser);
    const res = await page.goto(`${baseUrl()}/flight-hotel/THR-KIH?${dates()}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toContain('کیش');
    const links = page.locator('[data-testid="fh-hotels"] a');
    const n = await links.count();
    expect(n).toBeGreaterThanOrEqual(2);
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
    for (const href of hrefs)
      expect(href).toMatch(new RegExp(`^/flight-hotel/THR-KIH/[^/?]+\\?hotelId=\\d+&flightDate=${day(20)}&returnDate=${day(23)}`));
    expect(await seriousViolations(page)).toEqual([]);
    const name = (await page.locator('[data-testid="fh-hotels"] h3').first().textContent())!;
    await links.first().click();
    // The old hotel page is now the bundle page of the same search (a 301).
    await page.waitForURL(/\/flight\+hotel\/THR-KIH\/[^/?]+\?hotelId=/);
    await page.getByTestId('bundle-page').waitFor({ timeout: 30_000 });
    await expect(page.locator('h1').first().textContent()).resolves.toContain(name);
    await page.locator('[data-testid="package-type-row"]').first().waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without hotelId the hotel is found by name (the old page); an unknown hotel id is the bundle page’s «no tour»', async () => {
    const { page, context } = await openPage(browser);
    const ok = await page.goto(`${baseUrl()}/flight-hotel/THR-KIH/${hotelName}`);
    expect(ok?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe(kishHotel.fa);
    // An unknown hotel id goes to the bundle page too, which says this hotel has no tour for those days.
    await page.goto(`${baseUrl()}/flight-hotel/THR-KIH/Nope?hotelId=999999999`);
    await page.getByTestId('bundle-none').waitFor({ timeout: 30_000 });
    await context.close();
  });
});
