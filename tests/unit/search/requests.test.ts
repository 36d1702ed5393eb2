import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/lib/messages';
import { hotelSearchFromQuery, packageSearchFromQuery } from '../../../src/server/search/requests';
import { UpstreamClient } from '../../../src/server/upstream/request';

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

describe('hotelSearchFromQuery', () => {
  it('an empty query gets the defaults, and the location id from the lookup', async () => {
    const { client, bodies } = lookupClient([
      { locationId: 99, slug: 'ir-kishvar' },
      { locationId: 402, slug: 'ir-kish' },
    ]);
    const r = await hotelSearchFromQuery(client, 'ir-kish', {}, today);
    expect(r).toEqual({
      ok: true,
      value: { locationId: 402, checkIn: '2030-01-11', checkOut: '2030-01-13', rooms: [{ adults: 2, children: [] }] },
    });
    expect(bodies[0]).toMatchObject({ name: 'kish', lang: 'fa', takeCount: 0, locationTypes: [{ locationTypeid: 3 }] });
  });

  it('an id in the query is used as is; dates are repaired like the search route; rooms are read', async () => {
    const { client, bodies } = lookupClient([]);
    const rooms = { room: '2', 'room-0': '2', 'room-1': '1,5' };
    const r = await hotelSearchFromQuery(client, 'ir-kish', { id: '402', startDate: '2030-01-12', endDate: '2030-01-11', ...rooms }, today);
    // end before start → start + 3
    expect(r).toEqual({
      ok: true,
      value: {
        locationId: 402,
        checkIn: '2030-01-12',
        checkOut: '2030-01-15',
        rooms: [
          { adults: 2, children: [] },
          { adults: 1, children: [5] },
        ],
      },
    });
    // a start in the past → today; Jalali dates are read too (1408-10-26 = 2030-01-15)
    const past = await hotelSearchFromQuery(client, 'ir-kish', { id: '402', startDate: '2030-01-01', endDate: '1408-10-26' }, today);
    expect(past.ok && [past.value.checkIn, past.value.checkOut]).toEqual([today, '2030-01-15']);
    expect(bodies).toHaveLength(0);
  });

  it('carries a resumable search token and since', async () => {
    const { client } = lookupClient([]);
    const r = await hotelSearchFromQuery(client, 'ir-kish', { id: '402', searchToken: 'h1.abc.def', since: '2' }, today);
    expect(r.ok && r.value).toMatchObject({ searchToken: 'h1.abc.def', since: 2 });
  });

  it.each([
    ['no hyphen', 'kish', {}],
    ['an unknown slug', 'xx-nowhere', {}],
    ['a hotel, not a city, with that slug', 'ir-kish', {}],
    ['a 200-character slug', `ir-${'k'.repeat(200)}`, { id: '402' }],
  ])('rejects %s with the Persian destination message', async (name, destination, query) => {
    const { client } = lookupClient(name.startsWith('a hotel') ? [{ locationId: 5, slug: 'ir-kish', locationTypeId: 4 }] : []);
    expect(await hotelSearchFromQuery(client, destination, query, today)).toEqual({
      ok: false,
      code: 'invalid_destination',
      message: messages.hotelSearch.destinationInvalid,
    });
  });

  it.each(['../../auth/Login', 'h1.a/b', 'short', 'x'.repeat(2000)])(
    'rejects the search token %s before anything goes upstream',
    async (searchToken) => {
      const { client, bodies } = lookupClient([]);
      expect(await hotelSearchFromQuery(client, 'ir-kish', { searchToken }, today)).toMatchObject({ ok: false, code: 'invalid_query' });
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
