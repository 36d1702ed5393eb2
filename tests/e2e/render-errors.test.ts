import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { seriousViolations } from './axe';
import { baseUrl, browser, openPage, usesBrowser } from './browser';

// A render error is a Persian page in the browser, never a blank one (issue 16). The render-fault test page exists
// because the e2e worker runs with RENDER_FAULTS="on" (tests/e2e/global-setup.ts); production refuses the switch.

usesBrowser();

describe('render errors in Chromium', () => {
  it.each([360, 1280])(
    'a Suspense part that fails after the shell streamed: the Persian message inside the chrome (%i px)',
    async (width) => {
      const { page, context } = await openPage(browser, { viewport: { width, height: 800 } });
      const res = await page.goto(`${baseUrl()}/test-faults/render/stream`);
      expect(res?.status()).toBe(200);
      const fallback = page.locator('main [data-error-fallback]');
      await fallback.waitFor({ timeout: 20_000 });
      expect(await fallback.locator('h1').textContent()).toBe(messages.shell.errorFallbackTitle);
      expect(await fallback.textContent()).toContain(messages.shell.errorFallbackText);
      expect(await fallback.locator('a[href="/"]').textContent()).toBe(messages.common.goHome);
      // The header and footer stay: the visitor can go on from here.
      expect(await page.locator('header').first().isVisible()).toBe(true);
      expect(await page.locator('footer').first().isVisible()).toBe(true);
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      // Not blank: the page has visible Persian text, and the boundary fits the phone's width.
      const text = await page.locator('body').textContent();
      expect(text).toMatch(/[\u0600-\u06FF]{3}/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('a page that fails before its shell: the Persian 500 page, also without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ locale: 'fa-IR', javaScriptEnabled });
      const page = await context.newPage();
      const res = await page.goto(`${baseUrl()}/test-faults/render/shell`);
      expect(res?.status()).toBe(500);
      expect(await page.locator('h1').textContent()).toBe(messages.errorPage.title);
      expect(await page.locator('body').textContent()).toContain(messages.errorPage.byStatus[500]);
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      await context.close();
    }
  });
});
