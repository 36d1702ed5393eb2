/**
 * A destination's flight+hotel tour offers for `/tour/{destination}` (src/products/flight-hotel/server/home-offers.ts
 * destinationOffers) against the in-process sandbox: the page's slug to its city, the city's TourOffers cheapest first,
 * each linked to the flight+hotel search of its days exactly as the spec builds it; an unknown city or an outage is
 * no offer, never an error.
 */
import { describe, expect, it } from 'vitest';
import { tourOfferSearchPath } from '@/products/flight-hotel/model/search';
import { DESTINATION_OFFERS_MAX, destinationOffers } from '@/products/flight-hotel/server/home-offers';
import { createSandboxApp } from '@/server/sandbox/app';
import { UpstreamClient } from '@/server/upstream/request';
import { PROVIDER } from '../../sandbox/client';

async function setup(fault?: string) {
  const app = createSandboxApp({ seed: 1405, firstRoundDelayMs: 0 });
  const login = await app.request('/auth/Login', {
    method: 'POST',
    headers: { ...PROVIDER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'guest', password: 'guest' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const calls: string[] = [];
  const transport = (req: Request) => {
    calls.push(new URL(req.url).pathname);
    if (fault) req.headers.set('X-Sandbox-Fault', fault);
    return Promise.resolve(app.fetch(req));
  };
  const client = new UpstreamClient({
    baseUrl: 'http://sandbox.internal',
    transport,
    providerCode: 'web-tests',
    auth: { accessToken: async () => token, onUnauthorized: async () => false },
  });
  return { client, calls };
}

describe('/tour/{destination}: the destination’s flight+hotel offers', () => {
  it.each(['kish', 'ir-kish', 'istanbul'])('%s: its offers, cheapest first, each to the flight+hotel search of its days', async (slug) => {
    const { client } = await setup();
    const offers = await destinationOffers(client, slug);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.length).toBeLessThanOrEqual(DESTINATION_OFFERS_MAX);
    const prices = offers.map((o) => o.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const o of offers) {
      expect(o.href).toBe(tourOfferSearchPath(o, { onFlightPage: false, currentQuery: {} }));
      expect(o.href).toMatch(/^\/flight(\+|%2B)hotel\/[A-Z]{3}-[A-Z]{3}\/search\?/);
      expect(o.wentCompany.iconUrl).toBeTruthy();
      expect(o.returnCompany.persianName).toMatch(/[\u0600-\u06FF]/);
    }
    expect(new Set(offers.map((o) => o.destinationPersianName)).size).toBe(1);
  });

  it('an unknown city has no offer (and no offer call); an outage is no offer, never an error', async () => {
    const unknown = await setup();
    expect(await destinationOffers(unknown.client, 'xx-atlantis')).toEqual([]);
    expect(unknown.calls.some((p) => p.includes('TourOffer'))).toBe(false);
    const down = await setup('status=503');
    expect(await destinationOffers(down.client, 'kish')).toEqual([]);
  });
});
