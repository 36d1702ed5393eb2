/**
 * A Map field of the sandbox store saved one storage value per Map entry (issue 43: a save's cost must follow what a
 * request changed, not the store's size). Keys:
 * - `store:<field>:m`: the next slot the Map will give (so numbering goes on after a restart);
 * - `store:<field>:e:<slot>`: the entry `[key, value]` as `encodeValue` writes it, the slot in base 36 padded to 8
 *   characters so storage lists entries in the Map's insertion order; an entry longer than `SNAPSHOT_CHUNK_CHARS`
 *   goes on in `…:e:<slot>.1`, `.2`… (each under the 128 KiB value limit).
 * A save writes the entries whose text changed and deletes those gone; an entry untouched since the last save is not
 * even encoded (tracked-map.ts says which were reached).
 */
import { cyrb53 } from '@/lib/hash';
import { decodeValue, encodeValue, SNAPSHOT_CHUNK_CHARS } from './snapshot-codec';
import type { TrackedMap } from './tracked-map';

/**
 * A Map field as last written: each entry's slot, the length and hash of its text, and its number of parts; the next
 * slot as stored. Not the text itself: kept for every entry, the texts doubled the store's memory (issue 43's soak);
 * a changed entry whose text has the same length and the same 53-bit hash (odds ~1 in 9·10¹⁵) would go unsaved.
 */
export interface EntriesText {
  kind: 'entries';
  /** The Map written (another one in the field, e.g. a plain Map a route set and the save tracked, is compared whole). */
  owner?: TrackedMap<unknown, unknown>;
  next: number;
  entries: Map<unknown, { slot: number; length: number; hash: number; parts: number }>;
}

const markerKey = (field: string) => `store:${field}:m`;
const slotName = (slot: number) => slot.toString(36).padStart(8, '0');
/** The storage keys of `field`'s entries all start with this (and its marker does not). */
export const entriesPrefix = (field: string) => `store:${field}:e:`;
const partKey = (field: string, slot: number, part: number) => `${entriesPrefix(field)}${slotName(slot)}${part ? `.${part}` : ''}`;

/** Storage keys of an entries field as written (to delete it: the field is no longer a Map). */
export function entriesKeys(field: string, text: EntriesText): string[] {
  const keys = [markerKey(field)];
  for (const { slot, parts } of text.entries.values()) for (let p = 0; p < parts; p++) keys.push(partKey(field, slot, p));
  return keys;
}

/**
 * The changes of Map field `field` since `before` (updated in place, or made when absent), into `put` and `del`.
 * `reached`: the keys a request may have changed; null compares every entry (a full save, the Map iterated). Every
 * entry is compared too when nothing was written yet, or the field holds another Map than the one written.
 */
export function entryChanges(
  field: string,
  map: TrackedMap<unknown, unknown>,
  before: EntriesText | undefined,
  reached: Iterable<unknown> | null,
  put: Record<string, unknown>,
  del: string[],
): EntriesText {
  const text: EntriesText = before ?? { kind: 'entries', next: -1, entries: new Map() };
  const whole = !reached || !before || before.owner !== map;
  text.owner = map;
  const drop = (slot: number, parts: number) => {
    for (let p = 0; p < parts; p++) del.push(partKey(field, slot, p));
  };
  const check = (key: unknown, value: unknown, slot: number | undefined) => {
    const old = text.entries.get(key);
    if (slot === undefined) {
      if (old) {
        drop(old.slot, old.parts);
        text.entries.delete(key);
      }
      return;
    }
    const t = encodeValue([key, value]);
    const hash = cyrb53(t);
    if (old && old.slot === slot && old.length === t.length && old.hash === hash) return;
    // A key deleted and set again has a new slot (the end of the Map's order): its old place goes.
    if (old && old.slot !== slot) drop(old.slot, old.parts);
    const parts = Math.max(1, Math.ceil(t.length / SNAPSHOT_CHUNK_CHARS));
    for (let p = 0; p < parts; p++) put[partKey(field, slot, p)] = t.slice(p * SNAPSHOT_CHUNK_CHARS, (p + 1) * SNAPSHOT_CHUNK_CHARS);
    if (old && old.slot === slot) for (let p = parts; p < old.parts; p++) del.push(partKey(field, slot, p));
    text.entries.set(key, { slot, length: t.length, hash, parts });
  };
  if (!whole) {
    for (const key of reached!) check(key, map.peek(key), map.slotOf(key));
  } else {
    // Only what is in memory can differ from storage (all of a TrackedMap; a StoredMap's resident entries).
    for (const [key, value, slot] of map.resident()) check(key, value, slot);
    for (const [key, old] of text.entries)
      if (map.slotOf(key) === undefined) {
        drop(old.slot, old.parts);
        text.entries.delete(key);
      }
  }
  if (text.next !== map.nextSlot) {
    text.next = map.nextSlot;
    put[markerKey(field)] = text.next;
  }
  return text;
}

/**
 * The entry `[key, value]` stored in `slot` of `field`, read back through `get` (the object's synchronous storage;
 * a StoredMap reads its entries this way), or undefined when storage has none.
 */
export function readEntry(get: (key: string) => unknown, field: string, slot: number): [unknown, unknown] | undefined {
  let text = '';
  for (let p = 0; ; p++) {
    const part = get(partKey(field, slot, p));
    if (typeof part !== 'string') {
      if (p === 0) return undefined;
      break;
    }
    text += part;
    // Parts are cut every SNAPSHOT_CHUNK_CHARS characters: a shorter one is the last.
    if (part.length < SNAPSHOT_CHUNK_CHARS) break;
  }
  return decodeValue(text) as [unknown, unknown];
}

/**
 * The entries of `field` as storage lists them (`listed`: its keys under `entriesPrefix`, in key order, each slot's
 * parts next to each other), one row `[key, value, slot]` at a time, each entry's written text recorded in `text`.
 * Lazy: given the object's synchronous `kv.list`, a stored field's records are filed one by one at the object's start
 * and never all in memory at once (stored-map.ts).
 */
export function* entryRows(field: string, listed: Iterable<[string, unknown]>, text: EntriesText): Generator<[unknown, unknown, number]> {
  const prefix = entriesPrefix(field);
  let name: string | null = null;
  let parts: unknown[] = [];
  const row = (): [unknown, unknown, number] => {
    for (let p = 0; p < parts.length; p++)
      if (typeof parts[p] !== 'string') throw new Error(`sandbox snapshot: part ${p} of ${field} entry ${name} missing`);
    const t = parts.join('');
    const [key, value] = decodeValue(t) as [unknown, unknown];
    const slot = Number.parseInt(name!, 36);
    text.entries.set(key, { slot, length: t.length, hash: cyrb53(t), parts: parts.length });
    return [key, value, slot];
  };
  for (const [key, value] of listed) {
    if (!key.startsWith(prefix)) continue;
    const rest = key.slice(prefix.length);
    const dot = rest.indexOf('.');
    const slotName = dot < 0 ? rest : rest.slice(0, dot);
    if (slotName !== name) {
      if (name !== null) yield row();
      name = slotName;
      parts = [];
    }
    parts[dot < 0 ? 0 : Number(rest.slice(dot + 1))] = value;
  }
  if (name !== null) yield row();
}

/** The next slot `field` gives, as stored (its marker), or an error when storage has none. */
export function storedNext(field: string, stored: Map<string, unknown>): number {
  const next = stored.get(markerKey(field));
  if (typeof next !== 'number') throw new Error(`sandbox snapshot: ${field} has no slot count`);
  return next;
}

/** A stored entries field read back: its rows `[key, value, slot]` in order, and its text as written. */
export function readEntries(field: string, stored: Map<string, unknown>): { rows: [unknown, unknown, number][]; text: EntriesText } {
  const text: EntriesText = { kind: 'entries', next: storedNext(field, stored), entries: new Map() };
  const prefix = entriesPrefix(field);
  const listed = [...stored].filter(([key]) => key.startsWith(prefix)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { rows: [...entryRows(field, listed, text)], text };
}
