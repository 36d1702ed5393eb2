// `npm run bench`: builds, starts the built worker in workerd on a free loopback port, and runs every
// tests/bench/*.bench.mjs against it. Each bench prints its own figures; nothing here asserts timings.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bin, root } from './lib/paths.mjs';
import { must } from './lib/run.mjs';
import { freePort, startWorker } from './lib/worker-server.mjs';
import { startWorkerdServe } from './lib/workerd-serve.mjs';

if (!process.argv.includes('--no-build') || !existsSync(path.join(root, 'dist/server/index.js'))) {
  await must(bin('panda'), ['codegen', '--silent']);
  await must(bin('waku'), ['build']);
}
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const dir = path.join(root, 'tests', 'bench');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
// BENCH_SLOW_TO=1600: the whole run on a slower machine made from this one, down to that Lighthouse benchmarkIndex
// (one low-priority busy process per core; tests/bench/cpu-contention.mjs), for figures "on a machine like" a slower
// one measured rather than re-simulated. The contention ends with this process.
if (process.env.BENCH_SLOW_TO) {
  const { startCpuContention } = await import(pathToFileURL(path.join(dir, 'cpu-contention.mjs')).href);
  const { ensureChromium } = await import('./lib/chromium.mjs');
  const target = Number(process.env.BENCH_SLOW_TO);
  const c = await startCpuContention({ targetIndex: target, chromePath: ensureChromium() });
  console.log(
    `slower machine (BENCH_SLOW_TO=${target}): Lighthouse benchmarkIndex ${Math.round(c.baseIndex)} → ${Math.round(c.index)}` +
      (c.nice === null
        ? ' (already at or below the target: no contention)'
        : `, busy processes per core at nice ${c.nice.join(' and ')} (levels tried: ${c.tried.map((t) => `${t.nice.join('+')} → ${Math.round(t.index)}`).join(', ')}); autogroups ${c.autogroups}`),
  );
}
const { calibrationLine } = await import(pathToFileURL(path.join(dir, 'calibration.mjs')).href);
console.log(calibrationLine('calibration before'));
// BENCH_SERVER=wrangler: the build under `wrangler dev` (its proxy and inspector on every request), as before;
// default `workerd serve` of the build alone, the production-like server (issue 16, point 8: wrangler dev's own
// memory grows per request, which is not the site's). BENCH_INSPECTOR=1 opens workerd's inspector (heap figures).
const server = process.env.BENCH_SERVER === 'wrangler' ? 'wrangler' : 'workerd';
const inspectorPort = server === 'wrangler' || process.env.BENCH_INSPECTOR === '1' ? await freePort() : undefined;
// BENCH_VARS="K=V,K2=V2": extra worker vars for a run (e.g. LOG_LEVEL=error).
const vars = Object.fromEntries(
  (process.env.BENCH_VARS ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=')),
);
// BENCH_REFERENCE=1: the worker serves the trivial reference page the Lighthouse figures are calibrated on.
const start = server === 'wrangler' ? startWorker : startWorkerdServe;
console.log(`server: ${server === 'wrangler' ? 'wrangler dev' : 'workerd serve'} of the build (BENCH_SERVER), a fresh one per bench file`);
let failed = false;

/** A new file for a bench's server log: .tmp/bench/<bench>-<UTC time>.log. */
function serverLogFile(benchFile) {
  const logs = path.join(root, '.tmp', 'bench');
  mkdirSync(logs, { recursive: true });
  const at = new Date().toISOString().slice(0, 19).replaceAll(':', '');
  return path.join(logs, `${benchFile.replace(/\.bench\.mjs$/, '')}-${at}.log`);
}

/** Stops a server and waits (at most 5 s) until its process is gone, so its shutdown is not the next file's load. */
async function stopped(worker) {
  worker.stop();
  for (const deadline = Date.now() + 5000; Date.now() < deadline; ) {
    try {
      process.kill(worker.pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Each bench file gets a server of its own: a file's figures must not carry what the one before left in the worker
// (10-streams' 400 sessions and their searches, its heap and its collector's work). With one server for the whole
// run, the results page's Lighthouse runs right after the 200 concurrent streams gave a TBT well above the same
// build's runs alone.
for (const f of files) {
  console.log(`\n━━ ${f} ━━`);
  let worker;
  let setup;
  try {
    // A bench may name worker vars of its own (`export const vars`), e.g. the soak's TRUST_CF_HEADERS: each of its
    // visitors comes from an address of its own, as behind Cloudflare. BENCH_VARS still wins.
    const mod = await import(pathToFileURL(path.join(dir, f)).href);
    // A bench may also name V8 flags for workerd (`export const v8Flags`, e.g. the soak's heap limit); `workerd serve`
    // only (wrangler dev takes none): the bench is told which it got.
    const v8Flags = server === 'workerd' ? (mod.v8Flags ?? []) : [];
    // A bench may start what its worker needs first (`export async function setup()`, e.g. the soak's supplier in a
    // process of its own): { vars, outboundAllow, context, stop }. Its vars go to the worker (BENCH_VARS still wins),
    // outboundAllow to `workerd serve` (addresses the worker's fetch() may reach), context to the bench; stop runs
    // after the bench.
    setup = mod.setup ? await mod.setup() : {};
    // A bench may keep its server's whole output, each line timed (`export const serverLog = true`, e.g. the soak: the
    // worker's request lines show when a stall began and what it waited on). In .tmp/bench/ (ignored by git), kept.
    const logFile = mod.serverLog ? serverLogFile(f) : undefined;
    if (logFile) console.log(`server log: ${path.relative(root, logFile)}`);
    worker = await start({
      port: await freePort(),
      inspectorPort,
      v8Flags,
      outboundAllow: setup.outboundAllow ?? [],
      vars: { BENCH_REFERENCE: '1', ...(mod.vars ?? {}), ...(setup.vars ?? {}), ...vars },
      logFile,
    });
    await mod.default({
      baseUrl: worker.url,
      root,
      pid: worker.pid,
      inspectorPort,
      v8Flags,
      output: worker.output,
      logFile,
      ...setup.context,
    });
    console.log(calibrationLine(`calibration after ${f}`));
  } catch (err) {
    failed = true;
    console.error(`✗ ${f}: ${err.stack ?? err}`);
  } finally {
    if (worker) await stopped(worker);
    setup?.stop?.();
  }
}
process.exit(failed ? 1 : 0);
