import { describe, expect, it } from 'vitest';
import { baseUrl, browser, openPage, usesBrowser } from './browser';

usesBrowser();

// The Persian 404 page and its status are the built worker's answer (tests/worker/site.test.ts); axe on home and 404
// runs once, in shell.test.ts; the loading dialog on screen until the first cards replace it, in
// search-loading-dialog.test.ts.
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
    // The accent (primary) colour is pink: the chosen product tab uses it.
    const bg = await page
      .locator('[data-testid="product-tabs"] a[aria-current="page"]')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = bg.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(g! + 60);
    expect(r).toBeGreaterThan(b!);
    expect(errors).toEqual([]);
    await context.close();
  });
});
