// Which main-thread tasks make a page's Lighthouse TBT (issue 15), read from Lighthouse's own trace. Lighthouse's
// default (simulated) throttling loads the page unthrottled and multiplies each observed task by the CPU slowdown,
// so a task counts once it is longer than 50 ms / slowdown of real time after First Contentful Paint. For each run
// this prints the score, TBT and Lantern's simulated long tasks, then every top-level task of the page's main thread
// of at least MIN ms real time (default 8), with its time from navigation, its simulated length, «preFCP» when it
// ends before the observed FCP, and its largest self times by trace event (layout, style, module evaluation, the
// script file of a call…); last, the sum of (simulated − 50 ms) over the tasks after FCP, a rough check of the TBT.
// Not a bench file (no `.bench.mjs`): run it by hand against a running build (scripts/lib/workerd-serve.mjs), with
// node_modules/.bin first on PATH:
//   MIN=10 node tests/bench/lighthouse-tasks.mjs http://127.0.0.1:PORT '/hotel' [runs] [slowdown]
// `DAY20` in the path becomes the date 20 days from now plus a random 0–29 days (one offset per run, so the stay stays
// whole): each run is a fresh search. SAVE=prefix keeps each run's trace as prefix-N.json.
import { writeFileSync } from 'node:fs';
import { ensureChromium } from '../../scripts/lib/chromium.mjs';
import { startEdgeProxy } from '../../scripts/lib/edge-proxy.mjs';
import { lighthouseOnce } from './lighthouse.mjs';
import { selfTimeByLabel, traceFile } from './trace-self-time.mjs';

const [base, path = '/hotel', runsArg = '3', slowArg = '4'] = process.argv.slice(2);
if (!base) {
  console.error('usage: node tests/bench/lighthouse-tasks.mjs BASE_URL PATH [runs] [slowdown]');
  process.exit(2);
}
const MIN_MS = Number(process.env.MIN ?? 8);
const slowdown = Number(slowArg);
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const file = traceFile;
const proxy = await startEdgeProxy(base);

/** One task's self times by label, largest first. */
const selfTimes = (events) => [...selfTimeByLabel(events)].sort((a, b) => b[1] - a[1]);

try {
  for (let i = 0; i < Number(runsArg); i++) {
    const offset = i + Math.floor(Math.random() * 30);
    const p = path.replace(/DAY(\d+)/g, (_, n) => day(Number(n) + offset));
    {
      const { lhr, artifacts } = await lighthouseOnce(`${proxy.url}${p}`, { chromePath: ensureChromium(), slowdown });
      const a = lhr.audits;
      console.log(
        `\nrun ${i + 1} ${p} at ${slowdown}×: score ${Math.round(lhr.categories.performance.score * 100)}, TBT ${Math.round(a['total-blocking-time'].numericValue)} ms, FCP ${a['first-contentful-paint'].displayValue}, TTI ${a.interactive?.displayValue}, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
      if (lhr.runtimeError) console.log(`  Lighthouse could not record this run: ${lhr.runtimeError.code}`);
      for (const t of a['long-tasks']?.details?.items ?? [])
        console.log(`  simulated long task at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms ${file(t.url)}`);
      const trace = artifacts.Trace;
      if (process.env.SAVE) writeFileSync(`${process.env.SAVE}-${i + 1}.json`, JSON.stringify(trace));
      const events = trace.traceEvents;
      const fcp = events.find((e) => e.name === 'firstContentfulPaint');
      if (!fcp) {
        console.log('  no firstContentfulPaint in the trace');
        continue;
      }
      // The page's own navigation: the last one of FCP's frame before it (an about:blank one may come first).
      const navStart =
        events
          .filter((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.args?.frame === fcp.args?.frame && e.ts <= fcp.ts)
          .sort((x, y) => y.ts - x.ts)[0]?.ts ?? fcp.ts;
      console.log(`  observed FCP ${Math.round((fcp.ts - navStart) / 1000)} ms`);
      const main = events
        .filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && typeof e.dur === 'number')
        .sort((x, y) => x.ts - y.ts || y.dur - x.dur);
      let blocking = 0;
      let k = 0;
      while (k < main.length) {
        const task = main[k];
        let j = k + 1;
        while (j < main.length && main[j].ts < task.ts + task.dur) j++;
        if (task.name === 'RunTask' && task.dur >= MIN_MS * 1000) {
          const simulated = (task.dur / 1000) * slowdown;
          const afterFcp = task.ts > fcp.ts;
          if (afterFcp) blocking += Math.max(0, simulated - 50);
          const top = selfTimes(main.slice(k, j))
            .slice(0, 6)
            .map(([label, t]) => `${label} ${t.toFixed(1)}`)
            .join(', ');
          console.log(
            `  task @${Math.round((task.ts - navStart) / 1000)} ms: ${(task.dur / 1000).toFixed(1)} ms (simulated ${Math.round(simulated)})${afterFcp ? '' : ' preFCP'}: ${top}`,
          );
        }
        k = task.name === 'RunTask' ? j : k + 1;
      }
      console.log(`  Σ (simulated − 50 ms) of the tasks above after the observed FCP: ${Math.round(blocking)} ms`);
    }
  }
} finally {
  await proxy.close();
}
