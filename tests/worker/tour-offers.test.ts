import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { destinationOffers } from '@/products/flight-hotel/messages';

/**
 * `/tour/{destination}` on the built worker (issue 44 deliver 4): after the destination's tours, its flight+hotel
 * tour offers, each card with image, hotel, both airlines with their icons and a link to the flight+hotel search of
 * its days; an unknown destination shows none (and still answers).
 */
const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const NAV = { Accept: 'text/html,application/xhtml+xml', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none' };
const get = (path: string) => worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', headers: NAV }));

describe('/tour/{destination} on the built worker', () => {
  it('/tour/kish lists its flight+hotel offers, each linked to the flight+hotel search', async () => {
    const res = await get('/tour/kish');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="destination-tour-offers"');
    expect(html).toContain(destinationOffers.title('کیش'));
    const cards = [...html.matchAll(/<a href="([^"]+)"[^>]*data-testid="destination-tour-offer"/g)].map((m) => m[1]!);
    expect(cards.length).toBeGreaterThan(0);
    for (const href of cards) expect(href.replace(/&amp;/g, '&')).toMatch(/^\/flight(\+|%2B)hotel\/[A-Z]{3}-KIH\/search\?.*flightDate=/);
    expect(html.match(/data-testid="offer-went"/g)?.length).toBe(cards.length);
  });

  it('an unknown destination shows no offers', async () => {
    const res = await get('/tour/atlantis');
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).not.toContain('data-testid="destination-tour-offers"');
  });
});
