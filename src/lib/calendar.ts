/**
 * Date-picker logic (spec 001 §2 "Date picker dialog", §4 "Date picker"): month grids for the Jalali and Gregorian
 * calendars (weeks start on Saturday, Friday is the weekend), the selectable window, month navigation and the
 * range-selection reducer.
 */
import { jalaaliMonthLength } from 'jalaali-js';
import { CALENDAR_MAX_NAV_OFFSET, CALENDAR_MONTHS, CALENDAR_SELECTABLE_DAYS } from './constants';
import { type CalendarKind, type IsoDate, addDays, dateFromParts, dateParts, epochDayFromParts, weekdayIndex } from './dates';
import { monthTitle } from './date-format';
import type { Digits } from './text';

export interface YearMonth {
  year: number;
  month: number;
}

export interface CalendarDay {
  iso: IsoDate;
  /** Day of the month in the grid's calendar. */
  day: number;
  /** 0 = Saturday … 6 = Friday. */
  weekday: number;
  isWeekend: boolean;
  isToday: boolean;
  isPast: boolean;
  isSelectable: boolean;
}

export interface CalendarMonth extends YearMonth {
  calendar: CalendarKind;
  title: string;
  /** Rows of 7 cells, Saturday first; null pads the days outside the month. */
  weeks: (CalendarDay | null)[][];
}

export interface SelectableOptions {
  today: IsoDate;
  /** Attraction pages: only these days can be picked (instead of the 150-day window). */
  allowedDates?: ReadonlySet<IsoDate> | readonly IsoDate[];
}

/** Today … today + 150 (inclusive) outside attraction pages. */
export function selectableWindow(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: today, max: addDays(today, CALENDAR_SELECTABLE_DAYS) };
}

/** Past days never; otherwise the window, or the given list on attraction pages. */
export function isDateSelectable(iso: IsoDate, { today, allowedDates }: SelectableOptions): boolean {
  if (iso < today) return false;
  if (allowedDates) {
    return allowedDates instanceof Set ? allowedDates.has(iso) : (allowedDates as readonly IsoDate[]).includes(iso);
  }
  return iso <= selectableWindow(today).max;
}

export function monthLength(calendar: CalendarKind, { year, month }: YearMonth): number {
  if (calendar === 'jalali') return jalaaliMonthLength(year, month);
  const next = addMonths({ year, month }, 1);
  return epochDayFromParts(next.year, next.month, 1) - epochDayFromParts(year, month, 1);
}

export function monthOf(iso: IsoDate, calendar: CalendarKind): YearMonth {
  const { year, month } = dateParts(iso, calendar);
  return { year, month };
}

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function dayOf(calendar: CalendarKind, { year, month }: YearMonth, day: number): IsoDate {
  const iso = dateFromParts(calendar, year, month, day);
  if (iso === null) throw new RangeError(`No day ${year}-${month}-${day} in the ${calendar} calendar`);
  return iso;
}

export interface MonthGridOptions extends SelectableOptions {
  digits?: Digits;
}

export function buildMonth(calendar: CalendarKind, ym: YearMonth, options: MonthGridOptions): CalendarMonth {
  const { today, digits = 'fa' } = options;
  const first = dayOf(calendar, ym, 1);
  const length = monthLength(calendar, ym);
  const cells: (CalendarDay | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = 1; day <= length; day++) {
    const iso = addDays(first, day - 1);
    const weekday = weekdayIndex(iso);
    cells.push({
      iso,
      day,
      weekday,
      isWeekend: weekday === 6,
      isToday: iso === today,
      isPast: iso < today,
      isSelectable: isDateSelectable(iso, options),
    });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { calendar, ...ym, title: monthTitle(ym.year, ym.month, calendar, digits), weeks };
}

/** The 12 months shown by the picker, starting with the month of `from`. */
export function buildCalendar(
  calendar: CalendarKind,
  from: IsoDate,
  options: MonthGridOptions,
  count: number = CALENDAR_MONTHS,
): CalendarMonth[] {
  const start = monthOf(from, calendar);
  return Array.from({ length: count }, (_, i) => buildMonth(calendar, addMonths(start, i), options));
}

/** Month navigation: the offset from the first month stays within 0 … 10 and does not move while animating. */
export function shiftMonthOffset(offset: number, delta: number, { animating = false } = {}): number {
  if (animating) return offset;
  return Math.min(CALENDAR_MAX_NAV_OFFSET, Math.max(0, offset + delta));
}

// ── Selection ──────────────────────────────────────────────────────────────────────────────────────────────────────

export interface DateSelection {
  start: IsoDate | null;
  end: IsoDate | null;
}

export type SelectionMode = 'range' | 'single';

export interface SelectOptions {
  mode: SelectionMode;
  /** Picking the start day again ends the range on that same day (e.g. a same-day return flight). Default false. */
  allowSameDay?: boolean;
}

/**
 * No start: the pick becomes the start. Range mode with only a start: a later pick sets the end, an earlier one
 * becomes the new start. Both set: the pick restarts the selection and clears the end. Single mode: each pick sets
 * the start only.
 */
export function selectDate(selection: DateSelection, picked: IsoDate, options: SelectOptions): DateSelection {
  const { start, end } = selection;
  if (options.mode === 'single') return { start: picked, end };
  if (start === null) return { start: picked, end: null };
  if (end !== null) return { start: picked, end: null };
  if (picked > start || (picked === start && options.allowSameDay)) return { start, end: picked };
  if (picked < start) return { start: picked, end: null };
  return selection;
}

/** "Go to today": the start becomes today and the end is cleared. */
export function goToToday(today: IsoDate): DateSelection {
  return { start: today, end: null };
}

/** Desktop hover preview: the days strictly between the start and the hovered day, when the end is not chosen yet. */
export function isInPreviewRange(iso: IsoDate, selection: DateSelection, hovered: IsoDate | null): boolean {
  const { start, end } = selection;
  const to = end ?? hovered;
  return start !== null && to !== null && iso > start && iso < to;
}
