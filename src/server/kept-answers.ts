/**
 * An optional block's answer kept in this isolate for a while, the same for every visitor (suggestions, special
 * offers): a warm isolate then writes the block inside the page's shell instead of streaming it in after it
 * (tests/worker/inline-boundaries.test.ts), and the supplier is asked once per `ttlMs` instead of once a page view.
 * Kept as data, never as a promise (a Worker must not await a promise another request made). An empty answer (an
 * outage, or nothing to show) is not kept: it is asked again next time. At most `max` keys, the oldest dropped first.
 */
export interface KeptAnswers<T> {
  get(key: string, load: () => Promise<T[]>, now?: number): Promise<T[]>;
  /** The kept answer of `key` if it is still fresh, without asking (a page can then render it at once). */
  peek(key: string, now?: number): T[] | undefined;
  /** Tests: forget every kept answer. */
  clear(): void;
}

export function keptAnswers<T>(ttlMs: number, max = 32): KeptAnswers<T> {
  const kept = new Map<string, { at: number; value: T[] }>();
  return {
    async get(key, load, now = Date.now()) {
      const hit = kept.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = await load();
      kept.delete(key);
      if (value.length) {
        kept.set(key, { at: now, value });
        if (kept.size > max) kept.delete(kept.keys().next().value as string);
      }
      return value;
    },
    peek(key, now = Date.now()) {
      const hit = kept.get(key);
      return hit && now - hit.at < ttlMs ? hit.value : undefined;
    },
    clear: () => kept.clear(),
  };
}
