/** lib/hash.ts: cyrb53 gives the published reference values, and tells apart texts that differ by one character. */
import { describe, expect, it } from 'vitest';
import { cyrb53 } from '@/lib/hash';

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
