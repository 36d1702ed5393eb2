/**
 * The home page's optional content (issue 48): the popular flight routes with their lowest fares and the tour
 * offers, through the product clients against the sandbox. A failed or hanging price lookup shows the route without
 * a price (never an error); every wait is bounded.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { todayIn } from '@/lib/dates';
import { clearHomeOffers, homeOffers } from '@/products/flight-hotel/server/home-offers';
import { POPULAR_DEADLINE_MS, POPULAR_ROUTES, clearPopularRoutes, popularRoutes } from '@/products/flight/server/popular-routes';
import { sandboxClient } from '../../fixtures/sandbox-client';

beforeEach(() => {
  clearPopularRoutes();
  clearHomeOffers();
});

describe('popular routes', () => {
  it('every route with its lowest one-way fare of the next days and a search of that day', async () => {
    const { client } = await sandboxClient();
    const today = todayIn();
    const routes = await popularRoutes(client, today);
    expect(routes.map((r) => `${r.origin}-${r.destination}`)).toEqual(POPULAR_ROUTES.map(([o, d]) => `${o}-${d}`));
    for (const r of routes) {
      expect(r.lowestPrice, r.destination).toBeGreaterThan(0);
      expect(r.date! > today).toBe(true);
      expect(r.href).toBe(
        `/flight/${r.origin}-${r.destination}/search?flightDate=${r.date}&flightType=1&adults=1&child=0&infant=0&flightClass=Y`,
      );
    }
    expect(routes[0]).toMatchObject({ originCity: 'تهران', destinationCity: 'مشهد' });
  });

  it('a failing price lookup: the routes without prices, not an error; asked again next time', async () => {
    const { client, calls } = await sandboxClient({ fault: { path: /Cheapest/, spec: 'status=500' } });
    const routes = await popularRoutes(client, todayIn());
    expect(routes).toHaveLength(POPULAR_ROUTES.length);
    for (const r of routes) expect(r.lowestPrice).toBeNull();
    expect(routes[0]!.href).toMatch(/^\/flight\/THR-MHD\/search\?flightDate=/);
    const before = calls.length;
    await popularRoutes(client, todayIn());
    expect(calls.length).toBeGreaterThan(before);
  });

  it('a hanging lookup is given up at the deadline', async () => {
    const { client } = await sandboxClient({ fault: { path: /Cheapest/, spec: 'hang=20000' } });
    const started = Date.now();
    const routes = await popularRoutes(client, todayIn());
    expect(Date.now() - started).toBeLessThan(POPULAR_DEADLINE_MS + 1500);
    for (const r of routes) expect(r.lowestPrice).toBeNull();
  }, 10_000);

  it('an answer with every price is kept: a second page asks nothing', async () => {
    const { client, calls } = await sandboxClient();
    await popularRoutes(client, todayIn());
    const before = calls.length;
    await popularRoutes(client, todayIn());
    expect(calls.length).toBe(before);
  });
});

describe('home tour offers', () => {
  it('destinations with their lowest price per person and their cheapest offers, each a flight+hotel search', async () => {
    const { client } = await sandboxClient();
    const { destinations, offers } = await homeOffers(client, todayIn());
    expect(destinations.length).toBeGreaterThan(0);
    for (const d of destinations) {
      const own = offers.filter((o) => o.destinationId === d.destinationId);
      expect(own.length).toBeGreaterThan(0);
      expect(d.lowestPrice).toBe(Math.min(...own.map((o) => o.price)));
      expect(d.href).toMatch(/^\/flight\+hotel\/[A-Z]{3}-[A-Z]{3}\/search\?/);
    }
  });

  it('an outage shows none, not an error', async () => {
    const { client } = await sandboxClient({ fault: { path: /TourOffer/, spec: 'status=500' } });
    expect(await homeOffers(client, todayIn())).toEqual({ destinations: [], offers: [] });
  });
});
