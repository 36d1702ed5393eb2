/**
 * 32-bit FNV-1a over a text's UTF-16 code units, unsigned. One implementation for every stable hash of the project:
 * the edge store's shard of a key (src/edge/store/shards.ts) and the sandbox's seeded data (prng.ts `hashString`).
 * `basis` is the offset basis, 0x811c9dc5 unless a caller seeds it.
 */
export function fnv1a(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
