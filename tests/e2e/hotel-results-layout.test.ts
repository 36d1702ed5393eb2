/**
 * The hotel results page whole on a phone and a desktop (issue 15 §3–4), measured with getBoundingClientRect: on
 * phones no card hides its price or its buttons, and each is the spec's 370 px (hotel-results.test.ts checks every part
 * of the first card at 360, 390 and 412 px); on desktops the
 * sticky search form never covers the filters' title, reset button or name field once the page is scrolled.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browser, day, openPage, usesBrowser } from './browser';

const PAGE = `/hotel/ir-kish/search?room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${day(3)}&endDate=${day(6)}&fSort=priceAsc`;

usesBrowser();

async function finished(page: Page) {
  await page.goto(baseUrl() + PAGE);
  await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
  await page.locator('article[data-hotel-id]').nth(5).waitFor();
}

describe('hotel results layout', () => {
  // One phone (390 px) and one desktop: the card and the sticky form are fluid, so a width between the breakpoints
  // behaves as its neighbours do; the desktop one is the narrowest desktop layout (1024 px), where the sticky form
  // has the least room beside the filters.
  it.each([390])(
    'at %i px every card shows all its content (price and both buttons)',
    async (width) => {
      const { page, errors, context } = await openPage(browser, { viewport: { width, height: 800 } });
      await finished(page);
      const clipped = await page.locator('article[data-hotel-id]').evaluateAll((cards) =>
        cards.flatMap((card) => {
          const box = card.getBoundingClientRect();
          // The detail panel's toggle is the desktop card's (display: none on phones).
          const parts = [
            card.querySelector('[data-testid="price"]'),
            ...card.querySelectorAll('button:not([data-testid="detail-toggle"]), a[class]'),
          ];
          const out = parts
            .filter((el): el is Element => el !== null)
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return (
                r.height === 0 ||
                r.top < box.top - 0.5 ||
                r.bottom > box.bottom + 0.5 ||
                r.left < box.left - 0.5 ||
                r.right > box.right + 0.5
              );
            });
          const overflow = card.scrollHeight > card.clientHeight + 1;
          return out.length > 0 || overflow ? [`${(card as HTMLElement).dataset['hotelId']}: ${out.length} cut, overflow ${overflow}`] : [];
        }),
      );
      expect(clipped).toEqual([]);
      // The price per night sits beside the stay's total (3 nights here), inside the card too.
      const first = page.locator('article[data-hotel-id]').first();
      const total = Number(await first.getAttribute('data-price'));
      const perNight = (await first.getByTestId('per-night').textContent())!.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
      expect(Number(perNight.replace(/[^\d]/g, ''))).toBe(Math.round(total / 3));
      // Every card is the spec's 370 px.
      const heights = await page
        .locator('article[data-hotel-id]')
        .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().height));
      expect(new Set(heights)).toEqual(new Set([370]));
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it.each([1024])(
    'at %i px, scrolled, the sticky form leaves the filters title, reset and name field uncovered',
    async (width) => {
      const { page, errors, context } = await openPage(browser, { viewport: { width, height: 900 } });
      await finished(page);
      await page.evaluate(() => window.scrollTo(0, 1600));
      await page.waitForTimeout(100);
      const form = await page.locator('[data-slot="hotel-search-form"]').evaluate((el) => el.getBoundingClientRect().bottom);
      const filters = page.locator('aside');
      for (const target of [
        filters.getByRole('heading').first(),
        filters.locator('[data-testid="filter-reset"]'),
        filters.locator('[data-testid="filter-name"]'),
      ]) {
        const box = await target.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return { top: r.top, hit: hit !== null && (el === hit || el.contains(hit)) };
        });
        expect(box.top).toBeGreaterThanOrEqual(form);
        expect(box.hit).toBe(true);
      }
      // The reset button is clickable where it is.
      await page.fill('[data-testid="filter-name"]', 'zzzz');
      await expect.poll(() => new URL(page.url()).searchParams.get('fHotelName')).toBe('zzzz');
      await filters.locator('[data-testid="filter-reset"]').click({ trial: false });
      await expect.poll(() => new URL(page.url()).searchParams.get('fHotelName')).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
