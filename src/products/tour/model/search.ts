/**
 * A tour search (spec 001 §2 "Route names", "Query parameters"; §5 default dates): the form's link
 * `/tour/{slug}?flightDate&returnDate&pCount&adults` (tour flight dates), its default dates, and why a tour URL cannot
 * be searched (its landing page, src/pages/(default)/tour/[destination]).
 */
import type { IsoDate } from '@/lib/dates';
import type { DestinationSearch } from '@/lib/destination-search';
import { passengerKeys } from '@/lib/passengers';
import { GREGORIAN_PICKER_VALUE, type Query, toSearchString, trackingParams } from '@/lib/query';
import { type DateRange, defaultLeadTimeTripDates } from '@/lib/search-dates';
import { type SummaryRules, placeProblem, summarySearchProblem } from '@/lib/search-problems';

/** Tour list of a destination: `/tour/{slug}?flightDate&returnDate&pCount&adults` (tour flight dates). */
export function tourSearchPath(s: DestinationSearch): string {
  const q: Query = {};
  if (s.startDate) q['flightDate'] = s.startDate;
  if (s.endDate) q['returnDate'] = s.endDate;
  Object.assign(q, passengerKeys(s.passengers));
  if (s.calendar === 'gregorian') q['picker'] = GREGORIAN_PICKER_VALUE;
  return `/tour/${encodeURIComponent(s.destination.toLowerCase())}${toSearchString({ ...q, ...trackingParams(s.tracking ?? {}) })}`;
}

/** The tour route names a city without its country prefix: `ir-kish` → `kish`, `tr-istanbul` → `istanbul`. */
export function tourDestinationSlug(slug: string): string {
  const parts = slug.toLowerCase().split('-');
  return parts.length > 1 && parts[0]!.length === 2 ? parts.slice(1).join('-') : slug.toLowerCase();
}

/** Tour: flight dates (today + 2, today + 4). */
export const tourFormDates = (today: IsoDate): DateRange => defaultLeadTimeTripDates(today);

/** A destination slug or name; the date keys its search path writes. */
const RULES: SummaryRules = { place: placeProblem, dates: { start: ['flightDate'], end: ['returnDate'] } };

export function tourSearchProblem(placeParam: string, query: Query, today: IsoDate): string | null {
  return summarySearchProblem(RULES, placeParam, query, today);
}
