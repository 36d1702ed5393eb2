// The tasks behind the layout half of Lighthouse's Speed Index (issue 15). Lantern's Speed Index is 1.4 × the
// observed one (speedline-progress.mjs) + 0.4 × a layout-based estimate: the mean end time of every main-thread task
// that holds a Layout, weighted by log2 of its simulated length, where a task shorter than 10 ms of real time is
// pruned from the graph (unless it is the first layout, paint or parse). So a page whose late tasks sit near 10 ms
// keeps or drops them from run to run, and its Speed Index swings. For a saved Lighthouse trace this prints those
// tasks (real time from navigation, simulated length at the slowdown, weight, dirty objects per layout, what ran in
// them) and their weighted mean real time, the same arithmetic on the observed timeline.
// Not a bench file: save traces with lighthouse-tasks.mjs (SAVE=prefix), then
//   node tests/bench/lantern-layout-tasks.mjs prefix-1.json [slowdown, default 4]   (ALL=1: short tasks too)
import { readFileSync } from 'node:fs';

/** Lantern's pruning line (PageDependencyGraph's SIGNIFICANT_DUR_THRESHOLD_MS), in trace microseconds. */
const PRUNED_BELOW_US = 10_000;
const [file, slowArg = '4'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tests/bench/lantern-layout-tasks.mjs TRACE.json [slowdown]');
  process.exit(2);
}
const slowdown = Number(slowArg);
const parsed = JSON.parse(readFileSync(file, 'utf8'));
const events = parsed.traceEvents ?? parsed;
const nav =
  events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === 'navigationStart');
// The page's main thread: the one with the most Layout events.
const layoutsBy = new Map();
for (const e of events) if (e.name === 'Layout') layoutsBy.set(`${e.pid}:${e.tid}`, (layoutsBy.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
const [pid, tid] = [...layoutsBy]
  .sort((a, b) => b[1] - a[1])[0][0]
  .split(':')
  .map(Number);
const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const topLevel = [];
let end = 0;
for (const t of main) {
  if ((t.name === 'RunTask' || t.name === 'ThreadControllerImpl::RunTask') && t.ts >= end) {
    topLevel.push(t);
    end = t.ts + t.dur;
  }
}
const SHOWN = new Set(['FunctionCall', 'FireAnimationFrame', 'TimerFire', 'EventDispatch', 'UpdateLayoutTree', 'Paint', 'ParseHTML']);
const rows = [];
for (const task of topLevel) {
  const inside = main.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur);
  const layouts = inside.filter((e) => e.name === 'Layout');
  if (layouts.length === 0) continue;
  const first = rows.length === 0;
  if (!first && task.dur < PRUNED_BELOW_US && !process.env.ALL) continue;
  const simulated = (task.dur / 1000) * slowdown;
  const what = [
    ...new Set(
      inside
        .filter((e) => SHOWN.has(e.name))
        .map(
          (e) =>
            `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''}${e.args?.data?.type ? `[${e.args.data.type}]` : ''}`,
        ),
    ),
  ];
  rows.push({
    at: (task.ts - nav.ts) / 1000,
    simulated,
    weight: Math.max(Math.log2(simulated), 0),
    dirty: layouts.map((l) => l.args?.beginData?.dirtyObjects ?? '?').join(','),
    what: what.slice(0, 5).join(' '),
  });
}
let weight = 0;
let weighted = 0;
for (const r of rows) {
  weight += r.weight;
  weighted += r.weight * r.at;
}
console.log(
  `${file}: ${rows.length} tasks with a Layout kept (≥ 10 ms real, or the first), weight ${weight.toFixed(1)}, weighted mean real time ${weight ? (weighted / weight).toFixed(0) : '—'} ms`,
);
for (const r of rows)
  console.log(
    `  @${r.at.toFixed(0)} ms: ${r.simulated.toFixed(1)} ms simulated, weight ${r.weight.toFixed(1)}, dirty ${r.dirty}: ${r.what}`,
  );
