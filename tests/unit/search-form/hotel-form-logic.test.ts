import { describe, expect, it } from 'vitest';
import {
  RECENT_HOTEL_SEARCHES_KEY,
  hotelSubmission,
  readRecentSearches,
  saveRecentSearch,
  validateHotelForm,
  type HotelFormValues,
} from '@/products/hotel/components/search/form-logic';
import { type LocationLike, toDestination } from '@/lib/destination';
import * as hotelMessages from '@/products/hotel/messages';

const kish: LocationLike = {
  locationId: 402,
  name: 'کیش',
  slug: 'ir-kish',
  isLocal: true,
  locationTypeId: 3,
  hotelName: null,
  englishName: 'Kish',
  iataCode: 'KIH',
  province: 'هرمزگان',
  countryPersianName: 'ایران',
  parentName: null,
};
const hotel: LocationLike = {
  ...kish,
  locationId: 9001,
  name: 'هتل ترنج',
  locationTypeId: 4,
  hotelName: 'Toranj Hotel',
  iataCode: null,
  parentName: 'کیش',
};

const valid = (over: Partial<HotelFormValues> = {}): HotelFormValues => ({
  destination: toDestination(kish),
  dates: { start: '2026-12-01', end: '2026-12-04' },
  calendar: 'jalali',
  rooms: [
    { adults: 2, children: [5] },
    { adults: 1, children: [] },
  ],
  ...over,
});

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    length: 0,
  } as Storage;
}

describe('validateHotelForm', () => {
  it('reports the destination first, then check-in, then check-out', () => {
    expect(validateHotelForm(valid({ destination: null, dates: { start: null, end: null } }))).toEqual({
      field: 'destination',
      message: hotelMessages.hotelSearch.selectDestination,
    });
    expect(validateHotelForm(valid({ dates: { start: null, end: null } }))).toEqual({
      field: 'checkIn',
      message: hotelMessages.hotelSearch.selectCheckIn,
    });
    expect(validateHotelForm(valid({ dates: { start: '2026-12-01', end: null } }))).toEqual({
      field: 'checkOut',
      message: hotelMessages.hotelSearch.selectCheckOut,
    });
    expect(validateHotelForm(valid())).toBeNull();
  });
});

describe('hotelSubmission', () => {
  it('goes to the city search page with the query of buildHotelQuery and the utm parameters', () => {
    const s = hotelSubmission(valid(), { utm_source: 'sms', other: 'x' });
    expect(s.path).toBe(
      '/hotel/ir-kish/search?room=2&pCount=4&adults=3&child=1&room-0=2%2C5&room-1=1&id=402&city=%DA%A9%DB%8C%D8%B4&scope=l&startDate=2026-12-01&endDate=2026-12-04&fSort=product&utm_source=sms',
    );
    expect(s.recent).toMatchObject({ key: 'KIH', destination: 'ir-kish', name: 'کیش' });
  });

  it('writes picker=gregorian for Gregorian dates, international scope and keeps the page sort', () => {
    const s = hotelSubmission(valid({ calendar: 'gregorian', destination: toDestination({ ...kish, isLocal: false }) }), {
      fSort: 'priceDes',
    });
    expect(s.query).toMatchObject({ scope: 'i', picker: 'gregorian', fSort: 'priceDes' });
  });

  it("goes to a single hotel's page for a location of type 4", () => {
    const s = hotelSubmission(valid({ destination: toDestination(hotel) }), {});
    expect(s.path.startsWith('/hotel/ir-kish/Toranj-Hotel?hotelId=9001&room=2&')).toBe(true);
  });

  it('refuses an invalid form', () => {
    expect(() => hotelSubmission(valid({ destination: null }), {})).toThrow();
  });
});

describe('recent searches', () => {
  it('keeps the latest 3, newest first, one per destination, under a brand-prefixed key', () => {
    const storage = memoryStorage();
    const entry = (key: string) => ({ key, destination: key, query: {}, name: key, startDate: '2026-12-01', endDate: '2026-12-02' });
    for (const k of ['a', 'b', 'c', 'a', 'd']) saveRecentSearch(storage, entry(k));
    expect(readRecentSearches(storage).map((e) => e.key)).toEqual(['d', 'a', 'c']);
    expect(RECENT_HOTEL_SEARCHES_KEY.startsWith('safarnameh:')).toBe(true);
  });

  it('survives broken storage', () => {
    const storage = memoryStorage();
    storage.setItem(RECENT_HOTEL_SEARCHES_KEY, '{not json');
    expect(readRecentSearches(storage)).toEqual([]);
    expect(readRecentSearches(undefined)).toEqual([]);
  });
});
