/** The flight form's default dates and the flight search route's date repair (spec 001 §5). */
import type { IsoDate } from '@/lib/dates';
import type { Query } from '@/lib/query';
import { type RepairContext, defaultTripDates, repairDates } from '@/lib/search-dates';

export interface FlightDates {
  flightDate: IsoDate;
  returnDate: IsoDate;
}

/** Flight: tomorrow, return today + 3. */
export function defaultFlightDates(today: IsoDate): FlightDates {
  const { start, end } = defaultTripDates(today);
  return { flightDate: start, returnDate: end };
}

/** Flight search: outbound tomorrow, return today + 3 unless flightType is 1 (one-way). */
export function repairFlightSearchQuery(query: Query, { today }: RepairContext): Query | null {
  const { flightDate, returnDate } = defaultFlightDates(today);
  return repairDates(query, today, {
    startKey: 'flightDate',
    endKey: 'returnDate',
    defaultStart: flightDate,
    defaultEnd: () => returnDate,
    skipEnd: query['flightType'] === '1',
  });
}
