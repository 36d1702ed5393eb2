/**
 * Why a search URL cannot be searched at all, for the products whose results page is a summary, and for the rooms
 * of a stay: a Persian message, or null. Issue 16 point 1: input the spec's repair redirect cannot fix is refused with
 * the page's message and status 400 (never a 200 that looks like a search, never a 500). What the redirect repairs
 * (missing or past dates of the searches that have one) is repaired before this runs, so it is never refused here.
 * Pure: each product's model composes these checks (src/products/<id>/model/search-problem.ts); its page renders the
 * message and the edge (src/edge/search-prefetch.ts) sets the status from the same function.
 */
import { addDays, type IsoDate, parseDateParam } from './dates';
import { MAX_DAYS_AHEAD } from './constants';
import { parsePassengerMix } from './passenger-mix';
import { findAirport } from './lookups';
import * as messages from './messages';
import type { Query } from './query';
import type { DateKeys } from './search-summary';
import { toLatinDigits } from './text';

/** A destination slug (`ae-dubai`, `kish`, `antalya`), a Persian name, or an IATA code: letters, digits and dashes. */
const PLACE = /^[\p{L}\p{N}]+(?:[- ][\p{L}\p{N}]+)*$/u;
const MAX_PLACE_LENGTH = 100;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

const firstOf = (query: Query, keys: readonly string[]) => keys.map((k) => query[k]).find((v) => v !== undefined && v !== '');

/** Dates are optional on these pages; a given one must be a date, from today, within a year, the end after the start. */
export function datesProblem(query: Query, keys: DateKeys, today: IsoDate): string | null {
  const m = messages.searchInput;
  const rawStart = firstOf(query, keys.start);
  const rawEnd = firstOf(query, keys.end);
  const start = rawStart ? parseDateParam(rawStart) : null;
  const end = rawEnd ? parseDateParam(rawEnd) : null;
  if ((rawStart && !start) || (rawEnd && !end)) return m.badDate;
  if (start && start < today) return m.pastDate;
  if ((start && start > addDays(today, MAX_DAYS_AHEAD)) || (end && end > addDays(today, MAX_DAYS_AHEAD))) return m.tooFar;
  if (start && end && end < start) return m.endBeforeStart;
  return null;
}

/** Only the passenger keys the URL gives are checked (a link with none means one adult). */
export function passengersProblem(query: Query): string | null {
  const latin = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, toLatinDigits(v)]));
  const mix = parsePassengerMix(latin);
  return typeof mix === 'string' ? mix : null;
}

/** A destination slug or name: letters, digits and single dashes or spaces, at most 100 characters. */
export function placeProblem(place: string): string | null {
  return place.length <= MAX_PLACE_LENGTH && PLACE.test(place) ? null : messages.searchInput.badDestination;
}

/** An airport code (`IKA`) must be a known airport. */
export function airportCodeProblem(code: string): string | null {
  return findAirport(code.toUpperCase()) ? null : messages.searchInput.unknownAirport(code.toUpperCase());
}

/** What a summary product checks: its place parameter (decoded) and the query keys its dates are read from. */
export interface SummaryRules {
  place: (place: string) => string | null;
  dates: DateKeys;
}

/**
 * The summary page's problem with its route parameter (raw, as in the path) and query; null when it can be shown.
 * The place first, then the passengers, then the dates.
 */
export function summarySearchProblem(rules: SummaryRules, placeParam: string, query: Query, today: IsoDate): string | null {
  const place = decoded(placeParam);
  if (place === null) return messages.searchInput.badDestination;
  return rules.place(place) ?? passengersProblem(query) ?? datesProblem(query, rules.dates, today);
}
