import { describe, expect, it } from 'vitest';
import { airportPlacePhrase, toAirportPlaces } from '@/lib/airport-places';

describe('flight places', () => {
  it('normalises the phrase: ي/ك, digits, spaces; refuses under 2 or over 60 characters', () => {
    expect(airportPlacePhrase('  كيش  ')).toBe('کیش');
    expect(airportPlacePhrase('علي   آباد')).toBe('علی آباد');
    expect(airportPlacePhrase('م')).toBeNull();
    expect(airportPlacePhrase(null)).toBeNull();
    expect(airportPlacePhrase('a'.repeat(61))).toBeNull();
    expect(airportPlacePhrase('a'.repeat(60))).toBe('a'.repeat(60));
  });

  it('keeps searchable codes in the supplier order; a group (type 5) hides the city entry with its code', () => {
    const out = toAirportPlaces([
      { locationTypeId: 3, iataCode: 'THR' },
      { locationTypeId: 5, iataCode: 'THR' },
      { locationTypeId: 3, iataCode: 'ika' },
      { locationTypeId: 3, iataCode: 'ZZZ' }, // not in the built-in table: the results route could not search it
      { locationTypeId: 3, iataCode: null },
      { locationTypeId: 4, iataCode: 'MHD' }, // a hotel is no place to fly to
      { locationTypeId: 3, iataCode: 'MHD' },
      { locationTypeId: 3, iataCode: 'MHD' },
    ]);
    expect(out.map((p) => [p.iata, p.allAirports])).toEqual([
      ['THR', true],
      ['IKA', false],
      ['MHD', false],
    ]);
    expect(out[2]).toMatchObject({ city: 'مشهد', countryCode: 'IR' });
  });
});
