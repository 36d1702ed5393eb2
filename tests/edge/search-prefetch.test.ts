import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import { takeStartedSearch } from '@/server/search/prepared-search';
import { hotelSearch } from '@/products/hotel/server/search';
import type { SearchStart } from '@/server/search/start-failure';
import { harness } from './harness';

/**
 * The edge starts a results page's hotel search before rendering (src/edge/search-prefetch.ts), and the page takes
 * that token instead of asking for a second one. `render` stands in for the page: it takes the started search for
 * the parameters it would search with.
 */
const today = todayIn(Date.now());
const checkIn = addDays(today, 2);
const checkOut = addDays(today, 5);
const params = { locationId: 402, checkIn, checkOut, rooms: [{ adults: 2, children: [] }] };
const page = (path = '/hotel/ir-kish/search') =>
  `${path}?room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${checkIn}&endDate=${checkOut}`;
const html = { headers: { accept: 'text/html,application/xhtml+xml' } };

function prefetchHarness(renderParams = params) {
  const seen: { token: SearchStart; taken: boolean; again: boolean }[] = [];
  const h = harness({
    render: async (c) => {
      const started = takeStartedSearch(hotelSearch, renderParams);
      const token = started ? await started : null;
      seen.push({ token, taken: started !== null, again: takeStartedSearch(hotelSearch, renderParams) !== null });
      return c.text('page');
    },
  });
  const searches = () => h.calls.filter((x) => x.method === 'POST' && /\/Search$/.test(x.path));
  return { ...h, seen, searches };
}

describe('search prefetch', () => {
  it.each([['/hotel/ir-kish/search'], ['/hotel-map/ir-kish/search']])(
    '%s: the edge starts the search (the page never asks); the page gets its token once',
    async (path) => {
      const h = prefetchHarness();
      const res = await h.request(page(path), html);
      expect(res.status).toBe(200);
      expect(h.searches()).toHaveLength(1);
      expect(h.seen[0]).toMatchObject({ taken: true, again: false });
      expect(h.seen[0]!.token).toMatch(/\S+/);
    },
  );

  it('a page searching other parameters does not get the token (and no search is started twice by the edge)', async () => {
    const h = prefetchHarness({ ...params, checkOut: addDays(today, 6) });
    await h.request(page(), html);
    expect(h.seen[0]).toMatchObject({ taken: false });
    expect(h.searches()).toHaveLength(1);
  });

  it.each([
    ['not a document request', page(), {}],
    ['a resumed search', `${page()}&searchToken=abc123`, html],
    ['a destination without a hyphen', '/hotel/kish/search?id=402', html],
    ['another page', '/hotel/ir-kish', html],
    ['a POST', page(), { ...html, method: 'POST' }],
  ])('starts nothing for %s', async (_name, path, init) => {
    const h = prefetchHarness();
    await h.request(path, init as RequestInit);
    expect(h.searches()).toHaveLength(0);
  });

  it('a supplier that refuses the token gives the page null, not an error', async () => {
    const h = prefetchHarness();
    h.faults.push({ pattern: /\/Search$/, spec: 'status=500' });
    const res = await h.request(page(), html);
    expect(res.status).toBe(200);
    expect(h.seen[0]).toMatchObject({ taken: true, token: null });
  });
});
