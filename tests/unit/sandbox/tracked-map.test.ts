/**
 * tracked-map.ts: which store entries each request reached (issue 43: the Durable Object's save encodes only those).
 * Requests interleaved at their awaits keep their own touches; what is reached outside a request, or after the
 * request's save took its touches, is pending and asks for a save.
 */
import { describe, expect, it } from 'vitest';
import { StoreTracker, TrackedMap, valuesWhere } from '@/server/sandbox/tracked-map';

const keysOf = (t: { keys: Map<unknown, Set<unknown>> }, map: unknown) => [...(t.keys.get(map as never) ?? [])];

describe('TrackedMap', () => {
  it('get, set and delete name their entry; iterating names the whole Map; has, size and keys name nothing', () => {
    const tracker = new StoreTracker();
    const map = new TrackedMap<number, { v: number }>(tracker, [
      [1, { v: 1 }],
      [2, { v: 2 }],
    ]);
    const { touches } = tracker.run(() => {
      map.get(1);
      map.get(99); // absent: nothing to change
      map.set(3, { v: 3 });
      map.delete(2);
      map.has(1);
      void map.size;
      [...map.keys()];
    });
    expect(keysOf(touches, map)).toEqual([1, 3, 2]);
    expect(touches.whole.size).toBe(0);
    const iterated = tracker.run(() => {
      for (const _ of map.values());
    }).touches;
    expect(iterated.whole.has(map as never)).toBe(true);
    expect(tracker.run(() => [...map]).touches.whole.size).toBe(1);
    expect(tracker.run(() => map.forEach(() => {})).touches.whole.size).toBe(1);
  });

  it('valuesWhere names only the entries that match, in the Map’s order; a plain Map is filtered as it is', () => {
    const tracker = new StoreTracker();
    const entries: [number, { basket: number }][] = [
      [10, { basket: 1 }],
      [11, { basket: 2 }],
      [12, { basket: 1 }],
    ];
    const map = new TrackedMap<number, { basket: number }>(tracker, entries);
    const { touches, result } = tracker.run(() => valuesWhere(map, (o) => o.basket === 1));
    expect(result).toEqual([{ basket: 1 }, { basket: 1 }]);
    expect(result[0]).toBe(map.peek(10));
    expect(keysOf(touches, map)).toEqual([10, 12]);
    expect(touches.whole.size).toBe(0);
    expect(valuesWhere(new Map(entries), (o) => o.basket === 2)).toEqual([{ basket: 2 }]);
  });

  it('gives each new key the next slot, and a key deleted and set again a new one (the Map’s order)', () => {
    const map = new TrackedMap<string, number>(new StoreTracker(), [
      ['a', 1, 5],
      ['b', 2, 9],
    ]);
    expect(map.nextSlot).toBe(10);
    map.set('c', 3);
    map.set('a', 4); // present: same slot
    map.delete('b');
    map.set('b', 5);
    expect([...map.slotted()]).toEqual([
      ['a', 4, 5],
      ['c', 3, 10],
      ['b', 5, 11],
    ]);
    expect([...map]).toEqual([
      ['a', 4],
      ['c', 3],
      ['b', 5],
    ]);
  });

  it('two requests interleaved at their awaits each keep what they reached', async () => {
    const tracker = new StoreTracker();
    const map = new TrackedMap<number, { v: number }>(tracker, [
      [1, { v: 0 }],
      [2, { v: 0 }],
    ]);
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const a = tracker.run(async () => {
      const o = map.get(1)!;
      await gate;
      o.v = 1;
    });
    const b = tracker.run(async () => {
      await Promise.resolve();
      map.get(2)!.v = 2;
    });
    await b.result;
    expect(keysOf(b.touches, map)).toEqual([2]);
    release();
    await a.result;
    expect(keysOf(a.touches, map)).toEqual([1]);
    expect(tracker.pending.empty).toBe(true);
  });

  it('what is reached outside a request, or after its save closed its touches, is pending and asks for a save', async () => {
    let asked = 0;
    const tracker = new StoreTracker(() => asked++);
    const map = new TrackedMap<number, number>(tracker, [[1, 1]]);
    map.get(1);
    map.set(2, 2);
    await Promise.resolve();
    expect(asked).toBe(1);
    const run = tracker.run(async () => {
      await Promise.resolve();
      map.set(3, 3);
    });
    run.touches.closed = true;
    await run.result;
    expect(keysOf(tracker.pending, map)).toEqual([1, 2, 3]);
    expect(keysOf(tracker.takePending(), map)).toEqual([1, 2, 3]);
    expect(tracker.pending.empty).toBe(true);
  });
});
