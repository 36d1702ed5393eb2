import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { calibrationLine } from './calibration.mjs';
import { heapSummary, heapUsage } from './inspector.mjs';
import { percentile } from './lib.mjs';

// Memory soak (issue 16, point 8): SOAK_VISITORS concurrent visitors (default 200) for SOAK_SECONDS (default 300)
// against the built worker under workerd, loopback only. Each visitor keeps its own session cookie and loops over
// pages, a streamed hotel search and basket adds; at the end every visitor's basket is read back and every item it was
// told was added must be there (lost items must be 0). workerd's resident memory is sampled every 2 s: at the start
// (after a warm-up), its peak, and SOAK_IDLE_SECONDS (default 60) after the load ends. Bounded: every request has a
// time-out, the run its duration. A short run for a shared machine: SOAK_VISITORS=40 SOAK_SECONDS=60 npm run bench -- soak
const VISITORS = Number(process.env.SOAK_VISITORS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const IDLE_SECONDS = Number(process.env.SOAK_IDLE_SECONDS ?? 60);
// SOAK_ROUNDS > 1 repeats load + idle on the same worker: a leak grows round after round, a high-water mark does not.
const ROUNDS = Math.max(1, Number(process.env.SOAK_ROUNDS ?? 1));
const REQUEST_TIMEOUT_MS = 60_000;
const STREAM_TIMEOUT_MS = 120_000;
// SOAK_HEAP_SNAPSHOT=1: a heap snapshot (summed by constructor) at the start and after the idle time, to name what grew.
const SNAPSHOT = process.env.SOAK_HEAP_SNAPSHOT === '1';
// SOAK_BASKET=0 leaves basket adds out (pages and streams only), to tell which path memory grows with.
const BASKET = process.env.SOAK_BASKET !== '0';
// SOAK_ONLY=pages, streams or health (GET /health: the edge pipeline without a render): one kind of request alone,
// to narrow down what memory grows with.
const ONLY = process.env.SOAK_ONLY ?? null;
const MAX_BASKET_ITEMS = 8; // then the visitor empties its basket and starts again (a real basket stays small)

const PAGES = ['/', '/hotel', '/hotel/ir-kish', '/about', '/help/faq', '/city/kish', '/flight', '/tour', '/rules', '/contact'];
const TEHRAN_OFFSET_MS = 210 * 60_000;
const addDays = (iso, n) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date(Date.now() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);

const agent = new http.Agent({ keepAlive: true, maxSockets: VISITORS + 16 });

/** One request with the visitor's cookie; resolves { status, ms, body } or { error }. Never rejects. */
function request(base, path, { method = 'GET', cookie, body, timeoutMs = REQUEST_TIMEOUT_MS, headers = {} } = {}) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const h = { Accept: 'text/html,application/json', ...headers };
    if (cookie) h.Cookie = cookie;
    if (body !== undefined) Object.assign(h, { 'Content-Type': 'application/json', Origin: base, 'Sec-Fetch-Site': 'same-origin' });
    const req = http.request(`${base}${path}`, { method, headers: h, agent }, (res) => {
      const chunks = [];
      res.on('data', (d) => chunks.push(d));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          ms: performance.now() - t0,
          body: Buffer.concat(chunks).toString('utf8'),
          setCookie: res.headers['set-cookie'] ?? [],
        }),
      );
      res.on('error', (err) => resolve({ error: err.message, ms: performance.now() - t0 }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    req.on('error', (err) => resolve({ error: err.message, ms: performance.now() - t0 }));
    if (body !== undefined) req.write(JSON.stringify(body));
    req.end();
  });
}

/** The workerd processes of the server's process group (workerd serve alone; under wrangler dev, its two workerds). */
function workerdRssMb(pgid) {
  let out = '';
  try {
    out = execFileSync('ps', ['-e', '-o', 'pid=,pgid=,comm='], { encoding: 'utf8' });
  } catch {
    return null;
  }
  let kb = 0;
  let found = false;
  for (const line of out.trim().split('\n')) {
    const [pid, group, comm] = line.trim().split(/\s+/);
    if (Number(group) !== pgid || !comm?.startsWith('workerd')) continue;
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) {
        kb += Number(m[1]);
        found = true;
      }
    } catch {}
  }
  return found ? kb / 1024 : null;
}

function item(visitor, n, day) {
  const hotelId = 402001 + ((visitor * 7 + n) % 40);
  const checkIn = addDays(day, 21 + (n % 30));
  const checkOut = addDays(checkIn, 3);
  return {
    hotelId,
    hotelName: `هتل آزمایشی ${visitor}-${n}`,
    destination: 'ir-kish',
    checkIn,
    checkOut,
    searchToken: null,
    packageId: hotelId * 100 + 1 + (n % 3),
    packageNumber: `${hotelId}-${visitor}-${n}-${checkIn.replaceAll('-', '')}`,
    packagePrice: 150_000_000 + n,
    currency: 'IRR',
    isGuaranty: n % 2 === 0,
    rooms: [{ name: 'اتاق دو تخته', mealType: 'BB', adults: 2, childrenAges: [] }],
  };
}

export default async function soak({ baseUrl, pid, inspectorPort }) {
  const day = today();
  const stats = { page: [], stream: [], basket: [], errors: [], requests: 0 };
  const fail = (what, r) => stats.errors.push(`${what}: ${r.error ?? `status ${r.status}`}`);
  const rss = { start: null, peak: 0, samples: [] };
  const sample = () => {
    const mb = pid ? workerdRssMb(pid) : null;
    if (mb !== null) {
      rss.samples.push(mb);
      rss.peak = Math.max(rss.peak, mb);
    }
    return mb;
  };

  console.log(`soak: ${VISITORS} visitors × ${SECONDS} s, then ${IDLE_SECONDS} s idle (SOAK_VISITORS, SOAK_SECONDS, SOAK_IDLE_SECONDS)`);
  // Warm-up: every page once, so the start figure is the warmed worker, not a cold one.
  for (const p of PAGES) await request(baseUrl, p);
  rss.start = sample();
  const heapStart = await heapUsage(inspectorPort);
  const snapStart = SNAPSHOT && inspectorPort ? await heapSummary(inspectorPort) : null;
  const sampler = setInterval(sample, 2000);
  const visitors = Array.from({ length: VISITORS }, (_, v) => ({ v, cookie: null, added: new Map(), n: 0, lost: 0 }));
  const keepCookie = (visitor, r) => {
    const c = r.setCookie?.find((x) => x.startsWith('__Host-sfn_session='));
    if (c) visitor.cookie = c.split(';')[0];
  };
  async function step(visitor) {
    const mixed = ((visitor.v * 31 + visitor.n * 17) % 10) - (BASKET ? 0 : 3);
    const roll = ONLY === 'pages' || ONLY === 'health' ? 0 : ONLY === 'streams' ? 5 : mixed;
    visitor.n++;
    stats.requests++;
    if (roll < 5) {
      const path = ONLY === 'health' ? '/health' : PAGES[(visitor.v + visitor.n) % PAGES.length];
      const r = await request(baseUrl, path, { cookie: visitor.cookie });
      keepCookie(visitor, r);
      if (r.error || r.status >= 500) fail(`page ${path}`, r);
      else stats.page.push(r.ms);
    } else if (roll < 7) {
      const checkIn = addDays(day, 1 + (visitor.n % 60));
      const path = `/stream/hotels/ir-kish?id=402&startDate=${checkIn}&endDate=${addDays(checkIn, 2)}&room=1&room-0=2`;
      const r = await request(baseUrl, path, {
        cookie: visitor.cookie,
        timeoutMs: STREAM_TIMEOUT_MS,
        headers: { Accept: 'application/x-ndjson' },
      });
      keepCookie(visitor, r);
      if (r.error || r.status !== 200 || !r.body.includes('"summary"')) fail('stream', r);
      else stats.stream.push(r.ms);
    } else {
      if (visitor.added.size >= MAX_BASKET_ITEMS) {
        const cur = await request(baseUrl, '/api/basket/current', { cookie: visitor.cookie });
        await checkBasket(visitor, cur);
        const r = await request(baseUrl, '/api/basket/reset', { method: 'POST', cookie: visitor.cookie, body: {} });
        keepCookie(visitor, r);
        if (r.error || r.status !== 200) fail('basket reset', r);
        else visitor.added.clear();
        return;
      }
      const details = item(visitor.v, visitor.n, day);
      const r = await request(baseUrl, '/api/basket/hotels', { method: 'POST', cookie: visitor.cookie, body: { details } });
      keepCookie(visitor, r);
      if (r.error || r.status !== 200) fail('basket add', r);
      else {
        stats.basket.push(r.ms);
        const view = JSON.parse(r.body);
        const key = view.basket?.hotels?.find((h) => h.details.packageNumber === details.packageNumber)?.key;
        if (key) visitor.added.set(details.packageNumber, key);
        else visitor.lost++; // answered 200 without the item
      }
    }
  }

  /** Every item the visitor was told was added is in its basket. */
  async function checkBasket(visitor, r) {
    if (r.error || r.status !== 200) {
      fail('basket read', r);
      return;
    }
    const present = new Set((JSON.parse(r.body).basket?.hotels ?? []).map((h) => h.details.packageNumber));
    for (const number of visitor.added.keys()) if (!present.has(number)) visitor.lost++;
  }

  const rounds = [];
  let loadSeconds = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    // Every round brings new visitors (no cookie: new sessions, new baskets), as separate load runs would.
    for (const visitor of visitors) {
      visitor.cookie = null;
      visitor.added.clear();
    }
    const end = Date.now() + SECONDS * 1000;
    const t0 = Date.now();
    const requestsBefore = stats.requests;
    await Promise.all(
      visitors.map(async (visitor) => {
        // Spread the start over the first 2 s so 200 visitors do not all log in in the same millisecond.
        await new Promise((r) => setTimeout(r, (visitor.v * 2000) / VISITORS));
        while (Date.now() < end) await step(visitor);
      }),
    );
    loadSeconds += (Date.now() - t0) / 1000;
    for (const visitor of visitors) await checkBasket(visitor, await request(baseUrl, '/api/basket/current', { cookie: visitor.cookie }));
    const peak = rss.peak;
    const atEnd = sample();
    console.log(`round ${round}: load ended (${((Date.now() - t0) / 1000).toFixed(0)} s); idling ${IDLE_SECONDS} s…`);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    rounds.push({ round, peak, atEnd, after: sample(), heap: await heapUsage(inspectorPort), requests: stats.requests - requestsBefore });
    rss.peak = 0;
  }
  clearInterval(sampler);
  const after = rounds.at(-1).after;
  const atEnd = rounds.at(-1).atEnd;
  const heapAfter = rounds.at(-1).heap;
  const afterGc = after;
  const snapAfter = SNAPSHOT && inspectorPort ? await heapSummary(inspectorPort) : null;

  const fmt = (a) => (a.length ? `n ${a.length}, p50 ${percentile(a, 50).toFixed(0)} ms, p95 ${percentile(a, 95).toFixed(0)} ms` : 'n 0');
  const mb = (x) => (x === null || x === undefined ? 'n/a' : `${x.toFixed(0)} MB`);
  const lost = visitors.reduce((s, v) => s + v.lost, 0);
  void atEnd;
  console.log(`requests ${stats.requests} (${(stats.requests / loadSeconds).toFixed(1)}/s), errors ${stats.errors.length}`);
  const byKind = new Map();
  for (const e of stats.errors) byKind.set(e, (byKind.get(e) ?? 0) + 1);
  for (const [e, n] of [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${n} × ${e}`);
  console.log(`pages:        ${fmt(stats.page)}`);
  console.log(`streams:      ${fmt(stats.stream)} (whole search)`);
  console.log(`basket adds:  ${fmt(stats.basket)}`);
  console.log(`lost basket items: ${lost} (must be 0)`);
  for (const r of rounds) {
    const start = r.round === 1 ? rss.start : rounds[r.round - 2].after;
    // Growth per request of the round: a leak keeps a steady figure round after round, a high-water mark falls to ~0.
    const perRequest =
      start !== null && r.after !== null && r.requests ? `${(((r.after - start) * 1024) / r.requests).toFixed(1)} KB` : 'n/a';
    console.log(
      `workerd RSS round ${r.round}: start ${mb(start)}, peak ${mb(r.peak)}, end of load ${mb(r.atEnd)}, ${IDLE_SECONDS} s after ${mb(r.after)}; ${r.requests} requests, ${perRequest} per request`,
    );
  }
  const heap = (h) => (h ? `${h.usedMb.toFixed(0)} MB used of ${h.totalMb.toFixed(0)} MB` : 'n/a');
  console.log(
    `worker JS heap (isolate): start ${heap(heapStart)}, ${IDLE_SECONDS} s after the last round ${heap(heapAfter)} (RSS then ${mb(afterGc)})`,
  );
  if (snapStart && snapAfter) {
    const before = new Map(snapStart.map((e) => [e.name, e]));
    console.log('heap by constructor after the idle time (MB, count; change since the start):');
    for (const e of snapAfter) {
      const b = before.get(e.name);
      console.log(
        `  ${e.mb.toFixed(1).padStart(7)} MB ${String(e.count).padStart(8)} × ${e.name}  (${b ? `${(e.mb - b.mb) >= 0 ? '+' : ''}${(e.mb - b.mb).toFixed(1)} MB` : 'new'})`,
      );
    }
  }
  console.log(calibrationLine('calibration'));
  agent.destroy();
  if (lost > 0) throw new Error(`${lost} basket items lost`);
}
