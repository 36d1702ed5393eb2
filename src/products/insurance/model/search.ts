/**
 * A travel insurance search (spec 001 §2 "Route names", "Query parameters"; §5 default dates): the form's link
 * `/insurance/{destination}/search?startDate&endDate&pCount&adults[&child][&infant]`, its default dates (a travel range:
 * tomorrow … today + 3), its summary page and why its URL cannot be searched.
 */
import type { IsoDate } from '@/lib/dates';
import { type DestinationSearch, destinationSearchQuery } from '@/lib/destination-search';
import { type Query, toSearchString } from '@/lib/query';
import { type DateRange, defaultTripDates } from '@/lib/search-dates';
import { type SummaryRules, placeProblem, summarySearchProblem } from '@/lib/search-problems';
import { type DateKeys, type SearchSummary, destinationSummary } from '@/lib/search-summary';
import { insuranceForm } from '../messages';

export function insuranceSearchPath(s: DestinationSearch): string {
  const query = destinationSearchQuery(s, { withEnd: true });
  return `/insurance/${encodeURIComponent(s.destination.toLowerCase())}/search${toSearchString(query)}`;
}

/** A travel range: tomorrow … today + 3. */
export const insuranceFormDates = (today: IsoDate): DateRange => defaultTripDates(today);

/** Its own keys, and the flight keys a tour's or flight's link would carry. */
const DATE_KEYS: DateKeys = { start: ['startDate', 'flightDate'], end: ['endDate', 'returnDate'] };

/** The summary page: the destination, the travel range and its length in days (both ends counted), the insured. */
export function insuranceSummary(destinationParam: string, query: Query): SearchSummary {
  const m = insuranceForm;
  return destinationSummary(destinationParam, query, {
    productName: m.name,
    placeLabel: 'مقصد',
    startLabel: m.start,
    end: { label: m.end, lengthLabel: m.tripLength },
    partyLabel: m.insured,
    title: m.summaryTitle,
    dateKeys: DATE_KEYS,
  });
}

const RULES: SummaryRules = { place: placeProblem, dates: DATE_KEYS };

export function insuranceSearchProblem(placeParam: string, query: Query, today: IsoDate): string | null {
  return summarySearchProblem(RULES, placeParam, query, today);
}
