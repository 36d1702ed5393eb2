// What Lighthouse blames for a page's TBT (issue 15): its own diagnostics of one page at a chosen CPU slowdown,
// through the same edge stand-in as the bench. Not a bench file (no `.bench.mjs`): run it by hand on a build, with
// node_modules/.bin first on PATH:
//   node tests/bench/lighthouse-diagnose.mjs PATH [runs] [slowdown]      e.g. '/hotel' 3 6.2
// `DAY20` in the path becomes the date 20 days from now, `DAY23` 23 days (a fresh search per run needs new dates:
// each run adds one day). Prints per run: score, TBT, the long tasks (start, duration, attributed script), and
// Lighthouse's script bootup (scripting + parse/compile per file) and main-thread work by category.
import { ensureChromium } from '../../scripts/lib/chromium.mjs';
import { startEdgeProxy } from '../../scripts/lib/edge-proxy.mjs';
import { lighthouseOnce } from './lighthouse.mjs';
import { startWorkerdServe } from '../../scripts/lib/workerd-serve.mjs';

const [path = '/hotel', runsArg = '3', slowArg = '4'] = process.argv.slice(2);
const runs = Number(runsArg);
const slowdown = Number(slowArg);
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const server = await startWorkerdServe({ port: 8790 + Math.floor(Math.random() * 100), vars: { BENCH_REFERENCE: '1' } });
const proxy = await startEdgeProxy(server.url);
const file = (url) => (url ? url.split('/').pop().split('?')[0] : '(none)');
try {
  for (let i = 0; i < runs; i++) {
    const p = path.replace(/DAY(\d+)/g, (_, n) => day(Number(n) + i));
    {
      const { lhr } = await lighthouseOnce(`${proxy.url}${p}`, { chromePath: ensureChromium(), slowdown });
      const a = lhr.audits;
      console.log(
        `\nrun ${i + 1} ${p} at ${slowdown}×: score ${Math.round(lhr.categories.performance.score * 100)}, TBT ${Math.round(a['total-blocking-time'].numericValue)} ms, FCP ${a['first-contentful-paint'].displayValue}, LCP ${a['largest-contentful-paint'].displayValue}, TTI ${a.interactive?.displayValue}, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
      for (const t of a['long-tasks']?.details?.items ?? [])
        console.log(`  long task at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms ${file(t.url)}`);
      console.log('  bootup (ms total / scripting / parse+compile):');
      for (const s of a['bootup-time']?.details?.items ?? [])
        console.log(
          `    ${file(s.url).padEnd(40)} ${Math.round(s.total)} / ${Math.round(s.scripting)} / ${Math.round(s.scriptParseCompile)}`,
        );
      console.log(
        `  main thread: ${(a['mainthread-work-breakdown']?.details?.items ?? []).map((g) => `${g.groupLabel} ${Math.round(g.duration)}`).join(', ')}`,
      );
    }
  }
} finally {
  await proxy.close();
  await server.stop();
}
