/**
 * What keeps the results page's main thread short on a phone (issue 15, point 7: the results page's blocking time),
 * checked as behaviour in Chromium against the built worker: the list's FLIP reads the cards' places only after their
 * order changed, never on the other renders of a streamed search, and in the next frame's callback rather than in the
 * round's commit (where the read forced a layout of the whole list into the round's task); cards past the first screen skip
 * their layout until near the viewport, and still show everything once there. The first round is revealed in an
 * animation frame, so its cards are laid out and painted in that frame (RevealInFrame), while the document is still
 * loading (HoldDocumentEnd). How the server streams that round (one segment, the document's end held after it) is
 * checked on the built worker in tests/worker/first-round.test.ts. No test here measures how long anything takes:
 * timings are `npm run bench`'s (tests/bench/20-results.bench.mjs, first-card.mjs).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOTEL_FIRST_RESULTS } from '@/products/hotel/model/constants';
import { baseUrl, browser, day, openPage, usesBrowser } from './browser';

usesBrowser({ frames: true });

const query = (start: number) =>
  `room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${day(start)}&endDate=${day(start + 3)}&fSort=priceAsc`;

/** A finished Kish search at `viewport` with more than HOTEL_FIRST_RESULTS cards, and each card's `content-visibility`. */
async function finishedList(viewport: { width: number; height: number }, start: number) {
  const opened = await openPage(browser, { viewport });
  await opened.page.goto(`${baseUrl()}/hotel/ir-kish/search?${query(start)}`);
  await opened.page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 45_000 });
  const items = opened.page.locator('[data-testid="results-list"] > li:has(article[data-hotel-id])');
  await expect.poll(() => items.count(), { timeout: 10_000 }).toBeGreaterThan(HOTEL_FIRST_RESULTS);
  // The classes by place are the hydrated list's (before, results/first-frame.ts decides): read them once it has
  // hydrated (CI run 19 read one card «visible» past the first screen on a busy machine, then passed on the retry).
  await opened.page.locator('[data-testid="results-list"][data-hydrated="true"]').waitFor({ timeout: 20_000 });
  const visibility = await items.evaluateAll((els) => els.map((e) => getComputedStyle(e).contentVisibility));
  return { ...opened, items, visibility };
}

/**
 * At 412 px, the ten cheapest Kish hotels (a price filter in the URL), cheapest first, all ten shown («show more»),
 * scrolled to the top: the first card is on the first screen and the last ones skip their content.
 */
async function tenCheapest(start: number) {
  const q = query(start);
  const res = await fetch(`${baseUrl()}/stream/hotels/ir-kish?${q}`);
  // A later round may bring a hotel again with its new price: the last one counts.
  const latest = new Map<number, number>();
  for (const line of (await res.text()).split('\n').filter((l) => l.trim()))
    for (const h of (JSON.parse(line) as { items?: { hotelId: number; minimumPackagePrice: number }[] }).items ?? [])
      latest.set(h.hotelId, h.minimumPackagePrice / 10);
  const prices = [...latest.values()].filter((p) => p > 0).sort((a, b) => a - b);
  // Halfway between the tenth and the eleventh price: the ten cheapest, whatever the rounding of rial to toman.
  expect(prices[10]).toBeGreaterThan(prices[9]! + 2);
  const max = Math.floor((prices[9]! + prices[10]!) / 2);
  const opened = await openPage(browser, { viewport: { width: 412, height: 823 } });
  const { page } = opened;
  // fPrice is in millions of toman (the price bands' unit).
  await page.goto(`${baseUrl()}/hotel/ir-kish/search?${q}&fPrice=0-${max / 1e6}`);
  await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 45_000 });
  const items = page.locator('[data-testid="results-list"] > li:has(article[data-hotel-id])');
  // «more» also comes by itself once its sentinel nears the screen (after the product's delay), and then the button is
  // gone: press it if it is still there (CI run 32: a press waited 30 s for a button the list had already replaced).
  await page
    .locator('[data-testid="more-coming"] + button')
    .click({ timeout: 2_000 })
    .catch(() => {});
  await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(10);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  return { ...opened, items };
}

/**
 * Clicks the first sort button (by test id) by a script (not a trusted input, so the browser counts any layout shift),
 * and each later one after its delay in ms from the first frame in which the first sort's cards slide: «while the first
 * one's cards still slide» is then true however slow the machine is (counted from the first click, a loaded CI machine
 * could deliver both clicks before the first sort's commit, a different case). Probes every frame while cards slide: each sliding card must be drawn
 * (its content not skipped), and so must every item above the lowest one that slides (an item rendered mid-slide
 * changes height and moves those below it). Also tracks each card's layout places and where it is drawn in every frame: a slide goes between places, so a card drawn
 * outside all of its places (a second slide started from the wrong point) is «strayed». Returns the frames probed,
 * the keys of skipped and strayed items, and the layout shift.
 */
function slideFrames(page: Page, clicks: [testId: string, delayMs: number][]) {
  return page.evaluate(async (clicks) => {
    const list = document.querySelector('[data-testid="results-list"]')!;
    const out = { shift: 0, frames: 0, skipped: [] as string[], strayed: [] as string[] };
    // Each card's layout places seen (its box less a slide's transform) and where it was drawn, relative to the list.
    const places = new Map<string, { low: number; high: number; drawn: number[] }>();
    const track = () => {
      const listTop = list.getBoundingClientRect().top;
      for (const li of list.children as HTMLCollectionOf<HTMLElement>) {
        const key = li.getAttribute('data-flip-key');
        if (!key) continue;
        const drawn = li.getBoundingClientRect().top - listTop;
        const place = drawn - new DOMMatrixReadOnly(getComputedStyle(li).transform).m42;
        const seen = places.get(key) ?? { low: place, high: place, drawn: [] };
        seen.low = Math.min(seen.low, place);
        seen.high = Math.max(seen.high, place);
        seen.drawn.push(drawn);
        places.set(key, seen);
      }
    };
    track();
    const observer = new PerformanceObserver((entries) => {
      for (const e of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) out.shift += e.value;
    });
    observer.observe({ type: 'layout-shift' });
    const probe = () => {
      const items = [...list.children] as HTMLElement[];
      track();
      const lowest = items.findLastIndex((li) => li.getAnimations().some((a) => a.playState === 'running'));
      if (lowest < 0) return;
      slideSeen();
      out.frames++;
      for (const li of items.slice(0, lowest + 1)) {
        const content = li.firstElementChild;
        if (content && !content.checkVisibility({ contentVisibilityAuto: true })) out.skipped.push(li.getAttribute('data-flip-key') ?? '?');
      }
    };
    // The list's commit schedules the slide in the next frame's callback; a frame callback asked for after the
    // commit (the mutation observer's) runs after it in that same frame, before the frame is drawn. So the frame
    // after each commit is probed from a callback asked for at that commit, and the other frames from a chain of
    // callbacks (which, asked for a frame earlier, would run before the slide's own in a frame after a commit).
    const click = (testId: string) => document.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)!.click();
    const [first, ...later] = clicks;
    const lastDelay = Math.max(0, ...later.map(([, delay]) => delay));
    // Until the first slide is seen, then 600 ms past the last click.
    let end = Number.POSITIVE_INFINITY;
    let sliding = false;
    const slideSeen = () => {
      if (sliding) return;
      sliding = true;
      end = performance.now() + 600 + lastDelay;
      for (const [testId, delay] of later) setTimeout(() => click(testId), delay);
    };
    let started = false;
    let committed = false;
    const mutations = new MutationObserver(() => {
      committed = true;
      requestAnimationFrame(() => {
        committed = false;
        probe();
      });
      if (started) return;
      started = true;
      const each = () => {
        if (!committed) probe();
        if (performance.now() < end) requestAnimationFrame(each);
      };
      requestAnimationFrame(each);
    });
    mutations.observe(list, { childList: true });
    click(first![0]);
    // Bounded: a slide that never starts ends the probe after 10 s (the frame count then fails the test).
    const giveUp = performance.now() + 10_000;
    while (performance.now() < Math.min(giveUp, end + 400)) await new Promise((r) => setTimeout(r, 50));
    observer.disconnect();
    mutations.disconnect();
    track();
    // A slide goes from one of its places to another: a card drawn outside every place it has had jumped there.
    for (const [key, { low, high, drawn }] of places) if (drawn.some((top) => top < low - 2 || top > high + 2)) out.strayed.push(key);
    return out;
  }, clicks);
}

/** The slides ran (frames were probed); no frame showed a skipped card, none jumped outside its places, no shift. */
function expectWholeSlides(seen: Awaited<ReturnType<typeof slideFrames>>) {
  expect(seen.frames).toBeGreaterThan(3);
  expect(seen.skipped).toEqual([]);
  expect(seen.strayed).toEqual([]);
  expect(seen.shift).toBeLessThan(0.01);
}

describe('hotel results speed', () => {
  it('reads the cards’ places only after their order changed, not on every streamed round', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 412, height: 823 } });
    await page.addInitScript(() => {
      // Each batch of position reads of the list's items (one task's worth) is compared with the list's order and
      // height at the previous batch: a batch with the same order and height read layout for nothing (a new height
      // means the cards moved with no change of order: a card drawn for the first time took its real height, so
      // the places are read again). A batch after the first (the places as
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
          const order = `${[...this.parentElement.children].map((c) => c.getAttribute('data-flip-key')).join(' ')} ${(this.parentElement as HTMLElement).offsetHeight}`;
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
    // …and never when neither the order nor the list's height had changed…
    expect(flip.needless).toBe(0);
    // …and, after the places as hydrated, only in a frame's callback: the round's own task forces no layout.
    expect(flip.batches).toBeGreaterThanOrEqual(2);
    expect(flip.outsideFrame).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('cards past the first screen skip layout until near the viewport, and show all their content there', async () => {
    const { errors, context, items, visibility } = await finishedList({ width: 360, height: 740 }, 5);
    // On a phone the first screen never reaches a third card (each is 434–562 px tall): the first two are ordinary (a
    // card moving up into view is never an estimate), the rest skip, from the third on.
    expect(visibility.slice(0, 2)).toEqual(['visible', 'visible']);
    expect(new Set(visibility.slice(2))).toEqual(new Set(['auto']));
    // Nothing of the first screen is a placeholder: the first card that skips starts below it.
    const third = await items.nth(2).boundingBox();
    expect(third?.y).toBeGreaterThanOrEqual(740);
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

  it('a card sliding from the first screen to a place that skips its layout is drawn all the way: no layout shift', async () => {
    const { page, errors, context, items } = await tenCheapest(9);
    const first = await items.first().getAttribute('data-flip-key');
    // «Highest price»: the first card slides to the tenth place, past the first HOTEL_FIRST_RESULTS, whose cards skip
    // their content off screen.
    const seen = await slideFrames(page, [['sort-priceDes', 0]]);
    const last = items.nth(9);
    expect(await last.getAttribute('data-flip-key')).toBe(first);
    expect(await last.evaluate((e) => getComputedStyle(e).contentVisibility)).toBe('auto');
    expectWholeSlides(seen);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('a second sort while the first one’s cards still slide: every sliding card drawn in every frame, no layout shift', async () => {
    const { page, errors, context, items } = await tenCheapest(11);
    const order = () => items.evaluateAll((els) => els.map((e) => e.getAttribute('data-flip-key')));
    const cheapestFirst = await order();
    // «Highest price», then «lowest price» while the first sort's slides (300 ms or more) still run: the second
    // move starts from wherever the first left each card, and the first's slides settle (or are replaced) while the
    // second's run. Neither may release what the other still slides.
    const seen = await slideFrames(page, [
      ['sort-priceDes', 0],
      ['sort-priceAsc', 120],
    ]);
    expect(await order()).toEqual(cheapestFirst);
    expectWholeSlides(seen);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('on a desktop the first HOTEL_FIRST_RESULTS cards are ordinary (three or more fit the first screen), the rest skip', async () => {
    const { errors, context, visibility } = await finishedList({ width: 1366, height: 768 }, 7);
    expect(visibility.slice(0, HOTEL_FIRST_RESULTS)).toEqual(Array(HOTEL_FIRST_RESULTS).fill('visible'));
    expect(new Set(visibility.slice(HOTEL_FIRST_RESULTS))).toEqual(new Set(['auto']));
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the first round is revealed in an animation frame, laid out and painted in that frame (not a task before it)', async () => {
    const { context, page, errors } = await openPage(browser);
    // Marks whether the first card leaves React's hidden container while a requestAnimationFrame callback runs.
    await page.addInitScript(() => {
      const w = window as unknown as { __reveal?: string };
      let inFrame = false;
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) =>
        raf((t) => {
          inFrame = true;
          try {
            cb(t);
          } finally {
            // After the mutation observers' microtask, which the callback's DOM changes queued first.
            queueMicrotask(() => {
              inFrame = false;
            });
          }
        });
      const mo = new MutationObserver(() => {
        const card = document.querySelector('article[data-hotel-id]');
        if (!card || card.closest('[hidden]')) return;
        mo.disconnect();
        w.__reveal = inFrame ? 'frame' : 'task';
      });
      mo.observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${baseUrl()}/hotel/ir-kish/search?${query(9)}`);
    await page.locator('article[data-hotel-id]').first().waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { __reveal?: string }).__reveal)).toBe('frame');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('no card photo is asked for before the frame that lays out the first cards, yet the first one loads then', async () => {
    const { context, page, errors } = await openPage(browser);
    // The first card's frame: a ResizeObserver sees its box once it is out of React's hidden container (the bench's
    // own probe, tests/bench/first-card.mjs).
    await page.addInitScript(() => {
      const w = window as unknown as { __cardFrame?: number };
      const mo = new MutationObserver(() => {
        const card = document.querySelector('article[data-hotel-id]');
        if (!card) return;
        mo.disconnect();
        new ResizeObserver((entries, ro) => {
          if (card.closest('[hidden]') || !entries.some((e) => e.contentRect.height > 0)) return;
          ro.disconnect();
          w.__cardFrame = performance.now();
        }).observe(card);
      });
      mo.observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${baseUrl()}/hotel/ir-kish/search?${query(12)}`);
    const photo = page.locator('article[data-hotel-id] img').first();
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), {
        timeout: 30_000,
      })
      .toBe(true);
    const { frame, photos, preloads } = await page.evaluate(() => ({
      frame: (window as unknown as { __cardFrame?: number }).__cardFrame ?? Number.NaN,
      photos: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/sandbox/img/hotel/'))
        .map((e) => e.startTime),
      preloads: document.querySelectorAll('link[rel="preload"][as="image"][href*="/sandbox/img/hotel/"]').length,
    }));
    expect(frame).toBeGreaterThan(0);
    expect(photos.length).toBeGreaterThan(0);
    // Preloaded (React hoists a preload for an eager, high-priority image), they were asked for when the round's
    // HTML arrived, tens of ms before this frame, and came back while the browser revealed the cards.
    expect(preloads).toBe(0);
    for (const start of photos) expect(start).toBeGreaterThanOrEqual(frame);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  // The document's end held after the first round (HoldDocumentEnd) is measured on the worker's stream in
  // tests/worker/first-round.test.ts; what it is for is seen here: the browser reveals the first card before its
  // end-of-document work.
  it('the first card is revealed while the document is still loading (end-of-document work after the cards)', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.addInitScript(() => {
      const w = window as unknown as { __stateAtReveal?: string };
      const mo = new MutationObserver(() => {
        const el = document.querySelector('article[data-hotel-id]');
        if (!el || el.closest('[hidden]')) return;
        mo.disconnect();
        w.__stateAtReveal = document.readyState;
      });
      mo.observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${baseUrl()}/hotel/ir-kish/search?${query(11)}`);
    expect(await page.evaluate(() => (window as unknown as { __stateAtReveal?: string }).__stateAtReveal)).toBe('loading');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
