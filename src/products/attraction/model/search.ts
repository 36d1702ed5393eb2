/**
 * An attraction ticket search (spec 001 §2 "Route names", "Query parameters"; §5 default dates): the form's link
 * `/attraction/{destination}/search?startDate&pCount&adults[&child][&infant]`, its default date (one day: tomorrow),
 * its summary page and why its URL cannot be searched.
 */
import { type IsoDate, addDays } from '@/lib/dates';
import { type DestinationSearch, destinationSearchQuery } from '@/lib/destination-search';
import { productForms } from '@/lib/messages';
import { type Query, toSearchString } from '@/lib/query';
import { type SummaryRules, placeProblem, summarySearchProblem } from '@/lib/search-problems';
import { type DateKeys, type SearchSummary, destinationSummary } from '@/lib/search-summary';
import { attractionForm } from '../messages';

export function attractionSearchPath(s: DestinationSearch): string {
  const query = destinationSearchQuery(s, { withEnd: false });
  return `/attraction/${encodeURIComponent(s.destination.toLowerCase())}/search${toSearchString(query)}`;
}

/** One day: tomorrow. */
export const attractionFormDates = (today: IsoDate): { start: IsoDate; end: null } => ({ start: addDays(today, 1), end: null });

/** Its own keys, and the flight keys a tour's or flight's link would carry. */
const DATE_KEYS: DateKeys = { start: ['startDate', 'flightDate'], end: ['endDate', 'returnDate'] };

export function attractionSummary(destinationParam: string, query: Query): SearchSummary {
  const m = attractionForm;
  return destinationSummary(destinationParam, query, {
    productName: m.name,
    placeLabel: 'مقصد',
    startLabel: m.date,
    partyLabel: productForms.passengers,
    title: m.summaryTitle,
    dateKeys: DATE_KEYS,
  });
}

const RULES: SummaryRules = { place: placeProblem, dates: DATE_KEYS };

export function attractionSearchProblem(placeParam: string, query: Query, today: IsoDate): string | null {
  return summarySearchProblem(RULES, placeParam, query, today);
}
