import { describe, expect, it } from 'vitest';
import { arrivalDayOffset, clockTime, formatDuration } from '@/products/flight/model/duration';
import { mayPollAgain, visibleFlights } from '@/products/flight/model/limits';
import { priceFor, tripPrice } from '@/products/flight/model/price';
import { forcedStopFilter, stopOption } from '@/products/flight/model/stops';
import { TIME_BANDS, timeBandOf } from '@/products/flight/model/time-bands';

describe('flight time bands', () => {
  it.each([
    ['00:00', 'early'],
    ['05:59', 'early'],
    ['06:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['17:59', 'afternoon'],
    ['18:00', 'evening'],
    ['23:59', 'evening'],
    ['2026-12-01T08:30:00+03:30', 'morning'],
  ])('%s → %s', (time, band) => expect(timeBandOf(time)).toBe(band));
  it('unreadable times have no band', () => {
    expect(timeBandOf('8:30')).toBeNull();
    expect(timeBandOf('24:10')).toBeNull();
    expect(timeBandOf('')).toBeNull();
  });
  it('the bands cover the day without gaps', () => {
    expect(TIME_BANDS.map((b) => [b.from, b.to])).toEqual([
      [0, 6],
      [6, 12],
      [12, 18],
      [18, 24],
    ]);
  });
});

describe('stops', () => {
  it('DXB and IST force fStop=0, any case; other destinations do not', () => {
    expect(forcedStopFilter('DXB')).toBe('0');
    expect(forcedStopFilter('ist')).toBe('0');
    expect(forcedStopFilter('MHD')).toBeNull();
    expect(forcedStopFilter('SAW')).toBeNull();
    expect(forcedStopFilter(null)).toBeNull();
  });
  it('stop options', () => {
    expect([0, 1, 2, 3].map(stopOption)).toEqual(['0', '1', '2', '2']);
  });
});

describe('limits', () => {
  const list = Array.from({ length: 130 }, (_, i) => i);
  it('60 flights a page, more on demand', () => {
    expect(visibleFlights(list, 1)).toMatchObject({ hasMore: true });
    expect(visibleFlights(list, 1).items).toHaveLength(60);
    expect(visibleFlights(list, 2).items).toHaveLength(120);
    expect(visibleFlights(list, 3)).toEqual({ items: list, hasMore: false });
    expect(visibleFlights(list, 0).items).toHaveLength(60);
  });
  it('at most 30 polls', () => {
    expect(mayPollAgain(0)).toBe(true);
    expect(mayPollAgain(29)).toBe(true);
    expect(mayPollAgain(30)).toBe(false);
  });
});

describe('price for a passenger mix', () => {
  const fares = { adult: 40_000_000, child: 30_000_000, infant: 4_000_000 };
  it('each passenger type pays its fare', () => {
    expect(priceFor(fares, { adults: 2, children: 1, infants: 1 })).toBe(114_000_000);
    expect(priceFor(fares, { adults: 1, children: 0, infants: 0 })).toBe(40_000_000);
  });
  it('a return trip adds the return fares for the same party', () => {
    expect(tripPrice(fares, { adult: 10, child: 5, infant: 1 }, { adults: 2, children: 1, infants: 1 })).toBe(114_000_026);
    expect(tripPrice(fares, null, { adults: 1, children: 0, infants: 0 })).toBe(40_000_000);
  });
});

describe('durations', () => {
  it('in Persian hours and minutes', () => {
    expect(formatDuration(95)).toBe('۱ ساعت و ۳۵ دقیقه');
    expect(formatDuration(45)).toBe('۴۵ دقیقه');
    expect(formatDuration(180)).toBe('۳ ساعت');
    expect(formatDuration(0)).toBe('۰ دقیقه');
  });
  it('local clock and overnight arrivals', () => {
    expect(clockTime('2026-12-01T08:30:00+03:30')).toBe('08:30');
    expect(arrivalDayOffset('2026-12-01T23:30:00+03:30', '2026-12-02T01:05:00+03:00')).toBe(1);
    expect(arrivalDayOffset('2026-12-01T08:30:00+03:30', '2026-12-01T10:05:00+03:30')).toBe(0);
  });
});
