import { describe, expect, it } from 'vitest';
import { fnv1a } from '@/lib/fnv1a';

describe('fnv1a: 32-bit FNV-1a, unsigned', () => {
  it.each([
    // Reference values of the FNV-1a 32-bit test suite.
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('%j → %i', (text, hash) => {
    expect(fnv1a(text)).toBe(hash);
  });

  it('takes another offset basis (a seed), and hashes UTF-16 code units', () => {
    expect(fnv1a('a', 0)).toBe(Math.imul(0 ^ 0x61, 0x01000193) >>> 0);
    expect(fnv1a('ک')).not.toBe(fnv1a('ك'));
  });
});
