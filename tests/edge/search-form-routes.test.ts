import { describe, expect, it } from 'vitest';
import { harness } from './harness';

const ORIGIN = 'http://localhost';
const dataCalls = (h: ReturnType<typeof harness>) => h.calls.filter((c) => c.path !== '/auth/Login');

describe('search form routes of the API proxy', () => {
  it('serves the popular hotel destinations, domestic and foreign', async () => {
    const h = harness();
    const res = await h.request('/api/locations/offline/hotels', { headers: { Origin: ORIGIN } });
    expect(res.status).toBe(200);
    const json = (await res.json()) as {
      data: { domestic: { locationId: number; isLocal: boolean }[]; international: { isLocal: boolean }[] };
    };
    expect(json.data.domestic.some((l) => l.locationId === 402)).toBe(true);
    expect(json.data.domestic.every((l) => l.isLocal)).toBe(true);
    expect(json.data.international.length).toBeGreaterThan(0);
    expect(json.data.international.every((l) => !l.isLocal)).toBe(true);
    expect(dataCalls(h).map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api2/Location/Offline/hotels']);
  });

  it('refuses an unknown offline set without leaking the upstream body', async () => {
    const h = harness();
    const res = await h.request('/api/locations/offline/everything', { headers: { Origin: ORIGIN } });
    expect(res.status).toBe(404);
  });

  it('passes only from and to through to the holidays', async () => {
    const h = harness();
    const res = await h.request('/api/holidays?from=2026-03-01&to=2026-04-30&secret=1', { headers: { Origin: ORIGIN } });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { items: { date: string; title: string }[] };
    // Nowruz (1 Farvardin) falls in this window.
    expect(json.items.some((i) => i.date >= '2026-03-20' && i.date <= '2026-03-21')).toBe(true);
    expect(json.items.every((i) => i.date >= '2026-03-01' && i.date <= '2026-04-30')).toBe(true);
    expect(
      dataCalls(h).map((c) => {
        const u = new URL(c.url);
        return u.pathname + u.search;
      }),
    ).toEqual(['/sandbox/holidays?from=2026-03-01&to=2026-04-30']);
  });
});
