import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { baseUrl, browser, day, frameBrowser, openPage, usesBrowser } from './browser';

usesBrowser();

const HOTEL = () => `/hotel/ir-kish/Homa-Kish?hotelId=402001&startDate=${day(20)}&endDate=${day(23)}&room=1&room-0=2`;

describe('hotel page and packages (Chromium, built worker, sandbox)', () => {
  it('is findable: a canonical URL without dates and rooms, Open Graph, and a schema.org Hotel', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(baseUrl() + HOTEL());
    const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
    // The supplier's English name, whatever name the link had; the hotel id alone, no dates or rooms.
    expect(canonical).toMatch(new RegExp(`^${baseUrl()}/hotel/ir-kish/[A-Za-z-]+\\?hotelId=402001$`));
    expect(await page.locator('head meta[property="og:url"]').getAttribute('content')).toBe(canonical);
    expect(await page.locator('head meta[property="og:title"]').getAttribute('content')).toMatch(/هتل|رزرو/);
    const ld = JSON.parse((await page.getByTestId('hotel-jsonld').textContent())!) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Hotel',
      url: canonical,
      address: { '@type': 'PostalAddress' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('streams packages in display order: cheapest first, then guaranteed, then the rest', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(baseUrl() + HOTEL());
    await expect(page.locator('h1').textContent()).resolves.toMatch(/هتل/);
    await page.getByText(/^\S+ پیشنهاد$/).waitFor({ timeout: 20_000 });
    const rows = await page
      .locator('[data-testid="package-list"] > li')
      .evaluateAll((els) =>
        els.map((e) => ({ price: Number(e.getAttribute('data-price')), guaranty: e.getAttribute('data-guaranty') === '1' })),
      );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const min = Math.min(...rows.map((r) => r.price));
    expect(rows[0]!.price).toBe(min);
    const rest = rows.slice(1);
    const firstNonGuaranteed = rest.findIndex((r) => !r.guaranty);
    if (firstNonGuaranteed >= 0) expect(rest.slice(firstNonGuaranteed).every((r) => !r.guaranty)).toBe(true);
    // Struck-through price is the package price + 10 % (toman).
    const struck = await page.locator('[data-testid="package-list"] > li').first().locator('[data-testid="strike-price"]').textContent();
    expect(struck).toContain('تومان');
    expect(errors).toEqual([]);
    await context.close();
  });

  // Packages arrive by polls and the list grows for seconds (0 → 924 → 1 246 px), a later round's cheaper package going
  // above those shown: a traveller reading them meanwhile used to see the footer pushed away and the rows jump.
  it.each([
    [412, 823],
    [1280, 800],
  ])('keeps the packages and the footer still while packages arrive, read as they come at %i px', async (width, height) => {
    const { page, errors, context } = await openPage(await frameBrowser(), { viewport: { width, height } });
    await page.addInitScript(() => {
      const w = window as unknown as { __footerShift: number; __shift: number };
      w.__footerShift = 0;
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          w.__shift += e.value;
          if (e.sources.some((s) => s.node instanceof Element && s.node.closest('[data-footer-visibility], footer')))
            w.__footerShift += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // The traveller reads the packages as they come: the list's end kept at 60 % of the screen's height, where the
      // footer's top shows below it (at the very bottom a phone shows only the tall footer, and scroll anchoring on it
      // hides any push).
      document.addEventListener('DOMContentLoaded', () => {
        const timer = setInterval(() => {
          const list = document.querySelector('[data-testid="package-list"]');
          if (list) window.scrollTo(0, window.scrollY + list.getBoundingClientRect().bottom - window.innerHeight * 0.6);
        }, 50);
        setTimeout(() => clearInterval(timer), 15_000);
      });
    });
    await page.goto(baseUrl() + HOTEL(), { waitUntil: 'commit' });
    await page.getByText(/^\S+ پیشنهاد$/).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => {
      const w = window as unknown as { __footerShift: number; __shift: number };
      return { footer: w.__footerShift, all: w.__shift };
    });
    expect(shifts.footer).toBe(0);
    expect(shifts.all).toBeLessThan(0.01);
    // The search over, the footer is back, below the packages.
    const footer = page.locator('footer[data-footer]');
    await expect(footer.isVisible()).resolves.toBe(true);
    const listBottom = await page.getByTestId('package-list').evaluate((e) => e.getBoundingClientRect().bottom);
    const footerTop = await footer.evaluate((e) => e.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThan(listBottom);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has the footer in the server's HTML, without the hold (crawlers, no JavaScript)", async () => {
    const res = await fetch(baseUrl() + HOTEL());
    const html = await res.text();
    expect(html).toContain('<footer data-footer');
    // (The footer's class names mention the attribute; the attribute itself is absent.)
    expect(html).not.toMatch(/\sdata-footer-hold[\s=>]/);
  });

  it('opens both rules dialogs, keyboard-closable, and stays accessible', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl() + HOTEL());
    await page.getByText(/^\S+ پیشنهاد$/).waitFor({ timeout: 20_000 });
    const first = page.locator('[data-testid="package-list"] > li').first();
    await first.getByRole('button', { name: 'قوانین کنسلی' }).click();
    const dialog = page.getByRole('dialog', { name: 'قوانین کنسلی' });
    await dialog.waitFor();
    await expect(dialog.locator('[data-testid="rules-table"], [data-testid="rules-empty"]').first().waitFor()).resolves.toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await first.getByRole('button', { name: 'قوانین رزرو' }).click();
    const small = page.getByRole('dialog', { name: 'قوانین رزرو و کنسلی' });
    await small
      .locator('[data-testid="pre-rules"], [data-testid="text-rules"], [data-testid="model-rules"], [data-testid="read-hotel-rules"]')
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('keeps the packages still under a press while rounds arrive, and shows every one after the lift', async () => {
    const { page, errors, context } = await openPage(browser);
    const rows = () =>
      page.locator('[data-testid="package-list"] > li').evaluateAll((els) => els.map((e) => e.getAttribute('data-package-id')));
    const searching = () => page.getByTestId('package-status').evaluate((e) => (e.textContent ?? '').includes('تاکنون'));
    // A package search is over within ~3 s: a fresh search (another stay) until the press comes before its last round.
    let held: (string | null)[] = [];
    for (let offset = 30; offset < 60 && held.length === 0; offset += 7) {
      await page.goto(
        `${baseUrl()}/hotel/ir-kish/Homa-Kish?hotelId=402001&startDate=${day(offset)}&endDate=${day(offset + 3)}&room=1&room-0=2`,
        { waitUntil: 'commit' },
      );
      const first = page.locator('[data-testid="package-list"] > li').first();
      await first.waitFor({ timeout: 20_000 });
      // Pressed on the first package's room line (nothing to click there), as a thumb over its reserve button.
      const line = first.locator('p').first();
      await line.scrollIntoViewIfNeeded();
      const box = (await line.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      if (await searching()) held = await rows();
      else await page.mouse.up();
    }
    expect(held.length).toBeGreaterThan(0);
    await expect.poll(searching, { timeout: 20_000 }).toBe(false);
    // The search finished during the press with more packages than were shown (the status counts them all), and the
    // list did not move; after the lift it shows them all.
    const status = (await page.getByTestId('package-status').textContent()) ?? '';
    const total = Number(status.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[^\d]/g, ''));
    expect(total).toBeGreaterThan(held.length);
    expect(await rows()).toEqual(held);
    await page.mouse.up();
    await expect.poll(async () => (await rows()).length, { timeout: 5_000 }).toBe(total);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('reserving as a guest saves the basket with that single package and goes to the passengers step', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl() + HOTEL());
    await page.getByText(/^\S+ پیشنهاد$/).waitFor({ timeout: 20_000 });
    const first = page.locator('[data-testid="package-list"] > li').first();
    const packageId = await first.getAttribute('data-package-id');
    await first.getByRole('button', { name: 'رزرو اتاق' }).click();
    await page.waitForURL(/\/hotel\/ir-kish\/passengers\?/);
    const basket = (await page.evaluate(async () => (await fetch('/api/basket/current')).json())) as {
      basket: { count: number; hotels: { details: { packageId: number } }[] };
    };
    expect(basket.basket.count).toBe(1);
    expect(String(basket.basket.hotels[0]!.details.packageId)).toBe(packageId);
    await context.close();
  });

  it('an unknown hotel id is a 404', async () => {
    const { page, context } = await openPage(browser);
    const res = await page.goto(baseUrl() + '/hotel/ir-kish/Nope?hotelId=999999999');
    expect(res?.status()).toBe(404);
    await context.close();
  });
});
