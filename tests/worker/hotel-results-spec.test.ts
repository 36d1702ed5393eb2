/**
 * The hotel results page as the built worker renders it (issue 49 point 3): the four price bands of the city's
 * thresholds × nights × rooms, the star groups with «others», the area/type/provider lists, a checked band read back
 * from fPrice, the card's detail-panel toggle (the panel itself only once opened), the toman label only for a
 * logged-in viewer, and the Istanbul free-transfer perk.
 */
import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { formatAmount } from '@/lib/money';
import { ORIGIN, same, worker } from './seeded-traveller';

const NAV = { Accept: 'text/html,application/xhtml+xml', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none' };
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const kish = (extra = '') =>
  `/hotel/ir-kish/search?room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${day(9)}&endDate=${day(12)}&fSort=priceAsc${extra}`;
const page = async (path: string, cookie?: string) => {
  const res = await worker.fetch(new Request(ORIGIN + path, { headers: { ...NAV, ...(cookie ? { Cookie: cookie } : {}) } }));
  expect(res.status).toBe(200);
  return res.text();
};
// The price's text (its unit is a span of its own), tags and React's text separators dropped.
const prices = (html: string) =>
  [...html.matchAll(/data-testid="price"[^>]*>(.*?)<\/div>/g)].map((m) => m[1]!.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ''));
const band = (html: string, i: number) =>
  new RegExp(`data-testid="filter-price-${i}"[^>]*><input type="checkbox"([^>]*)>([^<]*)<`).exec(html);

describe('hotel results page, server-rendered (built worker)', () => {
  it("offers Kish's four price bands for 3 nights × 1 room, stars with «others», and the filter-key lists", async () => {
    const html = await page(kish());
    // Kish's row (30M, 55M, 95M rial) × 3 nights: 9, 16.5 and 28.5 million toman; the first band from 5.
    expect([0, 1, 2, 3].map((i) => band(html, i)?.[2])).toEqual([
      messages.filters.priceBand(formatAmount(5), formatAmount(9)),
      messages.filters.priceBand(formatAmount(9), formatAmount(16.5)),
      messages.filters.priceBand(formatAmount(16.5), formatAmount(28.5)),
      messages.filters.priceAbove(formatAmount(28.5)),
    ]);
    expect(band(html, 4)).toBeNull();
    expect(html).toContain('data-testid="filter-star-others"');
    expect(html).not.toContain('data-testid="filter-star-1"');
    expect(html).not.toContain('data-testid="filter-star-2"');
    for (const key of ['areas', 'types', 'providers']) expect(html).toContain(`data-testid="filter-${key}"`);
  });

  it('reads the chosen band back from fPrice (millions of toman), the open last band as "min-"', async () => {
    expect(band(await page(kish('&fPrice=9-16.5')), 1)?.[1]).toContain('checked');
    const open = await page(kish('&fPrice=28.5-'));
    expect(band(open, 3)?.[1]).toContain('checked');
    expect(band(open, 1)?.[1]).not.toContain('checked');
  });

  it('gives a guest the cards without «تومان», a detail toggle and no open panel; a logged-in viewer sees «تومان»', async () => {
    const guest = await page(kish());
    expect(prices(guest).length).toBeGreaterThan(0);
    expect(prices(guest).every((p) => !p.includes(messages.common.toman))).toBe(true);
    expect(guest).toContain('data-testid="detail-toggle"');
    expect(guest).toContain('aria-expanded="false"');
    expect(guest).not.toContain('data-testid="detail-panel"');

    const login = await worker.fetch(
      new Request(`${ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: same,
        body: JSON.stringify({ username: '09120000001', password: 'Sandbox!234' }),
      }),
    );
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('__Host-sfn_session='))!
      .split(';')[0]!;
    const user = prices(await page(kish(), cookie));
    expect(user.length).toBeGreaterThan(0);
    expect(user.every((p) => p.endsWith(` ${messages.common.toman}`))).toBe(true);
  });

  it('marks Istanbul hotels with the free transfer perk', async () => {
    const html = await page(
      `/hotel/tr-istanbul/search?room=1&pCount=2&adults=2&room-0=2&id=5847&scope=i&startDate=${day(9)}&endDate=${day(12)}&fSort=priceAsc`,
    );
    expect(html).toContain('data-perk="freeTransfer"');
    expect(await page(kish())).not.toContain('data-perk="freeTransfer"');
  });
});
