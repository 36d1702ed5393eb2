/**
 * The attraction date picker's rules (spec 001 §4: attraction pages limit selection to the given date list, show the
 * day price, and have no return switch). A day is selectable only when the attraction offers it, it is not sold out
 * and it is not past; a day missing from the list is not offered, whatever the calendar says.
 */
import { type SelectableOptions, isDateSelectable } from '@/lib/calendar';
import type { IsoDate } from '@/lib/dates';
import { dayPriceInTenThousands } from '@/lib/money';
import { attractionTexts as m } from '../messages';

/** What the rules read of an offered date (the supplier's `AttractionDate` has these). */
export interface OfferedDate {
  serviceDate: IsoDate;
  /** One adult ticket that day, rial: the picker's day price. */
  finalPrice: number;
  /** Tickets left; 0 is sold out. */
  remaining: number;
}

/** A single date and no return: the attraction picker's mode. */
export const ATTRACTION_PICKER = { mode: 'single', returnSwitch: false } as const;

const bookable = (d: OfferedDate, today: IsoDate) => d.remaining > 0 && d.serviceDate >= today;

/** The days that can be picked, in order. */
export function bookableDates(dates: readonly OfferedDate[], today: IsoDate): IsoDate[] {
  return dates
    .filter((d) => bookable(d, today))
    .map((d) => d.serviceDate)
    .sort();
}

/** The shared calendar's options for this list (src/lib/calendar.ts reads `allowedDates` on attraction pages). */
export function pickerOptions(dates: readonly OfferedDate[], today: IsoDate): SelectableOptions {
  return { today, allowedDates: new Set(bookableDates(dates, today)) };
}

export function isBookableDate(dates: readonly OfferedDate[], iso: IsoDate, today: IsoDate): boolean {
  return isDateSelectable(iso, pickerOptions(dates, today));
}

/** The first day that can be picked (the picker opens on it), or null when none is left. */
export function firstBookableDate(dates: readonly OfferedDate[], today: IsoDate): IsoDate | null {
  return bookableDates(dates, today)[0] ?? null;
}

/** Day prices of the bookable days, in ten-thousands of rial as the picker shows them. */
export function pickerDayPrices(dates: readonly OfferedDate[], today: IsoDate): Map<IsoDate, number> {
  return new Map(dates.filter((d) => bookable(d, today)).map((d) => [d.serviceDate, dayPriceInTenThousands(d.finalPrice)]));
}

/** Why a day cannot be booked (Persian), or null when it can. */
export function dateProblem(dates: readonly OfferedDate[], iso: IsoDate, today: IsoDate): string | null {
  if (iso < today) return m.datePast;
  const d = dates.find((x) => x.serviceDate === iso);
  if (!d) return m.dateNotOffered;
  return d.remaining > 0 ? null : m.soldOut;
}
