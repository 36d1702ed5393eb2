import { describe, expect, it } from 'vitest';
import { utf8Length } from '@/lib/utf8';

const encoded = (s: string) => new TextEncoder().encode(s).byteLength;

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['{"ok":true}', 11],
    ['هتل', 6],
    ['€', 3],
    ['😀', 4],
    ['\ud83d', 3], // a lone high surrogate: U+FFFD
    ['\ude00x', 4], // a lone low surrogate, then a letter
    ['\ud83d\ud83d\ude00', 7], // a lone high surrogate before a pair
  ])('%j is %i bytes, as TextEncoder writes it', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
    expect(encoded(text)).toBe(bytes);
  });

  it('agrees with TextEncoder on 2 000 random strings of every width, lone surrogates included', () => {
    const pool = [0x41, 0x7f, 0x80, 0x6f0, 0x7ff, 0x800, 0xfeff, 0xffff, 0xd800, 0xdbff, 0xdc00, 0xdfff];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let n = 0; n < 2000; n++) {
      const units = Array.from({ length: next() % 24 }, () => pool[next() % pool.length] as number);
      const text = String.fromCharCode(...units);
      expect(utf8Length(text), JSON.stringify(text)).toBe(encoded(text));
    }
  });
});
