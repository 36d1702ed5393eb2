import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, root, toolEnv } from '../../scripts/lib/paths.mjs';
import { startDetached } from '../../scripts/lib/ready.mjs';
import { freePort } from '../../scripts/lib/worker-server.mjs';
import { calibrationLine } from './calibration.mjs';
import { collectGarbage, heapSummary, heapUsage, startAllocationSampling, startCpuProfile } from './inspector.mjs';
import { percentile } from './lib.mjs';
import { groupPids, logDigest, timeline } from './soak-timeline.mjs';
import { allocatorMemory, heapProfile, mallocStatsTo, PROFILE, setProfileSampling } from './tcmalloc.mjs';

// Memory soak (issue 16, point 8): SOAK_VISITORS concurrent visitors (default 200) for SOAK_SECONDS (default 300)
// against the built worker under workerd, loopback only. Each visitor keeps its own session cookie and loops over
// pages, a streamed hotel search and basket adds; at the end every visitor's basket is read back and every item it was
// told was added must be there (lost items must be 0). Each visitor also buys once a round (issue 43): a hotel
// item, its guests, then «pay» from two tabs at once and both gateway links paid; every order it saw is read back,
// and more than one paid order for one basket is a double charge (must be 0). workerd's resident memory is sampled every 2 s: at the start
// (after a warm-up round: see WARMUP_ROUND), its peak, and SOAK_IDLE_SECONDS (default 60) after the load ends; the
// supplier runs in a process of its own, so that memory is the worker's (see SUPPLIER). Bounded: every request has a
// time-out, the run its duration. A short run for a shared machine: SOAK_VISITORS=40 SOAK_SECONDS=60 npm run bench -- soak
const VISITORS = Number(process.env.SOAK_VISITORS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const IDLE_SECONDS = Number(process.env.SOAK_IDLE_SECONDS ?? 60);
// SOAK_ROUNDS (default 3) repeats load + idle on the same worker: a leak grows round after round, a high-water mark does not.
const ROUNDS = Math.max(1, Number(process.env.SOAK_ROUNDS ?? 3));
// The memory figures start from the worker in service: a warm-up round (the same load, purchases included, then the
// idle time) comes first, and its RSS after idle is the start the measured rounds are held to (issue 43, session 38).
// A freshly started workerd is not that start: whatever served 200 visitors at once keeps what its allocator took
// (V8 collects only when the worker allocates, and workerd's tcmalloc returns no pages; docs/progress/issue-43.md),
// and the issue's own figures (307 → 537 → 461 MB) began from a worker already serving. The fresh figure is printed
// beside it. SOAK_WARMUP=pages: one visit of each page only (the start is then the fresh worker, as before session 38).
const WARMUP_ROUND = process.env.SOAK_WARMUP !== 'pages';
// SOAK_SUPPLIER: where the supplier runs (session 45).
// - `process` (default): the sandbox supplier in a Node process of its own (scripts/sandbox.mjs, faults off), which
//   the worker calls over HTTP (UPSTREAM_URL) as it calls a real supplier. workerd's RSS is then the worker's own, as
//   in production, where the supplier is never in the worker's process: a real supplier is another system, and the
//   demo's sandbox is a Durable Object, an isolate of its own with its own memory limit. The supplier's RSS is printed
//   beside it. Gateway links are the supplier's own page, as a bank's are.
// - `embedded`: the sandbox inside the worker's workerd, as `npm start` runs it: one process for both, its store and
//   its answers counted as the worker's (the figures before session 45).
const SUPPLIER = process.env.SOAK_SUPPLIER === 'embedded' ? 'embedded' : 'process';
const REQUEST_TIMEOUT_MS = 60_000;
const STREAM_TIMEOUT_MS = 120_000;
// SOAK_HEAP_SNAPSHOT=1: a heap snapshot (summed by constructor) at the start and after the idle time, to name what grew.
const SNAPSHOT = process.env.SOAK_HEAP_SNAPSHOT === '1';
// SOAK_ALLOC_PROFILE=1 (with BENCH_INSPECTOR=1): V8's sampling heap profiler over the first round's load, garbage
// included, and the top allocation sites printed (what makes the garbage an idle worker keeps).
const ALLOC_PROFILE = process.env.SOAK_ALLOC_PROFILE === '1';
// SOAK_CPU_PROFILE=1 (with BENCH_INSPECTOR=1): V8's sampling CPU profiler over the first round's load, and the
// functions with the most time of their own printed (what a round's requests spend the isolate's time on).
const CPU_PROFILE = process.env.SOAK_CPU_PROFILE === '1';
// SOAK_BASKET=0 leaves basket adds out (pages and streams only), to tell which path memory grows with.
const BASKET = process.env.SOAK_BASKET !== '0';
// SOAK_ONLY=pages, streams or health (GET /health: the edge pipeline without a render): one kind of request alone,
// to narrow down what memory grows with.
const ONLY = process.env.SOAK_ONLY ?? null;
const MAX_BASKET_ITEMS = 8; // then the visitor empties its basket and starts again (a real basket stays small)
// SOAK_CHECKOUT=0 leaves the purchases out.
const CHECKOUT = process.env.SOAK_CHECKOUT !== '0' && BASKET && !ONLY;
// workerd's allocator, read with gdb after each round's idle (tcmalloc.mjs; Linux, gdb, gcc): SOAK_HEAP_PROFILE=1 prints
// the sites of what was live at the allocator's peak so far, SOAK_HEAP_PROFILE=live of what is live after the idle;
// SOAK_MALLOC_STATS=<dir> writes its whole report.
const HEAP_PROFILE =
  {
    1: { type: PROFILE.peakHeap, title: 'the peak so far' },
    live: { type: PROFILE.heap, title: 'live after the idle' },
  }[process.env.SOAK_HEAP_PROFILE ?? ''] ?? null;

/**
 * Worker vars of this bench (scripts/bench.mjs): the site as deployed behind Cloudflare, so each visitor's
 * `CF-Connecting-IP` is its client address and the per-client limits (travellers: 60 per client per 15 min) count
 * each visitor, not the whole soak as one loopback client.
 */
export const vars = { TRUST_CF_HEADERS: 'on' };
/**
 * The worker's whole output is kept, each line timed (scripts/bench.mjs: .tmp/bench/50-soak-<time>.log), and each
 * round prints a digest of it beside its timeline (soak-timeline.mjs): session 49's one stalled round left nothing
 * to say what held it.
 */
export const serverLog = true;

/**
 * V8 flags for the soak's workerd (scripts/bench.mjs passes them to `workerd serve`; workerd.capnp `Config.v8Flags`).
 * Two, each printed with its why (session 36, session 37):
 * - `--max-old-space-size=256`: production runs each isolate under Cloudflare's 128 MB memory limit, so V8 there
 *   collects long before its heap reaches the size a local workerd lets it reach (no limit: V8 sizes the heap from the
 *   machine's memory, and an idle worker's garbage stays, ~0.9 GB of JS heap after a round). The flag gives V8 such a
 *   ceiling for its old generation: it sizes its heap and times its major collections from it. 256, not 128: here one
 *   isolate holds what production runs in two or more, each with its own 128 MB (the site's, and the Durable Objects':
 *   the sandbox supplier with its whole store, the session and edge-store objects). And passing the limit here ends
 *   the whole workerd process (production: that isolate is replaced): at 128, 60 visitors already kept 47–54 MB live
 *   after each major collection and reached 116 MB before one (session 36).
 * - `--max-semi-space-size=4` (MB): a small young generation. workerd collects only when the worker allocates (no
 *   collection at all in the idle time, `--trace-gc`), so an idle worker keeps what its last young generation held:
 *   with V8's default size (~25 MB allocated between two scavenges here) that is the dead objects of the last requests
 *   and the C++ memory their JS wrappers own (workerd's allocator, tcmalloc, keeps those pages too). At 1, 2 or 4 MB a
 *   short soak's RSS after idle fell from +102–112 % to +41–55 % of the start, and `GET /health` alone at 1 MB from
 *   +151–160 % to +25–28 % (session 37). 4, not 1: within ~10 MB of 1's RSS with a quarter of its scavenges (238
 *   against 981 in a 30 s round; 44 at V8's default), and room for 200 visitors' requests in flight, which a smaller
 *   young generation would promote to the old one (garbage there waits for a major collection; inferred, not measured at 200). Production's V8
 *   settings are Cloudflare's own and not published.
 * SOAK_V8_FLAGS="--flag,--flag2" sets others; SOAK_V8_FLAGS=none runs workerd with none (the figures before session 36);
 * SOAK_V8_FLAGS=--max-old-space-size=256 the flags of session 36.
 */
export const v8Flags =
  process.env.SOAK_V8_FLAGS === undefined
    ? ['--max-old-space-size=256', '--max-semi-space-size=4']
    : process.env.SOAK_V8_FLAGS === 'none'
      ? []
      : process.env.SOAK_V8_FLAGS.split(',').filter(Boolean);
/**
 * Run by scripts/bench.mjs before the worker starts: with SOAK_SUPPLIER=process, the sandbox supplier in its own
 * process on a free loopback port, the worker's UPSTREAM_URL pointed at it, and workerd told the worker may reach
 * that address (workerd's default outbound allows public addresses only).
 */
export async function setup() {
  if (SUPPLIER !== 'process') return {};
  const port = await freePort();
  const supplier = await startDetached({
    command: bin('node'),
    args: [path.join(root, 'scripts/sandbox.mjs')],
    cwd: root,
    env: toolEnv({ PORT: String(port), HOST: '127.0.0.1', SANDBOX_FAULTS: 'off' }),
    url: `http://127.0.0.1:${port}`,
    name: 'the sandbox supplier (scripts/sandbox.mjs)',
    stateDir: mkdtempSync(path.join(tmpdir(), 'safarnameh-supplier-')),
    readyTimeoutMs: 60_000,
    keepBytes: 16_384,
  });
  return {
    vars: { UPSTREAM_URL: supplier.url },
    outboundAllow: ['127.0.0.1/32'],
    context: { supplier: { pid: supplier.pid, url: supplier.url } },
    stop: supplier.stop,
  };
}

const V8_FLAGS_WHY = {
  '--max-old-space-size':
    "production runs each isolate under Cloudflare's 128 MB memory limit, so V8 collects long before its heap grows large; " +
    'here one isolate holds the site and its Durable Objects (production: two or more isolates, 128 MB each), hence 2 × 128 MB, ' +
    'and passing the limit would end the whole workerd process',
  '--max-semi-space-size':
    'workerd collects only when the worker allocates, so an idle worker keeps its last young generation: the dead objects of the ' +
    "last requests and the C++ memory their wrappers own; small semi-spaces (4 MB by default) keep that small (V8's default let ~25 MB pile up " +
    "between scavenges here); a setting of the local workerd, production's V8 settings are Cloudflare's own",
};
/** One line per flag: the flag and, for the soak's own flags, why. */
const flagLines = (flags) =>
  flags.map((f) => {
    const why = V8_FLAGS_WHY[f.split('=')[0]];
    return `  ${f}${why ? ` (why: ${why})` : ''}`;
  });
/** `b` against `a` as a signed whole percentage. */
const growth = (b, a) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(0)} %`;

const PAGES = ['/', '/hotel', '/hotel/ir-kish', '/about', '/help/faq', '/city/kish', '/flight', '/tour', '/rules', '/contact'];
const TEHRAN_OFFSET_MS = 210 * 60_000;
const addDays = (iso, n) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date(Date.now() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);

const agent = new http.Agent({ keepAlive: true, maxSockets: VISITORS + 16 });
/** Told of every request as it ends, failed (an error or a 5xx) or not: the round's timeline (soak-timeline.mjs). */
let onEnded = null;

/**
 * Requests sent again because the kept-alive socket they went out on had been closed by the server before it read
 * them (Node: `socket hang up`, ECONNRESET on a reused socket). A browser resends such a request itself, whatever its
 * method (nothing of it reached the server), and so does `request` once; the count is printed, never hidden.
 */
let resentOnClosedSocket = 0;

/** One request with the visitor's cookie; resolves { status, ms, body } or { error }. Never rejects. */
function request(base, path, options = {}) {
  return requestOnce(base, path, options, true);
}

function requestOnce(base, path, options, mayResend) {
  const { method = 'GET', cookie, ip, body, timeoutMs = REQUEST_TIMEOUT_MS, headers = {} } = options;
  return new Promise((done) => {
    const resolve = (r) => {
      onEnded?.(Boolean(r.error) || r.status >= 500);
      done(r);
    };
    const t0 = performance.now();
    const h = { Accept: 'text/html,application/json', ...headers };
    if (ip) h['CF-Connecting-IP'] = ip;
    if (cookie) h.Cookie = cookie;
    if (body !== undefined)
      Object.assign(
        h,
        {
          'Content-Type': typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
          Origin: base,
          'Sec-Fetch-Site': 'same-origin',
        },
        headers,
      );
    let answered = false;
    const req = http.request(`${base}${path}`, { method, headers: h, agent }, (res) => {
      answered = true;
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
    req.on('error', (err) => {
      if (mayResend && req.reusedSocket && err.code === 'ECONNRESET' && !answered) {
        resentOnClosedSocket++;
        requestOnce(base, path, options, false).then(done);
        return;
      }
      resolve({ error: err.message, ms: performance.now() - t0 });
    });
    if (body !== undefined) req.write(typeof body === 'string' ? body : JSON.stringify(body));
    req.end();
  });
}

/** The workerd processes of the server's process group (workerd serve alone; under wrangler dev, its two workerds). */
function workerdRssMb(pgid) {
  let kb = 0;
  let found = false;
  for (const pid of groupPids(pgid)) {
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

/**
 * A process's resident memory (/proc/<pid>/status), whole and by kind: anonymous (its heaps: V8's, the allocator's)
 * and file-backed (the pages of its executable that have run). The kinds are printed beside workerd's RSS, not
 * instead of it; the whole is the supplier's figure (SOAK_SUPPLIER=process).
 */
function rssParts(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
    const rss = kb('VmRSS') / 1024;
    const anon = kb('RssAnon') / 1024;
    const file = kb('RssFile') / 1024;
    return Number.isFinite(rss) && Number.isFinite(anon) && Number.isFinite(file) ? { rss, anon, file } : null;
  } catch {
    return null;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
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
    // The supplier's own package number (hotel, dates, one room of two adults, plan 0, no discount): the sandbox
    // checks every hotel item against it (issue 43 case 3) and writes the names from it.
    packageId: hotelId * 100 + 1,
    packageNumber: `${hotelId}-${checkIn.replaceAll('-', '')}-${checkOut.replaceAll('-', '')}-2-0-0`,
    packagePrice: 150_000_000 + n,
    currency: 'IRR',
    isGuaranty: n % 2 === 0,
    rooms: [{ name: 'اتاق دو تخته', mealType: 'BB', adults: 2, childrenAges: [] }],
  };
}

/** The profile's samples summed by their first two frames past the allocator, largest first (MB of the sampled total). */
function printHeapProfile(samples, title) {
  if (!samples) {
    console.log(`heap profile (${title}): n/a (needs gdb, gcc and addr2line)`);
    return;
  }
  // SOAK_HEAP_PROFILE_DEPTH=n names a site by its first n frames (default 2), for telling apart callers of one function.
  const depth = Math.max(1, Number(process.env.SOAK_HEAP_PROFILE_DEPTH ?? 2));
  const sites = new Map();
  for (const s of samples) {
    const site = s.frames.slice(0, depth).join(' ← ') || '?';
    const entry = sites.get(site) ?? { mb: 0, sizes: [] };
    entry.mb += s.mb;
    entry.sizes.push(s.size);
    sites.set(site, entry);
  }
  const total = samples.reduce((n, s) => n + s.mb, 0);
  console.log(
    `heap profile (${title}): ${total.toFixed(0)} MB sampled in ${samples.length} stacks; the largest sites (median size asked):`,
  );
  for (const [site, { mb, sizes }] of [...sites].sort((a, b) => b[1].mb - a[1].mb).slice(0, 15)) {
    const size = percentile(sizes, 50);
    const sizeText = size >= 1024 ? `${(size / 1024).toFixed(0)} KiB` : `${size} B`;
    console.log(`  ${mb.toFixed(1).padStart(5)} MB  ${sizeText.padStart(8)}  ${site.slice(0, 220 * Math.ceil(depth / 2))}`);
  }
}

export default async function soak({ baseUrl, pid, inspectorPort, v8Flags: flags = [], output, logFile, supplier = null }) {
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
  console.log(
    supplier
      ? `supplier: the sandbox in a process of its own (SOAK_SUPPLIER=process, pid ${supplier.pid}, ${supplier.url}), called over HTTP as a real supplier is: workerd's RSS is the worker's own; the supplier's is printed beside it`
      : "supplier: the sandbox inside the worker's workerd (SOAK_SUPPLIER=embedded, or not started by the bench): its memory is counted in workerd's RSS",
  );
  console.log(
    flags.length > 0
      ? [`workerd V8 flags: ${flags.join(' ')} (SOAK_V8_FLAGS)`, ...flagLines(flags)].join('\n')
      : "workerd V8 flags: none (SOAK_V8_FLAGS=none, or not workerd serve): V8 sizes the heap from the machine's memory, with no limit like production's 128 MB",
  );
  // Warm-up: every page once, so the start figure is the warmed worker, not a cold one.
  for (const p of PAGES) await request(baseUrl, p);
  rss.start = sample();
  // One sample per 256 KiB allocated (tcmalloc's default, 2 MiB, names a site only once it is ~2 MB).
  if (pid && HEAP_PROFILE) setProfileSampling(pid, 256 * 1024);
  const heapStart = await heapUsage(inspectorPort);
  // A heap snapshot costs workerd ~130 MB of resident memory itself (measured: 455 → 589 MB), which its allocator
  // keeps: so only SOAK_HEAP_SNAPSHOT=1 takes one at the start (the by-constructor table); each round's collection
  // comes after its RSS figure.
  const snapStart = SNAPSHOT && inspectorPort ? await heapSummary(inspectorPort).catch(() => null) : null;
  if (heapStart)
    console.log(
      `start: RSS ${rss.start?.toFixed(0)} MB, JS heap used ${heapStart.usedMb.toFixed(0)} MB of ${heapStart.totalMb.toFixed(0)} MB${snapStart ? `, live ${snapStart.liveMb.toFixed(0)} MB` : ''}`,
    );
  // Each round's timeline (requests ended, workerd's CPU) and the worker's log over it (soak-timeline.mjs).
  const times = timeline(pid);
  onEnded = times.ended;
  const digest = logDigest(logFile);
  digest(); // the warm-up visits' lines are not a round's
  const sampler = setInterval(() => {
    sample();
    times.sample();
  }, 2000);
  // Each visitor: its own client address (vars above) and its own mobile for the guests step.
  const visitors = Array.from({ length: VISITORS }, (_, v) => ({
    v,
    ip: `10.43.${v >> 8}.${v & 255}`,
    mobile: `0912${String(4_300_000 + v).padStart(7, '0')}`,
    cookie: null,
    added: new Map(),
    n: 0,
    lost: 0,
    buyAt: 0,
    bought: false,
  }));
  const buys = { checkouts: 0, paid: 0, links: 0, double: 0, unpaid: 0, refused: new Map() };
  const refusedBuy = (why) => buys.refused.set(why, (buys.refused.get(why) ?? 0) + 1);
  const keepCookie = (visitor, r) => {
    const c = r.setCookie?.find((x) => x.startsWith('__Host-sfn_session='));
    if (c) visitor.cookie = c.split(';')[0];
  };
  /**
   * One purchase, as a traveller with two tabs would make it: the basket's items checked (lost items), emptied, one
   * hotel item added, its guests posted, «pay» pressed in both tabs at once, and every gateway link they answered
   * paid. Then each order seen is read back: the basket must end with exactly one paid order (two paid: a double
   * charge; none: a purchase lost). The visitor then starts over as a new session (a paid basket is closed).
   */
  async function buy(visitor) {
    visitor.bought = true;
    buys.checkouts++;
    await checkBasket(visitor, await request(baseUrl, '/api/basket/current', { cookie: visitor.cookie, ip: visitor.ip }));
    const reset = await request(baseUrl, '/api/basket/reset', { method: 'POST', cookie: visitor.cookie, ip: visitor.ip, body: {} });
    keepCookie(visitor, reset);
    visitor.added.clear();
    const details = item(visitor.v, visitor.n + 1000, day);
    const added = await request(baseUrl, '/api/basket/hotels', {
      method: 'POST',
      cookie: visitor.cookie,
      ip: visitor.ip,
      body: { details },
    });
    keepCookie(visitor, added);
    if (added.error || added.status !== 200) return refusedBuy(`add ${added.error ?? added.status}`);
    const guest = (firstName, nationalCode) => ({
      firstName,
      lastName: 'رضایی',
      gender: 'FEMALE',
      isIranian: true,
      nationalCode,
      passportNumber: '',
    });
    const guests = { rooms: [[guest('مریم', '0012345679'), guest('سارا', '1234567891')]], leader: 0, mobile: visitor.mobile, email: '' };
    const posted = await request(baseUrl, '/api/checkout/hotel', { method: 'POST', cookie: visitor.cookie, ip: visitor.ip, body: guests });
    keepCookie(visitor, posted);
    if (posted.error || posted.status !== 200) return refusedBuy(`guests ${posted.error ?? posted.status}`);
    // Each tab keeps the cookie its own answer set (the session cookie carries the orders it booked), as each tab's
    // next page would send what the browser had then.
    const payOnce = async () => {
      const tab = { cookie: visitor.cookie, ip: visitor.ip };
      const keep = (r) => {
        const c = r.setCookie?.find((x) => x.startsWith('__Host-sfn_session='));
        if (c) tab.cookie = c.split(';')[0];
      };
      let r = await request(baseUrl, '/api/checkout/pay', { method: 'POST', ...tab, body: { credit: 'none' } });
      keep(r);
      let json = r.status === 200 ? JSON.parse(r.body) : null;
      if (json?.step === 'price-changed') {
        r = await request(baseUrl, '/api/checkout/pay', { method: 'POST', ...tab, body: { credit: 'none', acceptedPrice: json.newPrice } });
        keep(r);
        json = r.status === 200 ? JSON.parse(r.body) : null;
      }
      return { r, json, tab };
    };
    // Two tabs at once.
    const answers = await Promise.all([payOnce(), payOnce()]);
    const orders = new Map(); // factorId → the tab that was answered it
    const links = [];
    for (const { r, json, tab } of answers) {
      const id = json?.order?.factorId ?? json?.factorId;
      if (id && !orders.has(id)) orders.set(id, tab);
      if (json?.step === 'pay') links.push({ url: json.paymentUrl, tab });
      else if (!json) refusedBuy(`pay ${r.error ?? r.status}`);
    }
    buys.links += links.length;
    for (const { url, tab } of links) {
      // The link's own address: the site's `/sandbox/pay/…` with the embedded supplier, the supplier's with one of
      // its own (UPSTREAM_URL, SOAK_SUPPLIER=process).
      const link = new URL(url, baseUrl);
      const g = await request(link.origin, link.pathname, { method: 'POST', ...tab, body: 'action=pay' });
      if (g.error || g.status >= 500) refusedBuy(`gateway ${g.error ?? g.status}`);
    }
    let paid = 0;
    for (const [id, tab] of orders) {
      const o = await request(baseUrl, `/api/checkout/order/${id}`, tab);
      if (o.status !== 200) {
        refusedBuy(`order read ${o.error ?? o.status}`);
        continue;
      }
      const order = JSON.parse(o.body).data;
      if (order.paid || order.status === 'paid' || order.status === 'issued') paid++;
    }
    if (paid > 1) buys.double += paid - 1;
    if (paid === 0) buys.unpaid++;
    else buys.paid++;
    visitor.cookie = null;
  }

  async function step(visitor) {
    if (CHECKOUT && !visitor.bought && visitor.n >= visitor.buyAt) {
      visitor.n++;
      stats.requests++;
      return buy(visitor);
    }
    const mixed = ((visitor.v * 31 + visitor.n * 17) % 10) - (BASKET ? 0 : 3);
    const roll = ONLY === 'pages' || ONLY === 'health' ? 0 : ONLY === 'streams' ? 5 : mixed;
    visitor.n++;
    stats.requests++;
    if (roll < 5) {
      const path = ONLY === 'health' ? '/health' : PAGES[(visitor.v + visitor.n) % PAGES.length];
      const r = await request(baseUrl, path, { cookie: visitor.cookie, ip: visitor.ip });
      keepCookie(visitor, r);
      if (r.error || r.status >= 500) fail(`page ${path}`, r);
      else stats.page.push(r.ms);
    } else if (roll < 7) {
      const checkIn = addDays(day, 1 + (visitor.n % 60));
      const path = `/stream/hotels/ir-kish?id=402&startDate=${checkIn}&endDate=${addDays(checkIn, 2)}&room=1&room-0=2`;
      const r = await request(baseUrl, path, {
        cookie: visitor.cookie,
        ip: visitor.ip,
        timeoutMs: STREAM_TIMEOUT_MS,
        headers: { Accept: 'application/x-ndjson' },
      });
      keepCookie(visitor, r);
      if (r.error || r.status !== 200 || !r.body.includes('"summary"')) fail('stream', r);
      else stats.stream.push(r.ms);
    } else {
      if (visitor.added.size >= MAX_BASKET_ITEMS) {
        const cur = await request(baseUrl, '/api/basket/current', { cookie: visitor.cookie, ip: visitor.ip });
        await checkBasket(visitor, cur);
        const r = await request(baseUrl, '/api/basket/reset', { method: 'POST', cookie: visitor.cookie, ip: visitor.ip, body: {} });
        keepCookie(visitor, r);
        if (r.error || r.status !== 200) fail('basket reset', r);
        else visitor.added.clear();
        return;
      }
      const details = item(visitor.v, visitor.n, day);
      const r = await request(baseUrl, '/api/basket/hotels', { method: 'POST', cookie: visitor.cookie, ip: visitor.ip, body: { details } });
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
  for (let round = WARMUP_ROUND ? 0 : 1; round <= ROUNDS; round++) {
    const label = round === 0 ? 'warm-up round' : `round ${round}`;
    const roundStart = rounds.length ? rounds.at(-1).after : rss.start;
    // Every round brings new visitors (no cookie: new sessions, new baskets), as separate load runs would.
    for (const visitor of visitors) {
      visitor.cookie = null;
      visitor.added.clear();
      // One purchase per visitor a round, spread over the round's first steps.
      visitor.bought = false;
      visitor.buyAt = visitor.n + 3 + ((visitor.v * 13 + round) % 40);
    }
    const lostBefore = visitors.reduce((n, v) => n + v.lost, 0);
    const buysBefore = { ...buys };
    const end = Date.now() + SECONDS * 1000;
    const t0 = Date.now();
    const requestsBefore = stats.requests;
    const sampling = ALLOC_PROFILE && round === 1 ? await startAllocationSampling(inspectorPort) : null;
    const cpu = CPU_PROFILE && round === 1 ? await startCpuProfile(inspectorPort) : null;
    await Promise.all(
      visitors.map(async (visitor) => {
        // Spread the start over the first 2 s so 200 visitors do not all log in in the same millisecond.
        await new Promise((r) => setTimeout(r, (visitor.v * 2000) / VISITORS));
        while (Date.now() < end) await step(visitor);
      }),
    );
    loadSeconds += (Date.now() - t0) / 1000;
    const loadEnd = Date.now();
    const allocations = sampling ? await sampling.stop() : null;
    const cpuTop = cpu ? await cpu.stop() : null;
    if (cpuTop) {
      console.log(`${label}: CPU profile, ${(cpuTop.totalMs / 1000).toFixed(0)} s sampled; functions by self time:`);
      for (const c of cpuTop)
        console.log(`  ${(c.ms / 1000).toFixed(1).padStart(7)} s ${(c.share * 100).toFixed(1).padStart(5)} %  ${c.site}`);
    }
    if (allocations) {
      console.log(`${label}: allocated (sampled, garbage included) ${allocations.totalMb.toFixed(0)} MB; top sites:`);
      for (const a of allocations) console.log(`  ${a.mb.toFixed(1).padStart(8)} MB  ${a.site}`);
    }
    for (const visitor of visitors)
      await checkBasket(visitor, await request(baseUrl, '/api/basket/current', { cookie: visitor.cookie, ip: visitor.ip }));
    // A heap limit (v8Flags) that the load passed ends workerd (V8: "Reached heap limit"): say so, with its last words.
    if (pid && !alive(pid)) {
      const tail = output?.().slice(-1500) ?? '';
      throw new Error(
        `workerd ended during round ${round}${/heap limit|out of memory/i.test(tail) ? ' (V8 heap limit reached)' : ''}:\n${tail}`,
      );
    }
    const peak = rss.peak;
    const atEnd = sample();
    console.log(`${label}: load ended (${((Date.now() - t0) / 1000).toFixed(0)} s); idling ${IDLE_SECONDS} s…`);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const afterIdle = sample();
    const parts = pid ? rssParts(pid) : null;
    const supplierRss = supplier ? (rssParts(supplier.pid)?.rss ?? null) : null;
    const heap = await heapUsage(inspectorPort);
    // workerd's allocator: what it has in use, and the free pages it keeps (read with gdb, after the idle figure; it
    // stops workerd for ~1 s). Session 40: the RSS after idle grew round after round while the bytes in use did not.
    const allocator = pid ? allocatorMemory(pid) : null;
    // SOAK_MALLOC_STATS: one report a round (where its free pages sit: thread, transfer and central caches, page heap).
    if (pid && process.env.SOAK_MALLOC_STATS) mallocStatsTo(pid, `${process.env.SOAK_MALLOC_STATS}/malloc-stats-${round}.txt`);
    // SOAK_HEAP_PROFILE: by allocation site (tcmalloc.mjs), what was live in workerd's allocator at its peak so far
    // (1), or what is live after the idle (live).
    if (pid && HEAP_PROFILE) printHeapProfile(heapProfile(pid, HEAP_PROFILE.type), `${label}, ${HEAP_PROFILE.title}`);
    // With the inspector (BENCH_INSPECTOR=1), after the RSS figure: the garbage collected (workerd collects only when
    // the worker allocates, so an idle worker keeps its garbage), then the heap still live and the RSS 10 s later.
    // A live heap that stays flat round after round is no leak, whatever the RSS.
    const live = inspectorPort ? await collectGarbage(inspectorPort) : null;
    if (live) await new Promise((r) => setTimeout(r, 10_000));
    const afterGc = live ? sample() : null;
    const r = {
      round,
      label,
      start: roundStart,
      peak,
      atEnd,
      after: afterIdle,
      heap,
      allocator,
      live,
      afterGc,
      parts,
      supplierRss,
      requests: stats.requests - requestsBefore,
      lost: visitors.reduce((n, v) => n + v.lost, 0) - lostBefore,
      checkouts: buys.checkouts - buysBefore.checkouts,
      paid: buys.paid - buysBefore.paid,
      links: buys.links - buysBefore.links,
      double: buys.double - buysBefore.double,
      unpaid: buys.unpaid - buysBefore.unpaid,
    };
    rounds.push(r);
    const overTime = [`${label} over time (from its start, ${new Date(t0).toISOString().slice(11, 19)} UTC):`, ...times.lines(t0, loadEnd)];
    overTime.push(...digest());
    console.log(
      `${label}: ${r.requests} requests, lost basket items ${r.lost}, checkouts ${r.checkouts} (paid ${r.paid}, gateway links paid ${r.links}), double charges ${r.double}, purchases without a paid order ${r.unpaid}; ` +
        `RSS start ${roundStart === null ? 'n/a' : roundStart.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${IDLE_SECONDS} s idle ${afterIdle?.toFixed(0)} MB${parts ? ` (anonymous ${parts.anon.toFixed(0)} MB, file-backed ${parts.file.toFixed(0)} MB)` : ''}; ` +
        `allocator (tcmalloc) ${allocator ? `${allocator.inUse.toFixed(0)} MB in use, ${allocator.free.toFixed(0)} MB free pages kept` : 'n/a (needs gdb)'}; ` +
        `JS heap used ${heap ? heap.usedMb.toFixed(0) : 'n/a'} MB of ${heap ? heap.totalMb.toFixed(0) : 'n/a'} MB, after a collection ${live ? `${live.usedMb.toFixed(0)} MB of ${live.totalMb.toFixed(0)} MB (RSS 10 s later ${afterGc?.toFixed(0)} MB)` : 'n/a'}` +
        (supplierRss === null ? '' : `; the supplier's process (not the worker's) RSS ${supplierRss.toFixed(0)} MB`),
    );
    console.log(overTime.join('\n'));
    rss.peak = 0;
  }
  clearInterval(sampler);
  onEnded = null;
  const after = rounds.at(-1).after;
  const atEnd = rounds.at(-1).atEnd;
  const heapAfter = rounds.at(-1).heap;
  const afterGc = after;
  const snapAfter = SNAPSHOT && inspectorPort ? await heapSummary(inspectorPort).catch(() => null) : null;

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
  console.log(
    `checkouts: ${buys.checkouts}, paid ${buys.paid}, gateway links paid ${buys.links}, double charges ${buys.double} (must be 0), purchases without a paid order ${buys.unpaid}`,
  );
  for (const [why, n] of buys.refused) console.log(`  purchase step refused: ${n} × ${why}`);
  console.log(`requests sent again on a new socket (the kept-alive one was closed unread, as a browser does): ${resentOnClosedSocket}`);
  for (const r of rounds) {
    const start = r.start;
    // Growth per request of the round: a leak keeps a steady figure round after round, a high-water mark falls to ~0.
    const perRequest =
      start !== null && r.after !== null && r.requests ? `${(((r.after - start) * 1024) / r.requests).toFixed(1)} KB` : 'n/a';
    console.log(
      `workerd RSS ${r.label}: start ${mb(start)}, peak ${mb(r.peak)}, end of load ${mb(r.atEnd)}, ${IDLE_SECONDS} s after ${mb(r.after)}; ${r.requests} requests, ${perRequest} per request`,
    );
  }
  // The start: the worker in service (after the warm-up round and its idle), else the fresh one (SOAK_WARMUP=pages).
  const warm = rounds.find((r) => r.round === 0);
  const start = warm ? warm.after : rss.start;
  if (start !== null && start !== undefined && after !== null && after !== undefined)
    console.log(
      `workerd RSS after the last idle ${mb(after)} against ${mb(start)} at the start (${warm ? `the worker in service: after the warm-up round and ${IDLE_SECONDS} s idle` : 'the fresh worker'}; ${supplier ? 'the worker alone, the supplier in its own process' : 'the sandbox supplier inside it'}): ${growth(after, start)} (issue 43 asks within 10 %)`,
    );
  // Beside it, not instead of it: the RSS less the free pages workerd's allocator keeps. workerd links Google's
  // tcmalloc and starts no thread to return free pages to the system (tcmalloc.mjs), so the RSS after idle is the
  // allocator's high-water mark; what is left is the memory in use (JS heap, the runtime's objects, code).
  const lastRound = rounds.at(-1);
  if (warm?.allocator && lastRound.allocator && after !== null && after !== undefined && start !== null && start !== undefined) {
    const inUse = (r, rssMb) => rssMb - r.allocator.free;
    console.log(
      `workerd RSS less the allocator's free pages after the last idle ${mb(inUse(lastRound, after))} against ${mb(inUse(warm, start))} at the start: ${growth(inUse(lastRound, after), inUse(warm, start))}; ` +
        `the allocator's bytes in use ${mb(warm.allocator.inUse)} → ${mb(lastRound.allocator.inUse)}, the free pages it keeps ${mb(warm.allocator.free)} → ${mb(lastRound.allocator.free)} (tcmalloc; workerd never has it return them)`,
    );
  }
  // Beside it, not instead of it: against the fresh worker, what the allocator and V8 keep of serving 200 visitors at once.
  if (warm && rss.start !== null && after !== null && after !== undefined)
    console.log(
      `workerd RSS after the last idle ${mb(after)} against the fresh worker ${mb(rss.start)} (one visit of each page): ${growth(after, rss.start)}; the warm-up round's idle already ${mb(warm.after)} (${growth(warm.after, rss.start)}): workerd keeps what serving ${VISITORS} visitors at once took (no collection while idle, tcmalloc returns no pages)`,
    );
  // The supplier's own process (SOAK_SUPPLIER=process): not the worker's memory, printed so nothing is hidden. It
  // keeps its store (orders, baskets, payments: days of retention) and is Node, not workerd.
  if (warm && supplier && warm.supplierRss !== null && lastRound.supplierRss !== null)
    console.log(
      `supplier's process RSS (the sandbox, not the worker) after the last idle ${mb(lastRound.supplierRss)} against ${mb(warm.supplierRss)} after the warm-up round: ${growth(lastRound.supplierRss, warm.supplierRss)}; rounds ${rounds.map((r) => mb(r.supplierRss)).join(' → ')}`,
    );
  const heap = (h) => (h ? `${h.usedMb.toFixed(0)} MB used of ${h.totalMb.toFixed(0)} MB` : 'n/a');
  console.log(
    `worker JS heap (isolate): start ${heap(heapStart)}, ${IDLE_SECONDS} s after the last round ${heap(heapAfter)} (RSS then ${mb(afterGc)})`,
  );
  if (SNAPSHOT && snapStart && snapAfter) {
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
  if (buys.double > 0) throw new Error(`${buys.double} double charges`);
}
