// The first hotel card's way to the screen (issue 15), printed per fresh navigation in ms from navigation start:
// respStart (first byte), headerHydrated (the shell has React fibres), moCard/cardInDom (the first card is in the
// document, in React's hidden streaming container), dcl, cardShown (it is out of the hidden container: React revealed
// the boundary), raf/shownFrame (the next frame, then a task: the bench's "on screen"), cardHydrated, and long tasks.
// Not a bench file: run by hand against a running build: node tests/bench/probe-first-card.mjs BASE_URL [runs]
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
const base = process.argv[2];
const runs = Number(process.argv[3] ?? 5);
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: process.env.OLD ? [] : CHROMIUM_ARGS });
for (let i = 0; i < runs; i++) {
  const ctx = await b.newContext({ locale: 'fa-IR' });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    const t = {};
    window.__t = t;
    const fiber = (el) => el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
    document.addEventListener('DOMContentLoaded', () => (t.dcl = performance.now()));
    const tick = () => {
      const now = performance.now();
      const h = document.querySelector('header');
      if (t.headerHydrated === undefined && fiber(h)) t.headerHydrated = now;
      const card = document.querySelector('article[data-hotel-id]');
      if (card && t.cardInDom === undefined) t.cardInDom = now;
      if (card && !card.closest('[hidden]') && t.cardShown === undefined) {
        t.cardShown = now;
        requestAnimationFrame(() => {
          t.raf = performance.now();
          setTimeout(() => (t.shownFrame = performance.now()), 0);
        });
      }
      if (card && fiber(card) && t.cardHydrated === undefined) t.cardHydrated = now;
      if (t.cardHydrated === undefined || t.headerHydrated === undefined) setTimeout(tick, 2);
    };
    tick();
    new MutationObserver(() => {
      const card = document.querySelector('article[data-hotel-id]');
      if (card && t.moCard === undefined) {
        t.moCard = performance.now();
        requestAnimationFrame(() => setTimeout(() => (t.frame = performance.now()), 0));
      }
    }).observe(document, { subtree: true, childList: true });
    t.long = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) t.long.push(`${Math.round(e.startTime)}+${Math.round(e.duration)}`);
    }).observe({ type: 'longtask', buffered: true });
  });
  const s = 2 + Math.floor(Math.random() * 60);
  await page.goto(
    `${base}/hotel/ir-kish/search?room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${day(s)}&endDate=${day(s + 3)}`,
    { waitUntil: 'commit' },
  );
  await page.waitForFunction(() => window.__t.cardHydrated && window.__t.frame && window.__t.shownFrame, null, { timeout: 20000 });
  const t = await page.evaluate(() => window.__t);
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    return { resp: n.responseStart, dcl: n.domContentLoadedEventStart };
  });
  console.log(
    Object.entries({ ...t, respStart: nav.resp })
      .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(',') : Math.round(v)}`)
      .join(' | '),
  );
  await ctx.close();
}
await b.close();
