/**
 * Flights, same seed → same bytes: a one-way and a return search polled to the end (flights, providers, discounts,
 * prices), the Cheapest calendar, the non-stop routes, the charter schedule and the flight location search; another
 * seed gives other flights. Cold caches each time.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp, resetSandboxState } from '@/server/sandbox/app';
import { authed, dateAfter, guestLogin, inProcess, json, type Call } from './client';

const NOW = Date.UTC(2026, 10, 21, 8, 0, 0);

async function snapshot(seed: number): Promise<string> {
  let now = NOW;
  const call: Call = inProcess(createSandboxApp({ seed, clock: () => now, firstRoundDelayMs: 1200 }));
  const { access_token } = await guestLogin(call);
  const h = authed(access_token);
  const parts: unknown[] = [];
  for (const body of [
    { source: 'THR', destination: 'MHD', departureDate: dateAfter(NOW, 5), flightType: 1, adults: 1 },
    {
      source: 'THR',
      destination: 'IST',
      sourceAllAirports: true,
      departureDate: dateAfter(NOW, 6),
      returnDate: dateAfter(NOW, 12),
      flightType: 2,
      adults: 2,
      children: 1,
    },
  ]) {
    const { searchToken } = (await (await call('/api2/flights/searchv3', json(body, h))).json()) as { searchToken: string };
    now += 60_000; // every provider has answered
    const poll = (await (await call(`/api2/flights/available/${searchToken}`, { method: 'POST', headers: h })).json()) as {
      departures: unknown[];
      returns: unknown[];
      isFinish: boolean;
      searchInfo: { providers: unknown };
    };
    expect(poll.isFinish).toBe(true);
    // The token and search id are per search; what was found is the seed's.
    parts.push(poll.departures, poll.returns, poll.searchInfo.providers);
  }
  const cheapest = await call(
    '/api2/flights/Cheapest',
    json({ fromDate: dateAfter(NOW, 1), toDate: dateAfter(NOW, 40), source: 'THR', destination: 'MHD' }, h),
  );
  parts.push(await cheapest.json());
  for (const path of ['/api2/flights/NonStopRoutes', '/api2/flights/CharterSchedule'])
    parts.push(await (await call(path, { headers: h })).json());
  for (const name of ['مشهد', 'tehran', 'IST']) {
    const res = await call('/api2/Location/FindFlightLocation', json({ name, lang: 'fa', takeCount: 0 }, h));
    parts.push(await res.json());
  }
  return JSON.stringify(parts);
}

describe('flight determinism', () => {
  beforeEach(() => resetSandboxState());

  it('the same seed gives byte-identical searches, calendar, non-stop routes, charters and locations', async () => {
    const a = await snapshot(7);
    resetSandboxState();
    const b = await snapshot(7);
    expect(a.length).toBeGreaterThan(20_000);
    expect(b).toBe(a);
  });

  it('another seed gives other flights', async () => {
    expect(await snapshot(8)).not.toBe(await snapshot(7));
  });
});
