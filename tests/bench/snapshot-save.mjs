// The sandbox Durable Object's save at the full soak's store size, in Node (issue 43): the save as it was before
// session 36 (each field encoded whole, compared with its last text, cut into chunks), session 36's (each field item
// by item, still every item compared) and snapshot.ts now (a Map entry by entry, only the entries reached). Prints
// the time per save, the peak JS heap used and the peak large-object space (strings over ~128 KB go there and stay
// until a full collection: the garbage an idle worker kept), and the characters written per save.
//   node --trace-gc tests/bench/snapshot-save.mjs [saves]      (compare "Mark-Compact" lines of the two runs)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { bin, root } from '../../scripts/lib/paths.mjs';

const SAVES = Number(process.argv[2] ?? 200);
const dir = mkdtempSync(path.join(tmpdir(), 'snapshot-save-'));
const out = path.join(dir, 'snapshot.mjs');
const entry = path.join(dir, 'entry.ts');
writeFileSync(
  entry,
  ['snapshot', 'tracked-map'].map((f) => `export * from ${JSON.stringify(path.join(root, `src/server/sandbox/${f}.ts`))};`).join('\n'),
);
execFileSync(bin('esbuild'), [entry, '--bundle', '--platform=node', '--format=esm', `--outfile=${out}`, '--log-level=warning']);
const snap = await import(pathToFileURL(out).href);
rmSync(dir, { recursive: true, force: true });

/** The save before session 36: every field's whole text, compared with the last one written. */
function wholeFieldChanges(store, written) {
  const put = {};
  for (const [field, value] of Object.entries(store)) {
    const text = snap.encodeValue(value);
    if (written.get(field) === text) continue;
    const n = Math.max(1, Math.ceil(text.length / snap.SNAPSHOT_CHUNK_CHARS));
    for (let i = 0; i < n; i++) put[`store:${field}:${i}`] = text.slice(i * snap.SNAPSHOT_CHUNK_CHARS, (i + 1) * snap.SNAPSHOT_CHUNK_CHARS);
    written.set(field, text);
  }
  return { put, del: [] };
}

// A store like the one a full soak leaves (3 rounds of 200 visitors): 2 400 baskets of 4 hotel items, 1 200 orders
// with their booking, 600 guest identities; Persian text, so two bytes a character.
const fa = 'هتل آزمایشی کیش با صبحانه ';
const basket = (i) => ({
  basketId: i,
  userId: `gr-0912${i}`,
  updatedAt: new Date(1e12 + i).toISOString(),
  hotels: Array.from({ length: 4 }, (_, k) => ({
    key: `${i}-${k}`,
    details: { hotelId: 402001 + k, hotelName: fa + i, rooms: [{ name: 'اتاق دو تخته', adults: 2 }], packageNumber: `${i}-${k}-20261201` },
  })),
});
const order = (i) => ({
  factorId: 1_000_000 + i,
  userId: `gr-${i}`,
  status: 'pending',
  title: fa.repeat(3),
  booking: { basket: basket(i), tickets: [] },
});

function run(name, changes, tracker = null) {
  const store = { baskets: new Map(), orders: new Map(), users: new Map(), seq: 0 };
  for (let i = 0; i < 2400; i++) store.baskets.set(i, basket(i));
  for (let i = 0; i < 1200; i++) store.orders.set(1_000_000 + i, order(i));
  for (let i = 0; i < 600; i++) store.users.set(`gr-${i}`, { userId: `gr-${i}`, name: fa, roles: ['GUEST_RESERVE'] });
  const written = new Map();
  if (tracker) snap.trackStore(store, tracker, written);
  changes(store, written, null);
  let maxUsed = 0;
  let maxLo = 0;
  let putChars = 0;
  const t0 = performance.now();
  for (let s = 0; s < SAVES; s++) {
    // Per save, as under load: one basket changed somewhere, now and then a new order (one request's changes).
    const request = () => {
      const b = store.baskets.get((s * 37) % 2400);
      b.updatedAt = new Date(2e12 + s).toISOString();
      b.hotels[s % 4].details.packageNumber = `p${s}`;
      if (s % 5 === 0) store.orders.set(2_000_000 + s, order(s));
      store.seq++;
    };
    let touches = null;
    if (tracker) touches = tracker.run(request).touches;
    else request();
    for (const v of Object.values(changes(store, written, touches).put)) if (typeof v === 'string') putChars += v.length;
    maxUsed = Math.max(maxUsed, v8.getHeapStatistics().used_heap_size);
    maxLo = Math.max(maxLo, v8.getHeapSpaceStatistics().find((x) => x.space_name === 'large_object_space').space_used_size);
  }
  const mb = (x) => `${(x / 2 ** 20).toFixed(0)} MB`;
  const chars = Object.entries(store)
    .map(([k, v]) => `${k} ${(snap.encodeValue(v instanceof Map ? [...Map.prototype.entries.call(v)] : v).length / 1e6).toFixed(2)} M`)
    .join(', ');
  console.log(
    `${name}: ${SAVES} saves of a store of ${chars} characters: ${((performance.now() - t0) / SAVES).toFixed(1)} ms a save, ` +
      `peak JS heap used ${mb(maxUsed)}, peak large-object space ${mb(maxLo)}, ${(putChars / SAVES / 1e3).toFixed(0)} k characters written a save`,
  );
}

// SAVE=whole, item or entry runs one of them.
const which = process.env.SAVE ?? 'all';
if (which === 'all' || which === 'whole') run('whole field (before session 36)', wholeFieldChanges);
// Plain Maps: snapshot.ts saves a Map that is not a TrackedMap item by item, every item compared (session 36's save).
if (which === 'all' || which === 'item') run('item by item (session 36)', (store, written) => snap.snapshotChanges(store, written));
if (which === 'all' || which === 'entry') run('entry by entry, the entries reached (now)', snap.snapshotChanges, new snap.StoreTracker());
