// `node scripts/page-js.mjs [path …]`: the JavaScript a page loads in Chromium, file by file, gzipped (recorded by
// lib/page-js.mjs as the results benches record it: every JS response, workers included), against `workerd serve` of
// the existing build.
// With a build made by `BUNDLE_STATS=1 npm run build` (dist/client-chunks.json) it also lists the largest modules of
// those files (rendered, before gzip): what to split or load later when a page goes over its budget.
// Default path: the one-way THR-MHD flight results page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { pageJsSummary, recordPageJs } from './lib/page-js.mjs';
import { root } from './lib/paths.mjs';
import { freePort } from './lib/worker-server.mjs';
import { startWorkerdServe } from './lib/workerd-serve.mjs';

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const args = process.argv.slice(2);
const paths = args.length ? args : [`/flight/THR-MHD/search?flightDate=${day(9)}&flightType=1&adults=1&child=0&infant=0&flightClass=Y`];
const statsFile = path.join(root, 'dist', 'client-chunks.json');
const stats = existsSync(statsFile) ? JSON.parse(readFileSync(statsFile, 'utf8')) : null;
const kb = (n) => (n / 1024).toFixed(1);

const worker = await startWorkerdServe({ port: await freePort() });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  for (const p of paths) {
    const context = await browser.newContext({ locale: 'fa-IR' });
    const page = await context.newPage();
    const js = recordPageJs(page);
    await page.goto(worker.url + p);
    // A results page: until its search has finished (its workers and streamed rounds are in by then).
    await page
      .locator('[data-testid="results-counter"][data-finished="1"]')
      .waitFor({ timeout: 30_000 })
      .catch(() => {});
    await page.waitForTimeout(1000);
    const rows = [...js].map(([url, n]) => [new URL(url).pathname.replace(/^\//, ''), n]).sort((a, b) => b[1] - a[1]);
    console.log(`\n${p}\n${pageJsSummary(js)}`);
    for (const [file, n] of rows) console.log(`${kb(n).padStart(7)}  ${file}`);
    if (stats) {
      const modules = rows.flatMap(([file]) => stats.find((c) => c.file === file)?.modules.map((m) => ({ ...m, file })) ?? []);
      console.log('largest modules (rendered bytes, before gzip):');
      for (const m of modules.sort((a, b) => b.size - a.size).slice(0, 40))
        console.log(`${String(m.size).padStart(7)}  ${m.id}  (${m.file})`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  worker.stop();
}
