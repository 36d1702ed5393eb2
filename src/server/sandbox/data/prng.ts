import { fnv1a } from '@/lib/hash';

/** Seeded PRNG: every generated value comes from `createRng(seed, ...keys)`, so data is a pure function of the seed. */

/** 32-bit FNV-1a over the text, then a murmur-style finaliser. */
export function hashString(text: string, seed = 0): number {
  let h = fnv1a(text, 0x811c9dc5 ^ seed);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  float(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Items with weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

export function createRng(seed: number, ...keys: readonly (string | number)[]): Rng {
  const next = mulberry32(hashString(keys.join('|'), seed));
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      let total = 0;
      for (const [, w] of items) total += w;
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = out[i] as T;
        out[i] = out[j] as T;
        out[j] = tmp;
      }
      return out;
    },
  };
  return rng;
}

/** Round to a multiple of `step` (prices: 10 000 rial = 1 000 toman). */
export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
