import { describe, expect, it } from 'vitest';
import { baseUrl, browser, openPage, usesBrowser } from './browser';

usesBrowser();

describe('walking skeleton in Chromium', () => {
  it('renders the Persian RTL home page with the self-hosted Vazirmatn font and no CSP violation', async () => {
    const { page, errors, context } = await openPage(browser);
    const res = await page.goto(baseUrl() + '/');
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('fa');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.title()).toMatch(/\| سفرنامه$/);
    await page.evaluate(() => document.fonts.ready);
    const fontLoaded = await page.evaluate(() => document.fonts.check('16px Vazirmatn', 'سفر'));
    expect(fontLoaded).toBe(true);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toContain('Vazirmatn');
    // The accent (primary) colour is pink: the call to action uses it.
    const bg = await page.locator('a[href="/hotel/ir-kish/search"]').evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = bg.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(g! + 60);
    expect(r).toBeGreaterThan(b!);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the search page shell (loading dialog) before the first streamed cards', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(baseUrl() + '/hotel/ir-kish/search', { waitUntil: 'commit' });
    await page.locator('[data-testid="search-loading"]').waitFor();
    // The shell is on screen while the first round (sandbox: 1200 ms) has not arrived yet.
    expect(await page.locator('article[data-hotel-id]').count()).toBe(0);
    await page.locator('article[data-hotel-id]').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the Persian 404 page with status 404', async () => {
    const { page, context } = await openPage(browser);
    const res = await page.goto(baseUrl() + '/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toContain('این صفحه پیدا نشد');
    await context.close();
  });
});

describe('accessibility of the skeleton', () => {
  it('home and 404 have no serious or critical axe violations', async () => {
    const { seriousViolations } = await import('./axe');
    const { page, context } = await openPage(browser);
    for (const path of ['/', '/no/such/page']) {
      await page.goto(baseUrl() + path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});
