import { describe, expect, it } from 'vitest';
import {
  addMonths,
  buildCalendar,
  buildMonth,
  goToToday,
  isDateSelectable,
  isInPreviewRange,
  monthLength,
  monthOf,
  selectDate,
  selectableWindow,
  shiftMonthOffset,
  type DateSelection,
} from '@/lib/calendar';
import { CALENDAR_MAX_NAV_OFFSET, CALENDAR_MONTHS, CALENDAR_SELECTABLE_DAYS } from '@/lib/constants';
import { addDays, diffDays } from '@/lib/dates';

const today = '2026-11-21';

describe('selectable window', () => {
  it('is today … today+150', () => {
    expect(selectableWindow(today)).toEqual({ min: today, max: addDays(today, CALENDAR_SELECTABLE_DAYS) });
    expect(CALENDAR_SELECTABLE_DAYS).toBe(150);
  });

  it.each([
    [addDays(today, -1), false],
    [today, true],
    [addDays(today, 150), true],
    [addDays(today, 151), false],
  ])('%s selectable: %s', (iso, expected) => {
    expect(isDateSelectable(iso, { today })).toBe(expected);
  });

  it('attraction pages allow only the given dates (never past ones)', () => {
    const allowed = [addDays(today, 3), addDays(today, 200), addDays(today, -2)];
    expect(isDateSelectable(addDays(today, 3), { today, allowedDates: allowed })).toBe(true);
    expect(isDateSelectable(addDays(today, 200), { today, allowedDates: new Set(allowed) })).toBe(true);
    expect(isDateSelectable(addDays(today, 4), { today, allowedDates: allowed })).toBe(false);
    expect(isDateSelectable(addDays(today, -2), { today, allowedDates: allowed })).toBe(false);
  });
});

describe('months', () => {
  it.each([
    ['gregorian', 2024, 2, 29],
    ['gregorian', 2026, 2, 28],
    ['gregorian', 2100, 2, 28],
    ['gregorian', 2000, 2, 29],
    ['gregorian', 2026, 12, 31],
    ['jalali', 1405, 1, 31],
    ['jalali', 1405, 7, 30],
    ['jalali', 1403, 12, 30],
    ['jalali', 1404, 12, 29],
  ] as const)('%s %i/%i has %i days', (calendar, year, month, days) => {
    expect(monthLength(calendar, { year, month })).toBe(days);
  });

  it('adds months across years', () => {
    expect(addMonths({ year: 1405, month: 8 }, 5)).toEqual({ year: 1406, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 11 }, 0)).toEqual({ year: 2026, month: 11 });
  });

  it('knows the month of a day in each calendar', () => {
    expect(monthOf(today, 'jalali')).toEqual({ year: 1405, month: 8 });
    expect(monthOf(today, 'gregorian')).toEqual({ year: 2026, month: 11 });
  });
});

describe('buildMonth', () => {
  it('lays out Azar 1405 Saturday first', () => {
    // 1 Azar 1405 = 2026-11-22, a Sunday → one empty cell first.
    const month = buildMonth('jalali', { year: 1405, month: 9 }, { today });
    expect(month.title).toBe('آذر ۱۴۰۵');
    expect(month.weeks[0]?.[0]).toBeNull();
    expect(month.weeks[0]?.[1]).toMatchObject({ iso: '2026-11-22', day: 1, weekday: 1 });
    const days = month.weeks.flat().filter((c) => c !== null);
    expect(days).toHaveLength(30);
    expect(month.weeks.every((w) => w.length === 7)).toBe(true);
    // Fridays are the weekend column.
    for (const week of month.weeks) {
      const friday = week[6];
      if (friday) expect(friday.isWeekend).toBe(true);
    }
  });

  it('marks today, past and selectable days', () => {
    const month = buildMonth('gregorian', { year: 2026, month: 11 }, { today });
    const cells = month.weeks.flat().filter((c) => c !== null);
    expect(month.title).toBe('نوامبر ۲۰۲۶');
    // 2026-11-01 is a Sunday → index 1.
    expect(month.weeks[0]?.[1]?.iso).toBe('2026-11-01');
    const todayCell = cells.find((c) => c.isToday);
    expect(todayCell?.iso).toBe(today);
    expect(cells.filter((c) => c.isPast)).toHaveLength(20);
    expect(cells.filter((c) => c.isSelectable)).toHaveLength(10);
    expect(cells.every((c) => c.isSelectable === !c.isPast)).toBe(true);
  });

  it('has consecutive days and correct weekdays in both calendars', () => {
    for (const calendar of ['jalali', 'gregorian'] as const) {
      for (const month of buildCalendar(calendar, today, { today })) {
        const cells = month.weeks.flat();
        const days = cells.filter((c) => c !== null);
        expect(days.length).toBe(monthLength(calendar, month));
        days.forEach((c, i) => {
          expect(c.day).toBe(i + 1);
          expect(cells.indexOf(c) % 7).toBe(c.weekday);
          if (i > 0) expect(diffDays(days[i - 1]!.iso, c.iso)).toBe(1);
        });
      }
    }
  });
});

describe('buildCalendar', () => {
  it('shows 12 months from the month of the start', () => {
    const months = buildCalendar('jalali', today, { today });
    expect(months).toHaveLength(CALENDAR_MONTHS);
    expect(months[0]).toMatchObject({ year: 1405, month: 8 });
    expect(months[11]).toMatchObject({ year: 1406, month: 7 });
    const selectable = months.flatMap((m) => m.weeks.flat()).filter((c) => c?.isSelectable);
    expect(selectable).toHaveLength(151);
  });
});

describe('shiftMonthOffset', () => {
  it.each([
    [0, 1, false, 1],
    [0, -1, false, 0],
    [9, 1, false, 10],
    [10, 1, false, 10],
    [3, -2, false, 1],
    [3, 1, true, 3],
  ])('offset %i + %i (animating %s) → %i', (offset, delta, animating, expected) => {
    expect(shiftMonthOffset(offset, delta, { animating })).toBe(expected);
  });

  it('is limited to the max offset', () => {
    expect(CALENDAR_MAX_NAV_OFFSET).toBe(10);
    expect(shiftMonthOffset(0, 99)).toBe(10);
  });
});

describe('selectDate (range reducer)', () => {
  const d = (n: number) => addDays(today, n);
  const sel = (start: string | null, end: string | null): DateSelection => ({ start, end });

  it.each([
    ['no start: the pick sets the start', sel(null, null), d(3), 'range', sel(d(3), null)],
    ['only start: a later pick sets the end', sel(d(3), null), d(6), 'range', sel(d(3), d(6))],
    ['only start: an earlier pick becomes the new start', sel(d(3), null), d(1), 'range', sel(d(1), null)],
    ['only start: the same day changes nothing', sel(d(3), null), d(3), 'range', sel(d(3), null)],
    ['both set: a click restarts and clears the end', sel(d(3), d(6)), d(10), 'range', sel(d(10), null)],
    ['both set: an earlier click restarts too', sel(d(3), d(6)), d(1), 'range', sel(d(1), null)],
    ['single: the pick sets the start only', sel(d(3), null), d(8), 'single', sel(d(8), null)],
    ['single: the end is left alone', sel(d(3), d(6)), d(1), 'single', sel(d(1), d(6))],
    ['single: no start', sel(null, null), d(2), 'single', sel(d(2), null)],
  ] as const)('%s', (_name, before, picked, mode, after) => {
    expect(selectDate(before, picked, { mode })).toEqual(after);
  });

  it('allows a same-day range when asked', () => {
    expect(selectDate(sel(d(3), null), d(3), { mode: 'range', allowSameDay: true })).toEqual(sel(d(3), d(3)));
  });

  it('go to today sets the start to today and clears the end', () => {
    expect(goToToday(today)).toEqual(sel(today, null));
  });

  it('previews the hovered range', () => {
    expect(isInPreviewRange(d(2), sel(d(1), null), d(4))).toBe(true);
    expect(isInPreviewRange(d(4), sel(d(1), null), d(4))).toBe(false);
    expect(isInPreviewRange(d(2), sel(d(1), d(3)), null)).toBe(true);
    expect(isInPreviewRange(d(2), sel(null, null), d(4))).toBe(false);
  });
});
