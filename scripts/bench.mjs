// `npm run bench`: builds, starts the built worker in workerd on a free loopback port, and runs every
// tests/bench/*.bench.mjs against it. Each bench prints its own figures; nothing here asserts timings.
import { existsSync, readdirSync } from 'node:fs';
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
const worker = await start({ port: await freePort(), inspectorPort, vars: { BENCH_REFERENCE: '1', ...vars } });
console.log(`server: ${server === 'wrangler' ? 'wrangler dev' : 'workerd serve'} of the build (BENCH_SERVER)`);
let failed = false;
try {
  for (const f of files) {
    console.log(`\n━━ ${f} ━━`);
    try {
      const mod = await import(pathToFileURL(path.join(dir, f)).href);
      await mod.default({ baseUrl: worker.url, root, pid: worker.pid, inspectorPort });
      console.log(calibrationLine(`calibration after ${f}`));
    } catch (err) {
      failed = true;
      console.error(`✗ ${f}: ${err.stack ?? err}`);
    }
  }
} finally {
  worker.stop();
}
process.exit(failed ? 1 : 0);
