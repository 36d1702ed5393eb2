import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { streamStart } from '@/server/search/pipeline';
import { hotelSearch } from '@/products/hotel/server/search';
import { packageSearchFromQuery } from '@/products/hotel/server/package-search';
import { UpstreamClient } from '@/server/upstream/request';

const today = '2030-01-10';

function lookupClient(locations: { locationId: number; slug: string; locationTypeId?: number }[]) {
  const bodies: unknown[] = [];
  const client = new UpstreamClient({
    baseUrl: 'https://api.test',
    providerCode: 'web',
    transport: async (req) => {
      bodies.push(await req.json());
      const data = locations.map((l) => ({
        locationId: l.locationId,
        name: 'کیش',
        persianName: 'کیش',
        englishName: 'Kish',
        locationTypeId: l.locationTypeId ?? 3,
        priority: 1,
        countryCode: 'IR',
        countryPersianName: 'ایران',
        countryEnglishName: 'Iran',
        iataCode: null,
        icaoCode: null,
        timeZone: 'Asia/Tehran',
        longitude: 0,
        latitude: 0,
        altitude: 0,
        parentId: null,
        parentName: null,
        parentEnglishName: null,
        province: null,
        fullName: 'کیش',
        keyword: '',
        similarName: '',
        searchEngineName: l.slug,
        isEnabled: true,
        slug: l.slug,
        isLocal: true,
        hotelName: null,
        hotelCount: 1,
      }));
      return new Response(JSON.stringify({ succeed: true, message: null, data }), { headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, bodies };
}

describe('hotelSearch.parse and streamStart', () => {
  it('an empty query gets the defaults (dates as the search route repairs them), and the location id from the lookup', async () => {
    const { client, bodies } = lookupClient([
      { locationId: 99, slug: 'ir-kishvar' },
      { locationId: 402, slug: 'ir-kish' },
    ]);
    const r = await hotelSearch.parse(client, 'ir-kish', {}, today);
    expect(r).toEqual({
      ok: true,
      value: {
        request: { locationId: 402, checkIn: '2030-01-10', checkOut: '2030-01-13', rooms: [{ adults: 2, children: [] }] },
        query: { room: '1', pCount: '2', 'room-0': '2', fSort: 'priceAsc', id: '402', startDate: '2030-01-10', endDate: '2030-01-13' },
      },
    });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ name: 'kish', lang: 'fa', takeCount: 0, locationTypes: [{ locationTypeid: 3 }] });
  });

  it('an id in the query is used as is; dates are repaired like the search route; rooms are read', async () => {
    const { client, bodies } = lookupClient([]);
    const rooms = { room: '2', 'room-0': '2', 'room-1': '1,5' };
    const r = await hotelSearch.parse(client, 'ir-kish', { id: '402', startDate: '2030-01-12', endDate: '2030-01-11', ...rooms }, today);
    // end before start → start + 3
    expect(r.ok && r.value.request).toEqual({
      locationId: 402,
      checkIn: '2030-01-12',
      checkOut: '2030-01-15',
      rooms: [
        { adults: 2, children: [] },
        { adults: 1, children: [5] },
      ],
    });
    expect(r.ok && [r.value.query['startDate'], r.value.query['endDate']]).toEqual(['2030-01-12', '2030-01-15']);
    // a start in the past → today; Jalali dates are read too (1408-10-26 = 2030-01-15)
    const past = await hotelSearch.parse(client, 'ir-kish', { id: '402', startDate: '2030-01-01', endDate: '1408-10-26' }, today);
    expect(past.ok && [past.value.request.checkIn, past.value.request.checkOut]).toEqual([today, '2030-01-15']);
    expect(bodies).toHaveLength(0);
  });

  it('a stream resumes from the search token and since alone: no parse, no location lookup', async () => {
    const { client, bodies } = lookupClient([]);
    const r = await streamStart(hotelSearch, client, 'ir-kish', { searchToken: 'h1.abc.def', since: '2' }, today);
    expect(r).toEqual({ ok: true, value: { token: 'h1.abc.def', since: 2 } });
    expect(bodies).toHaveLength(0);
  });

  it('a stream without a token parses the query (one lookup) and starts from the request', async () => {
    const { client, bodies } = lookupClient([{ locationId: 402, slug: 'ir-kish' }]);
    const r = await streamStart(hotelSearch, client, 'ir-kish', {}, today);
    expect(r.ok && 'request' in r.value && r.value.request.locationId).toBe(402);
    expect(bodies).toHaveLength(1);
  });

  it.each([
    ['no hyphen', 'kish', {}],
    ['an unknown slug', 'xx-nowhere', {}],
    ['a hotel, not a city, with that slug', 'ir-kish', {}],
    ['a 200-character slug', `ir-${'k'.repeat(200)}`, { id: '402' }],
  ])('rejects %s with the Persian destination message', async (name, destination, query) => {
    const { client } = lookupClient(name.startsWith('a hotel') ? [{ locationId: 5, slug: 'ir-kish', locationTypeId: 4 }] : []);
    const expected = { ok: false, code: 'invalid_destination', message: messages.searchInput.destinationInvalid };
    expect(await streamStart(hotelSearch, client, destination, query, today)).toEqual(expected);
    expect(await hotelSearch.parse(client, destination, query, today)).toEqual({
      ok: false,
      code: 'invalid_destination',
      message: messages.searchInput.destinationInvalid,
    });
  });

  it.each(['../../auth/Login', 'h1.a/b', 'short', 'x'.repeat(2000)])(
    'rejects the search token %s before anything goes upstream',
    async (searchToken) => {
      const { client, bodies } = lookupClient([]);
      expect(await streamStart(hotelSearch, client, 'ir-kish', { searchToken }, today)).toMatchObject({ ok: false, code: 'invalid_query' });
      expect(bodies).toHaveLength(0);
    },
  );
});

describe('packageSearchFromQuery', () => {
  it('takes the hotel search token; rooms only when the query names them', () => {
    expect(packageSearchFromQuery('7', { searchToken: 'h1.abc.def' })).toEqual({
      ok: true,
      value: { hotelId: 7, searchToken: 'h1.abc.def', locationId: null, checkIn: null, checkOut: null, rooms: null },
    });
    const r = packageSearchFromQuery('7', { searchToken: 'h1.abc.def', room: '1', 'room-0': '3' });
    expect(r.ok && r.value.rooms).toEqual([{ adults: 3, children: [] }]);
  });

  it('without a token, dates are required; the location id is optional', () => {
    expect(packageSearchFromQuery('7', { startDate: '2030-01-11', endDate: '2030-01-13', id: '402' })).toEqual({
      ok: true,
      value: {
        hotelId: 7,
        searchToken: null,
        locationId: 402,
        checkIn: '2030-01-11',
        checkOut: '2030-01-13',
        rooms: [{ adults: 2, children: [] }],
      },
    });
    expect(packageSearchFromQuery('7', { startDate: '2030-01-11' })).toMatchObject({
      ok: false,
      code: 'invalid_query',
      message: messages.common.genericError,
    });
  });

  it.each(['abc', '0', '-1', '1e5', '12345678901234'])('rejects the hotel id %s', (id) => {
    expect(packageSearchFromQuery(id, { searchToken: 'h1.abc.def' })).toMatchObject({ ok: false });
  });
});
