// Flight results page figures (issue 13): navigation → first flight card (beside the sandbox's first-round delay) for
// a one-way THR-MHD and a return THR-IST search, gzipped JS of the page, filter + sort of 2 000 flights in the two
// workers, axe-core, Lighthouse mobile performance with its calibration (lighthouse.mjs). Prints figures only; the
// targets (≤ 150 ms over the delay, ≤ 150 KB, ≤ 16 ms, ≥ 95) are for the reader.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.mjs';
import { pageJsSummary, recordPageJs } from '../../scripts/lib/page-js.mjs';
import { ms } from './lib.mjs';
import { benchFirstCard } from './first-card.mjs';
import { lighthouseBench } from './lighthouse.mjs';

const SANDBOX_FIRST_ROUND_MS = 1200;
const FIRST_CARD_RUNS = 5;
const LIGHTHOUSE_RUNS = 3;
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** A fresh search each time (a new day). */
const PAGES = [
  [
    'one-way THR-MHD',
    () =>
      `/flight/THR-MHD/search?flightDate=${day(2 + Math.floor(Math.random() * 60))}&flightType=1&adults=1&child=0&infant=0&flightClass=Y`,
  ],
  [
    'return THR-IST',
    () => {
      const d = 2 + Math.floor(Math.random() * 60);
      return `/flight/THR-IST/search?flightDate=${day(d)}&returnDate=${day(d + 5)}&flightType=2&adults=1&child=0&infant=0&flightClass=Y`;
    },
  ],
];

export default async function ({ baseUrl }) {
  const chromePath = ensureChromium();
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    // 1. Navigation → first card on screen, with its stages (first-card.mjs).
    for (const [label, path] of PAGES) {
      await benchFirstCard({
        browser,
        label: `flights ${label}`,
        url: () => `${baseUrl}${path()}`,
        selector: 'article[data-flight-id]',
        runs: FIRST_CARD_RUNS,
        firstRoundMs: SANDBOX_FIRST_ROUND_MS,
      });
    }

    // 2. Gzipped JS on the results page (scripts and worker chunks the page loads).
    const context = await browser.newContext({ locale: 'fa-IR' });
    const page = await context.newPage();
    const js = recordPageJs(page);
    await page.goto(`${baseUrl}${PAGES[0][1]()}`);
    await page.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    console.log(`flights: ${pageJsSummary(js)} (workers included)`);

    // 3. Filter + sort of 2 000 flights in the page's own workers, speaking comlink's wire protocol.
    const urls = [...js.keys()];
    // Each product's workers are `src/products/<id>/workers/{filter,sort}.worker.ts`; the page loads only its own.
    const filterUrl = urls.find((u) => /\/filter\.worker-[^/]*\.js/.test(u));
    const sortUrl = urls.find((u) => /\/sort\.worker-[^/]*\.js/.test(u));
    if (filterUrl && sortUrl) {
      const result = await page.evaluate(
        async ({ filterUrl, sortUrl }) => {
          let id = 0;
          const call = (w, name, args) =>
            new Promise((resolve) => {
              const myId = `b${id++}`;
              const on = (e) => {
                if (e.data?.id !== myId) return;
                w.removeEventListener('message', on);
                resolve(e.data.value);
              };
              w.addEventListener('message', on);
              w.postMessage({ id: myId, type: 'APPLY', path: [name], argumentList: args.map((value) => ({ type: 'RAW', value })) });
            });
          const fw = new Worker(filterUrl, { type: 'module' });
          const sw = new Worker(sortUrl, { type: 'module' });
          const airlines = ['W5', 'IR', 'EP', 'QB', 'ZV', 'HH', 'I3', 'JI', 'IV', 'Y9'];
          const bands = ['early', 'morning', 'afternoon', 'evening'];
          const flights = Array.from({ length: 2000 }, (_, i) => ({
            id: i + 1,
            leg: i % 4 === 3 ? 2 : 1,
            airline: airlines[i % 10],
            airlineName: `ایرلاین ${i % 10}`,
            number: `${airlines[i % 10]}${1000 + i}`,
            band: bands[i % 4],
            departs: 1_800_000_000_000 + ((i * 7919) % 86_400) * 1000,
            duration: 60 + ((i * 31) % 300),
            stop: String(i % 3),
            from: i % 2 ? 'THR' : 'IKA',
            fromName: 'تهران',
            to: 'MHD',
            toName: 'مشهد',
            price: (((i * 7919) % 1000) + 1) * 10_000,
            provider: `آژانس ${i % 7}`,
            kind: i % 5 ? 'systemic' : 'charter',
            cabin: 'Y',
            cabinName: 'اکونومی',
          }));
          await Promise.all([call(fw, 'add', [flights]), call(sw, 'add', [flights])]);
          const base = {
            leg: 1,
            stops: [],
            airlines: [],
            times: [],
            airports: [],
            price: null,
            maxDuration: null,
            number: '',
            providers: [],
            types: [],
            cabins: [],
          };
          const filters = [
            { ...base, stops: ['0'] },
            { ...base, airlines: ['W5', 'IR'], times: ['morning'] },
            { ...base, price: { min: 2_000_000, max: 8_000_000 }, maxDuration: 200 },
            base,
          ];
          const sorts = ['priceAsc', 'timeAsc', 'timeDes', 'durationAsc'];
          const runs = [];
          for (let i = 0; i < 20; i++) {
            const t0 = performance.now();
            const { ids } = await call(fw, 'filter', [filters[i % 4]]);
            await call(sw, 'sort', [ids, sorts[i % 4]]);
            runs.push(performance.now() - t0);
          }
          fw.terminate();
          sw.terminate();
          runs.sort((a, b) => a - b);
          return { median: runs[10], p90: runs[18] };
        },
        { filterUrl, sortUrl },
      );
      console.log(
        `flights: filter + sort of 2 000 flights in the workers median ${ms(result.median)}, p90 ${ms(result.p90)} (round trip included)`,
      );
    } else console.log('flights: worker chunks not seen on the page; filter+sort timing skipped');
    await context.close();

    // 4. axe-core on the finished results pages, desktop and phone: serious + critical.
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    for (const [label, path] of PAGES) {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 412, height: 823 },
      ]) {
        const ctx = await browser.newContext({ locale: 'fa-IR', viewport });
        const pg = await ctx.newPage();
        await pg.goto(`${baseUrl}${path()}`);
        await pg.locator('[data-testid="results-counter"][data-finished="1"]').waitFor({ timeout: 30_000 });
        await pg.waitForTimeout(500);
        await pg.evaluate(axeSource);
        const bad = await pg.evaluate(async () => {
          const r = await window.axe.run(document, { resultTypes: ['violations'] });
          return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
        });
        console.log(
          `axe flights ${label} ${viewport.width}px: ${bad.length} serious or critical violations${bad.length ? `: ${bad.join(', ')}` : ''}`,
        );
        await ctx.close();
      }
    }
  } finally {
    await browser.close();
  }

  // 5. Lighthouse mobile performance through the loopback stand-in for Cloudflare's edge, each line with its
  // calibration (the run's benchmarkIndex and the trivial reference page under the same settings; lighthouse.mjs).
  let lh;
  try {
    lh = await lighthouseBench({ baseUrl, chromePath, runs: LIGHTHOUSE_RUNS, tag: 'lighthouse mobile flights' });
    for (const [label, path] of PAGES) await lh.page(label, path);
  } catch (err) {
    console.log(`lighthouse flights: not run (${err instanceof Error ? err.message : err})`);
  } finally {
    await lh?.close();
  }
}
