import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { tourDestinationSlug, tourFormDates, tourSearchPath, tourSearchProblem } from '@/products/tour/model/search';

const today = '2026-11-25';
const m = messages.searchInput;
const passengers = { adults: 2, child: 1, infant: 0 };

describe('tour search', () => {
  it('tour list of a destination with the flight dates', () => {
    expect(tourSearchPath({ destination: 'Kish', startDate: '2026-11-23', endDate: '2026-11-25', passengers })).toBe(
      '/tour/kish?flightDate=2026-11-23&returnDate=2026-11-25&pCount=3&adults=2&child=1',
    );
  });
  it('tour slug drops the country prefix', () => {
    expect(tourDestinationSlug('ir-kish')).toBe('kish');
    expect(tourDestinationSlug('tr-istanbul')).toBe('istanbul');
    expect(tourDestinationSlug('kish')).toBe('kish');
  });
  it('default dates: the flight dates, today+2 and today+4', () => {
    expect(tourFormDates('2026-11-21')).toEqual({ start: '2026-11-23', end: '2026-11-25' });
  });
});

describe('tourSearchProblem', () => {
  it('Persian digits are accepted in dates and passenger counts', () => {
    expect(tourSearchProblem('kish', { flightDate: '1405-09-10' }, today)).toBeNull(); // Jalali
  });
  it('a Persian destination name is a place; a malformed escape is not', () => {
    expect(tourSearchProblem(encodeURIComponent('کیش'), {}, today)).toBeNull();
    expect(tourSearchProblem('%E0%A4%A', {}, today)).toBe(m.badDestination);
  });
});
