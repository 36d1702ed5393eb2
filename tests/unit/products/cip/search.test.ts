import { describe, expect, it } from 'vitest';
import { cipFormDates, cipSearchPath, cipSummary } from '@/products/cip/model/search';

const passengers = { adults: 2, child: 1, infant: 0 };

describe('cip search', () => {
  it('cip writes the airport code upper-cased and no end date', () => {
    const s = { destination: 'ika', startDate: '2026-11-23', endDate: '2026-11-30', passengers, tracking: { utm_source: 'a' } };
    expect(cipSearchPath(s)).toBe('/cip/IKA/search?startDate=2026-11-23&pCount=3&adults=2&child=1&utm_source=a');
  });
  it('summarises cip by airport city', () => {
    const cip = cipSummary('ir-kish', {});
    expect(cip.title).toBe('خدمات CIP فرودگاه کیش');
  });
  it('default date: one day, tomorrow', () => {
    expect(cipFormDates('2026-11-30')).toEqual({ start: '2026-12-01', end: null });
  });
});
