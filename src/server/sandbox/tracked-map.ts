/**
 * What the sandbox's Durable Object must save after a request (issue 43: the save's cost grew with the store).
 *
 * The store's top-level Maps (orders, baskets, users…) become TrackedMaps inside the object. Routes change records in
 * place (`store.orders.get(id)!.status = 'paid'`), so a TrackedMap cannot see a change; it sees which entries a request
 * *reached*: `get`, `set` and `delete` name the entry, and iterating the Map (`values()`, `for…of`) names all of it.
 * The save then encodes and compares only those entries (snapshot.ts), not the whole store: a basket add no longer
 * encodes 600 orders.
 *
 * Which request reached what: each request runs in its own `Touches` (AsyncLocalStorage, so two requests interleaved
 * at their awaits keep theirs apart), and its save covers what it reached, however the other requests' saves fell.
 * What is reached outside a request (a timer, a test poking the store) or after the request's save goes to the
 * object's `pending` Touches, saved by the next save. A reference kept past its request and changed later, with no
 * Map call, is what this cannot see: the object's periodic full save (durable.ts) catches it.
 *
 * Each entry also has a slot: a number given when its key is set while absent, rising, so its storage key keeps the
 * Map's insertion order (snapshot.ts stores an entry under its slot; a key deleted and set again gets a new one).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export class Touches {
  /** Entries reached, by Map. */
  readonly keys = new Map<TrackedMap<unknown, unknown>, Set<unknown>>();
  /** Maps iterated (every entry reached). */
  readonly whole = new Set<TrackedMap<unknown, unknown>>();
  /** Set once its save took it: later touches in the same request go to the tracker's `pending`. */
  closed = false;

  key(map: TrackedMap<unknown, unknown>, key: unknown): void {
    if (this.whole.has(map)) return;
    const set = this.keys.get(map) ?? new Set();
    this.keys.set(map, set);
    set.add(key);
  }

  all(map: TrackedMap<unknown, unknown>): void {
    this.whole.add(map);
    this.keys.delete(map);
  }

  has(map: TrackedMap<unknown, unknown>, key: unknown): boolean {
    return this.whole.has(map) || this.keys.get(map)?.has(key) === true;
  }

  /** Adds `other`'s touches to these. */
  merge(other: Touches): void {
    for (const map of other.whole) this.all(map);
    for (const [map, keys] of other.keys) for (const k of keys) this.key(map, k);
  }

  get empty(): boolean {
    return this.keys.size === 0 && this.whole.size === 0;
  }
}

/** The object's touch bookkeeping: the current request's Touches, and what is reached outside one. */
export class StoreTracker {
  private readonly als = new AsyncLocalStorage<Touches>();
  pending = new Touches();
  /** The Touches of requests still running (their entries may be changed yet: a StoredMap keeps them in memory). */
  readonly open = new Set<Touches>();

  private readonly onPending: () => void;

  /**
   * `onPending` runs when something is reached outside a request (the object schedules a save). (No parameter
   * property: the standalone sandbox, scripts/sandbox.mjs, runs this file with Node's type stripping.)
   */
  constructor(onPending: () => void = () => {}) {
    this.onPending = onPending;
  }

  /** Runs `fn` as one request; its Touches are what it reached. */
  run<T>(fn: () => T): { touches: Touches; result: T } {
    const touches = new Touches();
    this.open.add(touches);
    return { touches, result: this.als.run(touches, fn) };
  }

  /** Ends a request run by `run`: what it reaches from now on is pending. */
  close(touches: Touches): void {
    touches.closed = true;
    this.open.delete(touches);
  }

  /** Whether a save is still to cover `key` of `map`: reached by a running request, or pending. */
  holds(map: TrackedMap<unknown, unknown>, key: unknown): boolean {
    if (this.pending.has(map, key)) return true;
    for (const t of this.open) if (t.has(map, key)) return true;
    return false;
  }

  /** The Touches to record in now: the running request's, or `pending`. */
  current(): Touches {
    const t = this.als.getStore();
    if (t && !t.closed) return t;
    if (this.pending.empty) queueMicrotask(this.onPending);
    return this.pending;
  }

  /** Takes what is pending (the save that covers it is starting). */
  takePending(): Touches {
    const p = this.pending;
    this.pending = new Touches();
    return p;
  }
}

/**
 * An index of a StoredMap and what is looked up in it (`valuesWhere`): the entries filed under `value`, or under any
 * value `among` accepts (a range: the retention sweep asks for every hour up to now). `among` is called once per value
 * filed, so it must be cheap and may not reach the store's records.
 */
export type IndexQuery = { index: string; value: unknown } | { index: string; among: (filed: unknown) => boolean };

/**
 * The values an index's answer files an entry under: none for null or undefined, each of an array's once (null and
 * undefined left out), else the one value. One rule for filing (StoredMap) and for asking (`indexTakes`).
 */
export function filedValues(answer: unknown): unknown[] {
  if (answer === undefined || answer === null) return [];
  if (!Array.isArray(answer)) return [answer];
  return [...new Set(answer)].filter((v) => v !== undefined && v !== null);
}

/** Whether `query` takes what an index files a value under (`answer`: the index's answer, one value or several). */
export function indexTakes(query: IndexQuery, answer: unknown): boolean {
  const takes = 'among' in query ? query.among : (v: unknown) => v === query.value;
  return filedValues(answer).some(takes);
}

export class TrackedMap<K, V> extends Map<K, V> {
  protected readonly tracker: StoreTracker;
  /** Every key's slot, in the Map's order. */
  protected readonly slots = new Map<K, number>();
  protected next: number;

  /** `entries` with their slots (as read back from storage, or in order from 0), and the next slot to give. */
  constructor(tracker: StoreTracker, entries: Iterable<readonly [K, V, number?]> = [], next = 0) {
    super();
    this.tracker = tracker;
    this.next = next;
    for (const [k, v, slot] of entries) {
      super.set(k, v);
      const s = slot ?? this.next;
      this.slots.set(k, s);
      this.next = Math.max(this.next, s + 1);
    }
  }

  /** The slot of `key` (undefined when absent). */
  slotOf(key: K): number | undefined {
    return this.slots.get(key);
  }

  /** The slot the next new key will get (saved, so numbering goes on after a restart). */
  get nextSlot(): number {
    return this.next;
  }

  /** Entries with their slots, without counting as reached (the save's own reading). */
  *slotted(): IterableIterator<[K, V, number]> {
    for (const [k, v] of super.entries()) yield [k, v, this.slots.get(k)!];
  }

  /** The entries held in memory, with their slots (here all of them; a StoredMap's recent ones), not reached. */
  resident(): IterableIterator<[K, V, number]> {
    return this.slotted();
  }

  /** The value of `key` without counting as reached (the save's own reading). */
  peek(key: K): V | undefined {
    return super.get(key);
  }

  /**
   * The values that `match`, in the Map's order, each reached by itself (see `valuesWhere`); with `reach` false, only
   * read (`anyWhere`: nothing of them is to change).
   */
  where(match: (value: V) => boolean, _by?: IndexQuery, reach = true): V[] {
    const out: V[] = [];
    for (const [key, value] of this.slotted()) {
      if (!match(value)) continue;
      if (reach) this.get(key);
      out.push(value);
    }
    return out;
  }

  override get(key: K): V | undefined {
    if (super.has(key)) this.tracker.current().key(this as TrackedMap<unknown, unknown>, key);
    return super.get(key);
  }

  override set(key: K, value: V): this {
    if (!super.has(key)) this.slots.set(key, this.next++);
    this.tracker.current().key(this as TrackedMap<unknown, unknown>, key);
    return super.set(key, value);
  }

  override delete(key: K): boolean {
    if (!super.has(key)) return false;
    this.slots.delete(key);
    this.tracker.current().key(this as TrackedMap<unknown, unknown>, key);
    return super.delete(key);
  }

  override clear(): void {
    this.tracker.current().all(this as TrackedMap<unknown, unknown>);
    this.slots.clear();
    super.clear();
  }

  override forEach(fn: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    this.tracker.current().all(this as TrackedMap<unknown, unknown>);
    super.forEach(fn, thisArg);
  }

  override entries(): MapIterator<[K, V]> {
    this.tracker.current().all(this as TrackedMap<unknown, unknown>);
    return super.entries();
  }

  override values(): MapIterator<V> {
    this.tracker.current().all(this as TrackedMap<unknown, unknown>);
    return super.values();
  }

  override [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }
}

/**
 * The values of `map` that `match`, in the Map's order, each reached by itself (`get`) rather than by iterating the
 * Map. Iterating names every entry, and the request's save then encodes and compares them all: one basket write
 * checked the basket's orders by iterating `store.orders`, and so encoded every order of the store (~1 000 by a full
 * soak's end) on each of the soak's 25 000 basket adds a round. Reached this way, a record found and then changed is
 * saved (it was named); one not matched is only read. A plain Map (outside the object) is iterated as usual.
 *
 * `by` names an index of a StoredMap (stored-map.ts) that every match is filed under: only those entries (and the ones
 * in memory) are read back from storage. It narrows the search, never the result: `match` decides, and without `by`
 * every entry is read. Other Maps ignore it.
 */
export function valuesWhere<K, V>(map: Map<K, V>, match: (value: V) => boolean, by?: IndexQuery): V[] {
  if (map instanceof TrackedMap) return (map as TrackedMap<K, V>).where(match, by);
  const out: V[] = [];
  for (const value of map.values()) if (match(value)) out.push(value);
  return out;
}

/** Whether any value of `map` matches: `valuesWhere` that only reads (nothing is reached, so nothing is saved or kept). */
export function anyWhere<K, V>(map: Map<K, V>, match: (value: V) => boolean, by?: IndexQuery): boolean {
  if (map instanceof TrackedMap) return (map as TrackedMap<K, V>).where(match, by, false).length > 0;
  for (const value of map.values()) if (match(value)) return true;
  return false;
}
