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
  it('the hotel variant shows the hotel, the flights and streamed packages, each with its package-type panel', async () => {
    const { page, errors, context } = await openPage(browser);
    const res = await page.goto(
      `${baseUrl()}/flight-hotel/THR-KIH/${hotelName}?hotelId=${kishHotel.id}&${dates()}&room=2&room-0=2&room-1=1`,
    );
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe(kishHotel.fa);
    const flights = await page.locator('[data-testid="flights"] li').allTextContents();
    expect(flights).toHaveLength(2);
    expect(flights[0]).toMatch(/پرواز رفت: تهران به کیش/);
    expect(flights[1]).toMatch(/پرواز برگشت: کیش به تهران/);
    await expect(page.locator('[data-testid="stay"]').textContent()).resolves.toContain('۳ شب');
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
    await page.waitForURL(/\/flight-hotel\/THR-KIH\/[^/?]+\?hotelId=/);
    await expect(page.locator('h1').textContent()).resolves.toBe(name);
    await page.locator('[data-testid="package-type-row"]').first().waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without hotelId the hotel is found by name; an unknown hotel id is a 404', async () => {
    const { page, context } = await openPage(browser);
    const ok = await page.goto(`${baseUrl()}/flight-hotel/THR-KIH/${hotelName}`);
    expect(ok?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe(kishHotel.fa);
    const missing = await page.goto(`${baseUrl()}/flight-hotel/THR-KIH/Nope?hotelId=999999999`);
    expect(missing?.status()).toBe(404);
    await context.close();
  });
});
