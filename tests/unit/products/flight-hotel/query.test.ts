import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { toQuery } from '@/lib/query';
import { buildFlightHotelQuery, flightHotelSearchPath, flightHotelSource } from '@/products/flight-hotel/model/query';
import { flightHotelSearchProblem } from '@/products/flight-hotel/model/search-problem';
import { flightHotelSummary } from '@/products/flight-hotel/model/summary';

const today = '2026-11-25';
const line = (s: { lines: { label: string; value: string }[] }, label: string) => s.lines.find((l) => l.label === label)?.value;

describe('flight+hotel query', () => {
  const base = {
    source: 'IKA',
    destination: 'ist',
    id: 5847,
    city: 'استانبول',
    scope: 'i' as const,
    flightDate: '2026-11-25',
    returnDate: '2026-11-29',
    rooms: [{ adults: 2, children: [] }],
  };
  it('matches the spec offer link, IKA sold as THR, tracking last', () => {
    expect(flightHotelSearchPath({ ...base, tracking: { utm_campaign: 'x', foo: '1' } })).toBe(
      '/flight+hotel/THR-IST/search?pCount=2&room=1&scope=i&flightType=2&room-0=2&flightClass=Y&adults=2&city=%D8%A7%D8%B3%D8%AA%D8%A7%D9%86%D8%A8%D9%88%D9%84&id=5847&flightDate=2026-11-25&returnDate=2026-11-29&fSort=priceAsc&utm_campaign=x',
    );
  });
  it('several rooms with children', () => {
    const q = buildFlightHotelQuery({
      ...base,
      rooms: [
        { adults: 2, children: [5, 1] },
        { adults: 1, children: [] },
      ],
    });
    expect(q).toMatchObject({ pCount: '5', room: '2', 'room-0': '2,5,1', 'room-1': '1', adults: '3', child: '2' });
  });
  it('only IKA is replaced', () => {
    expect(flightHotelSource('ika')).toBe('THR');
    expect(flightHotelSource('MHD')).toBe('MHD');
  });
  it('the search page reads it back', () => {
    const [p, s] = flightHotelSearchPath(base).split('?');
    const summary = flightHotelSummary(p!.split('/')[2]!, toQuery(s!));
    expect(summary.lines.find((l) => l.label === 'مدت اقامت')?.value).toBe('۴ شب');
    expect(summary.lines.find((l) => l.label === 'اتاق و مسافر')?.value).toBe('۱ اتاق برای ۲ نفر');
  });
});

describe('flight+hotel search summary', () => {
  it('summarises flight+hotel with nights, rooms and IKA read as Tehran; X is any origin', () => {
    const s = flightHotelSummary('IKA-IST', { flightDate: '2026-11-22', returnDate: '2026-11-26', room: '1', pCount: '2' });
    expect(line(s, 'مبدأ')).toBe('تهران');
    expect(line(s, 'مدت اقامت')).toBe('۴ شب');
    expect(line(s, 'اتاق و مسافر')).toBe('۱ اتاق برای ۲ نفر');
    expect(flightHotelSummary('X-DXB', {}).lines.some((l) => l.label === 'مبدأ')).toBe(false);
    expect(flightHotelSummary('X-DXB', {}).cityName).toBe('دبی');
  });
});

describe('flightHotelSearchProblem', () => {
  it('flight+hotel: X is any airport of the traveller; a replaced source (IKA sold as THR) is still Tehran', () => {
    expect(flightHotelSearchProblem('X-DXB', {}, today)).toBeNull();
    expect(flightHotelSearchProblem('IKA-MHD', {}, today)).toBeNull();
    expect(flightHotelSearchProblem('IKA-THR', {}, today)).toBe(messages.searchInput.sameRoute);
  });
});
