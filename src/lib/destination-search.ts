/**
 * The query of a one-destination product's search link (spec 001 §2 "Query parameters"): a start date, an end date
 * when the product sells a range, the passengers by type, the picker and the visit's tracking parameters. Each product
 * writes its own route around it (src/products/<id>/model/query.ts).
 */
import type { CalendarKind, IsoDate } from './dates';
import { type PassengerCounts, passengerKeys } from './passengers';
import { GREGORIAN_PICKER_VALUE, type Query, trackingParams } from './query';

export interface DestinationSearch {
  /** The route parameter: a slug (`ae-dubai`, `kish`) or an IATA code. */
  destination: string;
  startDate: IsoDate | null;
  endDate?: IsoDate | null;
  passengers: PassengerCounts;
  calendar?: CalendarKind;
  tracking?: Query;
}

/** `startDate[&endDate]&pCount&adults[&child][&infant][&picker]` + tracking, in that order. */
export function destinationSearchQuery(s: DestinationSearch, { withEnd }: { withEnd: boolean }): Query {
  const q: Query = {};
  if (s.startDate) q['startDate'] = s.startDate;
  if (withEnd && s.endDate) q['endDate'] = s.endDate;
  Object.assign(q, passengerKeys(s.passengers));
  if (s.calendar === 'gregorian') q['picker'] = GREGORIAN_PICKER_VALUE;
  return { ...q, ...trackingParams(s.tracking ?? {}) };
}
