/**
 * What the hotel form shows before anyone touches it: the dates of the page's query (dropping past ones), the calendar
 * and rooms. Shared by the form's store and its static preview on the results page, so the two always agree.
 */
import type { DateSelection } from '@/lib/calendar';
import { monthName } from '@/lib/date-format';
import { type CalendarKind, type IsoDate, dateParts } from '@/lib/dates';
import type { HotelSearchQuery } from '@/products/hotel/model/query';
import * as messages from '@/lib/messages';
import type { Room } from '@/lib/rooms';
import { hotelFormDates } from '@/products/hotel/model/dates';
import { toPersianDigits as fa } from '@/lib/text';
import type { Destination } from './form-logic';

export interface HotelFormInitial {
  destination: Destination | null;
  dates: DateSelection;
  calendar: CalendarKind;
  rooms: Room[];
}

export function initialHotelForm({
  initial,
  destination,
  today,
}: {
  initial: HotelSearchQuery;
  destination: Destination | null;
  today: IsoDate;
}): HotelFormInitial {
  const dates = hotelFormDates({
    today,
    scope: destination?.scope ?? initial.scope,
    startDate: initial.startDate,
    endDate: initial.endDate,
    utmSource: initial.tracking['utm_source'],
  });
  return {
    destination,
    dates: {
      start: dates.startDate && dates.startDate >= today ? dates.startDate : null,
      end: dates.endDate && dates.endDate > today ? dates.endDate : null,
    },
    calendar: initial.calendar,
    rooms: initial.rooms,
  };
}

/** «۲۰ آذر» on the dates button, or «انتخاب نشده». */
export function shortDate(iso: IsoDate | null, calendar: CalendarKind): string {
  if (!iso) return messages.searchForm.notChosen;
  const p = dateParts(iso, calendar);
  return `${fa(p.day)} ${monthName(p.month, calendar)}`;
}
