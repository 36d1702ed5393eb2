/**
 * The sandbox store as storage entries. Generic on purpose: a field someone adds to the Store is saved and loaded
 * without touching this file, as long as its value is plain data.
 * - A top-level Map (orders, baskets, users…) is one storage value per entry (snapshot-entries.ts), and a save encodes
 *   only the entries a request reached (tracked-map.ts). Issue 43: with the whole store compared at each write, the
 *   soak's requests per round fell from 19.8 k to 10.5 k as its store grew to 600 orders.
 * - Any other field (arrays, Sets, scalars; each bounded by the store's retention) is its JSON (Maps and Sets tagged,
 *   at any depth), cut into chunks well under a Durable Object value's 128 KiB limit. A save encodes it one item at a
 *   time (an element) and compares each item with the one last written in its place, never building the field's
 *   whole text (the old way made a 1–4 MB string per field per save under load, which V8 keeps in its large-object
 *   space until a full collection); the chunks before its first changed item are not written again. What is stored
 *   is, character for character, `encodeValue` of the whole field cut every `SNAPSHOT_CHUNK_CHARS` characters.
 * A snapshot of an older build (every field chunked) is read as it is, and its Map fields are written entry by entry
 * at the first save.
 */
import { decodeValue, encodeValue, SNAPSHOT_CHUNK_CHARS } from './snapshot-codec';
import { type EntriesText, entriesKeys, entryChanges, entryRows, readEntries, storedNext } from './snapshot-entries';
import type { Store } from './store';
import { type IndexOf, StoredMap } from './stored-map';
import { type StoreTracker, type Touches, TrackedMap } from './tracked-map';

/**
 * The Map fields kept in storage rather than in memory (stored-map.ts), with their indexes, and how an entry is read
 * back (the object's synchronous storage). Without it every Map field is a TrackedMap, wholly in memory.
 */
export interface StoredFields {
  indexes: Readonly<Partial<Record<string, Record<string, IndexOf<never>>>>>;
  read: (field: string, slot: number) => [unknown, unknown] | undefined;
  /**
   * A stored field's entry keys as storage lists them (`entriesPrefix`, in key order), read lazily: the object's
   * synchronous `kv.list`. Given, the entries passed to `applySnapshot` and `writtenFrom` leave those keys out, and
   * the records are filed one at a time, never all in memory at once. Not given, they come with the other entries.
   */
  listEntries?: (field: string) => Iterable<[string, unknown]>;
}

function storedOptions(stored: StoredFields | undefined, field: string) {
  const indexes = stored?.indexes[field] as Record<string, IndexOf<unknown>> | undefined;
  return stored && indexes ? { indexes, read: (slot: number) => stored.read(field, slot) } : null;
}

export { decodeValue, encodeValue, SNAPSHOT_CHUNK_CHARS };

/** What was last written of each field. */
export type Written = FieldText | EntriesText;

/**
 * A field's text as written: `head`, then the items joined by `,`, then `tail` (`length` characters in all). A Map is
 * `{"\u0000t":"Map","v":[` + its entries (`[key,value]`) + `]}`, a Set the same with its elements, an array `[` + its
 * elements + `]`; any other value is its whole text in `head`, with no items. A field read back from storage is kept
 * as its whole text (`loaded`) until the first save after it compares it whole, once.
 */
export interface FieldText {
  kind?: 'chunks';
  head: string;
  items: string[];
  tail: string;
  length: number;
  loaded?: boolean;
}

/** The head and tail of an encoded Map or Set (`{"\u0000t":"Map","v":[` and `]}`), as `encodeValue` writes them. */
const MAP_EMPTY = encodeValue(new Map());
const SET_EMPTY = encodeValue(new Set());
const MAP_HEAD = MAP_EMPTY.slice(0, -2);
const SET_HEAD = SET_EMPTY.slice(0, -2);
const LIST_TAIL = MAP_EMPTY.slice(-2);

/** An element as JSON.stringify writes it inside an array: a value with no JSON form (undefined, a function) is `null`. */
function encodeElement(value: unknown): string {
  return encodeValue(value) ?? 'null';
}

/**
 * `value` encoded as a FieldText, reusing the strings of `prev` (the field as last written) wherever an item is the
 * same, so a save keeps only the items that changed. `firstChanged` is the index of the first item that differs from
 * `prev` (its item count when none does); `same` says the whole text equals `prev`'s.
 */
function encodeField(value: unknown, prev: FieldText | undefined): { text: FieldText; same: boolean; firstChanged: number } {
  let head: string;
  let tail = '';
  let items: Iterable<unknown> | null = null;
  let mapEntries = false;
  if (value instanceof Map) {
    head = MAP_HEAD;
    tail = LIST_TAIL;
    items = value;
    mapEntries = true;
  } else if (value instanceof Set) {
    head = SET_HEAD;
    tail = LIST_TAIL;
    items = value;
  } else if (Array.isArray(value) && !('toJSON' in value)) {
    head = '[';
    tail = ']';
    items = arrayElements(value);
  } else {
    head = encodeValue(value);
  }
  const before = prev && !prev.loaded && prev.head === head && prev.tail === tail ? prev.items : null;
  const out: string[] = [];
  let length = head.length + tail.length;
  let firstChanged = -1;
  if (items) {
    for (const item of items) {
      // A Map entry is the `[key, value]` pair its iterator yields, as `encodeValue` of the Map writes it.
      const text = mapEntries ? encodeValue(item) : encodeElement(item);
      const old = before?.[out.length];
      if (old === text) out.push(old);
      else {
        if (firstChanged < 0) firstChanged = out.length;
        out.push(text);
      }
      length += text.length;
    }
    if (out.length > 1) length += out.length - 1;
  }
  const text: FieldText = { head, items: out, tail, length };
  if (firstChanged < 0) firstChanged = before && before.length === out.length ? out.length : Math.min(out.length, before?.length ?? 0);
  let same: boolean;
  if (!prev) same = false;
  else if (prev.loaded) same = prev.length === length && prev.head === joined(text);
  else same = before !== null && before.length === out.length && firstChanged === out.length;
  return { text, same, firstChanged: before ? firstChanged : 0 };
}

function* arrayElements(list: unknown[]): Iterable<unknown> {
  for (let i = 0; i < list.length; i++) yield list[i];
}

/** The whole text of a field (only to compare it with a text read back from storage, once after a load). */
function joined(text: FieldText): string {
  return text.head + text.items.join(',') + text.tail;
}

/** The field's text in order, piece by piece: head, each item with the commas between, tail. */
function* pieces(text: FieldText): Iterable<string> {
  yield text.head;
  for (let i = 0; i < text.items.length; i++) {
    if (i > 0) yield ',';
    yield text.items[i]!;
  }
  yield text.tail;
}

/** Chunks `from`…(last) of the field's text: `SNAPSHOT_CHUNK_CHARS` characters each, as slices of the whole text would be. */
function chunksFrom(text: FieldText, from: number): string[] {
  const out: string[] = [];
  let parts: string[] = [];
  let pos = 0; // where the current piece starts in the whole text
  let chunk = from; // the chunk being filled
  for (const piece of pieces(text)) {
    let at = 0; // how much of the piece is placed
    while (at < piece.length) {
      const chunkStart = chunk * SNAPSHOT_CHUNK_CHARS;
      const chunkEnd = chunkStart + SNAPSHOT_CHUNK_CHARS;
      const p = pos + at;
      if (p < chunkStart) {
        at = Math.min(piece.length, chunkStart - pos);
        continue;
      }
      const take = Math.min(piece.length - at, chunkEnd - p);
      parts.push(take === piece.length ? piece : piece.slice(at, at + take));
      at += take;
      if (p + take === chunkEnd) {
        out.push(parts.join(''));
        parts = [];
        chunk++;
      }
    }
    pos += piece.length;
  }
  if (parts.length > 0 || out.length === 0) out.push(parts.join(''));
  return out;
}

const chunkCount = (length: number) => Math.max(1, Math.ceil(length / SNAPSHOT_CHUNK_CHARS));

/** Storage keys of a field: `store:<field>:n` (chunk count) and `store:<field>:<i>`. */
const countKey = (field: string) => `store:${field}:n`;
const chunkKey = (field: string, i: number) => `store:${field}:${i}`;

/**
 * What changed since `written` (the fields as last saved, updated in place): entries to put and keys to delete.
 * `touches`: what the requests since the last save reached (tracked-map.ts); a TrackedMap field then compares only
 * those entries. Null (a full save) compares every entry of every field. A changed chunked field's chunks are put
 * from the first one its change reaches; the ones before are stored as they are.
 */
export function snapshotChanges(
  store: Store,
  written: Map<string, Written>,
  touches: Touches | null = null,
): { put: Record<string, unknown>; del: string[] } {
  const put: Record<string, unknown> = {};
  const del: string[] = [];
  for (const [field, value] of Object.entries(store)) {
    let before = written.get(field);
    if (value instanceof TrackedMap) {
      // An older snapshot's chunks (or a field that was not a Map): they go; every entry is written.
      if (before && before.kind !== 'entries') {
        del.push(countKey(field));
        for (let i = 0; i < chunkCount(before.length); i++) del.push(chunkKey(field, i));
        before = undefined;
      }
      const whole = !touches || touches.whole.has(value);
      const reached = whole ? null : (touches.keys.get(value) ?? null);
      // Not reached since the last save (and the same Map as written): nothing of it changed.
      if (!whole && !reached && before?.owner === value) continue;
      written.set(field, entryChanges(field, value, before, reached, put, del));
      continue;
    }
    if (before?.kind === 'entries') {
      del.push(...entriesKeys(field, before));
      before = undefined;
    }
    const { text, same, firstChanged } = encodeField(value, before);
    if (same) {
      // A field read back from storage is then kept item by item, so later saves compare it item by item too.
      if (before?.loaded) written.set(field, text);
      continue;
    }
    const n = chunkCount(text.length);
    // The text before the first changed item is the same as stored: its whole chunks need no writing.
    let unchanged = 0;
    if (before && !before.loaded && before.head === text.head) {
      unchanged = text.head.length;
      for (let i = 0; i < firstChanged; i++) unchanged += text.items[i]!.length;
      if (firstChanged > 1) unchanged += firstChanged - 1;
    }
    const from = Math.min(n - 1, Math.floor(unchanged / SNAPSHOT_CHUNK_CHARS));
    const chunks = chunksFrom(text, from);
    for (let i = 0; i < chunks.length; i++) put[chunkKey(field, from + i)] = chunks[i];
    put[countKey(field)] = n;
    const old = before === undefined ? 0 : chunkCount(before.length);
    for (let i = n; i < old; i++) del.push(chunkKey(field, i));
    written.set(field, text);
  }
  // A key both put and deleted (a slot's parts shrinking and growing in one save) is kept: puts are applied first.
  return { put, del: del.filter((k) => !(k in put)) };
}

/**
 * Every top-level Map of `store` as a TrackedMap of `tracker` (the seeded store's, and a field a route or test set
 * to a plain Map). Slots go on from what `written` holds for the field, so a new slot never reuses a stored one.
 */
export function trackStore(store: Store, tracker: StoreTracker, written: Map<string, Written>, stored?: StoredFields): void {
  const target = store as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(target)) {
    if (!(value instanceof Map) || value instanceof TrackedMap) continue;
    const before = written.get(field);
    let slot = before?.kind === 'entries' ? Math.max(before.next, 0) : 0;
    const options = storedOptions(stored, field);
    // Entries not written yet: a StoredMap keeps them in memory until a save has written them.
    if (options) target[field] = new StoredMap(tracker, options, [], value, slot);
    else
      target[field] = new TrackedMap(
        tracker,
        [...value].map(([k, v]) => [k, v, slot++] as const),
        slot,
      );
  }
}

/** What storage holds, as `written` (each field's stored text), field by field; the values decoded on request. */
function storedFields(entries: Map<string, unknown>): Map<string, { kind: 'chunks'; n: number } | { kind: 'entries' }> {
  const fields = new Map<string, { kind: 'chunks'; n: number } | { kind: 'entries' }>();
  for (const [key, value] of entries) {
    const m = /^store:([^:]+):(n|m)$/.exec(key);
    if (!m) continue;
    if (m[2] === 'm') fields.set(m[1]!, { kind: 'entries' });
    else if (!fields.has(m[1]!) && typeof value === 'number') fields.set(m[1]!, { kind: 'chunks', n: value });
  }
  return fields;
}

function readChunks(field: string, n: number, entries: Map<string, unknown>): string {
  let text = '';
  for (let i = 0; i < n; i++) {
    const chunk = entries.get(chunkKey(field, i));
    if (typeof chunk !== 'string') throw new Error(`sandbox snapshot: chunk ${i} of ${field} missing`);
    text += chunk;
  }
  return text;
}

/**
 * Each stored field with its text as written, and its entries' rows (a Map field) or its whole text (a chunked one).
 * A field `stored.listEntries` lists is not in `entries` but its marker: its rows are read lazily, once, and `text`
 * is complete only once they have all been read.
 */
function* storedTexts(
  entries: Map<string, unknown>,
  stored?: StoredFields,
): Iterable<
  { field: string; text: EntriesText; rows: Iterable<[unknown, unknown, number]> } | { field: string; text: FieldText; rows?: undefined }
> {
  for (const [field, kind] of storedFields(entries)) {
    if (kind.kind === 'entries') {
      if (stored?.listEntries && storedOptions(stored, field)) {
        const text: EntriesText = { kind: 'entries', next: storedNext(field, entries), entries: new Map() };
        yield { field, text, rows: entryRows(field, stored.listEntries(field), text) };
      } else yield { field, ...readEntries(field, entries) };
    } else {
      const whole = readChunks(field, kind.n, entries);
      yield { field, text: { head: whole, items: [], tail: '', length: whole.length, loaded: true } };
    }
  }
}

/**
 * Puts the saved fields back into `store` (a freshly seeded one; Map fields saved entry by entry as TrackedMaps of
 * `tracker`, or StoredMaps for the `stored` fields) and records their texts in `written`.
 */
export function applySnapshot(
  store: Store,
  entries: Map<string, unknown>,
  written: Map<string, Written>,
  tracker: StoreTracker,
  stored?: StoredFields,
): void {
  const target = store as unknown as Record<string, unknown>;
  for (const { field, text, rows } of storedTexts(entries, stored)) {
    if (rows) {
      const options = storedOptions(stored, field);
      // A StoredMap files its entries' values in its indexes and keeps none of them.
      text.owner = options ? new StoredMap(tracker, options, rows, [], text.next) : new TrackedMap(tracker, rows, text.next);
      target[field] = text.owner;
    } else target[field] = decodeValue(text.head);
    written.set(field, text);
  }
}

/** What storage holds as `written`, without touching the store (after a failed save: the next one starts from it). */
export function writtenFrom(entries: Map<string, unknown>, stored?: StoredFields): Map<string, Written> {
  const written = new Map<string, Written>();
  for (const { field, text, rows } of storedTexts(entries, stored)) {
    // Rows read lazily record their texts as they are read: read them all (each value dropped at once).
    if (rows) for (const _ of rows);
    written.set(field, text);
  }
  return written;
}
