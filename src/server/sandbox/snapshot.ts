/**
 * The sandbox store as storage entries: each top-level field of the Store as JSON (Maps and Sets tagged, at any
 * depth), cut into chunks well under a Durable Object value's 128 KiB limit. Generic on purpose: a field someone
 * adds to the Store is saved and loaded without touching this file, as long as its value is plain data.
 */
import type { Store } from './store';

/** Characters per chunk: a JS string is stored as up to 2 bytes a character (Persian text), so ≤ 80 KB a value. */
export const SNAPSHOT_CHUNK_CHARS = 40_000;

const TAG = '\u0000t';

export function encodeValue(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Map) return { [TAG]: 'Map', v: [...v] };
    if (v instanceof Set) return { [TAG]: 'Set', v: [...v] };
    return v;
  });
}

export function decodeValue(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && TAG in v) {
      const tagged = v as { [TAG]: string; v: unknown[] };
      if (tagged[TAG] === 'Map') return new Map(tagged.v as [unknown, unknown][]);
      if (tagged[TAG] === 'Set') return new Set(tagged.v);
    }
    return v;
  });
}

/** Storage keys of a field: `store:<field>:n` (chunk count) and `store:<field>:<i>`. */
const countKey = (field: string) => `store:${field}:n`;
const chunkKey = (field: string, i: number) => `store:${field}:${i}`;

/** What changed since `written` (the field texts last saved, updated in place): entries to put and keys to delete. */
export function snapshotChanges(store: Store, written: Map<string, string>): { put: Record<string, unknown>; del: string[] } {
  const put: Record<string, unknown> = {};
  const del: string[] = [];
  for (const [field, value] of Object.entries(store)) {
    const text = encodeValue(value);
    const before = written.get(field);
    if (before === text) continue;
    const n = Math.max(1, Math.ceil(text.length / SNAPSHOT_CHUNK_CHARS));
    for (let i = 0; i < n; i++) put[chunkKey(field, i)] = text.slice(i * SNAPSHOT_CHUNK_CHARS, (i + 1) * SNAPSHOT_CHUNK_CHARS);
    put[countKey(field)] = n;
    const old = before === undefined ? 0 : Math.max(1, Math.ceil(before.length / SNAPSHOT_CHUNK_CHARS));
    for (let i = n; i < old; i++) del.push(chunkKey(field, i));
    written.set(field, text);
  }
  return { put, del };
}

/** Puts the saved fields back into `store` (a freshly seeded one) and records their texts in `written`. */
export function applySnapshot(store: Store, entries: Map<string, unknown>, written: Map<string, string>): void {
  const target = store as unknown as Record<string, unknown>;
  for (const [key, n] of entries) {
    const m = /^store:(.+):n$/.exec(key);
    if (!m || typeof n !== 'number') continue;
    const field = m[1]!;
    let text = '';
    for (let i = 0; i < n; i++) {
      const chunk = entries.get(chunkKey(field, i));
      if (typeof chunk !== 'string') throw new Error(`sandbox snapshot: chunk ${i} of ${field} missing`);
      text += chunk;
    }
    target[field] = decodeValue(text);
    written.set(field, text);
  }
}
