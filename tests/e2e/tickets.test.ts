import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { hotelDocument } from '@/products/hotel/messages';
import { pdfPages } from '../unit/tickets/pdf-text';
import { seriousViolations } from './axe';
import { baseUrl, browser, openPage, usesBrowser } from './browser';
import { apiLogin, DESKTOP, hydrated, screenshot } from './shell-helpers';

usesBrowser();

// The seeded traveller's issued hotel orders have vouchers; a flight order issued by the checkout gets its e-ticket
// the same way (its browser test belongs to the checkout, once that lands).
describe('tickets and vouchers in the browser', () => {
  it('downloads the voucher PDF from the orders table, opens the printable page and prints it without the site chrome', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await apiLogin(context, '09120000001');
    await page.goto(`${baseUrl()}/dashboard/orders`);
    const view = page.locator('[data-ticket-links] a[href^="/dashboard/tickets/"]', { hasText: hotelDocument.title }).first();
    const href = (await view.getAttribute('href'))!;
    const factorId = href.split('/').pop()!;
    const row = page.locator('[data-row]', { has: page.locator(`a[href="${href}"]`) });
    const orderNumber = (await row.locator('bdi').first().textContent())!;

    // The download: a real PDF named for the order, whose text names the order.
    const [download] = await Promise.all([page.waitForEvent('download'), row.locator('[data-ticket-pdf]').click()]);
    expect(download.suggestedFilename()).toBe(`safarnameh-ticket-${factorId}.pdf`);
    const bytes = new Uint8Array(await readFile((await download.path())!));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const [text] = await pdfPages(bytes);
    const latin = orderNumber.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
    expect(text).toContain(latin);
    expect(text).toContain(hotelDocument.title);

    // The printable page: the same document as HTML.
    await view.click();
    await page.waitForURL(`**/dashboard/tickets/${factorId}`);
    await hydrated(page);
    expect(await page.locator('[data-print-page]').count()).toBe(1);
    expect(await page.locator('[data-print-page]').textContent()).toContain(latin);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'ticket-voucher-desktop');

    // On paper: no header, footer, sidebar or buttons; the ticket alone, black on white.
    await page.emulateMedia({ media: 'print' });
    const shown = async (selector: string) => page.locator(selector).evaluateAll((els) => els.filter((e) => e.checkVisibility()).length);
    expect(await shown('body header')).toBe(0);
    expect(await shown('body footer')).toBe(0);
    expect(await shown('[data-dashboard-sidebar]')).toBe(0);
    expect(await shown('[data-print-button], [data-ticket-pdf]')).toBe(0);
    expect(await shown('[data-print-page]')).toBe(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await screenshot(page, 'ticket-voucher-print');
    await page.emulateMedia({ media: 'screen' });

    // Phones: nothing wider than the screen.
    for (const width of [360, 390, 412]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('another account gets the Persian «not found» page for the same ticket, and no file', async () => {
    const owner = await openPage(browser);
    await apiLogin(owner.context, '09120000001');
    await owner.page.goto(`${baseUrl()}/dashboard/orders`);
    const href = (await owner.page.locator('[data-ticket-pdf]').first().getAttribute('href'))!;
    await owner.context.close();

    const { page, context } = await openPage(browser);
    await apiLogin(context, '09120000003');
    const res = await page.goto(baseUrl() + href);
    expect(res?.status()).toBe(404);
    expect(res?.headers()['content-type']).toMatch(/text\/html/);
    expect(await page.locator('h1').textContent()).toBe(messages.tickets.notFound);
    const ticketPage = await page.goto(baseUrl() + href.replace(/^\/api\/tickets\/(\d+)\.pdf$/, '/dashboard/tickets/$1'));
    expect(ticketPage?.status()).toBe(404);
    await context.close();
  });
});
