// Where a page's script time goes, by the site's own functions (issue 15): samples the load of PATH (4× CPU, a
// 412 px phone, each run a fresh context, until 4 s after `load`) and gives each sample to the nearest frame of the
// site's code, not React's runtime, scheduler or Flight client (those samples are listed as [react/runtime]).
// Not a bench file: run by hand on a build made with NO_MINIFY=1 (readable names), on a running server:
//   NO_MINIFY=1 npm run build; node tests/bench/profile-components.mjs http://127.0.0.1:PORT '/hotel' [runs]
// `DAY20` in the path becomes the date 20 days (plus the run's index) from now. FROM=ms and TO=ms keep only the samples
// in that window from the profile's start (just before the navigation), e.g. TO=1100 for a results page's shell before
// its first round (1 200 ms in the sandbox).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';
const [base, path, runsArg = '3'] = process.argv.slice(2);
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const total = new Map();
const runs = Number(runsArg);
const FROM_MS = Number(process.env.FROM ?? 0);
const TO_MS = Number(process.env.TO ?? Number.POSITIVE_INFINITY);
for (let r = 0; r < runs; r++) {
  const ctx = await b.newContext({ locale: 'fa-IR', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(base + path.replace(/DAY(\d+)/g, (_, n) => day(Number(n) + r)), { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const { profile: p } = await cdp.send('Profiler.stop');
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let at = 0;
  for (let s = 0; s < p.samples.length; s++) {
    let id = p.samples[s];
    const dt = (p.timeDeltas[s] ?? 0) / 1000;
    at += dt;
    if (at < FROM_MS || at > TO_MS) continue;
    const leaf = byId.get(id).callFrame;
    if (leaf.functionName === '(idle)' || leaf.functionName === '(program)') continue;
    let key = null;
    while (id !== undefined) {
      const f = byId.get(id).callFrame;
      const file = f.url.split('/').pop();
      if (f.url && !/^index-|^react-|^jsx-runtime|^client-|^rolldown|^preload-helper/.test(file)) {
        key = `${f.functionName || '(anon)'} ${file}:${f.lineNumber + 1}`;
        break;
      }
      id = parent.get(id);
    }
    key ??= `[react/runtime] ${leaf.functionName || '(anon)'} ${leaf.url.split('/').pop()}`;
    total.set(key, (total.get(key) ?? 0) + dt / runs);
  }
  await ctx.close();
}
await b.close();
const sum = [...total.values()].reduce((a, b) => a + b, 0);
console.log(`script per run ${Math.round(sum)} ms (4×)`);
for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`  ${v.toFixed(1)}\t${k}`);
