import { describe, expect, it } from 'vitest';
import { parseRoute, passengerCount, placeFrom } from '@/lib/search-summary';

describe('search summaries', () => {
  it('reads places from IATA codes, country-prefixed slugs and bare city slugs', () => {
    expect(placeFrom('MHD').city).toBe('مشهد');
    expect(placeFrom('ae-dubai')).toMatchObject({ city: 'دبی', country: 'امارات متحده عربی' });
    expect(placeFrom('kish').city).toBe('کیش');
    expect(placeFrom('ir-kish').city).toBe('کیش');
    expect(placeFrom('nowhere-land').city).toBe('nowhere land');
  });
  it('parses origin-destination routes and refuses routes without one dash', () => {
    expect(parseRoute('THR-MHD')).toMatchObject({ origin: { city: 'تهران' }, destination: { city: 'مشهد' } });
    expect(parseRoute('THRMHD')).toBeNull();
    expect(parseRoute('A-B-C')).toBeNull();
  });
  it('counts passengers from pCount, else the typed counts, else one', () => {
    expect(passengerCount({ pCount: '4', adults: '1' })).toBe(4);
    expect(passengerCount({ adults: '2', infant: '1' })).toBe(3);
    expect(passengerCount({ pCount: 'x' })).toBe(1);
  });
});
