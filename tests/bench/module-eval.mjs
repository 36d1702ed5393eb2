// How long each script's top-level code takes when the page's modules are evaluated, before hydration (issue 15):
// samples the load of PATH (CPU slowdown RATE, default 4×; a 412 px phone; each run a fresh context) and gives each
// sample whose outermost site frame is a module body (line 0, column 0) to that module's file, then lists the
// functions those samples were in. Found Panda's runtime (session 10): the recipes module and the first call's compile.
// Not a bench file: run by hand against a running build, with node_modules/.bin first on PATH:
//   node tests/bench/module-eval.mjs http://127.0.0.1:PORT '/hotel/ir-kish/search?…startDate=DAY22&endDate=DAY25' [rate] [runs]
// `DAY20` in the path becomes the date 20 days (plus the run's index) from now.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.mjs';

const [base, path = '/hotel', rate = '4', runsArg = '3'] = process.argv.slice(2);
if (!base) {
  console.error('usage: node tests/bench/module-eval.mjs BASE_URL PATH [rate] [runs]');
  process.exit(2);
}
const runs = Number(runsArg);
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const file = (url) => url.split('/').pop();
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const byModule = new Map();
const byFunction = new Map();
try {
  for (let r = 0; r < runs; r++) {
    const context = await browser.newContext({ locale: 'fa-IR', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(base + path.replace(/DAY(\d+)/g, (_, n) => day(Number(n) + r)), { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(4000);
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    for (let s = 0; s < profile.samples.length; s++) {
      const ms = (profile.timeDeltas[s + 1] ?? 0) / 1000 / runs;
      const leaf = nodes.get(profile.samples[s]);
      // The outermost frame of the site's scripts: a module body when the sample is part of a module's evaluation.
      let root = null;
      for (let id = profile.samples[s]; id !== undefined; id = parent.get(id)) {
        const n = nodes.get(id);
        if (n.callFrame.url.includes('/assets/')) root = n;
      }
      const f = root?.callFrame;
      if (f?.lineNumber !== 0 || f.columnNumber !== 0 || f.functionName !== '') continue;
      byModule.set(file(f.url), (byModule.get(file(f.url)) ?? 0) + ms);
      const l = leaf.callFrame;
      const key = `${l.functionName || '(anonymous)'} ${file(l.url) || '(native)'}:${l.lineNumber}:${l.columnNumber}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
const total = [...byModule.values()].reduce((a, b) => a + b, 0);
console.log(`module top-level evaluation per load: ${Math.round(total)} ms at ${rate}× (${runs} runs)`);
for (const [k, v] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${v.toFixed(1).padStart(6)}  ${k}`);
console.log('functions the samples were in:');
for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${v.toFixed(1).padStart(6)}  ${k}`);
