/**
 * What keeps the results page's main thread short on a phone (issue 15, point 7: the results page's blocking time),
 * checked as behaviour in Chromium against the built worker: the list's FLIP reads the cards' places only after their
 * order changed, never on the other renders of a streamed search, and in the next frame's callback rather than in the
 * round's commit (where the read forced a layout of the whole list into the round's task); cards past the first screen skip
 * their layout until near the viewport, and still show everything once there. The first round arrives as one
 * boundary with one reveal: React's server renderer writes a finished nested boundary of over 12.8 KB as its own
 * segment, revealed no sooner than 300 ms after the previous reveal, which once kept the first cards hidden 300 ms.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_FIRST_RESULTS } from '@/lib/constants';
import { baseUrl, day, launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

const query = (start: number) =>
  `room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${day(start)}&endDate=${day(start + 3)}&fSort=priceAsc`;

describe('hotel results speed', () => {
  it('reads the cards’ places only after their order changed, not on every streamed round', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 412, height: 823 } });
    await page.addInitScript(() => {
      // Each batch of position reads of the list's items (one task's worth) is compared with the list's order at the
      // previous batch: a batch with the same order read layout for nothing. A batch after the first (the places as
      // hydrated, read once painted) that is not inside an animation frame callback forced a layout of its own (in
      // React's commit, the round's task) rather than reading the one the frame does anyway.
      const w = window as unknown as { __flip: { batches: number; needless: number; outsideFrame: number } };
      w.__flip = { batches: 0, needless: 0, outsideFrame: 0 };
      let previous: string | null = null;
      let open = false;
      let inFrame = 0;
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) =>
        raf((t) => {
          inFrame++;
          try {
            callback(t);
          } finally {
            inFrame--;
          }
        });
      const original = Element.prototype.getBoundingClientRect;
      Element.prototype.getBoundingClientRect = function (this: Element) {
        if (!open && this.hasAttribute('data-flip-key') && this.parentElement) {
          open = true;
          queueMicrotask(() => (open = false));
          const order = [...this.parentElement.children].map((c) => c.getAttribute('data-flip-key')).join(' ');
          w.__flip.batches++;
          if (order === previous) w.__flip.needless++;
          if (w.__flip.batches > 1 && inFrame === 0) w.__flip.outsideFrame++;
          previous = order;
        }
        return original.call(this);
      };
    });
    await page.goto(`${baseUrl()}/hotel/ir-kish/search?${query(4)}`, { waitUntil: 'commit' });
    const counter = page.locator('[data-testid="results-counter"]');
    await counter.and(page.locator('[data-finished="1"]')).waitFor({ timeout: 45_000 });
    // The batch of 10 more (3 s after the first results) changes the order too; let it land.
    await page.waitForTimeout(3500);
    const flip = await page.evaluate(
      () => (window as unknown as { __flip: { batches: number; needless: number; outsideFrame: number } }).__flip,
    );
    const rounds = Number(await counter.getAttribute('data-received'));
    expect(rounds).toBeGreaterThan(0);
    // The list still measures (the first places after the first paint, then each change of order)…
    expect(flip.batches).toBeGreaterThanOrEqual(1);
    // …and never when the order had not changed…
    expect(flip.needless).toBe(0);
    // …and, after the places as hydrated, only in a frame's callback: the round's own task forces no layout.
    expect(flip.batches).toBeGreaterThanOrEqual(2);
    expect(flip.outsideFrame).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('cards past the first screen skip layout until near the viewport, and show all their content there', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto(`${baseUrl()}/hotel/ir-kish/search?${query(5)}`);
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 45_000 });
    const items = page.locator('[data-testid="results-list"] > li:has(article[data-hotel-id])');
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBeGreaterThan(5);
    const visibility = await items.evaluateAll((els) => els.map((e) => getComputedStyle(e).contentVisibility));
    // The first HOTEL_FIRST_RESULTS cards are ordinary (a card moving up into view is never an estimate), the rest skip.
    expect(visibility.slice(0, HOTEL_FIRST_RESULTS)).toEqual(Array(HOTEL_FIRST_RESULTS).fill('visible'));
    expect(new Set(visibility.slice(HOTEL_FIRST_RESULTS))).toEqual(new Set(['auto']));
    // The last card, scrolled to: rendered, with its price and both buttons inside it.
    const last = items.last();
    await last.scrollIntoViewIfNeeded();
    const box = await last.locator('article').boundingBox();
    const price = await last.locator('[data-testid="price"]').boundingBox();
    const buttons = await last
      .locator('article button, article a[target="_blank"]')
      .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.getBoundingClientRect().bottom));
    expect(box && price).toBeTruthy();
    if (box && price) {
      expect(price.height).toBeGreaterThan(0);
      expect(price.y + price.height).toBeLessThanOrEqual(box.y + box.height + 1);
    }
    expect(await last.locator('[data-testid="price"]').isVisible()).toBe(true);
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the first round comes as one segment, cards and filters together, with no boundary of its own inside', async () => {
    const res = await fetch(`${baseUrl()}/hotel/ir-kish/search?${query(6)}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const card = html.indexOf('data-hotel-id=');
    expect(card).toBeGreaterThan(0);
    // The hidden segment the first card is streamed in, up to the script that reveals it.
    const open = html.lastIndexOf('<div hidden id="S:', card);
    const id = /^<div hidden id="(S:\d+)"/.exec(html.slice(open))?.[1];
    expect(id).toBeTruthy();
    const reveal = html.indexOf(`$RC("B:${id!.slice(2)}","${id}")`, card);
    expect(reveal).toBeGreaterThan(card);
    const segment = html.slice(open, reveal);
    expect(segment).toContain('data-testid="filter-reset"');
    expect(segment).toContain('data-testid="results-counter"');
    // No placeholder of a boundary still to come inside it: nothing of the round waits for a second reveal.
    expect(segment).not.toContain('<template id="B:');
  }, 60_000);
});
