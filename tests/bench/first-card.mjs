// Navigation → first result card on screen, with the stages it went through, for the results benches (hotels,
// flights). The figure is the bench's: the first frame after the first card is in the document and not hidden (a
// MutationObserver, then requestAnimationFrame + a task, so a main thread still busy with that frame delays it too).
// The stages split it for a reader comparing machines: how long the server and the network took to bring the card
// (`inDom`: the first card is in the document, still in React's hidden streaming container) and how long this
// browser took to show it (reveal, frame, task). All times are ms from navigation start, in the page's clock.
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
      const mo = new MutationObserver(() => {
        const card = document.querySelector(selector);
        if (!card) return;
        t.inDom ??= performance.now();
        if (card.closest('[hidden]')) return;
        mo.disconnect();
        t.shown = performance.now();
        requestAnimationFrame(() => {
          t.frame = performance.now();
          setTimeout(() => (t.onScreen = performance.now()), 0);
        });
      });
      mo.observe(document, { subtree: true, childList: true });
    }, selector);
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(selector).first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => window.__firstCard.onScreen, null, { timeout: 10_000 });
    return await page.evaluate(() => ({
      ...window.__firstCard,
      response: performance.getEntriesByType('navigation')[0]?.responseStart ?? 0,
    }));
  } finally {
    await context.close();
  }
}

/** `runs` fresh navigations to `url()`; prints the median figure beside the supplier's first-round delay, and its stages. */
export async function benchFirstCard({ browser, label, url, selector, runs, firstRoundMs }) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await firstCardOnce(browser, url(), selector));
  const onScreen = all.map((t) => t.onScreen);
  const p = median(onScreen);
  console.log(
    `${label}: navigation → first card on screen median ${ms(p)} (min ${ms(Math.min(...onScreen))}, max ${ms(Math.max(...onScreen))}); sandbox first-round delay ${firstRoundMs} ms → ${ms(p - firstRoundMs)} over it`,
  );
  const stage = (k) => ms(median(all.map((t) => t[k])));
  const browserPart = median(all.map((t) => t.onScreen - t.inDom));
  console.log(
    `${label}: its stages (medians from navigation): first byte ${stage('response')}, card in the document ${stage('inDom')}, revealed ${stage('shown')}, next frame ${stage('frame')}, on screen ${stage('onScreen')}; this browser's part (document → screen) ${ms(browserPart)}`,
  );
  return { median: p, all };
}
