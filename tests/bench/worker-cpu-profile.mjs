// Where the worker's CPU goes while it serves one results page (issue 15): starts the built worker under workerd with
// its inspector on loopback, warms it with a few loads, then takes a sampling CPU profile of each of `runs` fresh
// searches (a new check-in day each) and prints when each body chunk arrived beside the worker's busy spells (runs of
// samples closer than 3 ms) with their top functions. workerd's clock stands still while code runs, so timing code
// inside the worker cannot show this; a profile can. Not a bench file: after `npm run build`, with node_modules/.bin
// first on PATH:   node tests/bench/worker-cpu-profile.mjs [runs, default 3]
import { startWorkerdServe } from '../../scripts/lib/workerd-serve.mjs';

const runs = Number(process.argv[2] ?? 3);
const PORT = 8793;
const INSPECTOR_PORT = 9233;
/** The profile's sampling interval, µs. */
const SAMPLE_US = 100;
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const server = await startWorkerdServe({ port: PORT, vars: { BENCH_REFERENCE: '1' }, inspectorPort: INSPECTOR_PORT });
const searchUrl = () => {
  const start = 2 + Math.floor(Math.random() * 60);
  return `${server.url}/hotel/ir-kish/search?room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${day(start)}&endDate=${day(start + 3)}`;
};
/** One document load as a browser asks for it (the edge starts the search only for text/html); chunk arrival times. */
async function load() {
  const t0 = performance.now();
  const res = await fetch(searchUrl(), { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(30_000) });
  const reader = res.body.getReader();
  const chunks = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(`${Math.round(performance.now() - t0)} ms +${value.length} B`);
  }
  return chunks;
}

try {
  for (let i = 0; i < 4; i++) await load();
  const targets = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`, { signal: AbortSignal.timeout(5000) })).json();
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error('inspector connection failed'));
  });
  let id = 0;
  const pending = new Map();
  ws.onmessage = (e) => {
    const msg = JSON.parse(e.data);
    pending.get(msg.id)?.(msg.result);
    pending.delete(msg.id);
  };
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const n = ++id;
      const timer = setTimeout(() => reject(new Error(`${method}: no answer`)), 30_000);
      pending.set(n, (r) => {
        clearTimeout(timer);
        resolve(r);
      });
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: SAMPLE_US });
  for (let run = 0; run < runs; run++) {
    await send('Profiler.start');
    const chunks = await load();
    const { profile } = await send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    let t = profile.startTime;
    const spells = [];
    let spell = null;
    for (let i = 0; i < profile.samples.length; i++) {
      t += profile.timeDeltas[i];
      const frame = nodes.get(profile.samples[i]).callFrame;
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
      if (!spell || t - spell.end > 3000) {
        spell = { start: t, end: t, samples: 0, fns: new Map() };
        spells.push(spell);
      }
      spell.end = t;
      spell.samples++;
      const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
      spell.fns.set(key, (spell.fns.get(key) ?? 0) + 1);
    }
    console.log(`run ${run + 1}: chunks ${chunks.join(', ')}`);
    for (const s of spells.filter((x) => x.samples * SAMPLE_US >= 2000)) {
      const top = [...s.fns]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, n]) => `${k} ${((n * SAMPLE_US) / 1000).toFixed(1)}`);
      console.log(
        `  at ${((s.start - profile.startTime) / 1000).toFixed(0)} ms, over ${((s.end - s.start) / 1000).toFixed(1)} ms: busy ≈ ${((s.samples * SAMPLE_US) / 1000).toFixed(1)} ms; ${top.join(' | ')}`,
      );
    }
  }
  ws.close();
} finally {
  server.stop();
}
process.exit(0);
