import { describe, expect, it } from 'vitest';
import { AIRPORT_PLACE_DEADLINE_MS } from '@/lib/constants';
import type { AirportPlace } from '@/lib/airport-places';
import { harness } from './harness';

/**
 * `GET /api/locations/airports?q=` through the real edge pipeline and the real sandbox's FindFlightLocation: Persian,
 * Latin and IATA phrases, ي/ك, the all-airports group, bad phrases (400, no upstream call) and an unavailable or slow
 * supplier (503 / 504 within the deadline, never a hang or an empty "no results").
 */
const json = { headers: { accept: 'application/json' } };
const places = async (res: Response) => ((await res.json()) as { items: AirportPlace[] }).items;
const lookups = (h: ReturnType<typeof harness>) => h.calls.filter((c) => c.path === '/api2/Location/FindFlightLocation');

describe('flight places (supplier location search) in workerd', () => {
  it.each([['مشهد'], ['mashhad'], ['MHD'], ['  مشهد  ']])('«%s» finds Mashhad (MHD) through the supplier', async (q) => {
    const h = harness();
    const res = await h.request(`/api/locations/airports?q=${encodeURIComponent(q)}`, json);
    expect(res.status).toBe(200);
    const items = await places(res);
    expect(items[0]).toMatchObject({ iata: 'MHD', city: 'مشهد', countryCode: 'IR', allAirports: false });
    expect(lookups(h)).toHaveLength(1);
  });

  it('Arabic ي/ك are searched as Persian ی/ک («كيش» finds Kish)', async () => {
    const h = harness();
    const res = await h.request(`/api/locations/airports?q=${encodeURIComponent('كيش')}`, json);
    expect((await places(res)).map((p) => p.iata)).toContain('KIH');
  });

  it('Tehran comes as its all-airports group (location type 5), once', async () => {
    const h = harness();
    const items = await places(await h.request(`/api/locations/airports?q=${encodeURIComponent('تهران')}`, json));
    const tehran = items.filter((p) => p.iata === 'THR');
    expect(tehran).toEqual([expect.objectContaining({ iata: 'THR', allAirports: true })]);
  });

  it('Istanbul: the group and the second airport (SAW)', async () => {
    const h = harness();
    const items = await places(await h.request('/api/locations/airports?q=istanbul', json));
    expect(items.map((p) => [p.iata, p.allAirports])).toEqual(
      expect.arrayContaining([
        ['IST', true],
        ['SAW', false],
      ]),
    );
  });

  it.each([[''], ['م'], ['x'.repeat(61)]])(
    'a phrase «%s» that is too short or too long: 400 with a Persian message, no upstream call',
    async (q) => {
      const h = harness();
      const res = await h.request(`/api/locations/airports?q=${encodeURIComponent(q)}`, json);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
      expect(lookups(h)).toHaveLength(0);
    },
  );

  it('only GET: a POST is refused', async () => {
    const h = harness();
    const res = await h.request('/api/locations/airports?q=mashhad', {
      method: 'POST',
      headers: { accept: 'application/json', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('a supplier 500 answers 503 (the form keeps its offline list), one try only', async () => {
    const h = harness();
    h.faults.push({ pattern: /FindFlightLocation/, spec: 'status=500' });
    const res = await h.request('/api/locations/airports?q=mashhad', json);
    expect(res.status).toBe(503);
    expect(lookups(h)).toHaveLength(1);
  });

  it('a hanging supplier answers 504 within the deadline', async () => {
    const h = harness();
    h.faults.push({ pattern: /FindFlightLocation/, spec: 'hang' });
    const started = Date.now();
    const res = await h.request('/api/locations/airports?q=mashhad', json);
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(AIRPORT_PLACE_DEADLINE_MS + 3_000);
  }, 15_000);

  it('the date picker’s non-stop routes come through the allow-listed proxy, schema-checked', async () => {
    const h = harness();
    const res = await h.request('/api/flights/non-stop-routes', json);
    expect(res.status).toBe(200);
    const routes = ((await res.json()) as { data: { Source: string; Destination: string; DayOfWeek: number[] }[] }).data;
    const thrMhd = routes.find((r) => r.Source === 'THR' && r.Destination === 'MHD');
    expect(thrMhd?.DayOfWeek.length).toBeGreaterThan(0);
    expect(routes.every((r) => r.DayOfWeek.every((d) => d >= 0 && d <= 6))).toBe(true);
  });
});
