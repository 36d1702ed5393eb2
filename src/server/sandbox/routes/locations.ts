/** POST /api2/Location/FindLocation and GET /api2/Location/Offline/{set}. */
import { Hono } from 'hono';
import { FindLocationRequest, OFFLINE_SETS, type OfflineSetName } from '../../schemas/locations';
import type { SandboxEnv } from '../context';
import { offlineSet, searchLocations } from '../data/locations';
import { fail, MSG, ok, readBody } from '../http';

export function locationRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/api2/Location/FindLocation', async (c) => {
    const body = await readBody(c, FindLocationRequest);
    if ('error' in body) return body.error;
    const b = body.value;
    const types = new Set<number>();
    for (const t of b.locationTypes ?? []) {
      const id = typeof t === 'number' ? t : (t.locationTypeid ?? t.locationTypeId);
      if (id !== undefined) types.add(id);
    }
    if (types.size === 0) types.add(3);
    const take = b.takeCount && b.takeCount > 0 ? Math.min(100, Math.floor(b.takeCount)) : 20;
    const name = (b.name ?? '').slice(0, 100);
    return ok(
      c,
      searchLocations(c.get('ctx').seed, {
        name,
        types,
        take,
        parentId: b.parentid ?? null,
        isLocal: b.isLocal ?? null,
        citiesOnly: b.myCityShowOnly === true,
      }),
    );
  });

  app.get('/api2/Location/Offline/:set', (c) => {
    const set = c.req.param('set').toLowerCase();
    if (!(OFFLINE_SETS as readonly string[]).includes(set)) return fail(c, 404, 'not_found', MSG.notFound);
    return ok(c, { set: set as OfflineSetName, ...offlineSet(set as OfflineSetName) });
  });

  return app;
}
