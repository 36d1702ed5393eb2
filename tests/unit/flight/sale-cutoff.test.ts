/**
 * When check-in closes (src/products/flight/model/sale-cutoff.ts): 2 hours before a domestic departure, 3 abroad; and
 * the site's flight client keeping it against a supplier that still lists departed flights (in process).
 */
import { describe, expect, it } from 'vitest';
import { onSale, saleClosesAt } from '@/products/flight/model/sale-cutoff';
import { provisionTrip } from '@/products/flight/server/checkout';
import { FlightSearchPollResponse } from '@/products/flight/server/schemas';
import { flightsApi } from '@/products/flight/server/upstream';
import { createSandboxApp } from '@/server/sandbox/app';
import { authApi } from '@/server/upstream/auth';
import { UpstreamClient } from '@/server/upstream/request';

const flight = (departureTime: string, from = 'IR', to = 'IR') => ({
  departureTime,
  origin: { countryCode: from },
  destination: { countryCode: to },
});
// 21:00 in Tehran (+03:30) is 17:30 UTC.
const at = (iso: string) => Date.parse(iso);

describe('a flight is on sale until check-in closes', () => {
  it.each([
    // Issue 48: a search at 21:00 Tehran time never offers a domestic flight before 23:00.
    ['22:59 Tehran, domestic, asked at 21:00', flight('2026-12-01T22:59:00+03:30'), '2026-12-01T21:00:00+03:30', false],
    [
      '23:00 Tehran, domestic, asked at 21:00 (the last minute it closes)',
      flight('2026-12-01T23:00:00+03:30'),
      '2026-12-01T21:00:00+03:30',
      false,
    ],
    ['23:01 Tehran, domestic, asked at 21:00', flight('2026-12-01T23:01:00+03:30'), '2026-12-01T21:00:00+03:30', true],
    ['04:55 the same morning, asked at 20:55', flight('2026-11-01T04:55:00+03:30'), '2026-11-01T20:55:00+03:30', false],
    [
      'abroad 23:30, asked at 21:00: 2.5 hours is not enough',
      flight('2026-12-01T23:30:00+03:30', 'IR', 'TR'),
      '2026-12-01T21:00:00+03:30',
      false,
    ],
    ['abroad 00:01 next day, asked at 21:00', flight('2026-12-02T00:01:00+03:30', 'IR', 'TR'), '2026-12-01T21:00:00+03:30', true],
    ['inbound from Istanbul (+03:00), its own offset', flight('2026-12-01T10:00:00+03:00', 'TR', 'IR'), '2026-12-01T06:59:00+03:00', true],
    ['inbound from Istanbul, an hour later', flight('2026-12-01T10:00:00+03:00', 'TR', 'IR'), '2026-12-01T07:00:00+03:00', false],
    ['a departure it cannot read is never sold', flight('not a time'), '2026-12-01T21:00:00+03:30', false],
  ] as const)('%s', (_, f, now, expected) => {
    expect(onSale(f, at(now))).toBe(expected);
  });

  it('closes 2 hours before a domestic and 3 before an international departure', () => {
    expect(saleClosesAt(flight('2026-12-01T12:00:00+03:30'))).toBe(at('2026-12-01T10:00:00+03:30'));
    expect(saleClosesAt(flight('2026-12-01T12:00:00+03:30', 'IR', 'AE'))).toBe(at('2026-12-01T09:00:00+03:30'));
  });
});

describe('the site keeps the rule whatever the supplier sends', () => {
  // A supplier whose clock stands at 00:05 yesterday (Tehran) still offers all of yesterday's flights: every one of them
  // has left by now. The site's client must show none and refuse to provision any.
  const TEHRAN = 210 * 60_000;
  const yesterdayStart = Math.floor((Date.now() + TEHRAN) / 86_400_000) * 86_400_000 - 86_400_000 - TEHRAN;
  const sandbox = createSandboxApp({ seed: 1405, firstRoundDelayMs: 0, clock: () => yesterdayStart + 5 * 60_000 });
  let token: string | null = null;
  const client = new UpstreamClient({
    baseUrl: 'http://sandbox.internal',
    transport: (req) => Promise.resolve(sandbox.fetch(req)),
    providerCode: 'web-tests',
    auth: { accessToken: async () => token, onUnauthorized: async () => false },
  });

  it('yesterday’s flights the supplier still lists are dropped from the results and refused when chosen', async () => {
    token = (await authApi(client).guestLogin({ username: 'guest', password: 'guest' })).access_token;
    const day = new Date(yesterdayStart + TEHRAN).toISOString().slice(0, 10);
    const api = flightsApi(client);
    const search = await api.searchToken({
      source: 'THR',
      destination: 'MHD',
      departureDate: day,
      returnDate: null,
      passengers: { adults: 1, children: 0, infants: 0 },
      cabin: 'Y',
    });
    // What the supplier sends, read past the client: it does list them.
    const raw = await client.call({
      method: 'POST',
      path: `/api2/flights/available/${search}`,
      schema: FlightSearchPollResponse,
    });
    expect(raw.departures.length).toBeGreaterThan(0);
    expect((await api.poll(search)).departures).toEqual([]);
    const chosen = await provisionTrip(client, {
      searchToken: search,
      flightId: raw.departures[0]!.flightId,
      returnFlightId: null,
      acceptedTotal: null,
    });
    expect(chosen).toEqual({ step: 'sale-closed' });
  });
});
