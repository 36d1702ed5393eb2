import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { toQuery } from '@/lib/query';
import { buildFlightQuery, dayPricesWanted, flightSearchPath, validateFlightSearch } from '@/products/flight/model/query';
import { flightSummary } from '@/products/flight/model/summary';

const pax = { adults: 1, child: 0, infant: 0 };
const line = (s: { lines: { label: string; value: string }[] }, label: string) => s.lines.find((l) => l.label === label)?.value;

describe('flight query', () => {
  it('builds the spec route and query in order, carrying utm parameters only', () => {
    const path = flightSearchPath({
      origin: 'thr',
      destination: 'mhd',
      flightType: 2,
      flightDate: '2026-11-22',
      returnDate: '2026-11-24',
      passengers: { adults: 2, child: 1, infant: 1 },
      flightClass: 'C',
      tracking: { utm_source: 'google', utm_medium: 'cpc', other: 'x' },
    });
    expect(path).toBe(
      '/flight/THR-MHD/search?flightDate=2026-11-22&returnDate=2026-11-24&flightType=2&adults=2&child=1&infant=1&flightClass=C&utm_source=google&utm_medium=cpc',
    );
  });

  it('one-way drops the return date; Gregorian adds picker', () => {
    const q = buildFlightQuery({
      origin: 'THR',
      destination: 'KIH',
      flightType: 1,
      flightDate: '2026-11-22',
      returnDate: '2026-11-24',
      passengers: pax,
      flightClass: 'Y',
      calendar: 'gregorian',
    });
    expect(q).toEqual({
      flightDate: '2026-11-22',
      flightType: '1',
      adults: '1',
      child: '0',
      infant: '0',
      flightClass: 'Y',
      picker: 'gregorian',
    });
  });

  it('the search page reads back what the form wrote', () => {
    const path = flightSearchPath({
      origin: 'THR',
      destination: 'MHD',
      flightType: 1,
      flightDate: '2026-11-22',
      returnDate: null,
      passengers: { adults: 2, child: 0, infant: 1 },
      flightClass: 'F',
    });
    const [pathname, search] = path.split('?');
    const route = pathname!.split('/')[2]!;
    const summary = flightSummary(route, toQuery(search!));
    expect(summary.lines.find((l) => l.label === 'نوع سفر')?.value).toBe('یک‌طرفه');
    expect(summary.lines.find((l) => l.label === 'مسافران')?.value).toBe('۲ بزرگسال، ۱ نوزاد');
    expect(summary.lines.find((l) => l.label === 'کلاس پرواز')?.value).toBe('فرست');
  });

  it('validates in order: origin, destination, same route, departure, return (only for round trips)', () => {
    const ok = { origin: 'THR', destination: 'MHD', flightType: 2 as const, flightDate: '2026-11-22', returnDate: '2026-11-24' };
    expect(validateFlightSearch(ok)).toBeNull();
    expect(validateFlightSearch({ ...ok, origin: null })?.message).toBe(messages.productForms.selectOrigin);
    expect(validateFlightSearch({ ...ok, destination: null })?.field).toBe('destination');
    expect(validateFlightSearch({ ...ok, destination: 'THR' })?.message).toBe(messages.productForms.sameRoute);
    expect(validateFlightSearch({ ...ok, flightDate: null })?.field).toBe('flightDate');
    expect(validateFlightSearch({ ...ok, returnDate: null })?.field).toBe('returnDate');
    expect(validateFlightSearch({ ...ok, flightType: 1, returnDate: null })).toBeNull();
  });
});

describe('day prices', () => {
  it('are wanted for a real route outside the excluded list', () => {
    expect(dayPricesWanted('THR', 'MHD')).toBe(true);
    expect(dayPricesWanted('THR', 'NJF')).toBe(false);
    expect(dayPricesWanted('kbl', 'THR')).toBe(false);
    expect(dayPricesWanted('THR', null)).toBe(false);
    expect(dayPricesWanted('THR', 'THR')).toBe(false);
  });
});

describe('flight search summary', () => {
  it('summarises a return flight search with Jalali dates, passengers and cabin', () => {
    const s = flightSummary('THR-MHD', { flightDate: '2026-11-22', returnDate: '2026-11-25', adults: '2', child: '1', flightClass: 'C' });
    expect(s.title).toBe('بلیت هواپیما تهران به مشهد');
    expect(s.cityName).toBe('مشهد');
    expect(line(s, 'نوع سفر')).toBe('رفت و برگشت');
    expect(line(s, 'تاریخ رفت')).toBe('یک‌شنبه ۱ آذر ۱۴۰۵');
    expect(line(s, 'تاریخ برگشت')).toBe('چهارشنبه ۴ آذر ۱۴۰۵');
    expect(line(s, 'مسافران')).toBe('۲ بزرگسال، ۱ کودک');
    expect(line(s, 'کلاس پرواز')).toBe('بیزینس');
  });
  it('drops the return date of a one-way flight (flightType 1)', () => {
    const s = flightSummary('THR-KIH', { flightType: '1', flightDate: '2026-11-22', returnDate: '2026-11-25' });
    expect(line(s, 'نوع سفر')).toBe('یک‌طرفه');
    expect(line(s, 'تاریخ برگشت')).toBeUndefined();
    expect(line(s, 'مسافران')).toBe('۱ نفر');
  });
});
