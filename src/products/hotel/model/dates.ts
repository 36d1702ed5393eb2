/**
 * The hotel form's default dates and the hotel search route's date repair (spec 001 §5). Everything takes `today`
 * (the Tehran day, see `todayIn`) so callers and tests control the clock.
 */
import { type IsoDate, addDays, parseDateParam } from '@/lib/dates';
import type { Query } from '@/lib/query';
import {
  type RepairContext,
  type Scope,
  type SpecialDestination,
  defaultTripDates,
  placeSpecialDestination,
  repairDates,
} from '@/lib/search-dates';

export interface HotelDates {
  startDate: IsoDate | null;
  endDate: IsoDate | null;
}

/** Hotel form elsewhere: start tomorrow, end today + 3. */
export function defaultHotelDates(today: IsoDate): { startDate: IsoDate; endDate: IsoDate } {
  const { start, end } = defaultTripDates(today);
  return { startDate: start, endDate: end };
}

export interface HotelFormDatesInput {
  today: IsoDate;
  scope: Scope | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  /** utm_source of the visit: a local destination reached from a campaign link gets campaign dates. */
  utmSource?: string | null | undefined;
}

/**
 * Dates the hotel search form starts with: an international destination without dates gets today+2 … today+4; a
 * local one reached from a campaign link (utm_source) without dates gets today+2 … today+3; an end before the start
 * is cleared. Otherwise the given dates (parsed, Jalali or Gregorian) are kept.
 */
export function hotelFormDates(input: HotelFormDatesInput): HotelDates {
  const { today, scope, utmSource } = input;
  const startDate = parseDateParam(input.startDate);
  let endDate = parseDateParam(input.endDate);
  if (startDate === null && endDate === null) {
    if (scope === 'i') return { startDate: addDays(today, 2), endDate: addDays(today, 4) };
    if (scope === 'l' && utmSource) return { startDate: addDays(today, 2), endDate: addDays(today, 3) };
  }
  if (startDate !== null && endDate !== null && endDate < startDate) endDate = null;
  return { startDate, endDate };
}

const HOTEL_REPAIR_DEFAULTS: Record<SpecialDestination | 'other', { start: number; end: (start: IsoDate, today: IsoDate) => IsoDate }> = {
  // Dubai's end is start + 4 (today + 10 with the default start); Istanbul's is today + 8.
  dubai: { start: 6, end: (start) => addDays(start, 4) },
  istanbul: { start: 4, end: (_start, today) => addDays(today, 8) },
  other: { start: 0, end: (_start, today) => addDays(today, 3) },
};

/** Hotel search (`/hotel/{destination}/search`): startDate today, endDate today + 3; Dubai and Istanbul differ. */
export function repairHotelSearchQuery(query: Query, { today, destination }: RepairContext & { destination: string }): Query | null {
  const defaults = HOTEL_REPAIR_DEFAULTS[placeSpecialDestination(destination, query['id']) ?? 'other'];
  return repairDates(query, today, {
    startKey: 'startDate',
    endKey: 'endDate',
    defaultStart: addDays(today, defaults.start),
    defaultEnd: (start) => defaults.end(start, today),
    endAfterStart: true,
  });
}
