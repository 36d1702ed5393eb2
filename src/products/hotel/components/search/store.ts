/**
 * The hotel search form's state (valtio). One store per mounted form: the results page may show the form twice
 * (sticky on desktop, the "change search" dialog on mobile), and each keeps its own draft.
 */
import { proxy } from 'valtio';
import type { DateSelection } from '@/lib/calendar';
import type { CalendarKind } from '@/lib/dates';
import type { Room } from '@/lib/rooms';
import type { Destination } from './form-logic';

export interface HotelFormStore {
  destination: Destination | null;
  dates: DateSelection;
  calendar: CalendarKind;
  rooms: Room[];
  pickerOpen: boolean;
  /** The validation message that opened the picker. */
  pickerMessage: string | null;
  /** The destination alert. */
  destinationError: string | null;
  submitting: boolean;
}

export function createHotelFormStore(initial: Pick<HotelFormStore, 'destination' | 'dates' | 'calendar' | 'rooms'>): HotelFormStore {
  return proxy<HotelFormStore>({ ...initial, pickerOpen: false, pickerMessage: null, destinationError: null, submitting: false });
}
