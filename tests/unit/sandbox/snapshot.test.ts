/**
 * The sandbox Durable Object's save (snapshot.ts, issue 43). A top-level Map is stored one value per entry, in its
 * insertion order, and a save given what the requests reached (tracked-map.ts) encodes only those entries. Any other
 * field is stored, character for character, as the whole-field encoding cut into chunks, though the save encodes it
 * item by item. After any series of changes (saved tracked or in full, restarts between), what storage holds reads
 * back as the store, order included, and holds nothing else.
 */
import { describe, expect, it } from 'vitest';
import {
  applySnapshot,
  decodeValue,
  encodeValue,
  SNAPSHOT_CHUNK_CHARS,
  snapshotChanges,
  type StoredFields,
  trackStore,
  type Written,
} from '@/server/sandbox/snapshot';
import { entriesPrefix, entryRows, type EntriesText, readEntry } from '@/server/sandbox/snapshot-entries';
import { StoredMap } from '@/server/sandbox/stored-map';
import type { Store } from '@/server/sandbox/store';
import { StoreTracker, TrackedMap, valuesWhere } from '@/server/sandbox/tracked-map';

const CH = SNAPSHOT_CHUNK_CHARS;

/** A storage that applies what snapshotChanges answers, and remembers the keys of its last put. */
function storage() {
  const data = new Map<string, unknown>();
  let putKeys: string[] = [];
  return {
    data,
    apply({ put, del }: { put: Record<string, unknown>; del: string[] }) {
      putKeys = Object.keys(put);
      for (const [k, v] of Object.entries(put)) data.set(k, v);
      for (const k of del) data.delete(k);
    },
    get lastPutKeys() {
      return putKeys;
    },
  };
}

/** A Map's entries in order, without counting as reached, as the encoding normalises them. */
const rowsOf = (map: TrackedMap<unknown, unknown>) => decodeValue(encodeValue([...map.slotted()].map(([k, v]) => [k, v])));

/**
 * Storage holds `store` and nothing else: each TrackedMap field reads back with the same entries in the same order
 * (and slots), every other field is the whole-field encoding cut every CH characters.
 */
function expectStoredExactly(store: Record<string, unknown>, data: Map<string, unknown>) {
  const restored: Record<string, unknown> = {};
  applySnapshot(restored as unknown as Store, data, new Map(), new StoreTracker());
  const maps = new Set<string>();
  const chunked = new Map<string, number>();
  for (const [field, value] of Object.entries(store)) {
    if (value instanceof TrackedMap) {
      maps.add(field);
      const back = restored[field];
      expect(back, field).toBeInstanceOf(TrackedMap);
      expect(rowsOf(back as TrackedMap<unknown, unknown>), field).toEqual(rowsOf(value));
      expect(
        [...(back as TrackedMap<unknown, unknown>).slotted()].map((r) => r[2]),
        `${field} slots`,
      ).toEqual([...value.slotted()].map((r) => r[2]));
      continue;
    }
    const text = encodeValue(value);
    const n = Math.max(1, Math.ceil(text.length / CH));
    chunked.set(field, n);
    expect(data.get(`store:${field}:n`), field).toBe(n);
    for (let i = 0; i < n; i++) expect(data.get(`store:${field}:${i}`), `${field} chunk ${i}`).toBe(text.slice(i * CH, (i + 1) * CH));
  }
  for (const key of data.keys()) {
    const m = /^store:([^:]+):(\d+|n|m|e:[0-9a-z]{8}(\.\d+)?)$/.exec(key);
    expect(m, key).not.toBeNull();
    const [, field, rest] = m!;
    if (rest === 'm' || rest!.startsWith('e:')) expect(maps.has(field!), key).toBe(true);
    else {
      expect(chunked.has(field!), key).toBe(true);
      if (rest !== 'n') expect(Number(rest), key).toBeLessThan(chunked.get(field!)!);
    }
  }
}

/** A small deterministic PRNG (mulberry32). */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ (t + t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the snapshot save', () => {
  // `stored`: the orders are a StoredMap (stored-map.ts: values in storage, read back when reached), whose entries
  // randomly leave memory after a save, and a lookup by its index must find what a scan of the Map finds.
  it.each([
    { stored: false, name: 'every Map in memory' },
    { stored: true, name: 'orders in storage, leaving memory at random' },
  ])(
    'stores the store exactly through random changes, saved tracked or whole, with restarts (Maps, Sets, arrays, scalars, big items; $name)',
    ({ stored }) => {
      const rnd = prng(43);
      const pick = (n: number) => Math.floor(rnd() * n);
      const word = () => (rnd() < 0.15 ? 'ب'.repeat(1 + pick(CH / 2)) : `w${pick(1000)}`);
      const value = (): unknown => {
        switch (pick(7)) {
          case 0:
            return { id: pick(100), text: word(), nested: new Map([[pick(5), new Set([word(), pick(3)])]]) };
          case 1:
            return [word(), pick(9), null, undefined, true];
          case 2:
            return word();
          case 3:
            return pick(1e6);
          case 4:
            return undefined;
          case 5:
            return { a: undefined, b: [undefined, () => 1], c: -0 };
          default:
            return new Date(Date.UTC(2026, 10, 1 + pick(28)));
        }
      };
      let tracker = new StoreTracker();
      const s = storage();
      const idOf = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: number }).id : undefined);
      // As the object reads a stored field: its records listed lazily by their prefix, left out of the other entries.
      const listed = (field: string) =>
        [...s.data].filter(([k]) => k.startsWith(entriesPrefix(field))).sort(([a], [b]) => (a < b ? -1 : 1));
      const fields: StoredFields | undefined = stored
        ? {
            indexes: { orders: { id: idOf } },
            read: (field, slot) => readEntry((k) => s.data.get(k), field, slot),
            listEntries: (field) => listed(field).values(),
          }
        : undefined;
      const rest = () => (stored ? new Map([...s.data].filter(([k]) => !k.startsWith(entriesPrefix('orders')))) : s.data);
      const ordersMap = (): Map<number, unknown> =>
        fields
          ? new StoredMap(tracker, { indexes: { id: idOf }, read: (slot) => fields.read('orders', slot) as never }, [])
          : new TrackedMap(tracker);
      const store: Record<string, unknown> = {
        orders: ordersMap(),
        users: new TrackedMap<string, unknown>(tracker),
        cancelled: new Set<unknown>(),
        events: [] as unknown[],
        seq: 0,
        plain: { a: 1 },
      };
      let written = new Map<string, Written>();
      for (let step = 0; step < 400; step++) {
        const ops = 1 + pick(4);
        // One request's changes: what it reaches is recorded in its Touches.
        const { touches } = tracker.run(() => {
          for (let o = 0; o < ops; o++) {
            const orders = store.orders as Map<number, unknown>;
            const users = store.users as Map<string, unknown>;
            const events = store.events as unknown[];
            switch (pick(12)) {
              case 0:
                orders.set(pick(60), value()); // new at the end, or changed in place
                break;
              case 1: {
                const keys = [...orders.keys()];
                if (keys.length) orders.delete(keys[pick(keys.length)]!);
                break;
              }
              case 2: {
                const keys = [...orders.keys()];
                const k = keys[pick(keys.length)];
                const v = k === undefined ? undefined : orders.get(k);
                if (v && typeof v === 'object' && 'id' in v) (v as { id: number }).id++; // a deep change
                break;
              }
              case 3:
                users.set(`u-${pick(30)}`, { name: word(), roles: [word()] });
                break;
              case 4: {
                const c = store.cancelled as Set<unknown> | Map<unknown, unknown>;
                const key = `s${pick(40)}`;
                if (rnd() < 0.3) c.delete(key);
                else if (c instanceof Set) c.add(key);
                else c.set(key, pick(9));
                break;
              }
              case 5:
                events.push(value());
                break;
              case 6:
                events.splice(0, pick(Math.max(1, events.length)));
                break;
              case 7:
                store.seq = (store.seq as number) + 1;
                break;
              case 8:
                store.plain = { a: pick(3), t: word() };
                break;
              case 9:
                // A field that changes kind (an older snapshot's Set converted to a Map, as revokedFamilies was).
                store.cancelled = rnd() < 0.5 ? new Map([[word(), pick(9)]]) : new Set([word()]);
                break;
              case 10:
                if (rnd() < 0.2) orders.clear();
                break;
              default:
                events.length = Math.min(events.length, pick(5));
            }
          }
        });
        // As the object does before each save: a plain Map a change put in a field becomes a TrackedMap.
        trackStore(store as unknown as Store, tracker, written, fields);
        s.apply(snapshotChanges(store as unknown as Store, written, rnd() < 0.2 ? null : touches));
        expectStoredExactly(store, s.data);
        if (store.orders instanceof StoredMap) {
          const orders = store.orders as StoredMap<number, unknown>;
          // Saved: any entry may now leave memory (the object's rule: covered by a save, nothing holding it).
          if (rnd() < 0.5) orders.evict(Date.now(), 0, () => false);
          // The id of an entry (changed in place, perhaps, before it left memory), or any id.
          const keys = [...orders.keys()];
          const id = keys.length && rnd() < 0.7 ? (idOf(orders.peek(keys[pick(keys.length)]!)) ?? pick(100)) : pick(100);
          const scan = [...orders.slotted()].filter(([, v]) => idOf(v) === id).map(([k]) => k);
          const found = tracker.run(() => valuesWhere(orders, (v) => idOf(v) === id, { index: 'id', value: id })).result;
          expect(found.map(idOf)).toEqual(scan.map(() => id));
          expect(found).toEqual(scan.map((k) => orders.peek(k)));
          s.apply(snapshotChanges(store as unknown as Store, written, tracker.takePending()));
        }
        // Every so often the object restarts: the snapshot is read back, and changing and saving go on from it.
        if (step % 97 === 96) {
          const restored: Record<string, unknown> = {};
          written = new Map();
          tracker = new StoreTracker();
          applySnapshot(restored as unknown as Store, rest(), written, tracker, fields);
          if (stored) expect(restored.orders).toBeInstanceOf(StoredMap);
          for (const field of Object.keys(store)) {
            const value = store[field];
            if (value instanceof TrackedMap) expect(rowsOf(restored[field] as TrackedMap<unknown, unknown>), field).toEqual(rowsOf(value));
            else expect(restored[field], field).toEqual(decodeValue(encodeValue(value)));
          }
          expect(snapshotChanges(restored as unknown as Store, written).put).toEqual({});
          for (const field of Object.keys(store)) store[field] = restored[field];
        }
      }
    },
    // A hang guard, not a speed check: 400 random saves and restarts are ~3–4 s alone, and took 6.5 s with the other
    // lanes of `npm test` on a slower VM (session 52's CI), past vitest's 5 s default.
    30_000,
  );

  it('a tracked save writes only the entries reached; a change through a kept reference waits for the full save', () => {
    const tracker = new StoreTracker();
    const orders = new TrackedMap<number, { id: number; title: string; items: number[] }>(tracker);
    for (let i = 0; i < 400; i++) orders.set(i, { id: i, title: 'سفارش'.repeat(40), items: [i, i + 1] });
    const store = { orders, seq: 1 };
    const written = new Map<string, Written>();
    const s = storage();
    s.apply(snapshotChanges(store as unknown as Store, written));
    expect(s.data.get('store:orders:m')).toBe(400);
    expect(snapshotChanges(store as unknown as Store, written)).toEqual({ put: {}, del: [] });

    // A request that changes one order and adds one: those two entries (and the slot count), nothing else.
    let { touches } = tracker.run(() => {
      orders.get(7)!.title = 'تغییر';
      orders.set(400, { id: 400, title: 'تازه', items: [] });
    });
    s.apply(snapshotChanges(store as unknown as Store, written, touches));
    // Slots in base 36: 400 is `b4`.
    expect(s.lastPutKeys.sort()).toEqual(['store:orders:e:00000007', 'store:orders:e:000000b4', 'store:orders:m']);
    expectStoredExactly(store, s.data);

    // A key deleted and set again moves to the end of the Map, and of storage.
    ({ touches } = tracker.run(() => {
      const first = orders.get(0)!;
      orders.delete(0);
      orders.set(0, first);
    }));
    const { put, del } = snapshotChanges(store as unknown as Store, written, touches);
    s.apply({ put, del });
    expect(del).toEqual(['store:orders:e:00000000']);
    expect(Object.keys(put).sort()).toEqual(['store:orders:e:000000b5', 'store:orders:m']);
    expectStoredExactly(store, s.data);

    // Iterating the Map reaches all of it: a change made in the loop is saved.
    ({ touches } = tracker.run(() => {
      for (const o of orders.values()) if (o.id === 200) o.items.push(9);
    }));
    s.apply(snapshotChanges(store as unknown as Store, written, touches));
    expect(s.lastPutKeys).toEqual(['store:orders:e:0000005k']); // 200

    // A reference kept past its request and changed later, with no Map call: a tracked save cannot see it; the
    // object's periodic full save writes it.
    const kept = tracker.run(() => orders.get(300)!).result;
    s.apply(snapshotChanges(store as unknown as Store, written, tracker.run(() => {}).touches));
    kept.title = 'بعداً';
    expect(snapshotChanges(store as unknown as Store, written, tracker.run(() => {}).touches).put).toEqual({});
    s.apply(snapshotChanges(store as unknown as Store, written));
    expect(s.lastPutKeys).toEqual(['store:orders:e:0000008c']); // 300
    expectStoredExactly(store, s.data);
  });

  it('an entry larger than one value is cut into parts, read back whole, and its parts go when it shrinks', () => {
    const tracker = new StoreTracker();
    const events = new TrackedMap<string, string>(tracker, [['a', 'ب'.repeat(CH * 2)]]);
    const store = { events };
    const written = new Map<string, Written>();
    const s = storage();
    s.apply(snapshotChanges(store as unknown as Store, written));
    expect([...s.data.keys()].sort()).toEqual([
      'store:events:e:00000000',
      'store:events:e:00000000.1',
      'store:events:e:00000000.2',
      'store:events:m',
    ]);
    for (const [k, v] of s.data) if (typeof v === 'string') expect(v.length, k).toBeLessThanOrEqual(CH);
    expectStoredExactly(store, s.data);
    const { touches } = tracker.run(() => events.set('a', 'کوتاه'));
    s.apply(snapshotChanges(store as unknown as Store, written, touches));
    expect([...s.data.keys()].sort()).toEqual(['store:events:e:00000000', 'store:events:m']);
    expectStoredExactly(store, s.data);
  });

  it('a stored field is read back one entry at a time from a lazy listing, parts joined, its text recorded as read', () => {
    const tracker = new StoreTracker();
    const orders = new TrackedMap<number, string>(tracker, [
      [1, 'الف'],
      [2, 'ب'.repeat(CH * 2)],
      [3, 'پ'],
    ]);
    const s = storage();
    s.apply(snapshotChanges({ orders } as unknown as Store, new Map()));
    const sorted = [...s.data].filter(([k]) => k.startsWith(entriesPrefix('orders'))).sort(([a], [b]) => (a < b ? -1 : 1));
    const pulled: string[] = [];
    function* listing() {
      for (const [k, v] of sorted) {
        pulled.push(k);
        yield [k, v] as [string, unknown];
      }
    }
    const text: EntriesText = { kind: 'entries', next: 3, entries: new Map() };
    const rows = entryRows('orders', listing(), text);
    expect(rows.next().value).toEqual([1, 'الف', 0]);
    // Entry 1, and the first key after it (where entry 2 starts): nothing further was read.
    expect(pulled).toEqual(['store:orders:e:00000000', 'store:orders:e:00000001']);
    expect([...text.entries.keys()]).toEqual([1]);
    expect(rows.next().value).toEqual([2, 'ب'.repeat(CH * 2), 1]);
    expect(text.entries.get(2)).toMatchObject({ slot: 1, parts: 3 });
    expect([...rows].map(([k]) => k)).toEqual([3]);
    expect(pulled).toHaveLength(sorted.length);
    // A part missing in storage is an error, not a shorter record.
    const gap = sorted.filter(([k]) => k !== 'store:orders:e:00000001.1');
    expect(() => [...entryRows('orders', gap, { kind: 'entries', next: 3, entries: new Map() })]).toThrow(/part 1 of orders/);
  });

  it('an older snapshot (every field in chunks) is read, and its Maps are written entry by entry at the first save', () => {
    const tracker = new StoreTracker();
    const legacy = new Map<string, unknown>();
    const text = encodeValue(
      new Map([
        [1, { a: 'الف' }],
        [2, { a: 'ب' }],
      ]),
    );
    legacy.set('store:orders:n', 1);
    legacy.set('store:orders:0', text);
    legacy.set('store:seq:n', 1);
    legacy.set('store:seq:0', '5');
    const store: Record<string, unknown> = {};
    const written = new Map<string, Written>();
    applySnapshot(store as unknown as Store, legacy, written, tracker);
    expect(store.orders).toEqual(
      new Map([
        [1, { a: 'الف' }],
        [2, { a: 'ب' }],
      ]),
    );
    trackStore(store as unknown as Store, tracker, written);
    const s = storage();
    for (const [k, v] of legacy) s.data.set(k, v);
    const changes = snapshotChanges(store as unknown as Store, written, tracker.run(() => {}).touches);
    expect(changes.del.sort()).toEqual(['store:orders:0', 'store:orders:n']);
    s.apply(changes);
    expectStoredExactly(store, s.data);
    expect(snapshotChanges(store as unknown as Store, written)).toEqual({ put: {}, del: [] });
  });
});
