/**
 * A top-level Map of the sandbox store whose values live in the Durable Object's storage, not in memory (issue 43,
 * point 7: the store keeps baskets, orders and payments for days, and held in the isolate's heap they grew it by
 * ~5 MB a soak round; locally the object shares the worker's isolate).
 *
 * In memory: every key with its slot (tracked-map.ts), the entries requests reached lately (resident: read back once,
 * then the same object for every request, so a route's change in place is seen and saved as before), and indexes
 * (key → the values it is filed under, declared per field in store.ts `STORED_INDEXES`). An entry not resident is
 * read back from storage, synchronously (`read`: the SQLite-backed object's `storage.kv`), when a request reaches it.
 *
 * Why this stays exact:
 * - An entry changes only while resident, and leaves memory (`evict`) only once a save has covered its last reach and
 *   no running request or pending save still holds it; what storage holds for it is then its value.
 * - Indexes are filed from the value when it is set, read back or evicted. A resident value may have changed since
 *   (a status set in place), so a lookup (`where`) takes the keys filed under the value *and* the resident keys whose
 *   value the index puts under it now, and `match` decides: the index narrows what is read back, never the answer.
 * - The Map's order is its slots' (each new key the next slot), as for a TrackedMap.
 *
 * What it cannot see: a reference a route keeps past its request and changes after the entry left memory. None does
 * (tracked-map.ts: the periodic full save catches such a change while the entry is resident); an entry stays resident
 * at least `residentMs` after its last reach.
 */
import { filedValues, type IndexQuery, indexTakes, type StoreTracker, TrackedMap } from './tracked-map';

/** An index: the value(s) an entry is filed under (an array files it under each; undefined or null under none). */
export type IndexOf<V> = (value: V) => unknown;

export interface StoredMapOptions<K, V> {
  /** The entry stored in `slot`, read back (undefined: storage has none). */
  read: (slot: number) => [K, V] | undefined;
  indexes: Record<string, IndexOf<V>>;
}

export class StoredMap<K, V> extends TrackedMap<K, V> {
  readonly #read: (slot: number) => [K, V] | undefined;
  readonly #indexes: [string, IndexOf<V>][];
  /** index → filed value → keys */
  readonly #filed = new Map<string, Map<unknown, Set<K>>>();
  /** key → what it is filed under, by index (in `#indexes`' order) */
  readonly #filedAs = new Map<K, unknown[][]>();
  /** resident key → when it was last reached (ms) */
  readonly #reachedAt = new Map<K, number>();

  /**
   * `stored`: entries storage holds (read at the object's start; their values are filed, then dropped). `fresh`: entries
   * not stored yet (the seeded store's, at the first start), kept resident until a save has written them.
   */
  constructor(
    tracker: StoreTracker,
    options: StoredMapOptions<K, V>,
    stored: Iterable<readonly [K, V, number]>,
    fresh: Iterable<readonly [K, V]> = [],
    next = 0,
  ) {
    super(tracker, [], next);
    this.#read = options.read;
    this.#indexes = Object.entries(options.indexes);
    for (const [name] of this.#indexes) this.#filed.set(name, new Map());
    for (const [k, v, slot] of stored) {
      this.slots.set(k, slot);
      this.next = Math.max(this.next, slot + 1);
      this.#file(k, v);
    }
    const now = Date.now();
    for (const [k, v] of fresh) {
      this.slots.set(k, this.next++);
      this.#admit(k, v, now);
    }
  }

  override get size(): number {
    return this.slots.size;
  }

  override has(key: K): boolean {
    return this.slots.has(key);
  }

  override get(key: K): V | undefined {
    if (!this.slots.has(key)) return undefined;
    this.tracker.current().key(this as TrackedMap<unknown, unknown>, key);
    return this.#resident(key, Date.now());
  }

  override set(key: K, value: V): this {
    if (!this.slots.has(key)) this.slots.set(key, this.next++);
    this.tracker.current().key(this as TrackedMap<unknown, unknown>, key);
    this.#admit(key, value, Date.now());
    return this;
  }

  override delete(key: K): boolean {
    if (!this.slots.has(key)) return false;
    this.tracker.current().key(this as TrackedMap<unknown, unknown>, key);
    this.slots.delete(key);
    this.#unfile(key);
    this.#reachedAt.delete(key);
    Map.prototype.delete.call(this, key);
    return true;
  }

  override clear(): void {
    this.tracker.current().all(this as TrackedMap<unknown, unknown>);
    this.slots.clear();
    this.#filedAs.clear();
    for (const byValue of this.#filed.values()) byValue.clear();
    this.#reachedAt.clear();
    Map.prototype.clear.call(this);
  }

  override keys(): MapIterator<K> {
    return this.slots.keys();
  }

  /** Every entry, each read back and kept resident (the whole Map counts as reached; `where` reads fewer). */
  override *entries(): MapIterator<[K, V]> {
    this.tracker.current().all(this as TrackedMap<unknown, unknown>);
    const now = Date.now();
    for (const key of [...this.slots.keys()]) if (this.slots.has(key)) yield [key, this.#resident(key, now)];
  }

  override *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  override forEach(fn: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) fn.call(thisArg, value, key, this);
  }

  /** Every entry with its slot, read back where not resident (not kept, not reached). */
  override *slotted(): IterableIterator<[K, V, number]> {
    for (const [key, slot] of this.slots) yield [key, this.peek(key) as V, slot];
  }

  /** The resident entries with their slots: the only ones that can differ from storage (the save compares these). */
  override *resident(): IterableIterator<[K, V, number]> {
    for (const [key, value] of Map.prototype.entries.call(this) as MapIterator<[K, V]>) yield [key, value, this.slots.get(key)!];
  }

  override peek(key: K): V | undefined {
    if (Map.prototype.has.call(this, key)) return Map.prototype.get.call(this, key) as V;
    const slot = this.slots.get(key);
    return slot === undefined ? undefined : this.#load(key, slot);
  }

  /**
   * The values that `match`, in the Map's order, each reached. With `by`, only the keys filed under what `by` takes in
   * that index, and the resident ones whose value it would take now, are looked at; without it, every entry (read
   * back, and dropped again unless it matches). With `reach` false the matches are only read: not reached, not kept.
   */
  override where(match: (value: V) => boolean, by?: IndexQuery, reach = true): V[] {
    let keys: Iterable<K> = this.slots.keys();
    if (by) {
      const byValue = this.#filed.get(by.index);
      const i = this.#indexes.findIndex(([name]) => name === by.index);
      if (!byValue || i < 0) throw new Error(`StoredMap: no index ${by.index}`);
      const set = new Set<K>();
      if ('among' in by) {
        for (const [value, filed] of byValue) if (by.among(value)) for (const key of filed) set.add(key);
      } else for (const key of byValue.get(by.value) ?? []) set.add(key);
      // A resident value may have changed since it was filed: it is a candidate if it would be filed under the value
      // now (the index read afresh). One filed under it that no longer would be is still looked at, and `match` says.
      const of = this.#indexes[i]![1];
      for (const [key, value] of Map.prototype.entries.call(this) as MapIterator<[K, V]>) if (indexTakes(by, of(value))) set.add(key);
      keys = [...set].sort((a, b) => this.slots.get(a)! - this.slots.get(b)!);
    }
    const out: V[] = [];
    const at = Date.now();
    for (const key of [...keys]) {
      const value = this.peek(key);
      if (value === undefined || !match(value)) continue;
      out.push(value);
      if (!reach) continue;
      this.tracker.current().key(this as TrackedMap<unknown, unknown>, key);
      if (!Map.prototype.has.call(this, key)) this.#admit(key, value, at);
      else this.#reachedAt.set(key, at);
    }
    return out;
  }

  /** How many entries are in memory (for tests and the soak's figures). */
  get residentCount(): number {
    return this.#reachedAt.size;
  }

  /**
   * Drops from memory the resident entries last reached before `savedBefore` (the start of a save that has since
   * completed: it covered them) and more than `residentMs` ago, unless `held` (a running request reached them, or a
   * save still to come is to cover them). Each is filed again from its final value.
   */
  evict(
    savedBefore: number,
    residentMs: number,
    held: (map: TrackedMap<unknown, unknown>, key: unknown) => boolean,
    now = Date.now(),
  ): number {
    let dropped = 0;
    const self = this as TrackedMap<unknown, unknown>;
    for (const [key, at] of this.#reachedAt) {
      if (at > savedBefore || now - at < residentMs || held(self, key)) continue;
      this.#file(key, Map.prototype.get.call(this, key) as V);
      Map.prototype.delete.call(this, key);
      this.#reachedAt.delete(key);
      dropped++;
    }
    return dropped;
  }

  #resident(key: K, now: number): V {
    if (Map.prototype.has.call(this, key)) {
      this.#reachedAt.set(key, now);
      return Map.prototype.get.call(this, key) as V;
    }
    const value = this.#load(key, this.slots.get(key)!);
    this.#admit(key, value, now);
    return value;
  }

  #load(key: K, slot: number): V {
    const entry = this.#read(slot);
    // Storage lost an entry the object wrote: nothing sensible can be answered for it.
    if (!entry || entry[0] !== key) throw new Error(`StoredMap: entry ${String(key)} (slot ${slot}) missing from storage`);
    return entry[1];
  }

  #admit(key: K, value: V, now: number): void {
    Map.prototype.set.call(this, key, value);
    this.#reachedAt.set(key, now);
    this.#file(key, value);
  }

  #file(key: K, value: V): void {
    this.#unfile(key);
    const as = this.#indexes.map(([, of]) => filedValues(of(value)));
    this.#indexes.forEach(([name], i) => {
      const byValue = this.#filed.get(name)!;
      for (const v of as[i]!) {
        const set = byValue.get(v) ?? new Set<K>();
        byValue.set(v, set);
        set.add(key);
      }
    });
    this.#filedAs.set(key, as);
  }

  #unfile(key: K): void {
    const as = this.#filedAs.get(key);
    if (!as) return;
    this.#indexes.forEach(([name], i) => {
      const byValue = this.#filed.get(name)!;
      for (const v of as[i]!) {
        const set = byValue.get(v);
        set?.delete(key);
        if (set?.size === 0) byValue.delete(v);
      }
    });
    this.#filedAs.delete(key);
  }
}
