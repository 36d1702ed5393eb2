/**
 * The slots BasketBook books, in the order that picks an order's lead: a flight with a hotel is one order the flight
 * leads (its product, dates and travellers; the hotel adds its price and its title). One line per product.
 */
import { attractionBooker } from './attraction';
import { cipBooker } from './cip';
import { flightBooker } from './flight';
import { hotelBooker } from './hotel';
import { insuranceBooker } from './insurance';
import { tourDynamicBooker } from './tour-dynamic';
import type { SlotBooker } from './slot-booker';
import { tourBooker } from './tour';

export type { BookedPart, SlotBooker } from './slot-booker';

export const SLOT_BOOKERS: readonly SlotBooker[] = [
  flightBooker,
  hotelBooker,
  insuranceBooker,
  attractionBooker,
  cipBooker,
  tourBooker,
  tourDynamicBooker,
];
