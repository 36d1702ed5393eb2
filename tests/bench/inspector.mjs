// A minimal devtools-protocol client for the worker's inspector (`wrangler dev --inspector-port`, or `workerd serve
// --inspector-addr` with BENCH_INSPECTOR=1): the JS heap's size,
// and a heap snapshot summarised by constructor, so a soak can tell a leak (live objects that pile up)
// from memory the process keeps after a collection. Loopback only; every call is bounded.

async function connect(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`, { signal: AbortSignal.timeout(5000) })).json();
  const target = targets.find((t) => t.webSocketDebuggerUrl) ?? null;
  if (!target) throw new Error('no inspector target');
  // wrangler's inspector proxy takes devtools connections only from the devtools origin.
  const ws = new WebSocket(target.webSocketDebuggerUrl, { headers: { Origin: 'https://devtools.devprod.cloudflare.dev' } });
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error('inspector connection failed'));
  });
  let id = 0;
  const pending = new Map();
  const listeners = new Map();
  ws.onmessage = (ev) => {
    const msg = JSON.parse(typeof ev.data === 'string' ? ev.data : Buffer.from(ev.data).toString('utf8'));
    if (msg.id !== undefined && pending.has(msg.id)) {
      const { resolve, reject } = pending.get(msg.id);
      pending.delete(msg.id);
      if (msg.error) reject(new Error(msg.error.message));
      else resolve(msg.result);
    } else if (msg.method) listeners.get(msg.method)?.(msg.params);
  };
  const send = (method, params = {}, timeoutMs = 120_000) =>
    new Promise((resolve, reject) => {
      const n = ++id;
      pending.set(n, { resolve, reject });
      ws.send(JSON.stringify({ id: n, method, params }));
      setTimeout(() => {
        if (pending.delete(n)) reject(new Error(`${method} timed out`));
      }, timeoutMs).unref();
    });
  return { send, on: (m, fn) => listeners.set(m, fn), close: () => ws.close() };
}

/**
 * The worker isolate's JS heap used/total (MB); null when the inspector is not there. (workerd does not answer
 * HeapProfiler.collectGarbage; a heap snapshot collects first, so heapSummary's figures are live objects.)
 */
export async function heapUsage(port) {
  if (!port) return null;
  let client;
  try {
    client = await connect(port);
    const { usedSize, totalSize } = await client.send('Runtime.getHeapUsage', {}, 10_000);
    return { usedMb: usedSize / 2 ** 20, totalMb: totalSize / 2 ** 20 };
  } catch {
    return null;
  } finally {
    client?.close();
  }
}

/**
 * A heap snapshot's live objects summed by constructor name, biggest first: [{ name, count, mb }], with `liveMb`, the
 * sum of every live object (after the snapshot's own collection).
 */
export async function heapSummary(port, top = 15) {
  const client = await connect(port);
  try {
    let text = '';
    client.on('HeapProfiler.addHeapSnapshotChunk', (p) => {
      text += p.chunk;
    });
    await client.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false }, 300_000);
    const snap = JSON.parse(text);
    const f = snap.snapshot.meta.node_fields;
    const types = snap.snapshot.meta.node_types[0];
    const [iType, iName, iSize] = [f.indexOf('type'), f.indexOf('name'), f.indexOf('self_size')];
    const by = new Map();
    let live = 0;
    for (let i = 0; i < snap.nodes.length; i += f.length) {
      live += snap.nodes[i + iSize];
      const type = types[snap.nodes[i + iType]];
      const name = type === 'object' || type === 'closure' ? snap.strings[snap.nodes[i + iName]] : `(${type})`;
      const e = by.get(name) ?? { name, count: 0, bytes: 0 };
      e.count++;
      e.bytes += snap.nodes[i + iSize];
      by.set(name, e);
    }
    const rows = [...by.values()]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, top)
      .map((e) => ({ name: e.name.slice(0, 60), count: e.count, mb: +(e.bytes / 2 ** 20).toFixed(1) }));
    // Every live object's own size (the snapshot collects garbage first): the heap that is really retained.
    return Object.assign(rows, { liveMb: live / 2 ** 20 });
  } finally {
    client.close();
  }
}

/**
 * Collects the worker's garbage and answers the heap then ({ usedMb, totalMb }: used is what is live), or null.
 * workerd does not answer HeapProfiler.collectGarbage, but a heap snapshot collects first; its text is dropped as it
 * comes, so a big heap costs this process nothing. The snapshot itself costs workerd memory (its allocator keeps it).
 */
export async function collectGarbage(port) {
  if (!port) return null;
  let client;
  try {
    client = await connect(port);
    client.on('HeapProfiler.addHeapSnapshotChunk', () => {});
    await client.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false }, 300_000);
    const { usedSize, totalSize } = await client.send('Runtime.getHeapUsage', {}, 10_000);
    return { usedMb: usedSize / 2 ** 20, totalMb: totalSize / 2 ** 20 };
  } catch {
    return null;
  } finally {
    client?.close();
  }
}

/**
 * Starts V8's sampling heap profiler on the worker, counting garbage too (objects a minor or major collection has
 * freed since), so the profile says where the worker allocates, not only what it keeps. Answers { stop(top) }, whose
 * promise is the top allocation sites: [{ site, mb }] (self size, sampled, summed by function and place), or null
 * when the inspector is not there or does not take the command. The connection stays open until `stop`.
 */
export async function startAllocationSampling(port) {
  if (!port) return null;
  let client;
  try {
    client = await connect(port);
    await client.send(
      'HeapProfiler.startSampling',
      { samplingInterval: 32_768, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true },
      10_000,
    );
  } catch (err) {
    client?.close();
    console.log(`allocation sampling not available: ${err.message}`);
    return null;
  }
  return {
    async stop(top = 20) {
      try {
        const { profile } = await client.send('HeapProfiler.stopSampling', {}, 120_000);
        const by = new Map();
        let total = 0;
        const walk = (node) => {
          const f = node.callFrame;
          const file = (f.url || '').split('/').pop();
          const site = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
          by.set(site, (by.get(site) ?? 0) + node.selfSize);
          total += node.selfSize;
          for (const c of node.children ?? []) walk(c);
        };
        walk(profile.head);
        const rows = [...by]
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([site, bytes]) => ({ site, mb: bytes / 2 ** 20 }));
        return Object.assign(rows, { totalMb: total / 2 ** 20 });
      } catch (err) {
        console.log(`allocation sampling failed: ${err.message}`);
        return null;
      } finally {
        client.close();
      }
    },
  };
}

/**
 * V8's sampling CPU profiler on the worker's isolate (every `intervalUs`); `stop()` answers the functions with the
 * most samples of their own (self time) and each one's share of all samples, idle included: [{ site, ms, share }],
 * with `totalMs`. Null when the inspector is not there.
 */
export async function startCpuProfile(port, intervalUs = 1_000) {
  if (!port) return null;
  let client;
  try {
    client = await connect(port);
    await client.send('Profiler.enable', {}, 10_000);
    await client.send('Profiler.setSamplingInterval', { interval: intervalUs }, 10_000);
    await client.send('Profiler.start', {}, 10_000);
  } catch (err) {
    client?.close();
    console.log(`CPU profile not available: ${err.message}`);
    return null;
  }
  return {
    async stop(top = 30) {
      try {
        const { profile } = await client.send('Profiler.stop', {}, 120_000);
        const byId = new Map(profile.nodes.map((n) => [n.id, n]));
        const counts = new Map();
        for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
        const dt = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
        const by = new Map();
        for (const [id, n] of counts) {
          const f = byId.get(id).callFrame;
          const file = (f.url || '').split('/').pop();
          const site = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
          by.set(site, (by.get(site) ?? 0) + n);
        }
        const total = profile.samples.length;
        const rows = [...by]
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([site, n]) => ({ site, ms: n * dt, share: n / total }));
        return Object.assign(rows, { totalMs: total * dt });
      } catch (err) {
        console.log(`CPU profile failed: ${err.message}`);
        return null;
      } finally {
        client.close();
      }
    },
  };
}
