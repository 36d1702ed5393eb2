/**
 * cyrb53: a public-domain 53-bit hash of a string's UTF-16 code units (an exact JS number, the same on the server, in
 * the page and in workers). Not for security: for ids and change checks, where two different texts meeting the same
 * number is about one in 9·10¹⁵ per pair.
 */
export function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * 32-bit FNV-1a over a text's UTF-16 code units, unsigned: for picking a bucket or seeding data (the edge store's
 * shard of a key, src/edge/store/shards.ts; the sandbox's `hashString`, prng.ts), not for ids (cyrb53 above).
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
