import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import type { Query } from '@/lib/query';
import { attractionSearch } from '@/products/attraction/server/search';
import { cipSearchProblem } from '@/products/cip/model/search';
import { flightHotelSearch } from '@/products/flight-hotel/server/search';
import { insuranceSearchProblem } from '@/products/insurance/model/search';
import { tourSearchProblem } from '@/products/tour/model/search';
import { upstream } from '@/server/request-context';
import { parsedSearch } from '@/server/search/prepared-search';
import { hotelSearch } from '@/products/hotel/server/search';
import { harness } from './harness';

/**
 * Issue 16 point 1, every product: a results URL whose input no repair redirect can fix answers 400 with its Persian
 * message, never 200 (nor 500); a good one stays 200. The stand-in renderer does what each page does with the same
 * rule (hotel, attraction and flight+hotel: the edge's parse, as their results pages show its message; the summary products: each one's search problem, as
 * SearchProblem shows it). Missing and past dates of the products that have a repair redirect are still redirected.
 */
const today = todayIn(Date.now());
const html = { headers: { accept: 'text/html,application/xhtml+xml' } };
const d = (n: number) => addDays(today, n);
const m = messages.searchInput;

type Problem = (place: string, query: Query, today: string) => string | null;
const SUMMARY: [RegExp, Problem][] = [
  [/^\/tour\/([^/]+)$/, tourSearchProblem],
  [/^\/(?:insurance)\/([^/]+)\/search$/, insuranceSearchProblem],
  [/^\/(?:cip)\/([^/]+)\/search$/, cipSearchProblem],
];

function pageHarness() {
  return harness({
    render: async (c) => {
      const query = Object.fromEntries(new URL(c.req.url).searchParams);
      const hotel = /^\/hotel\/([^/]+)\/search$/.exec(c.req.path);
      if (hotel) {
        const parsed = await parsedSearch(hotelSearch, upstream(), decodeURIComponent(hotel[1]!), query, today);
        return c.html(`<!doctype html><p>${parsed.ok ? 'hotels' : parsed.message}</p>`);
      }
      // The attraction results page takes the edge's parse too (its single-answer search, issue 47).
      const attraction = /^\/attraction\/([^/]+)\/search$/.exec(c.req.path);
      if (attraction) {
        const parsed = await parsedSearch(attractionSearch, upstream(), decodeURIComponent(attraction[1]!), query, today);
        return c.html(`<!doctype html><p>${parsed.ok ? 'attractions' : parsed.message}</p>`);
      }
      // The flight+hotel results page takes the edge's parse too (its polled search, issue 44).
      const flightHotel = /^\/flight(?:\+|%2[bB])hotel\/([^/]+)\/search$/.exec(c.req.path);
      if (flightHotel) {
        const parsed = await parsedSearch(flightHotelSearch, upstream(), decodeURIComponent(flightHotel[1]!), query, today);
        return c.html(`<!doctype html><p>${parsed.ok ? 'bundles' : parsed.message}</p>`);
      }
      for (const [re, problem] of SUMMARY) {
        const hit = re.exec(c.req.path);
        if (hit) return c.html(`<!doctype html><p>${problem(hit[1]!, query, today) ?? 'summary'}</p>`);
      }
      return c.text('other');
    },
  });
}

const hotelQuery = (patch = '') => `room=1&room-0=2&startDate=${d(10)}&endDate=${d(12)}${patch}`;

describe('every product: a results URL that cannot be searched is a Persian 400', () => {
  it.each([
    // hotel (the destination must exist; rooms within the limits; within a year)
    ['hotel: unknown destination', `/hotel/ir-nowhereland/search?${hotelQuery()}`, messages.searchInput.destinationInvalid],
    ['hotel: bad room', `/hotel/ir-kish/search?id=402&room=1&room-0=abc&startDate=${d(10)}&endDate=${d(12)}`, m.badRooms],
    ['hotel: too many rooms', `/hotel/ir-kish/search?id=402&room=9&room-0=2&startDate=${d(10)}&endDate=${d(12)}`, m.badRooms],
    ['hotel: 20 adults in a room', `/hotel/ir-kish/search?id=402&room=1&room-0=20&startDate=${d(10)}&endDate=${d(12)}`, m.badRooms],
    ['hotel: over a year ahead', `/hotel/ir-kish/search?id=402&room=1&room-0=2&startDate=${d(400)}&endDate=${d(402)}`, m.tooFar],
    // flight+hotel
    ['flight+hotel: not a pair', `/flight+hotel/THRIST/search?flightDate=${d(5)}&returnDate=${d(8)}`, m.badRoute],
    ['flight+hotel: unknown destination', `/flight+hotel/THR-QQQ/search?flightDate=${d(5)}&returnDate=${d(8)}`, m.unknownAirport('QQQ')],
    ['flight+hotel: same city', `/flight%2Bhotel/THR-IKA/search?flightDate=${d(5)}&returnDate=${d(8)}`, m.sameRoute],
    [
      'flight+hotel: passengers',
      `/flight+hotel/THR-IST/search?flightDate=${d(5)}&returnDate=${d(8)}&adults=8&child=3`,
      m.tooManyPassengers(9),
    ],
    ['flight+hotel: over a year', `/flight+hotel/THR-IST/search?flightDate=${d(400)}&returnDate=${d(403)}`, m.tooFar],
    // tour
    ['tour: bad destination', '/tour/kish!', m.badDestination],
    ['tour: bad date', `/tour/kish?flightDate=2026-13-45`, m.badDate],
    ['tour: past date', `/tour/kish?flightDate=${d(-3)}`, m.pastDate],
    ['tour: passengers', `/tour/kish?flightDate=${d(5)}&adults=abc`, m.badPassengers],
    // insurance
    ['insurance: end before start', `/insurance/ae-dubai/search?startDate=${d(10)}&endDate=${d(5)}`, m.endBeforeStart],
    ['insurance: over a year', `/insurance/ae-dubai/search?startDate=${d(500)}`, m.tooFar],
    ['insurance: bad destination', `/insurance/${encodeURIComponent('a"b')}/search?startDate=${d(5)}`, m.badDestination],
    // attraction
    ['attraction: infants over adults', `/attraction/tr-istanbul/search?startDate=${d(5)}&adults=1&infant=2`, m.infantsPerAdult],
    ['attraction: bad date', `/attraction/tr-istanbul/search?startDate=tomorrow`, m.badDate],
    // cip
    ['cip: unknown airport', `/cip/QQQ/search?startDate=${d(5)}`, m.unknownAirport('QQQ')],
    ['cip: past date', `/cip/IKA/search?startDate=${d(-1)}`, m.pastDate],
    ['cip: a past flightDate', `/cip/ir-tehran/search?flightDate=${d(-1)}`, m.pastDate],
  ])('%s', async (_name, path, message) => {
    const res = await pageHarness().request(path, html);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it.each([
    ['hotel', `/hotel/ir-kish/search?id=402&${hotelQuery()}`, 'hotels'],
    ['flight+hotel', `/flight+hotel/THR-IST/search?flightDate=${d(5)}&returnDate=${d(8)}&adults=2`, 'bundles'],
    ['flight+hotel, any airport', `/flight%2Bhotel/X-IST/search?flightDate=${d(5)}&returnDate=${d(8)}`, 'bundles'],
    ['tour', `/tour/kish?flightDate=${d(5)}&returnDate=${d(8)}&pCount=2&adults=2`, 'summary'],
    ['tour, no query', '/tour/kish', 'summary'],
    ['insurance', `/insurance/ae-dubai/search?startDate=${d(5)}&endDate=${d(12)}&adults=۲`, 'summary'],
    ['attraction', `/attraction/tr-istanbul/search?startDate=${d(5)}&adults=2&child=1`, 'attractions'],
    ['cip', `/cip/IKA/search?startDate=${d(5)}&adults=1`, 'summary'],
    ['cip by city slug', `/cip/ir-tehran/search?flightDate=${d(5)}&adults=1`, 'summary'],
  ])('a good %s query stays 200', async (_name, path, body) => {
    const res = await pageHarness().request(path, html);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(body);
  });

  it.each([
    ['hotel', `/hotel/ir-kish/search?id=402&room=1&room-0=2&startDate=${d(-3)}&endDate=${d(-1)}`],
    ['flight+hotel', `/flight+hotel/THR-IST/search?flightDate=${d(-3)}&returnDate=${d(2)}`],
  ])('a past %s date is still repaired by redirect, not refused', async (_name, path) => {
    const res = await pageHarness().request(path, html);
    expect([301, 302, 307, 308]).toContain(res.status);
  });
});
