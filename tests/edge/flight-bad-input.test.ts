import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import { parsedSearch } from '@/server/search/prepared-search';
import { flightSearch } from '@/products/flight/server/search';
import { upstream } from '@/server/request-context';
import { harness } from './harness';

/**
 * A flight results document with input that cannot be searched: the page renders its Persian message (here a stand-in
 * renderer that does what FlightResultsSection does with the edge's parse) and the edge answers 400, never 200 or
 * 500; no search is started. A good query stays 200; missing dates are repaired by redirect before any of this.
 */
const today = todayIn(Date.now());
const html = { headers: { accept: 'text/html,application/xhtml+xml' } };
const date = addDays(today, 3);

function pageHarness() {
  const h = harness({
    render: async (c) => {
      const route = decodeURIComponent(/^\/flight\/([^/]+)\/search/.exec(c.req.path)?.[1] ?? '');
      const query = Object.fromEntries(new URL(c.req.url).searchParams);
      const parsed = await parsedSearch(flightSearch, upstream(), route, query, today);
      return c.html(`<!doctype html><p>${parsed.ok ? 'flights' : parsed.message}</p>`);
    },
  });
  const searches = () => h.calls.filter((x) => x.path === '/api2/flights/searchv3');
  return { ...h, searches };
}

describe('flight results page: bad input answers 400 with its Persian message', () => {
  it.each([
    ['not a pair', `/flight/THRMHD/search?flightDate=${date}&flightType=1`, messages.searchInput.badRoute],
    ['same city', `/flight/THR-IKA/search?flightDate=${date}&flightType=1`, messages.searchInput.sameRoute],
    ['unknown airport', `/flight/THR-QQQ/search?flightDate=${date}&flightType=1`, messages.searchInput.unknownAirport('QQQ')],
    [
      'too many passengers',
      `/flight/THR-MHD/search?flightDate=${date}&flightType=1&adults=8&child=2`,
      messages.searchInput.tooManyPassengers(9),
    ],
    [
      'more infants than adults',
      `/flight/THR-MHD/search?flightDate=${date}&flightType=1&adults=1&infant=2`,
      messages.searchInput.infantsPerAdult,
    ],
    ['bad passenger count', `/flight/THR-MHD/search?flightDate=${date}&flightType=1&adults=abc`, messages.searchInput.badPassengers],
    ['over a year ahead', `/flight/THR-MHD/search?flightDate=${addDays(today, 400)}&flightType=1`, flightMessages.flightResults.tooFar],
  ])('%s', async (_name, path, message) => {
    const h = pageHarness();
    const res = await h.request(path, html);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    expect(h.searches()).toHaveLength(0);
  });

  it('a good query is 200 and searches once', async () => {
    const h = pageHarness();
    const res = await h.request(`/flight/THR-MHD/search?flightDate=${date}&flightType=1&adults=1`, html);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('flights');
    expect(h.searches()).toHaveLength(1);
  });

  it('a past date is repaired by redirect, not refused', async () => {
    const h = pageHarness();
    const res = await h.request(`/flight/THR-MHD/search?flightDate=${addDays(today, -3)}&flightType=1`, html);
    expect([301, 302, 307, 308]).toContain(res.status);
    expect(res.headers.get('location')).toContain(`flightDate=${today}`);
    // The passed date goes along, so the page can say the search was moved to today (issue 48: never without a word).
    expect(res.headers.get('location')).toContain(`pastDate=${addDays(today, -3)}`);
  });
});
