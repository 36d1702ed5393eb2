/**
 * The days of a one-way search's date strip: the chosen day and `FLIGHT_DATE_STRIP_SPAN` days on each side, past days
 * left out, each with its Jalali label and the link that searches that day. Computed on the server, so the calendar
 * maths and the Jalali formatting stay out of the results page's JavaScript.
 */
import { formatDate } from '@/lib/date-format';
import { addDays, type IsoDate } from '@/lib/dates';
import { type Query, toSearchString } from '@/lib/query';

/** Days shown on each side of the chosen one. */
export const FLIGHT_DATE_STRIP_SPAN = 3;

export interface StripDay {
  date: IsoDate;
  /** «جمعه ۱۴ آذر»: weekday, day and month. */
  label: string;
  href: string;
}

export function flightStripDays(route: string, query: Query, date: IsoDate, today: IsoDate): StripDay[] {
  return Array.from({ length: 2 * FLIGHT_DATE_STRIP_SPAN + 1 }, (_, i) => addDays(date, i - FLIGHT_DATE_STRIP_SPAN))
    .filter((d) => d >= today)
    .map((d) => ({
      date: d,
      label: formatDate(d, 'jalali', { year: false, weekday: true }),
      href: `/flight/${route}/search${toSearchString({ ...query, flightDate: d })}`,
    }));
}

/**
 * Whether the strip's day prices count non-stop flights only (issue 48 point 4): when the results' stop filter shows
 * non-stop flights alone, forced (DXB, IST) or chosen, a one-stop fare would be a price no card on the page offers.
 * The calendar can filter by stops only; the other filters never change a day's cheapest fare there.
 */
export function stripNonStopOnly(filters: { stops: readonly string[] }): boolean {
  return filters.stops.length === 1 && filters.stops[0] === '0';
}
