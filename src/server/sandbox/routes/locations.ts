/** The three location searches (POST, one path per product family) and GET /api2/Location/Offline/{set}. */
import { Hono } from 'hono';
import {
  DEFAULT_LOCATION_TYPES,
  FindLocationRequest,
  LOCATION_SEARCH_PATHS,
  type LocationSearchVariant,
  OFFLINE_SETS,
  type OfflineSetName,
} from '../../schemas/locations';
import type { SandboxEnv } from '../context';
import { offlineSet, searchLocations } from '../data/locations';
import { fail, MSG, ok, readBody } from '../http';

/** A `takeCount` of 0 (or none) means this many results. */
const DEFAULT_TAKE = 20;
const MAX_TAKE = 100;

export function locationRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  for (const [variant, path] of Object.entries(LOCATION_SEARCH_PATHS) as [LocationSearchVariant, string][]) {
    app.post(path, async (c) => {
      const body = await readBody(c, FindLocationRequest);
      if ('error' in body) return body.error;
      const b = body.value;
      const types = new Set<number>();
      for (const t of b.locationTypes ?? []) {
        const id = typeof t === 'number' ? t : (t.locationTypeid ?? t.locationTypeId);
        if (id !== undefined) types.add(id);
      }
      if (types.size === 0) for (const id of DEFAULT_LOCATION_TYPES[variant]) types.add(id);
      const take = b.takeCount && b.takeCount > 0 ? Math.min(MAX_TAKE, Math.floor(b.takeCount)) : DEFAULT_TAKE;
      const name = (b.name ?? '').slice(0, 100);
      return ok(
        c,
        searchLocations(c.get('ctx').seed, {
          variant,
          name,
          types,
          take,
          parentId: b.parentid ?? null,
          isLocal: b.isLocal ?? null,
          citiesOnly: b.myCityShowOnly === true,
        }),
      );
    });
  }

  app.get('/api2/Location/Offline/:set', (c) => {
    const set = c.req.param('set').toLowerCase();
    if (!(OFFLINE_SETS as readonly string[]).includes(set)) return fail(c, 404, 'not_found', MSG.notFound);
    return ok(c, { set: set as OfflineSetName, ...offlineSet(set as OfflineSetName) });
  });

  return app;
}
