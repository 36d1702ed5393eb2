/**
 * Why a flight+hotel search URL cannot be searched (issue 16 point 1; the rules are src/lib/search-problems.ts): its
 * `{source}-{destination}` route, then the passengers, then the dates. Missing or past dates are the repair
 * redirect's (./dates.ts), never refused here.
 */
import type { IsoDate } from '@/lib/dates';
import { findAirport } from '@/lib/lookups';
import * as messages from '@/lib/messages';
import type { Query } from '@/lib/query';
import { type SummaryRules, summarySearchProblem } from '@/lib/search-problems';
import { flightHotelSource } from './query';

/** `{source}-{destination}`: `X` (any airport) or a known source, a known destination, two cities. */
function routeProblem(route: string): string | null {
  const m = messages.searchInput;
  const pair = /^([A-Za-z]{1,3})-([A-Za-z]{3})$/.exec(route);
  if (!pair) return m.badRoute;
  const source = pair[1]!.toUpperCase();
  const destination = pair[2]!.toUpperCase();
  const to = findAirport(destination);
  if (!to) return m.unknownAirport(destination);
  if (source === 'X') return null;
  const from = findAirport(flightHotelSource(source));
  if (!from) return m.unknownAirport(source);
  if (from.cityEn === to.cityEn && from.countryCode === to.countryCode) return m.sameRoute;
  return null;
}

/** The date keys its search path writes (./query.ts). */
const RULES: SummaryRules = { place: routeProblem, dates: { start: ['flightDate'], end: ['returnDate'] } };

export function flightHotelSearchProblem(placeParam: string, query: Query, today: IsoDate): string | null {
  return summarySearchProblem(RULES, placeParam, query, today);
}
