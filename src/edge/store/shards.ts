import { fnv1a } from '@/lib/hash';

/**
 * The edge store's records live in a fixed set of Durable Objects per namespace, a key's object chosen by a hash of
 * the key (issue 43, session 41), not in one object per key or per session.
 *
 * Why: every live object costs memory of its own (its SQLite database and actor state). Measured on workerd serve,
 * 600 per-key counter objects made by 300 requests took the allocator's bytes in use from 15 to 178 MB (~270 KB per
 * object, until the idle objects were evicted a minute later); the same requests on 32 shared objects took it to
 * 45 MB. 200 visitors at once made ~1 300 objects in a few minutes (a revocation, a session and several counters per
 * visitor), and the allocator keeps the pages of that peak for good. A bounded set of objects keeps the memory
 * bounded whatever the traffic, and stays warm (no object created per visitor).
 *
 * Each object still answers one key at a time (single-threaded), so one key's check-and-set stays atomic; 32 objects
 * spread the load of a site far beyond this one (an object handles hundreds of small requests a second).
 *
 * A key's shard never changes while `STORE_SHARDS` does not. Changing it moves keys to other objects, and what the
 * old ones hold (revocations, counters) would no longer be read: it needs a new namespace, as this layout did
 * (durable-store.ts).
 */
export const STORE_SHARDS = 32;

/** FNV-1a of the key, modulo `shards`: stable across isolates and releases. */
export function shardOf(key: string, shards = STORE_SHARDS): number {
  return fnv1a(key) % shards;
}

/** The name (`idFromName`) of the object holding `key`. */
export const shardName = (key: string): string => `shard:${shardOf(key)}`;
