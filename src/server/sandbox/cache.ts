/** A small LRU memo for generated plans (search plans are rebuilt from their token when evicted, so size only bounds memory). */
export const PLAN_CACHE_SIZE = 48;

export function cached<T>(cache: Map<string, T>, key: string, make: () => T, size = PLAN_CACHE_SIZE): T {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const value = make();
  cache.set(key, value);
  if (cache.size > size) cache.delete(cache.keys().next().value as string);
  return value;
}
