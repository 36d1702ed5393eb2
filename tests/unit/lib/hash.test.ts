/** lib/hash.ts: cyrb53 gives the published reference values, and tells apart texts that differ by one character. */
import { describe, expect, it } from 'vitest';
import { cyrb53, fnv1a } from '@/lib/hash';

describe('cyrb53', () => {
  it.each([
    ['a', 7929297801672961],
    ['b', 8684336938537663],
    ['revenge', 4051478007546757],
    ['revenue', 8309097637345594],
  ])('cyrb53(%s) is the reference value', (text, value) => {
    expect(cyrb53(text)).toBe(value);
  });

  it('is a safe integer below 2^53, and differs for every one-character change of a Persian text', () => {
    const base = 'هتل آزمایشی کیش، اتاق دو تخته';
    const texts = new Set([base]);
    for (let i = 0; i < base.length; i++) for (const c of ['ی', 'ك', '0', ' ']) texts.add(base.slice(0, i) + c + base.slice(i + 1));
    const hashes = [...texts].map(cyrb53);
    for (const h of hashes) expect(Number.isSafeInteger(h) && h >= 0 && h < 2 ** 53).toBe(true);
    expect(new Set(hashes).size).toBe(texts.size);
  });
});

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
