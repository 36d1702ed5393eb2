/** Same seed → byte-identical data; another seed → different data; generation is fast. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp, resetSandboxState } from '@/server/sandbox/app';
import { CITIES } from '@/server/sandbox/data/cities';
import { hotelsOfCity } from '@/server/sandbox/data/hotels';
import { authed, dateAfter, guestLogin, inProcess, json, type Call } from './client';

const NOW = Date.UTC(2026, 10, 21, 8, 0, 0);
const clock = () => NOW;

/** Everything a seed determines, as JSON: hotel details of every city, and the packages of some hotels. */
async function snapshot(seed: number): Promise<string> {
  const call: Call = inProcess(createSandboxApp({ seed, clock, firstRoundDelayMs: 0 }));
  const { access_token } = await guestLogin(call);
  const h = authed(access_token);
  const parts: unknown[] = [];
  for (const city of CITIES) {
    const res = await call(`/api2/hotels/HotelList?locationId=${city.id}`, { headers: h });
    parts.push(await res.json());
  }
  for (const [cityId, hotelId] of [
    [402, 402001],
    [401, 401050],
    [46082, 46082100],
    [5847, 5847170],
  ] as const) {
    const tok = (await (
      await call(
        `/api/hotel/core/v1/Hotels/${cityId}/searchpackages?hotelId=${hotelId}`,
        json({ checkIn: dateAfter(NOW, 10), checkOut: dateAfter(NOW, 13), roomPassengers: [{ adultsCount: 2, childrenAges: [7] }] }, h),
      )
    ).json()) as { searchToken: string };
    const res = await call(`/api/hotel/core/v1/Hotels/${tok.searchToken}/availablepackages`, { headers: h });
    const body = (await res.json()) as { items: unknown[] };
    // The token embeds a signature per seed; compare the packages only.
    parts.push(body.items);
  }
  const search = (await (
    await call(
      '/api/hotel/core/v1/Hotels/402/Search',
      json({ checkIn: dateAfter(NOW, 10), checkOut: dateAfter(NOW, 13), roomPassengers: [{ adultsCount: 2, childrenAges: [] }] }, h),
    )
  ).json()) as { searchToken: string };
  parts.push(
    (
      (await (await call(`/api/hotel/core/v1/Hotels/cities/${search.searchToken}/available`, { headers: h })).json()) as {
        items: unknown[];
      }
    ).items,
  );
  return JSON.stringify(parts);
}

describe('determinism', () => {
  beforeEach(() => resetSandboxState());

  it('the same seed gives byte-identical hotels, packages and search results (cold caches each time)', async () => {
    const a = await snapshot(42);
    resetSandboxState();
    const b = await snapshot(42);
    expect(a.length).toBeGreaterThan(1_000_000);
    expect(b).toBe(a);
  });

  it('a different seed gives different data', async () => {
    const a = await snapshot(42);
    const b = await snapshot(43);
    expect(b).not.toBe(a);
  });

  // Speed is a bench figure, not a test assertion (machines differ): this prints the cold time per city and asserts
  // only what was generated.
  it('generates each city cold with its full hotel count, including the 180 hotels of Dubai', () => {
    const timings: Record<string, number> = {};
    for (const city of CITIES) {
      resetSandboxState();
      const t0 = performance.now();
      const hotels = hotelsOfCity(99, city.id);
      timings[city.en] = performance.now() - t0;
      expect(hotels).toHaveLength(city.hotels);
    }
    const worst = Math.max(...Object.values(timings));
    console.info(
      `generation per city: worst ${worst.toFixed(2)} ms; Dubai ${timings.Dubai?.toFixed(2)} ms; Kish ${timings.Kish?.toFixed(2)} ms`,
    );
  });
});
