import { describe, expect, it } from 'vitest';
import { STORE_SHARDS, shardName, shardOf } from '@/edge/store/shards';

describe('shardOf: which of the edge store objects holds a key', () => {
  it.each([
    // 32-bit FNV-1a reference values (offset basis 0x811c9dc5, prime 0x01000193), modulo 32.
    ['', 0x811c9dc5 % 32],
    ['a', 0xe40c292c % 32],
    ['foobar', 0xbf9cf968 % 32],
  ])('%j → FNV-1a modulo the shard count', (key, shard) => {
    expect(shardOf(key)).toBe(shard);
  });

  it('is the same for the same key, always within the shards, and names the object', () => {
    for (let i = 0; i < 500; i++) {
      const key = `sid:${crypto.randomUUID()}`;
      const shard = shardOf(key);
      expect(shardOf(key)).toBe(shard);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(STORE_SHARDS);
      expect(shardName(key)).toBe(`shard:${shard}`);
    }
  });

  it('spreads 32 000 session-like keys evenly: every shard within 15 % of the mean', () => {
    const counts = new Array<number>(STORE_SHARDS).fill(0);
    for (let i = 0; i < 32_000; i++) counts[shardOf(`count:travellers:${crypto.randomUUID()}`)]!++;
    const mean = 32_000 / STORE_SHARDS;
    for (const n of counts) expect(Math.abs(n - mean) / mean).toBeLessThan(0.15);
  });
});
