// Where the main thread goes on one page, under Lighthouse's mobile CPU slowdown (4×, DevTools throttling), to find
// the long tasks behind a TBT figure (issue 15). Not a bench file (no `.bench.mjs`): run it by hand against a running
// build (`npm run build && npm run preview`, or `startWorkerdServe` from scripts/lib/workerd-serve.mjs), with
// node_modules/.bin first on PATH:
//   node tests/bench/trace-long-tasks.mjs http://127.0.0.1:PORT '/hotel/ir-kish/search?…' [runs] [--trace] [--profile]
// `DAY20` in the path becomes the date 20 days from now (a fresh search per run needs different dates).
// RATE=7: another DevTools CPU slowdown than 4× (7× on a machine of benchmarkIndex ~2 700 is Lighthouse's 4× on ~1 600).
// For each run (a fresh browser context, a 412×823 phone viewport) it prints the long tasks (≥ 50 ms) from the
// navigation until the results counter reports the search finished plus 3 s, and their blocking sum (Σ (d − 50 ms),
// the TBT formula without Lighthouse's FCP–TTI window). --trace: inside those tasks, self time per trace event
// (layout, style, text shaping, script by file…; TRACE_TASKS=1 prints it per task, TRACE_OUT=file keeps the trace).
// --profile: the functions with the most self time (V8 sampling profiler), grouped by script file.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.mjs';
import { selfTimeByLabel } from './trace-self-time.mjs';

const [baseUrl, path = '/hotel', runsArg = '3'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const profile = process.argv.includes('--profile');
const tracing = process.argv.includes('--trace');
const runs = Number(runsArg);
if (!baseUrl) {
  console.error('usage: node tests/bench/trace-long-tasks.mjs BASE_URL PATH [runs] [--profile]');
  process.exit(2);
}
const FINISHED = '[data-testid="results-counter"][data-finished="1"]';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const blocking = [];
const longest = [];
const selfTimes = new Map();
const breakdown = new Map();

/** Stops the trace and sums, inside the main thread's tasks of ≥ 50 ms, each event kind's self time (ms). */
async function longTaskBreakdown(cdp) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    text += base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data;
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text);
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  if (process.env.TRACE_OUT) (await import('node:fs')).writeFileSync(process.env.TRACE_OUT, text);
  // The page's renderer main thread: of the CrRendererMain threads, the one that ran the most script.
  const calls = new Map();
  for (const e of events) if (e.name === 'FunctionCall') calls.set(`${e.pid}:${e.tid}`, (calls.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => (calls.get(`${b.pid}:${b.tid}`) ?? 0) - (calls.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  const mine = events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const out = new Map();
  const navStart = events.find((e) => e.name === 'navigationStart' && e.pid === main?.pid)?.ts;
  let i = 0;
  while (i < mine.length) {
    const task = mine[i];
    const end = task.ts + task.dur;
    let j = i + 1;
    while (j < mine.length && mine[j].ts < end) j++;
    if (task.name === 'RunTask' && task.dur >= 50_000) {
      const mineOnly = selfTimeByLabel(mine.slice(i, j));
      for (const [k, t] of mineOnly) out.set(k, (out.get(k) ?? 0) + t);
      if (process.env.TRACE_TASKS)
        console.log(
          `  task ${Math.round((task.ts - (navStart ?? task.ts)) / 1000)}+${Math.round(task.dur / 1000)}: ${[...mineOnly]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 5)
            .map(([k, t]) => `${k} ${Math.round(t)}`)
            .join(', ')}`,
        );
    }
    i = task.name === 'RunTask' ? j : i + 1;
  }
  return out;
}
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ locale: 'fa-IR', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    if (tracing) {
      await cdp.send('Tracing.start', {
        transferMode: 'ReturnAsStream',
        traceConfig: {
          includedCategories: [
            'toplevel',
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'blink',
            'loading',
            'v8',
          ],
        },
      });
    }
    const q = path.includes('startDate=')
      ? path
      : path.replace(/DAY(\d+)/g, (_, n) => new Date(Date.now() + Number(n) * 86_400_000).toISOString().slice(0, 10));
    await page.goto(`${baseUrl}${q}`, { waitUntil: 'load', timeout: 60_000 });
    if (q.includes('/search')) await page.locator(FINISHED).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000);
    const tasks = await page.evaluate(() => window.__longTasks);
    if (tracing) for (const [k, t] of await longTaskBreakdown(cdp)) breakdown.set(k, (breakdown.get(k) ?? 0) + t / runs);
    const sum = tasks.reduce((a, t) => a + Math.max(0, t.duration - 50), 0);
    blocking.push(sum);
    longest.push(Math.max(0, ...tasks.map((t) => t.duration)));
    console.log(
      `run ${i + 1}: ${tasks.length} long tasks, blocking ${Math.round(sum)} ms, longest ${Math.round(Math.max(0, ...tasks.map((t) => t.duration)))} ms: ${tasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' ')}`,
    );
    if (profile) {
      const { profile: p } = await cdp.send('Profiler.stop');
      const dt = new Map();
      const byId = new Map(p.nodes.map((n) => [n.id, n]));
      for (let s = 0; s < p.samples.length; s++) dt.set(p.samples[s], (dt.get(p.samples[s]) ?? 0) + (p.timeDeltas[s] ?? 0) / 1000);
      for (const [id, t] of dt) {
        const n = byId.get(id);
        const f = n.callFrame;
        if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
        const file = f.url.split('/').pop() || f.url || '(native)';
        const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
        selfTimes.set(key, (selfTimes.get(key) ?? 0) + t / runs);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`median of ${runs}: blocking ${Math.round(median(blocking))} ms, longest task ${Math.round(median(longest))} ms`);
if (tracing) {
  console.log('inside long tasks, self time per run by trace event (ms, 4× throttled):');
  for (const [k, t] of [...breakdown].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${Math.round(t)}\t${k}`);
}
if (profile) {
  const byFile = new Map();
  for (const [k, t] of selfTimes) {
    const file = k.split(' ').pop().split(':')[0];
    byFile.set(file, (byFile.get(file) ?? 0) + t);
  }
  console.log('self time per run by script (ms, 4× throttled):');
  for (const [f, t] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${Math.round(t)}\t${f}`);
  console.log('top functions:');
  for (const [k, t] of [...selfTimes].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${Math.round(t)}\t${k}`);
}
