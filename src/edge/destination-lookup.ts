/**
 * Country prefixes for legacy hotel URLs (`/hotel/kish` → `/hotel/ir-kish`), looked up from the supplier's
 * location data. The lead-city table answers the common ones without a call; anything else is one location search
 * with the request's own upstream client (its session), cached per isolate (misses too, so a crawler can't make us
 * search repeatedly).
 */
import { locationsApi } from '@/server/upstream/locations';
import type { UpstreamClient } from '@/server/upstream/request';
import { defaultResolveDestinationSlug, type ResolveDestinationSlug } from './redirect-rules';

const CACHE_MS = 60 * 60_000;
const CACHE_MAX = 1_000;
const LOOKUP_DEADLINE_MS = 5_000;
const cache = new Map<string, { at: number; slug: string | null }>();

export function destinationResolver(client: UpstreamClient, now: () => number = Date.now): ResolveDestinationSlug {
  return async (citySlug) => {
    const known = await defaultResolveDestinationSlug(citySlug);
    if (known) return known;
    const hit = cache.get(citySlug);
    if (hit && now() - hit.at < CACHE_MS) return hit.slug;
    let slug: string | null;
    try {
      const city = await locationsApi(client).cityBySlug(citySlug, { deadlineMs: LOOKUP_DEADLINE_MS });
      slug = city ? city.slug.toLowerCase() : null;
    } catch {
      return null; // the supplier is unavailable: no redirect now, and no negative cache entry either
    }
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(citySlug, { at: now(), slug });
    return slug;
  };
}
