/**
 * Country prefixes for legacy hotel URLs (`/hotel/kish` → `/hotel/ir-kish`), looked up from the supplier's
 * location data. The lead-city table answers the common ones without a call; anything else is one location search
 * under the shared guest account, cached per isolate (misses too, so a crawler can't make us search repeatedly).
 */
import { FindLocationResponse } from '../server/schemas/locations';
import { authApi } from '../server/upstream/auth';
import { createUpstreamClient } from '../server/upstream';
import type { AppConfig } from '../server/app-config';
import { defaultResolveDestinationSlug, type ResolveDestinationSlug } from './redirect-rules';

const CACHE_MS = 60 * 60_000;
const CACHE_MAX = 1_000;
const cache = new Map<string, { at: number; slug: string | null }>();
let guest: { token: string; expireAt: number } | null = null;

export function destinationResolver(config: AppConfig, now: () => number = Date.now): ResolveDestinationSlug {
  return async (citySlug) => {
    const known = await defaultResolveDestinationSlug(citySlug);
    if (known) return known;
    const hit = cache.get(citySlug);
    if (hit && now() - hit.at < CACHE_MS) return hit.slug;
    let slug: string | null = null;
    try {
      slug = await lookup(config, citySlug, now);
    } catch {
      return null; // the supplier is unavailable: no redirect now, and no negative cache entry either
    }
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(citySlug, { at: now(), slug });
    return slug;
  };
}

async function lookup(config: AppConfig, citySlug: string, now: () => number): Promise<string | null> {
  const base = createUpstreamClient({ upstreamUrl: config.upstreamUrl, providerCode: config.providerCode });
  if (!guest || guest.expireAt - now() < 60_000) {
    const s = await authApi(base).guestLogin(config.guest);
    guest = { token: s.access_token, expireAt: Date.parse(s.expireAt) };
  }
  const token = guest.token;
  const client = base.with({ auth: { accessToken: async () => token, onUnauthorized: async () => ((guest = null), false) } });
  const res = await client.call({
    method: 'POST',
    path: '/api2/Location/FindLocation',
    body: {
      name: citySlug.replace(/-/g, ' '),
      lang: 'fa',
      locationTypes: [{ locationTypeid: 3 }],
      takeCount: 10,
      parentid: null,
      showAllCity: true,
      myCityShowOnly: false,
      isLocal: null,
    },
    schema: FindLocationResponse,
    idempotent: true,
    deadlineMs: 5_000,
  });
  const match = res.data.find((l) => l.locationTypeId === 3 && l.slug.toLowerCase().replace(/^[a-z]{2}-/, '') === citySlug);
  return match ? match.slug.toLowerCase() : null;
}
