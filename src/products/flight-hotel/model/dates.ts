/** The flight+hotel form's default dates and its search route's date repair (spec 001 §5). */
import { type IsoDate, addDays } from '@/lib/dates';
import type { Query } from '@/lib/query';
import {
  type DateRange,
  type RepairContext,
  type SpecialDestination,
  defaultLeadTimeTripDates,
  repairDates,
  routeSpecialDestination,
} from '@/lib/search-dates';

/** The form starts with a tour's flight dates: out today + 2, back today + 4. */
export const flightHotelFormDates = (today: IsoDate): DateRange => defaultLeadTimeTripDates(today);

const FLIGHT_HOTEL_REPAIR_DEFAULTS: Record<SpecialDestination | 'other', [start: number, end: number]> = {
  dubai: [6, 10],
  istanbul: [4, 8],
  other: [0, 2],
};

/** Flight+hotel search (`/flight+hotel/{source}-{destination}/search`): flightDate today, returnDate today + 2. */
export function repairFlightHotelSearchQuery(query: Query, { today, destination }: RepairContext & { destination: string }): Query | null {
  const [start, end] = FLIGHT_HOTEL_REPAIR_DEFAULTS[routeSpecialDestination(destination) ?? 'other'];
  return repairDates(query, today, {
    startKey: 'flightDate',
    endKey: 'returnDate',
    defaultStart: addDays(today, start),
    defaultEnd: () => addDays(today, end),
  });
}
