// The browser's cost of a results page's first segment, inserted cold (issue 15, the first card): the segment's HTML
// (from a saved results page) is inserted into the trivial reference page with the site's CSS and fonts loaded, and
// the insertion's parse, style, layout and paint (the frame and a task after it) are timed, median of RUNS fresh
// pages. Variants show what the first frame pays for: only the cards, one card, without the gallery or the price
// column, and `warm` (each class combination of the segment laid out once beforehand, off screen, on a short Persian
// and Latin text: the font sizes, weights and fallbacks already in use, as they would be after a skeleton).
// Not a bench file: run it by hand against a running build (scripts/lib/workerd-serve.mjs, BENCH_REFERENCE=1), with a
// results page saved first, node_modules/.bin first on PATH:
//   curl -s 'http://127.0.0.1:PORT/hotel/ir-kish/search?…' > page.html
//   node tests/bench/cold-insert.mjs http://127.0.0.1:PORT page.html [part] [warm] [runs]   (W=412 for a phone)
// part: all (default) | cards | onecard | nogallery | noside.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
import { REFERENCE_PATH } from './lighthouse.mjs';

const [base, file, part = 'all', warm = '', runsArg = '9'] = process.argv.slice(2);
if (!base || !file) {
  console.error('usage: node tests/bench/cold-insert.mjs BASE_URL SAVED_PAGE.html [part] [warm] [runs]');
  process.exit(2);
}
const W = Number(process.env.W ?? 1000);
const page = readFileSync(file, 'utf8');
const cssHrefs = [...page.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
const css = (await Promise.all(cssHrefs.map((h) => fetch(new URL(h, base)).then((r) => r.text())))).join('\n');

// React streams the round in a hidden segment up to the script that reveals it.
const at = page.indexOf('hidden id="S:0"');
let seg = page.slice(page.indexOf('>', at) + 1, page.indexOf('<script', at)).replace(/<template[^>]*><\/template>/g, '');
const cards = () => [...seg.matchAll(/<article[\s\S]*?<\/article>/g)].map((m) => m[0]);
if (part === 'cards') seg = cards().join('');
if (part === 'onecard') seg = cards()[0] ?? '';
if (part === 'nogallery')
  seg = cards()
    .join('')
    .replace(/<div tabindex="0" role="group"[\s\S]*?<\/div>/g, '<div></div>');
if (part === 'noside')
  seg = cards()
    .join('')
    .replace(/(<\/div>)<div class="p_4 d_flex flex-d_row[\s\S]*?(<\/article>)/g, '$1$2');
const classes = [...new Set([...seg.matchAll(/class="([^"]+)"/g)].map((m) => m[1]))];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const results = [];
for (let r = 0; r < Number(runsArg); r++) {
  const context = await browser.newContext({
    locale: 'fa-IR',
    ...(W < 600 ? { viewport: { width: W, height: 823 }, isMobile: true, deviceScaleFactor: 2.625 } : {}),
  });
  const tab = await context.newPage();
  await tab.goto(`${base}${REFERENCE_PATH}`);
  await tab.addStyleTag({ content: css });
  // Both of the site's font weights in use before the insertion, as they are in the shell.
  await tab.evaluate(() => {
    for (const weight of ['400', '700']) {
      const p = document.createElement('p');
      p.style.fontWeight = weight;
      p.textContent = 'سلام ۱۲۳ abc';
      document.body.append(p);
    }
    return document.fonts.ready;
  });
  if (warm)
    await tab.evaluate((classes) => {
      const d = document.createElement('div');
      d.style.cssText = 'position:absolute;top:-9999px';
      d.innerHTML = classes.map((c) => `<span class="${c}">سلام ۱۲۳ abc</span>`).join('');
      document.body.append(d);
      d.offsetHeight;
    }, classes);
  await tab.waitForTimeout(400);
  const times = await tab.evaluate(
    ([html, width]) =>
      new Promise((done) => {
        const t0 = performance.now();
        const d = document.createElement('div');
        d.style.maxWidth = `${width}px`;
        d.innerHTML = html;
        document.body.append(d);
        const t1 = performance.now();
        getComputedStyle(d.lastElementChild ?? d).display;
        const t2 = performance.now();
        d.offsetHeight;
        const t3 = performance.now();
        requestAnimationFrame(() => setTimeout(() => done([t1 - t0, t2 - t1, t3 - t2, performance.now() - t3]), 0));
      }),
    [seg, W],
  );
  results.push(times);
  await context.close();
}
await browser.close();
const median = (k) =>
  results
    .map((x) => x[k])
    .sort((a, b) => a - b)
    [Math.floor(results.length / 2)].toFixed(1);
console.log(
  `${part}${warm ? ' warm' : ''} at ${W} px (${classes.length} class combinations), median of ${results.length}: parse ${median(0)} ms, style ${median(1)} ms, layout ${median(2)} ms, paint and the task after ${median(3)} ms`,
);
