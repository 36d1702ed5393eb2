import { describe, expect, it } from 'vitest';
import { attractionFormDates, attractionSearchPath, attractionSearchProblem } from '@/products/attraction/model/search';

const today = '2026-11-25';
const passengers = { adults: 2, child: 1, infant: 0 };

describe('attraction search', () => {
  it('attraction does not keep the end date', () => {
    const s = { destination: 'ae-dubai', startDate: '2026-11-23', endDate: '2026-11-30', passengers, tracking: { utm_source: 'a' } };
    expect(attractionSearchPath(s)).toBe('/attraction/ae-dubai/search?startDate=2026-11-23&pCount=3&adults=2&child=1&utm_source=a');
  });
  it('default date: one day, tomorrow', () => {
    expect(attractionFormDates('2026-11-21')).toEqual({ start: '2026-11-22', end: null });
  });
});

describe('attractionSearchProblem', () => {
  it('Persian digits are accepted in dates and passenger counts', () => {
    expect(attractionSearchProblem('tr-istanbul', { startDate: '۲۰۲۶-۱۲-۰۱', adults: '۲', child: '۱' }, today)).toBeNull();
  });
});
