/**
 * An airport CIP search (spec 001 §2 "Route names", "Query parameters"; §5 default dates): the form's link
 * `/cip/{IATA}/search?startDate&pCount&adults[&child][&infant]`, its default date (one day: tomorrow), its summary page
 * and why its URL cannot be searched.
 */
import { type IsoDate, addDays } from '@/lib/dates';
import { type DestinationSearch, destinationSearchQuery } from '@/lib/destination-search';
import { productForms } from '@/lib/messages';
import { type Query, toSearchString } from '@/lib/query';
import { type SummaryRules, airportCodeProblem, placeProblem, summarySearchProblem } from '@/lib/search-problems';
import { type DateKeys, type SearchSummary, destinationSummary } from '@/lib/search-summary';
import { cipForm } from '../messages';

/** The airport's IATA code, upper-cased. */
export function cipSearchPath(s: DestinationSearch): string {
  const query = destinationSearchQuery(s, { withEnd: false });
  return `/cip/${encodeURIComponent(s.destination.toUpperCase())}/search${toSearchString(query)}`;
}

/** One day: tomorrow. */
export const cipFormDates = (today: IsoDate): { start: IsoDate; end: null } => ({ start: addDays(today, 1), end: null });

/** Its own keys, and the flight keys a tour's or flight's link would carry. */
const DATE_KEYS: DateKeys = { start: ['startDate', 'flightDate'], end: ['endDate', 'returnDate'] };

export function cipSummary(destinationParam: string, query: Query): SearchSummary {
  const m = cipForm;
  return destinationSummary(destinationParam, query, {
    productName: m.name,
    placeLabel: m.airport,
    startLabel: m.date,
    partyLabel: productForms.passengers,
    title: m.summaryTitle,
    dateKeys: DATE_KEYS,
  });
}

/**
 * A destination slug or name; an airport code (`IKA`, as its search form writes it) must be a known airport.
 */
const RULES: SummaryRules = {
  place: (place) => (/^[A-Za-z]{3}$/.test(place) ? airportCodeProblem(place) : placeProblem(place)),
  dates: DATE_KEYS,
};

export function cipSearchProblem(placeParam: string, query: Query, today: IsoDate): string | null {
  return summarySearchProblem(RULES, placeParam, query, today);
}
