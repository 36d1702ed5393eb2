/**
 * stored-map.ts: a Map of the sandbox store whose values live in the Durable Object's storage (issue 43 point 7).
 * In memory: keys, slots, index filings and the entries requests reached lately; the rest is read back when reached.
 */
import { describe, expect, it } from 'vitest';
import { StoredMap } from '@/server/sandbox/stored-map';
import { anyWhere, filedValues, indexTakes, StoreTracker, type TrackedMap, valuesWhere } from '@/server/sandbox/tracked-map';

interface Rec {
  id: number;
  user: string;
  status: string;
  tags?: string[];
}

/** Storage as the map reads it (by slot), each read a copy, counted. */
function storage(rows: [number, Rec, number][]) {
  const bySlot = new Map(rows.map(([k, v, slot]) => [slot, [k, v] as [number, Rec]]));
  const reads: number[] = [];
  return {
    reads,
    bySlot,
    read: (slot: number) => {
      reads.push(slot);
      const e = bySlot.get(slot);
      return e ? structuredClone(e) : undefined;
    },
  };
}

const rec = (id: number, user: string, status = 'pending', tags?: string[]): Rec => ({ id, user, status, ...(tags ? { tags } : {}) });
const INDEXES = { user: (r: Rec) => r.user, status: (r: Rec) => r.status, tags: (r: Rec) => r.tags };
const never = () => false;

function stored(tracker = new StoreTracker()) {
  const s = storage([
    [1, rec(1, 'a'), 0],
    [2, rec(2, 'b', 'paid', ['x', 'y']), 1],
    [3, rec(3, 'a', 'paid', ['y']), 2],
  ]);
  const map = new StoredMap<number, Rec>(
    tracker,
    { read: s.read, indexes: INDEXES },
    [...s.bySlot].map(([slot, [k, v]]) => [k, v, slot]),
    [],
    3,
  );
  return { s, map, tracker };
}

describe('StoredMap', () => {
  it('keeps keys and slots, not values: an entry is read back when reached, then the same object until it leaves memory', () => {
    const { s, map } = stored();
    expect(map.size).toBe(3);
    expect(map.has(2)).toBe(true);
    expect([...map.keys()]).toEqual([1, 2, 3]);
    expect(map.residentCount).toBe(0);
    expect(s.reads).toEqual([]);
    const two = map.get(2)!;
    expect(two).toEqual(rec(2, 'b', 'paid', ['x', 'y']));
    two.status = 'issued'; // a route's change in place
    expect(map.get(2)).toBe(two);
    expect(s.reads).toEqual([1]);
    expect(map.residentCount).toBe(1);
    expect(map.get(99)).toBeUndefined();
    expect(s.reads).toEqual([1]);
  });

  it('a lookup by index reads back only the entries filed under the value and those in memory; `match` decides', () => {
    const { s, map } = stored();
    expect(valuesWhere(map, (r) => r.user === 'a', { index: 'user', value: 'a' }).map((r) => r.id)).toEqual([1, 3]);
    expect(s.reads.sort()).toEqual([0, 2]);
    // An array files the entry under each of its values.
    s.reads.length = 0;
    expect(valuesWhere(map, (r) => r.tags?.includes('x') === true, { index: 'tags', value: 'x' }).map((r) => r.id)).toEqual([2]);
    // Entry 2 was read back; entries 1 and 3 are in memory (matched before), so nothing else is read.
    expect(s.reads).toEqual([1]);
    // A status changed in place after filing is still found under its new value (the resident entries are looked at
    // too), and no longer under its old one.
    map.get(1)!.status = 'paid';
    expect(valuesWhere(map, (r) => r.status === 'paid', { index: 'status', value: 'paid' }).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(valuesWhere(map, (r) => r.status === 'pending', { index: 'status', value: 'pending' })).toEqual([]);
    expect(() => valuesWhere(map, () => true, { index: 'nope', value: 1 })).toThrow(/no index nope/);
  });

  it('a lookup by a range of index values (`among`) reads back only the entries filed under values it takes', () => {
    const { s, map } = stored();
    const taken: unknown[] = [];
    const among = (v: unknown) => {
      taken.push(v);
      return v === 'x' || v === 'zz';
    };
    expect(valuesWhere(map, (r) => r.tags?.includes('x') === true, { index: 'tags', among }).map((r) => r.id)).toEqual([2]);
    // Asked once per value filed (x, y), not per entry; only entry 2 (filed under x) was read back.
    expect(taken.sort()).toEqual(['x', 'y']);
    expect(s.reads).toEqual([1]);
    // A resident value changed in place is looked at under what it would be filed under now.
    map.get(1)!.tags = ['zz'];
    s.reads.length = 0;
    expect(valuesWhere(map, (r) => r.tags?.some((t) => among(t)) === true, { index: 'tags', among }).map((r) => r.id)).toEqual([1, 2]);
    expect(s.reads).toEqual([]);
    // A plain TrackedMap or Map ignores the index and looks at every value.
    expect(valuesWhere(new Map([[1, rec(1, 'a', 'paid', ['x'])]]), (r) => r.status === 'paid', { index: 'tags', among })).toHaveLength(1);
  });

  // One rule for what an index's answer files an entry under and for what a lookup takes (filedValues).
  it.each([
    ['nothing', undefined, [], false],
    ['null', null, [], false],
    ['one value', 'x', ['x'], true],
    ['0, a value like any other', 0, [0], false],
    ['an array, each value once', ['x', 'y', 'x'], ['x', 'y'], true],
    ['an array with holes', [null, 'y', undefined], ['y'], false],
    ['an empty array', [], [], false],
  ])('an index answering %s (%j) files under %j; a lookup of x takes it: %s', (_, answer, filed, takesX) => {
    expect(filedValues(answer)).toEqual(filed);
    expect(indexTakes({ index: 'tags', value: 'x' }, answer)).toBe(takesX);
    expect(indexTakes({ index: 'tags', among: (v) => v === 'x' }, answer)).toBe(takesX);
  });

  it('without an index every entry is read, and only the matches stay in memory, reached', () => {
    const { s, map, tracker } = stored();
    const { touches, result } = tracker.run(() => valuesWhere(map, (r) => r.status === 'paid'));
    expect(result.map((r) => r.id)).toEqual([2, 3]);
    expect(s.reads).toEqual([0, 1, 2]);
    expect(map.residentCount).toBe(2);
    expect([...(touches.keys.get(map as never) ?? [])]).toEqual([2, 3]);
    expect(touches.whole.size).toBe(0);
  });

  it('anyWhere only reads: nothing is reached or kept in memory', () => {
    const { s, map, tracker } = stored();
    const { touches, result } = tracker.run(() => [
      anyWhere(map, (r) => r.user === 'b', { index: 'user', value: 'b' }),
      anyWhere(map, (r) => r.user === 'zz', { index: 'user', value: 'zz' }),
      anyWhere(new Map([[1, rec(1, 'a')]]), (r) => r.user === 'a'),
    ]);
    expect(result).toEqual([true, false, true]);
    expect(s.reads).toEqual([1]);
    expect(map.residentCount).toBe(0);
    expect(touches.empty).toBe(true);
  });

  it('an entry leaves memory only once a save covered it, it was not reached for `residentMs`, and nothing holds it', () => {
    const { s, map, tracker } = stored();
    const t0 = Date.now();
    map.get(1)!.status = 'cancelled';
    map.get(2);
    // Reached after the save started: not covered by it.
    expect(map.evict(t0 - 1, 0, never, t0 + 10)).toBe(0);
    // Reached less than residentMs ago.
    expect(map.evict(t0 + 100, 1_000, never, t0 + 10)).toBe(0);
    // Held (a running request reached it, or a save is still to cover it).
    expect(map.evict(t0 + 100, 0, (_m, key) => key === 1, t0 + 200)).toBe(1);
    expect(map.residentCount).toBe(1);
    // Once gone it is filed from its final value: found by its new status without reading anything back.
    s.bySlot.set(0, [1, rec(1, 'a', 'cancelled')]); // what the save wrote
    expect(map.evict(t0 + 100, 0, never, t0 + 200)).toBe(1);
    s.reads.length = 0;
    expect(valuesWhere(map, (r) => r.status === 'cancelled', { index: 'status', value: 'cancelled' }).map((r) => r.id)).toEqual([1]);
    expect(s.reads).toEqual([0]);
    // What the tracker holds stays: reached outside a request (pending, until a save takes it), or by a running request.
    const held = (m: TrackedMap<unknown, unknown>, k: unknown) => tracker.holds(m, k);
    const later = Date.now() + 1_000;
    const run = tracker.run(() => map.get(3));
    expect(map.evict(later, 0, held, later)).toBe(0);
    expect(map.residentCount).toBe(2);
    tracker.takePending(); // a save took the pending touches (entry 1's lookup above)
    expect(map.evict(later, 0, held, later)).toBe(1);
    expect(map.residentCount).toBe(1);
    tracker.close(run.touches);
    expect(map.evict(later, 0, held, later)).toBe(1);
    expect(map.residentCount).toBe(0);
  });

  it('set, delete and set again follow the Map’s order and slots; iterating reads back and reaches everything', () => {
    const { s, map, tracker } = stored();
    map.set(4, rec(4, 'c'));
    map.delete(1);
    map.set(1, rec(1, 'd'));
    expect([...map.keys()]).toEqual([2, 3, 4, 1]);
    expect([map.slotOf(4), map.slotOf(1)]).toEqual([3, 4]);
    expect(map.nextSlot).toBe(5);
    expect(valuesWhere(map, (r) => r.user === 'a', { index: 'user', value: 'a' }).map((r) => r.id)).toEqual([3]);
    expect(valuesWhere(map, (r) => r.user === 'd', { index: 'user', value: 'd' }).map((r) => r.id)).toEqual([1]);
    const { touches, result } = tracker.run(() => [...map.values()].map((r) => r.id));
    expect(result).toEqual([2, 3, 4, 1]);
    expect(touches.whole.has(map as never)).toBe(true);
    expect(s.reads.sort()).toEqual([1, 2]);
    // In memory now: every entry (the save compares these), each with its slot.
    expect([...map.resident()].map(([k, , slot]) => [k, slot]).sort((a, b) => a[1]! - b[1]!)).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
      [1, 4],
    ]);
    map.clear();
    expect([map.size, map.residentCount, [...map.keys()]]).toEqual([0, 0, []]);
    expect(valuesWhere(map, () => true, { index: 'user', value: 'a' })).toEqual([]);
  });

  it('a storage that lost an entry is an error, not an empty answer', () => {
    const { s, map } = stored();
    s.bySlot.delete(1);
    expect(() => map.get(2)).toThrow(/missing from storage/);
  });
});
