import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '@/server/sandbox/app';
import type { Location } from '@/server/schemas/locations';
import { hotelsApi } from '@/products/hotel/server/upstream/search';
import { authApi } from '@/server/upstream/auth';
import { cityOfSlug, keepTourResults, locationSearchBody, locationsApi, slugSearchName } from '@/server/upstream/locations';
import { UpstreamClient } from '@/server/upstream/request';
import { destinationBySlug, offlineDestinations } from '@/server/upstream/search-form';

/** A client whose supplier answers every location search with `answer` (or fails with `status`), recording calls. */
function scripted(answer: Partial<Location>[] = [], status = 200) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const client = new UpstreamClient({
    baseUrl: 'https://api.test',
    providerCode: 'web',
    transport: async (req) => {
      const url = new URL(req.url);
      calls.push({ method: req.method, path: url.pathname, body: req.method === 'POST' ? await req.json() : null });
      if (status !== 200) return new Response(JSON.stringify({ succeed: false, message: 'خطا', code: 'upstream_error' }), { status });
      return new Response(JSON.stringify({ succeed: true, message: null, data: answer.map(location) }), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { client, calls };
}

function location(p: Partial<Location>): Location {
  return {
    locationId: 1,
    name: 'کیش',
    persianName: 'کیش',
    englishName: 'Kish',
    locationTypeId: 3,
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
    searchEngineName: 'ir-kish',
    isEnabled: true,
    slug: 'ir-kish',
    isLocal: true,
    hotelName: null,
    hotelCount: 1,
    ...p,
  };
}

describe('the location search body', () => {
  it('has every field of the catalogue, with the hotel lookup defaults (takeCount 0, city type 3)', () => {
    expect(locationSearchBody('hotels', { name: 'kish' })).toEqual({
      isLocal: null,
      lang: 'fa',
      locationTypes: [{ locationTypeid: 3 }],
      myCityShowOnly: false,
      parentid: null,
      showAllCity: true,
      takeCount: 0,
      name: 'kish',
    });
  });

  it('defaults the location types by variant: flights 3 and 5, tours and flight+hotel 5 and 7', () => {
    expect(locationSearchBody('flights', { name: 'teh' }).locationTypes).toEqual([{ locationTypeid: 3 }, { locationTypeid: 5 }]);
    expect(locationSearchBody('tours', { name: 'teh' }).locationTypes).toEqual([{ locationTypeid: 5 }, { locationTypeid: 7 }]);
  });

  it('passes what the caller sets', () => {
    expect(
      locationSearchBody('hotels', {
        name: 'پارسیان',
        locationTypes: [4],
        takeCount: 10,
        parentId: 402,
        isLocal: true,
        showAllCity: false,
        myCityShowOnly: true,
      }),
    ).toEqual({
      isLocal: true,
      lang: 'fa',
      locationTypes: [{ locationTypeid: 4 }],
      myCityShowOnly: true,
      parentid: 402,
      showAllCity: false,
      takeCount: 10,
      name: 'پارسیان',
    });
  });
});

describe('the location search variants', () => {
  it.each([
    ['hotels', '/api2/Location/FindLocation'],
    ['flights', '/api2/Location/FindFlightLocation'],
    ['tours', '/api2/Location/FindTourLocation'],
  ] as const)('%s posts to %s', async (variant, path) => {
    const { client, calls } = scripted([{ locationId: 402 }]);
    const found = await locationsApi(client)[variant === 'flights' ? 'airports' : variant]({ name: 'kish' });
    expect(found.map((l) => l.locationId)).toEqual([402]);
    expect(calls).toEqual([{ method: 'POST', path, body: locationSearchBody(variant, { name: 'kish' }) }]);
  });

  it('does not search under 2 characters', async () => {
    const { client, calls } = scripted([{ locationId: 402 }]);
    expect(await locationsApi(client).hotels({ name: ' k ' })).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('for the name BAK, the tour search keeps only the third result; other searches and names keep them all', async () => {
    const three = [{ locationId: 1 }, { locationId: 2 }, { locationId: 3 }];
    const ids = (list: Location[]) => list.map((l) => l.locationId);
    expect(ids(await locationsApi(scripted(three).client).tours({ name: 'bak' }))).toEqual([3]);
    expect(ids(await locationsApi(scripted(three).client).airports({ name: 'BAK' }))).toEqual([1, 2, 3]);
    expect(ids(await locationsApi(scripted(three).client).tours({ name: 'baku' }))).toEqual([1, 2, 3]);
    expect(ids(keepTourResults('BAK', three.slice(0, 2).map(location)))).toEqual([1, 2]);
  });
});

describe('the city of a destination slug', () => {
  it('searches by the slug without its country code and matches a city (type 3) by the whole slug', async () => {
    expect(slugSearchName('ir-bandar-abbas')).toBe('bandar abbas');
    expect(slugSearchName('bandar-abbas')).toBe('bandar abbas');
    const list = [
      location({ locationId: 99, slug: 'ir-kishvar' }),
      location({ locationId: 5, locationTypeId: 4 }),
      location({ locationId: 402 }),
    ];
    expect(cityOfSlug(list, 'IR-KISH')?.locationId).toBe(402);
    expect(cityOfSlug(list, 'kish')?.locationId).toBe(402);
    expect(cityOfSlug(list, 'ae-kish')).toBeNull();
  });

  it('asks the supplier once per request (client), and again after a failure', async () => {
    const { client, calls } = scripted([{ locationId: 402 }]);
    const [a, b] = await Promise.all([hotelsApi(client).findDestination('ir-kish'), locationsApi(client).cityBySlug('ir-kish')]);
    expect(a).toEqual({ locationId: 402, isLocal: true });
    expect(b?.locationId).toBe(402);
    expect(calls).toHaveLength(1);

    const failing = scripted([], 500);
    await expect(locationsApi(failing.client).cityBySlug('ir-kish')).rejects.toThrow();
    await expect(locationsApi(failing.client).cityBySlug('ir-kish')).rejects.toThrow();
    expect(failing.calls).toHaveLength(2);
  });

  it('the search form takes the offline lists first, and shows no destination when the lookup fails', async () => {
    const offline = { domestic: [location({ locationId: 402 })], international: [] };
    const { client, calls } = scripted([], 500);
    expect((await destinationBySlug(client, 'ir-kish', offline))?.locationId).toBe(402);
    expect(await destinationBySlug(client, 'ir-yazd', offline)).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api2/Location/FindLocation']);
  });
});

describe('against the sandbox', () => {
  const sandbox = createSandboxApp({ seed: 1405 });
  async function sandboxClient(): Promise<UpstreamClient> {
    const base = new UpstreamClient({
      baseUrl: 'http://sandbox.internal',
      providerCode: 'tests',
      transport: async (r) => sandbox.fetch(r),
    });
    const { access_token } = await authApi(base).guestLogin({ username: 'guest', password: 'guest' });
    return base.with({ auth: { accessToken: async () => access_token, onUnauthorized: async () => false } });
  }

  it('hotels: the city of a slug, bare or prefixed', async () => {
    const api = locationsApi(await sandboxClient());
    expect((await api.cityBySlug('ir-kish'))?.locationId).toBe(402);
    expect((await api.cityBySlug('bandar-abbas'))?.slug).toBe('ir-bandar-abbas');
    expect(await api.cityBySlug('xx-atlantis')).toBeNull();
  });

  it('flights: a city with each of its airports and its all-airports group, never hotels or flight+hotel entries', async () => {
    const found = await locationsApi(await sandboxClient()).airports({ name: 'tehran', locationTypes: [3, 4, 5, 7] });
    expect(found.map((l) => [l.locationTypeId, l.iataCode])).toEqual(
      expect.arrayContaining([
        [3, 'THR'],
        [3, 'IKA'],
        [5, 'THR'],
      ]),
    );
    expect(found.every((l) => l.locationTypeId === 3 || l.locationTypeId === 5)).toBe(true);
    expect(found.find((l) => l.iataCode === 'IKA')).toMatchObject({ parentId: 397, name: 'فرودگاه بین‌المللی امام خمینی' });
  });

  it('tours: flight+hotel destinations and groups by default, never single hotels; BAK keeps its third result', async () => {
    const api = locationsApi(await sandboxClient());
    const dubai = await api.tours({ name: 'dubai' });
    expect(dubai.map((l) => l.locationTypeId)).toEqual([7]);
    expect(await api.tours({ name: 'parsian', locationTypes: [3, 4, 7] })).toEqual([]);
    const baku = await api.tours({ name: 'BAK', locationTypes: [3, 5, 7] });
    expect(baku.map((l) => [l.locationTypeId, l.slug])).toEqual([[7, 'az-baku']]);
  });

  it('offline sets for hotels, dynamic tours, attractions and CIP', async () => {
    const api = locationsApi(await sandboxClient());
    for (const set of ['hotels', 'dtour', 'attractions', 'cip'] as const) {
      const lists = await api.offline(set);
      expect(lists.domestic.length + lists.international.length).toBeGreaterThan(0);
    }
  });
});

describe('offline sets', () => {
  it('are empty for the forms when the supplier is unavailable', async () => {
    const { client } = scripted([], 503);
    expect(await offlineDestinations(client, 'hotels')).toEqual({ domestic: [], international: [] });
  });
});
