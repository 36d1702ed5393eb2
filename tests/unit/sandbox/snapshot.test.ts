/**
 * The sandbox Durable Object's save (snapshot.ts) encodes the store item by item (issue 43: no whole-field string per
 * save), yet what it stores must be, character for character, what the whole-field encoding cut into chunks was:
 * after any series of changes, each field's chunks joined are `encodeValue(field)`, each chunk is its slice, no chunk
 * is left over, and a snapshot read back restores the same values. Unchanged chunks before a change are not written.
 */
import { describe, expect, it } from 'vitest';
import { applySnapshot, decodeValue, encodeValue, type FieldText, SNAPSHOT_CHUNK_CHARS, snapshotChanges } from '@/server/sandbox/snapshot';
import type { Store } from '@/server/sandbox/store';

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

/** Every field of `store` is stored exactly as the whole-field encoding cut every CH characters, and nothing else. */
function expectStoredExactly(store: Record<string, unknown>, data: Map<string, unknown>) {
  const fields = new Set<string>();
  for (const [field, value] of Object.entries(store)) {
    fields.add(field);
    const text = encodeValue(value);
    const n = Math.max(1, Math.ceil(text.length / CH));
    expect(data.get(`store:${field}:n`), field).toBe(n);
    for (let i = 0; i < n; i++) expect(data.get(`store:${field}:${i}`), `${field} chunk ${i}`).toBe(text.slice(i * CH, (i + 1) * CH));
  }
  for (const key of data.keys()) {
    const m = /^store:(.+):(\d+|n)$/.exec(key);
    expect(m, key).not.toBeNull();
    expect(fields.has(m![1]!), key).toBe(true);
    if (m![2] !== 'n') expect(Number(m![2]), key).toBeLessThan(data.get(`store:${m![1]}:n`) as number);
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

describe('the snapshot save, item by item', () => {
  it('stores exactly the whole-field encoding through random changes (Maps, Sets, arrays, scalars, big items)', () => {
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
    const store: Record<string, unknown> = {
      orders: new Map<number, unknown>(),
      users: new Map<string, unknown>(),
      cancelled: new Set<unknown>(),
      events: [] as unknown[],
      seq: 0,
      plain: { a: 1 },
    };
    const written = new Map<string, FieldText>();
    const s = storage();
    for (let step = 0; step < 400; step++) {
      const ops = 1 + pick(4);
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
      s.apply(snapshotChanges(store as unknown as Store, written));
      expectStoredExactly(store, s.data);
      // Every so often the object restarts: the snapshot is read back, and saving goes on from it.
      if (step % 97 === 96) {
        const restored: Record<string, unknown> = {};
        written.clear();
        applySnapshot(restored as unknown as Store, s.data, written);
        for (const field of Object.keys(store)) expect(restored[field], field).toEqual(decodeValue(encodeValue(store[field])));
        expect(snapshotChanges(store as unknown as Store, written).put).toEqual({});
      }
    }
  });

  it('a save after no change writes nothing; an entry added at the end of a big Map writes only its last chunk', () => {
    const orders = new Map<number, unknown>();
    for (let i = 0; i < 400; i++) orders.set(i, { id: i, title: 'سفارش'.repeat(40), items: [i, i + 1] });
    const store = { orders, seq: 1 };
    const written = new Map<string, FieldText>();
    const s = storage();
    s.apply(snapshotChanges(store as unknown as Store, written));
    const n = s.data.get('store:orders:n') as number;
    expect(n).toBeGreaterThan(2);
    expect(snapshotChanges(store as unknown as Store, written)).toEqual({ put: {}, del: [] });

    orders.set(400, { id: 400, title: 'تازه', items: [] });
    s.apply(snapshotChanges(store as unknown as Store, written));
    // Only the last chunk (and the count): the ones before hold the same text as stored.
    expect(s.lastPutKeys.filter((k) => k !== 'store:orders:n')).toEqual([`store:orders:${n - 1}`]);
    expectStoredExactly(store, s.data);

    // A change near the start rewrites from its chunk on; the field shrinking drops the chunks past its end.
    (orders.get(1) as { title: string }).title = 'کوتاه';
    s.apply(snapshotChanges(store as unknown as Store, written));
    expect(s.lastPutKeys).toContain('store:orders:0');
    expectStoredExactly(store, s.data);
    for (let i = 10; i < 401; i++) orders.delete(i);
    s.apply(snapshotChanges(store as unknown as Store, written));
    expectStoredExactly(store, s.data);
  });
});
