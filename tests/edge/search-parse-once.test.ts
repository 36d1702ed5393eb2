import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import { toQuery } from '@/lib/query';
import { firstSearchRound } from '@/server/search/pipeline';
import { parsedSearch, takeStartedSearch } from '@/server/search/prepared-search';
import { hotelSearch } from '@/products/hotel/server/search';
import { destinationBySlug } from '@/server/upstream/search-form';
import { cookieFrom, harness } from './harness';

/**
 * One results page load parses its query once: the edge prefetch parses it (and looks the location up), the page
 * takes that parse, and the stream that continues the search resumes from its token alone. `render` stands in for
 * the page's server half (src/products/hotel/components/HotelResultsSection.tsx) and its search form's data, with the same
 * server calls.
 */
const today = todayIn(Date.now());
const query = `startDate=${addDays(today, 2)}&endDate=${addDays(today, 5)}&room=1&room-0=2`;
const html = { headers: { accept: 'text/html,application/xhtml+xml' } };
const NO_OFFLINE = { domestic: [], international: [] };

function pageHarness() {
  const resumes: string[] = [];
  const h = harness({
    // The first round at once (not the sandbox's default 1 200 ms on the real clock): what is counted here is calls.
    sandbox: { firstRoundDelayMs: 0 },
    render: async (c: Context) => {
      const url = new URL(c.req.url);
      const destination = decodeURIComponent(url.pathname.split('/')[2] ?? '');
      const client = c.get('upstream');
      const parsed = await parsedSearch(hotelSearch, client, destination, toQuery(url.searchParams), today);
      if (!parsed.ok) return c.text(parsed.code, 400);
      const { request } = parsed.value;
      const started = await (takeStartedSearch(hotelSearch, request) ?? hotelSearch.start(client, request));
      const token = typeof started === 'string' ? started : null;
      // The results page's search form names its destination too (a city outside the offline lists, as here).
      const [first] = await Promise.all([firstSearchRound(hotelSearch, client, token), destinationBySlug(client, destination, NO_OFFLINE)]);
      if (token) resumes.push(`/stream/hotels/${destination}?${query}&searchToken=${token}&since=${first.searchInfo?.round ?? 0}`);
      return c.text(`page ${first.items.length}`);
    },
  });
  const lookups = () => h.calls.filter((x) => x.path.endsWith('/Location/FindLocation'));
  const searches = () => h.calls.filter((x) => x.method === 'POST' && /\/Search$/.test(x.path));
  return { ...h, resumes, lookups, searches };
}

describe('a results page load parses its query once', () => {
  it('document load without a location id: one location lookup and one search, for the edge, the page and the stream', async () => {
    const h = pageHarness();
    const res = await h.request(`/hotel/ir-kish/search?${query}`, html);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^page [1-9]/);
    expect(h.lookups()).toHaveLength(1);
    expect(h.searches()).toHaveLength(1);
    // The browser continues the same search: no parse, no lookup, no second search (the route has decided all that
    // by the time it answers; the rounds themselves are the stream tests' business).
    const stream = await h.request(h.resumes[0]!, { headers: { cookie: cookieFrom(res) } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/ndjson/);
    await stream.body?.cancel();
    expect(h.lookups()).toHaveLength(1);
    expect(h.searches()).toHaveLength(1);
  });

  it('an RSC navigation (no prefetch): the page parses itself, once', async () => {
    const h = pageHarness();
    await h.request(`/hotel/ir-kish/search?${query}`);
    expect(h.lookups()).toHaveLength(1);
    expect(h.searches()).toHaveLength(1);
  });

  it('an unknown city: one lookup, and the page takes the edge’s answer', async () => {
    const h = pageHarness();
    const res = await h.request(`/hotel/xx-atlantis/search?${query}`, html);
    expect(await res.text()).toBe('invalid_destination');
    expect(h.lookups()).toHaveLength(1);
    expect(h.searches()).toHaveLength(0);
  });

  it('a stream without a token parses once and starts its own search', async () => {
    const h = pageHarness();
    const stream = await h.request(`/stream/hotels/ir-kish?${query}`);
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
    await new Promise((r) => setTimeout(r, 50)); // the search starts in the body's producer
    expect(h.lookups()).toHaveLength(1);
    expect(h.searches()).toHaveLength(1);
  });
});
