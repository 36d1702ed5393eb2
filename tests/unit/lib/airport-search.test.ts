import { describe, expect, it } from 'vitest';

describe('airport lookup', () => {
  it('exact IATA first, then Persian or English city, then airport name; popular list when empty', async () => {
    const { searchAirports, POPULAR_AIRPORTS, airportLabel } = await import('@/lib/airport-search');
    expect(searchAirports('thr')[0]?.iata).toBe('THR');
    expect(searchAirports('تهران').map((a) => a.iata)).toEqual(expect.arrayContaining(['THR', 'IKA']));
    expect(searchAirports('مشهد')[0]?.iata).toBe('MHD');
    expect(searchAirports('كيش')[0]?.iata).toBe('KIH'); // Arabic letters match Persian
    expect(searchAirports('istan')[0]?.iata).toBe('IST');
    expect(searchAirports('').map((a) => a.iata)).toEqual([...POPULAR_AIRPORTS]);
    expect(searchAirports('zzzz')).toEqual([]);
    expect(searchAirports('ا').length).toBeLessThanOrEqual(8);
    expect(airportLabel(searchAirports('MHD')[0]!)).toBe('مشهد (MHD)');
  });
});
