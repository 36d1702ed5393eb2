// Lighthouse for the bench files, with its calibration beside every figure (issue 15): a Lighthouse score moves with
// the machine (the same build scored 98–99 on one 2-core machine and 72–81 on another), so each page's line carries
//   - the run's own `benchmarkIndex` (Lighthouse's measure of the CPU it ran on; ~1 600 on the slower machine), and
//   - the same settings on the trivial Persian reference page served by the same worker (/__bench/reference, served
//     only under `npm run bench`): what this machine, under this run's load, scores for a page with no work at all.
// Mobile (Lighthouse's default form factor: simulated slow 4G and 4× CPU slowdown), performance only, median of
// `runs` (Lighthouse's own advice on variability); a run it could not record (e.g. NO_NAVSTART) is run again.
// Another machine, emulated: Lighthouse's advice for comparing machines is to scale the CPU slowdown by the
// benchmarkIndex ratio (its default simulation multiplies each observed main-thread task by the slowdown, so the
// scaling holds both ways). With BENCH_AS_INDEX=N (default 1 600, the machine issue 15 names; 0 turns it off), every
// run is simulated again from its own trace with the mobile slowdown 4 × (that run's benchmarkIndex / N): more than
// 4× for a run on a faster machine, less on a slower one. Each run by its own index, since a shared VM's speed
// drifts within minutes (the reference page's index and a page's runs a few minutes later differed by 1 212 vs
// 1 932 in one bench); the same trace, so the two lines differ only in the machine they stand for. Printed as
// «as on benchmarkIndex N».
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { Runner } from 'lighthouse/core/runner.js';
import { startEdgeProxy } from '../../scripts/lib/edge-proxy.mjs';

const AS_INDEX = Number(process.env.BENCH_AS_INDEX ?? 1600);

export const REFERENCE_PATH = '/__bench/reference';

/**
 * One Lighthouse mobile run (performance only, simulated slow 4G) of `url` at a CPU slowdown, in a fresh headless
 * Chromium: the runner's result ({ lhr, artifacts }). Shared by the hand-run diagnosis tools.
 */
export async function lighthouseOnce(url, { chromePath, slowdown = 4 }) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
    });
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse's mobile CPU slowdown (4×, meant for a machine of benchmarkIndex `target`) scaled to a run's index, one
 * decimal; null when `target` is 0 (off) or the index is unknown.
 */
export function asIndexSlowdown(index, target) {
  if (!(target > 0) || !(index > 0)) return null;
  return Math.round((4 * index * 10) / target) / 10;
}

/**
 * A recorded run's audits (Lantern's simulation included) again, from its artifacts, at another CPU slowdown. Under
 * Lighthouse's default simulated throttling the page loads unthrottled and the slowdown only enters the simulation,
 * so the gathered artifacts do not depend on it: the run's recorded settings are given the new throttling, since
 * Lighthouse refuses to audit under settings other than those it gathered with. Audited again at 4×, a run gives its
 * own score and TBT back exactly.
 */
export async function reaudit(artifacts, slowdown) {
  const { resolvedConfig } = await initializeConfig('navigation', undefined, {
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  });
  const asGathered = { ...artifacts, settings: { ...artifacts.settings, throttling: resolvedConfig.settings.throttling } };
  const result = await Runner.audit(asGathered, { resolvedConfig, computedCache: new Map() });
  if (!result) throw new Error('Lighthouse re-audit gave no result');
  return result.lhr;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const score = (lhr) => Math.round(lhr.categories.performance.score * 100);
const tbt = (lhr) => Math.round(lhr.audits['total-blocking-time'].numericValue);
const benchmarkIndex = (lhr) => Math.round(lhr.environment.benchmarkIndex);

/** Lighthouse's metric audits by their usual short names. */
const METRIC_NAMES = {
  'first-contentful-paint': 'FCP',
  'speed-index': 'SI',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};

/**
 * Where a run's score went: the points each metric lost (its weight × (1 − its score), Lighthouse's own weights), so a
 * reader sees which metric keeps a page under a target; and Speed Index's two parts. Lantern's Speed Index is
 * 1.4 × the observed one (the unthrottled filmstrip's visual progress towards the last frame) + 0.4 × the layout-based
 * estimate: a page whose content keeps changing (the results page's later rounds re-ordering the first cards) is not
 * visually complete until its last change, however light its main thread.
 */
export function scoreBreakdown(lhr) {
  const refs = lhr.categories.performance.auditRefs.filter((r) => r.weight > 0);
  const total = refs.reduce((sum, r) => sum + r.weight, 0);
  const lost = refs
    .map((r) => `${METRIC_NAMES[r.id] ?? r.id} ${((100 * r.weight * (1 - (lhr.audits[r.id]?.score ?? 0))) / total).toFixed(1)}`)
    .join(', ');
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  return `median run's points lost: ${lost}; its Speed Index ${s(lhr.audits['speed-index'].numericValue)} from the observed ${s(observed.observedSpeedIndex ?? 0)} (last visual change at ${s(observed.observedLastVisualChange ?? 0)}, unthrottled)`;
}

/**
 * The reference page has no work of its own: a machine fit to compare with issue 15's (the same page 100, TBT 0 there)
 * blocks it for no time. When this one does, say so next to the figures: its long tasks are the machine's own stalls
 * (seen on a VM whose host takes back free and cold memory: DAMON page-out and free-page reporting, so the browser's
 * fresh memory faults in from the host), and every page's TBT below carries them.
 */
const REFERENCE_TBT_LIMIT_MS = 50;
function machineCheck(referenceTbt) {
  if (referenceTbt > REFERENCE_TBT_LIMIT_MS)
    console.log(
      `  ⚠ this machine blocked a page with no work for ${referenceTbt} ms (TBT median; over ${REFERENCE_TBT_LIMIT_MS} ms): the figures below carry its stalls; read them against the reference page's, not as another machine's`,
    );
}

/**
 * Every run in one line, lowest score first: its score, TBT and observed Speed Index (the unthrottled filmstrip's).
 * On the results page a later round's cheaper hotel can take the top of the list, as the chosen order requires
 * (observed Speed Index about 1.2 s when the first round already holds the final first card, 3.5 s when the last
 * round brings it; on the default sort the sandbox's own contracted hotels answer in the first round, so the top
 * settles there); the last visual change is no guide, since the final round always rewrites the count. A reader sees
 * whether a low run lost its points to the main thread (TBT) or to a late first card (a high observed Speed Index).
 */
export function runDetails(all) {
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  return all
    .map((lhr) => {
      const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
      return `${score(lhr)} (TBT ${tbt(lhr)} ms, observed SI ${s(observed.observedSpeedIndex ?? 0)})`;
    })
    .join(', ');
}

/**
 * Starts the edge stand-in (HTTPS + HTTP/2, HTML gzipped as it streams; scripts/lib/edge-proxy.mjs) in front of the
 * worker, measures the reference page once, and returns `page(label, path)` that measures a page and prints its line
 * with the calibration. `close()` when done.
 */
export async function lighthouseBench({ baseUrl, chromePath, runs = 5, tag = 'lighthouse mobile' }) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const proxy = await startEdgeProxy(baseUrl);

  async function measure(label, url, count, flags = {}) {
    const done = [];
    for (let attempt = 0; done.length < count && attempt < count + 3; attempt++) {
      const chrome = await launch({
        chromePath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
      });
      try {
        const r = await lighthouse(url(), {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
          ...flags,
        });
        if (r.lhr.runtimeError) console.log(`${tag} ${label}: run not recorded (${r.lhr.runtimeError.code}); again`);
        else {
          // The same run as on a machine of benchmarkIndex AS_INDEX: its own trace, its own index.
          const s = asIndexSlowdown(r.lhr.environment.benchmarkIndex, AS_INDEX);
          if (s) r.lhr.asIndex = { slowdown: s, lhr: await reaudit(r.artifacts, s) };
          done.push(r.lhr);
        }
      } finally {
        await chrome.kill();
      }
    }
    if (done.length < count) throw new Error(`${tag} ${label}: only ${done.length} of ${count} runs recorded`);
    return done.sort((x, y) => x.categories.performance.score - y.categories.performance.score);
  }

  const summary = (all) => {
    const mid = all[Math.floor(all.length / 2)];
    return { all, mid, score: score(mid), tbt: median(all.map(tbt)), index: median(all.map(benchmarkIndex)), scores: all.map(score) };
  };
  /** When any run shifted its layout: each run's CLS, and what moved in the worst one (Lighthouse's layout-shifts). */
  const shifts = (all) => {
    const cls = all.map((r) => r.audits['cumulative-layout-shift'].numericValue);
    if (!cls.some((c) => c > 0)) return;
    const worst = all[cls.indexOf(Math.max(...cls))];
    const moved = (worst.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((i) => `${i.node?.selector ?? i.node?.snippet ?? '?'} ${i.score?.toFixed(3)}`)
      .join('; ');
    console.log(`  layout shift: CLS per run ${cls.map((c) => c.toFixed(3)).join(', ')}; worst run's shifts: ${moved || 'not itemised'}`);
  };

  console.log(`${tag}: through the edge stand-in (${proxy.protocol}, gzip), median of ${runs} runs`);
  const referenceUrl = () => `${proxy.url}${REFERENCE_PATH}`;
  const reference = summary(await measure('reference page', referenceUrl, runs));
  const calibration = `benchmarkIndex ${reference.index}; reference page ${REFERENCE_PATH} ${reference.score} (TBT ${reference.tbt} ms)`;
  console.log(
    `${tag} reference page ${REFERENCE_PATH}: performance ${reference.score} (runs ${reference.scores.join(', ')}), TBT median ${reference.tbt} ms; benchmarkIndex median ${reference.index}`,
  );
  machineCheck(reference.tbt);

  if (AS_INDEX > 0)
    console.log(
      `${tag}: each run also as on benchmarkIndex ${AS_INDEX}: simulated again from its own trace at CPU slowdown 4 × its benchmarkIndex / ${AS_INDEX} (BENCH_AS_INDEX)`,
    );
  /** The runs as on AS_INDEX, with the slowdowns they took; null when off. */
  const asIndex = (all) => {
    const runs = all.filter((l) => l.asIndex).map((l) => l.asIndex);
    if (runs.length < all.length) return null;
    const slowdowns = runs.map((r) => r.slowdown);
    const lhrs = runs.map((r) => r.lhr).sort((x, y) => x.categories.performance.score - y.categories.performance.score);
    return { ...summary(lhrs), slowdowns: `${Math.min(...slowdowns)}–${Math.max(...slowdowns)}×` };
  };
  const referenceAsIndex = asIndex(reference.all);
  if (referenceAsIndex)
    console.log(
      `  as on benchmarkIndex ${AS_INDEX} (slowdowns ${referenceAsIndex.slowdowns}): performance ${referenceAsIndex.score}, TBT median ${referenceAsIndex.tbt} ms`,
    );

  return {
    calibration,
    /** Measures `path()` (a function: a fresh URL each run) and prints its figures with the calibration. */
    async page(label, path, { direct = false } = {}) {
      // One reference run right before the page's: a shared VM's state moves within minutes, and the page's figures
      // are read against the machine as it was when they were taken.
      const [before] = await measure('reference page', referenceUrl, 1);
      const s = summary(await measure(label, () => `${proxy.url}${path()}`, runs));
      const a = s.mid.audits;
      console.log(
        `${tag} ${label}: performance ${s.score} (runs ${s.scores.join(', ')}), TBT median ${s.tbt} ms; median run FCP ${a['first-contentful-paint'].displayValue}, LCP ${a['largest-contentful-paint'].displayValue}, TBT ${a['total-blocking-time'].displayValue}, CLS ${a['cumulative-layout-shift'].displayValue}, SI ${a['speed-index'].displayValue}`,
      );
      console.log(
        `  calibration: this page's runs benchmarkIndex median ${s.index}; same run, same settings: ${calibration}; one run just before this page's: ${score(before)} (TBT ${tbt(before)} ms) at benchmarkIndex ${benchmarkIndex(before)}`,
      );
      console.log(`  ${scoreBreakdown(s.mid)}`);
      console.log(`  each run: ${runDetails(s.all)}`);
      shifts(s.all);
      const w = asIndex(s.all);
      if (w) {
        console.log(
          `  as on benchmarkIndex ${AS_INDEX} (the same runs, each at 4 × its index / ${AS_INDEX}: ${w.slowdowns}): performance ${w.score} (runs ${w.scores.join(', ')}), TBT median ${w.tbt} ms`,
        );
        s.slower = w;
      }
      if (direct) {
        // Only a comparison: a run Lighthouse cannot record here does not cost the figures above.
        const one = await measure(label, () => `${baseUrl}${path()}`, 1).catch((err) => err);
        console.log(
          `  for comparison, one run straight at the local server (HTTP/1.1, HTML uncompressed): ${one instanceof Error ? `not recorded (${one.message})` : `${score(one[0])} (benchmarkIndex ${benchmarkIndex(one[0])})`}`,
        );
      }
      return s;
    },
    close: () => proxy.close(),
  };
}
