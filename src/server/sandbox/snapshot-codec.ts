/** The sandbox store's values as text for its Durable Object's storage: JSON with Maps and Sets tagged, at any depth. */

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
