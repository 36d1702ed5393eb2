// Navigation → first result card on screen, with the stages it went through, for the results benches (hotels,
// flights). The figure is the bench's: the first frame that lays out the first card outside React's hidden streaming
// container, then a task (so a main thread still busy with that frame's paint delays it too). The frame is found by
// a ResizeObserver on the card: its box goes from none (hidden) to its size in the rendering step of that frame,
// after style and layout and before paint. It does not depend on when in the frame the card was revealed: React
// reveals a boundary in a task or in an animation-frame callback, and a requestAnimationFrame registered from the
// latter runs a frame later than the one that shows the card.
// The bench waits for the figure without polling the page: Playwright's `waitForFunction` runs its predicate in an
// animation-frame callback of every frame (and its locator waits evaluate in page tasks), and slowed to the issue's
// machine that callback took up to 5 ms inside the very frame that shows the card. A traveller's browser runs none
// of it, so the page resolves a promise of its own and the bench awaits it in one evaluation.
// The stages split it for a reader comparing machines: how long the server and the network took to bring the card
// (`inDom`: the first card is in the document, still in React's hidden streaming container) and how long this
// browser took to show it (revealed, its frame, the task after it). All times are ms from navigation start, in the
// page's clock.
import { ms } from './lib.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One fresh navigation in a new context; resolves to the stage times of its first `selector` card. */
export async function firstCardOnce(browser, url, selector) {
  const context = await browser.newContext({ locale: 'fa-IR' });
  try {
    const page = await context.newPage();
    await page.addInitScript((selector) => {
      const t = {};
      window.__firstCard = t;
      let done;
      window.__firstCardDone = new Promise((resolve) => (done = resolve));
      const laidOut = (card) =>
        new ResizeObserver((entries, ro) => {
          if (t.frame !== undefined || card.closest('[hidden]') || !entries.some((e) => e.contentRect.height > 0)) return;
          ro.disconnect();
          t.frame = performance.now();
          setTimeout(() => {
            t.onScreen = performance.now();
            done(t);
          }, 0);
        }).observe(card);
      const mo = new MutationObserver(() => {
        const card = document.querySelector(selector);
        if (!card) return;
        if (t.inDom === undefined) {
          t.inDom = performance.now();
          laidOut(card);
        }
        if (card.closest('[hidden]')) return;
        mo.disconnect();
        t.shown = performance.now();
      });
      mo.observe(document, { subtree: true, childList: true });
    }, selector);
    await page.goto(url, { waitUntil: 'commit' });
    return await page.evaluate(
      (limitMs) =>
        Promise.race([
          window.__firstCardDone,
          new Promise((_, reject) => setTimeout(() => reject(new Error(`no card on screen in ${limitMs} ms`)), limitMs)),
        ]).then((t) => ({ ...t, response: performance.getEntriesByType('navigation')[0]?.responseStart ?? 0 })),
      30_000,
    );
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse's benchmarkIndex (its `computeBenchmarkIndex`, about a second) in a blank page of this browser: the
 * figure's calibration, taken after each run (a shared VM's speed moves by a quarter from one minute to the next).
 */
async function benchmarkIndex(browser) {
  const { computeBenchmarkIndex } = (await import('lighthouse/core/lib/page-functions.js')).pageFunctions;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate(`(${computeBenchmarkIndex.toString()})()`);
  } finally {
    await context.close();
  }
}

/** `runs` fresh navigations to `url()`; prints the median figure beside the supplier's first-round delay, and its stages. */
export async function benchFirstCard({ browser, label, url, selector, runs, firstRoundMs }) {
  const all = [];
  const indexes = [];
  for (let i = 0; i < runs; i++) {
    all.push(await firstCardOnce(browser, url(), selector));
    indexes.push(await benchmarkIndex(browser));
  }
  const onScreen = all.map((t) => t.onScreen);
  const p = median(onScreen);
  console.log(
    `${label}: navigation → first card on screen median ${ms(p)} (min ${ms(Math.min(...onScreen))}, max ${ms(Math.max(...onScreen))}); sandbox first-round delay ${firstRoundMs} ms → ${ms(p - firstRoundMs)} over it`,
  );
  const stage = (k) => ms(median(all.map((t) => t[k])));
  const browserPart = median(all.map((t) => t.onScreen - t.inDom));
  console.log(
    `${label}: its stages (medians from navigation): first byte ${stage('response')}, card in the document ${stage('inDom')}, revealed ${stage('shown')}, laid out in a frame ${stage('frame')}, on screen ${stage('onScreen')}; this browser's part (document → screen) ${ms(browserPart)}`,
  );
  console.log(
    `${label}: calibration: Lighthouse benchmarkIndex in this browser after each run, median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))})`,
  );
  return { median: p, all, benchmarkIndex: median(indexes) };
}
