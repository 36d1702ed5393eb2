// Session 37 (issue 43): what holds workerd's RSS after the soak's idle time. Runs the soak bench (its SOAK_* and
// SOAK_V8_FLAGS variables) on a workerd of its own, then, after the bench's last idle, takes the steps of DISSECT_STEPS
// in order and prints the RSS after each:
// - `tc`: tcmalloc's own figures (workerd links Google's tcmalloc), read with gdb through
//   `MallocExtension_Internal_GetNumericProperty`: bytes in use, bytes it holds from the system, its free lists;
// - `release`: gdb calls `MallocExtension_Internal_ReleaseMemoryToSystem(SIZE_MAX)`, all tcmalloc will give back;
// - `gc`: a real collection, `gc()` through the inspector (needs `--expose-gc` in SOAK_V8_FLAGS and
//   DISSECT_INSPECTOR=1); not the bench's heap snapshot, which costs workerd ~130 MB+ of RSS itself;
// - `waitN`: N seconds more idle.
// A diagnosis tool: gdb stops workerd while it reads or calls (~1 s), so none of this is in the soak's own figures.
// e.g. DISSECT_INSPECTOR=1 SOAK_V8_FLAGS=--max-old-space-size=256,--expose-gc DISSECT_STEPS=tc,gc,wait5,tc,release,tc \
//      SOAK_VISITORS=20 SOAK_SECONDS=30 SOAK_IDLE_SECONDS=10 SOAK_ROUNDS=1 node tests/bench/soak-dissect.mjs
// Needs a build (`npm run build`) and gdb.
import { readFileSync } from 'node:fs';
import { freePort } from '../../scripts/lib/worker-server.mjs';
import { startWorkerdServe } from '../../scripts/lib/workerd-serve.mjs';
import soak, { v8Flags, vars } from './50-soak.bench.mjs';
import { heapUsage } from './inspector.mjs';
import { gdb, tcmallocFigures } from './tcmalloc.mjs';

const sleep = (s) => new Promise((r) => setTimeout(r, s * 1000));
/** `gc()` in the worker's context (workerd answers no HeapProfiler.collectGarbage, and has no default context). */
async function collect(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`, { signal: AbortSignal.timeout(5000) })).json();
  const ws = new WebSocket(targets.find((t) => t.webSocketDebuggerUrl).webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error('inspector connection failed'));
  });
  const contexts = [];
  const answers = new Map();
  ws.onmessage = (ev) => {
    const m = JSON.parse(ev.data);
    if (m.method === 'Runtime.executionContextCreated') contexts.push(m.params.context.id);
    if (m.id) answers.get(m.id)?.(m.result ?? m.error);
  };
  const send = (id, method, params = {}) =>
    new Promise((resolve) => {
      answers.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  try {
    await Promise.race([send(1, 'Runtime.enable'), sleep(5)]);
    await sleep(1);
    return await Promise.race([
      send(2, 'Runtime.evaluate', { expression: 'gc(); 1', contextId: contexts[0] }),
      sleep(20).then(() => 'timeout'),
    ]);
  } finally {
    ws.close();
  }
}

const inspectorPort = process.env.DISSECT_INSPECTOR === '1' ? await freePort() : undefined;
const worker = await startWorkerdServe({ port: await freePort(), inspectorPort, v8Flags, vars: { BENCH_REFERENCE: '1', ...vars } });
const status = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${worker.pid}/status`, 'utf8'))[1]) / 1024;
const rss = () => `RSS ${status('VmRSS').toFixed(0)} MB (anonymous ${status('RssAnon').toFixed(0)} MB)`;
try {
  // The soak without the inspector: it would take a heap snapshot after the idle time, which costs RSS itself.
  await soak({ baseUrl: worker.url, pid: worker.pid, inspectorPort: undefined, v8Flags, output: worker.output });
  const heap = await heapUsage(inspectorPort);
  console.log(
    `dissect: after the soak ${rss()}${heap ? `, JS heap used ${heap.usedMb.toFixed(0)} MB of ${heap.totalMb.toFixed(0)} MB` : ''}`,
  );
  for (const step of (process.env.DISSECT_STEPS ?? 'tc,release,tc').split(',').filter(Boolean)) {
    if (step === 'tc')
      for (const [name, mb] of Object.entries(tcmallocFigures(worker.pid) ?? {})) console.log(`dissect:   ${name} ${mb.toFixed(1)} MB`);
    else if (step === 'release')
      console.log(
        `dissect: ReleaseMemoryToSystem released ${gdb(worker.pid, ['call (unsigned long)MallocExtension_Internal_ReleaseMemoryToSystem((unsigned long)-1)']).join(' ')} bytes`,
      );
    else if (step === 'gc') console.log(`dissect: gc(): ${JSON.stringify(await collect(inspectorPort))}`);
    else if (step.startsWith('wait')) await sleep(Number(step.slice(4)));
    await sleep(3);
    const after = await heapUsage(inspectorPort);
    console.log(
      `dissect: after ${step}: ${rss()}${after ? `, JS heap used ${after.usedMb.toFixed(0)} MB of ${after.totalMb.toFixed(0)} MB` : ''}`,
    );
  }
} finally {
  worker.stop();
}
