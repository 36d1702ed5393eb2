// The five products built after hotels and flights (issues 44–47): each one's key pages, their gzipped JS (the
// scripts and worker chunks the page loads; target ≤ 150 KB) and Lighthouse mobile performance beside the reference
// page in the same run (target: within 3 points of it). Pages whose address depends on the sandbox's inventory (a
// package, a bundle, a CIP service) are found from their results page, as a traveller reaches them. Prints figures
// only. `npm run bench -- 60-products`; PRODUCT_LH_RUNS (default 3) runs per page; PRODUCT_PAGES to measure some.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.mjs';
import { pageJsSummary, recordPageJs } from '../../scripts/lib/page-js.mjs';
import { benchFirstCard } from './first-card.mjs';
import { lighthouseBench } from './lighthouse.mjs';

const RUNS = Number(process.env.PRODUCT_LH_RUNS ?? 3);
/** Fresh navigations per results page for «navigation → first card on screen» (first-card.mjs). */
const FIRST_CARD_RUNS = Number(process.env.PRODUCT_CARD_RUNS ?? 5);
/** PRODUCT_PAGES: a comma-separated list of label parts (`flight+hotel results,bundle`): only those pages. */
const ONLY = (process.env.PRODUCT_PAGES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const chosen = ([label]) => ONLY.length === 0 || ONLY.some((part) => label.includes(part));
// The search days in Tehran (UTC+03:30), so a search never asks for yesterday.
const day = (n) => new Date(Date.now() + 210 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

/** The first link on `path`'s page whose address matches `pattern` (after the results are in), or null. */
async function firstLink(browser, baseUrl, path, pattern) {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(3_000);
    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')));
    const found = hrefs.find((h) => h && pattern.test(h));
    return found ?? null;
  } finally {
    await page.close();
  }
}

/**
 * The flight+hotel results' first card against the sandbox's own wait (the issues' «≤ +100 ms over the supplier»):
 * the search answers in rounds, the first after the sandbox's first-round delay (context.ts, 1 200 ms as in the hotel
 * and flight benches). The single-answer products' first cards are timed by 61-answer-first-card.bench.mjs, whose
 * server gives their searches the same supplier wait. A new day each navigation, so no run reads another's search.
 */
const FIRST_CARDS = [
  [
    'flight+hotel results',
    (d) => `/flight+hotel/THR-KIH/search?room=1&room-0=2&adults=2&flightDate=${day(d)}&returnDate=${day(d + 3)}&fSort=priceAsc`,
    '[data-testid="bundle-card"]',
    1200,
  ],
];

export default async function ({ baseUrl }) {
  const chromePath = ensureChromium();
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const pages = [
    ['tour listing', `/tour/kish`],
    [
      'flight+hotel results',
      `/flight+hotel/THR-KIH/search?room=1&room-0=2&adults=2&flightDate=${day(12)}&returnDate=${day(15)}&fSort=priceAsc`,
    ],
    ['insurance results', `/insurance/tr-istanbul/search?startDate=${day(12)}&endDate=${day(19)}&pCount=1&adults=1`],
    ['attraction results', `/attraction/ae-dubai/search?startDate=${day(12)}&adults=2&child=0`],
    ['attraction page', `/attraction/burj-khalifa-at-the-top?startDate=${day(12)}&adults=2`],
    ['cip results', `/cip/IKA/search?startDate=${day(12)}&adults=1`],
  ];
  try {
    const more = [
      ['package page', '/tour/kish', /^\/package\/\d+/],
      ['bundle page', pages[1][1], /^\/flight(\+|%2[bB])hotel\/[^/]+\/[^/?]+\?/],
      ['cip page', pages[5][1], /^\/cip\/[a-z]{3}-\d+/i],
    ];
    for (const [label, from, pattern] of more.filter(chosen)) {
      const href = await firstLink(browser, baseUrl, from, pattern);
      if (href) pages.push([label, href]);
      else console.log(`${label}: no link matching ${pattern} on ${from}; not measured`);
    }
    pages.splice(0, pages.length, ...pages.filter(chosen));
    for (const [label, path, selector, firstRoundMs] of FIRST_CARDS.filter(chosen)) {
      await benchFirstCard({
        browser,
        label,
        url: () => `${baseUrl}${path(8 + Math.floor(Math.random() * 40))}`,
        selector,
        runs: FIRST_CARD_RUNS,
        firstRoundMs,
      }).catch((err) => console.log(`${label}: first card not measured (${err instanceof Error ? err.message : err})`));
    }
    for (const [label, path] of pages) {
      const context = await browser.newContext({ locale: 'fa-IR' });
      const page = await context.newPage();
      const js = recordPageJs(page);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(2_000);
      console.log(`${label} ${path.split('?')[0]}: ${pageJsSummary(js)}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }

  let lh;
  try {
    lh = await lighthouseBench({ baseUrl, chromePath, runs: RUNS });
    for (const [label, path] of pages) await lh.page(label, () => path);
  } catch (err) {
    console.log(`lighthouse: not run (${err instanceof Error ? err.message : err})`);
  } finally {
    await lh?.close();
  }
}
