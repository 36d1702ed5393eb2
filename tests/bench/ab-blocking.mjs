// Interleaved A/B of main-thread blocking between builds (issue 15): this machine's speed drifts within minutes, so
// two builds are compared by alternating loads of the same page on two (or more) running servers, not run against
// run. Each load: a fresh context, a 412 px phone, CPU slowdown 4×, until `load` + 5 s; the figure is the long tasks'
// blocking after First Contentful Paint (Σ (d − 50 ms) of PerformanceObserver long tasks), the TBT formula without
// Lighthouse's simulation. Not a bench file: run by hand, with node_modules/.bin first on PATH, e.g. the previous
// build served from a clone on another port:
//   node tests/bench/ab-blocking.mjs '/hotel/ir-kish/search?…startDate=DAY20&endDate=DAY23' 8 http://127.0.0.1:8790 http://127.0.0.1:8791
// `DAY20` in the path becomes the date 20 days (plus the pair's index) from now.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.mjs';

const [path, pairsArg, ...bases] = process.argv.slice(2);
if (!path || !pairsArg || bases.length < 2) {
  console.error('usage: node tests/bench/ab-blocking.mjs PATH PAIRS BASE_URL_A BASE_URL_B [BASE_URL_C…]');
  process.exit(2);
}
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const blocking = Object.fromEntries(bases.map((b) => [b, []]));
try {
  for (let i = 0; i < Number(pairsArg); i++) {
    // Alternate which server goes first, so a drift within a pair does not favour one.
    for (const base of i % 2 ? [...bases].reverse() : bases) {
      const context = await browser.newContext({ locale: 'fa-IR', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(base + path.replace(/DAY(\d+)/g, (_, n) => day(Number(n) + i)), { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(5000);
      const { tasks, fcp } = await page.evaluate(() => ({
        tasks: window.__longTasks,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      blocking[base].push(tasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0));
      await context.close();
    }
  }
} finally {
  await browser.close();
}
for (const [base, xs] of Object.entries(blocking))
  console.log(`${base}: blocking after FCP median ${Math.round(median(xs))} ms (4×); runs ${xs.map(Math.round).join(' ')}`);
