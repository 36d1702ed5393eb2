import { describe, expect, it } from 'vitest';
import { onSale, startOnSale, tehranInstant } from '@/lib/sale-cutoff';
import { attractionDayClosesAt, attractionDayOnSale, daysOnSale, lastStartTime } from '@/products/attraction/model/sale-cutoff';
import { attractionTexts } from '@/products/attraction/messages';
import { attractionLine } from '@/products/attraction/server/basket';
import type { AttractionDetail } from '@/products/attraction/server/schemas';
import { findAttraction, seededDays } from '@/server/sandbox/data/attractions';
import { tourCutoffHours, tourDepartsAt, tourOnSale } from '@/products/tour/model/sale-cutoff';

/**
 * Issue 48 point 1 for every product with a start: one rule (src/lib/sale-cutoff.ts `startOnSale`) — a service is
 * not sold once its start, less its supplier's cut-off, has passed, Tehran time. Flights (2 h / 3 h) use it; a tour by
 * its transport's departure (air: the airline's cut-off; bus: until it leaves); an attraction's day by its last start.
 */
const at = (date: string, time: string) => tehranInstant(date, time);
const MIN = 60_000;

describe('the shared rule', () => {
  it('reads a Tehran wall-clock time (+03:30 all year) and refuses what it cannot read', () => {
    expect(new Date(at('2026-11-29', '21:00')).toISOString()).toBe('2026-11-29T17:30:00.000Z');
    expect(new Date(at('2026-06-01', '00:00')).toISOString()).toBe('2026-05-31T20:30:00.000Z');
    expect(at('2026-11-29', '24:00')).toBe(at('2026-11-30', '00:00'));
    for (const [d, t] of [
      ['2026-11-29', '25:00'],
      ['2026-11-29', '9:00'],
      ['29/11/2026', '10:00'],
      ['2026-11-29', ''],
    ] as const)
      expect(tehranInstant(d, t)).toBeNaN();
  });

  it('sells until the start less the cut-off, never at or after it; an unreadable start is never sold', () => {
    const start = at('2026-11-29', '23:00');
    expect(startOnSale(start, start - 1)).toBe(true);
    expect(startOnSale(start, start)).toBe(false);
    expect(startOnSale(start, start - 2 * 60 * MIN, 2)).toBe(false);
    expect(startOnSale(start, start - 2 * 60 * MIN - 1, 2)).toBe(true);
    expect(startOnSale(Number.NaN, 0)).toBe(false);
  });

  it('is the flights’ rule: at 21:00 Tehran a domestic 23:00 flight is closed, 23:01 is sold', () => {
    const nine = at('2026-11-29', '21:00');
    const flight = (time: string) => ({
      departureTime: `2026-11-29T${time}:00+03:30`,
      origin: { countryCode: 'IR' },
      destination: { countryCode: 'IR' },
    });
    expect(onSale(flight('23:00'), nine)).toBe(false);
    expect(onSale(flight('23:01'), nine)).toBe(true);
  });
});

describe('a tour’s departure', () => {
  const air = (domestic: boolean) => ({ date: '2026-12-02', domestic, transport: { mode: 'flight', outbound: { departTime: '07:00' } } });
  const bus = { date: '2026-12-02', domestic: true, transport: { mode: 'bus', outbound: { departTime: '21:00' } } };

  it('departs at the outbound leg’s time on its date, Tehran time', () => {
    expect(tourDepartsAt(air(true))).toBe(at('2026-12-02', '07:00'));
    expect(tourCutoffHours(air(true))).toBe(2);
    expect(tourCutoffHours(air(false))).toBe(3);
    expect(tourCutoffHours(bus)).toBe(0);
  });

  it('by air closes at the airline’s cut-off (2 h at home, 3 h abroad); by bus when it leaves', () => {
    expect(tourOnSale(air(true), at('2026-12-02', '04:59'))).toBe(true);
    expect(tourOnSale(air(true), at('2026-12-02', '05:00'))).toBe(false);
    expect(tourOnSale(air(false), at('2026-12-02', '03:59'))).toBe(true);
    expect(tourOnSale(air(false), at('2026-12-02', '04:00'))).toBe(false);
    expect(tourOnSale(bus, at('2026-12-02', '20:59'))).toBe(true);
    expect(tourOnSale(bus, at('2026-12-02', '21:00'))).toBe(false);
    // A departure already past (yesterday's) is never sold; a time it cannot read neither.
    expect(tourOnSale(air(true), at('2026-12-03', '00:00'))).toBe(false);
    expect(tourOnSale({ ...bus, transport: { mode: 'bus', outbound: { departTime: '??' } } }, 0)).toBe(false);
  });
});

describe('an attraction’s day', () => {
  it('reads the last start of the venue’s hours, Persian or Latin digits', () => {
    expect(lastStartTime('۱۰:۰۰ تا ۲۲:۰۰')).toBe('22:00');
    expect(lastStartTime('۱۸:۳۰ و ۲۱:۳۰')).toBe('21:30');
    expect(lastStartTime('9:30 - 17:00')).toBe('17:00');
    expect(lastStartTime('همه‌روزه')).toBeNull();
  });

  it('is sold until its last start; hours without a time close at the day’s end', () => {
    const hours = '۱۰:۰۰ تا ۲۲:۰۰';
    expect(attractionDayClosesAt('2026-12-02', hours)).toBe(at('2026-12-02', '22:00'));
    expect(attractionDayOnSale('2026-12-02', hours, at('2026-12-02', '21:59'))).toBe(true);
    expect(attractionDayOnSale('2026-12-02', hours, at('2026-12-02', '22:00'))).toBe(false);
    expect(attractionDayOnSale('2026-12-02', 'همه‌روزه', at('2026-12-02', '23:59'))).toBe(true);
    expect(attractionDayOnSale('2026-12-02', 'همه‌روزه', at('2026-12-03', '00:00'))).toBe(false);
    // A day before today is never on sale.
    expect(attractionDayOnSale('2026-12-01', hours, at('2026-12-02', '08:00'))).toBe(false);
  });
});

describe('same-day attraction tickets', () => {
  const burj = findAttraction('burj-khalifa-at-the-top')!;
  const today = '2026-12-02';
  const closes = at(today, '23:00');
  const MIN = 60_000;

  it('the sandbox offers today until its last start, then from tomorrow (no clock given: from tomorrow)', () => {
    expect(attractionDayClosesAt(today, burj.hours)).toBe(closes);
    expect(seededDays(1405, burj, today, at(today, '09:00'))[0]!.serviceDate).toBe(today);
    expect(seededDays(1405, burj, today, closes - MIN)[0]!.serviceDate).toBe(today);
    expect(seededDays(1405, burj, today, closes)[0]!.serviceDate).toBe('2026-12-03');
    expect(seededDays(1405, burj, today)[0]!.serviceDate).toBe('2026-12-03');
  });

  it('the page drops a listed day past its last start; «add» says the day has started, listed or not', () => {
    const day = (serviceDate: string) => ({
      serviceDate,
      finalPrice: 1_000_000,
      prices: { adult: 1_000_000, child: 500_000, infant: 0 },
      capacity: 50,
      remaining: 50,
      isSoldOut: false,
    });
    const listed = [day(today), day('2026-12-03')];
    expect(daysOnSale(listed, burj.hours, closes - MIN).map((d) => d.serviceDate)).toEqual([today, '2026-12-03']);
    expect(daysOnSale(listed, burj.hours, closes).map((d) => d.serviceDate)).toEqual(['2026-12-03']);
    const detail = (dates: ReturnType<typeof day>[]) =>
      ({
        attractionId: 1,
        persianName: 'برج',
        slug: 'burj',
        cityName: 'دبی',
        openingHours: burj.hours,
        dates,
      }) as unknown as AttractionDetail;
    const add = (serviceDate: string) => ({ attractionId: 1, serviceDate, tickets: { adult: 1, child: 0, infant: 0 } });
    expect(attractionLine(detail(listed), add(today), today, closes - MIN).ok).toBe(true);
    const started = { ok: false, status: 409, message: attractionTexts.dayStarted };
    expect(attractionLine(detail(listed), add(today), today, closes + MIN)).toEqual(started);
    // A page opened before the last start, «add» pressed after it: the supplier lists the day no more; still «started».
    expect(attractionLine(detail([day('2026-12-03')]), add(today), today, closes + MIN)).toEqual(started);
    // A day before today stays the date rule's own 400.
    expect(attractionLine(detail(listed), add('2026-12-01'), today, closes + MIN)).toEqual({
      ok: false,
      status: 400,
      message: attractionTexts.datePast,
    });
  });
});
