/**
 * Default dates of the search forms and the date repair of search routes (spec 001 §5). Everything takes `today`
 * (the Tehran day, see `todayIn`) so callers and tests control the clock. The shared rules live here; each product's
 * model states its own defaults and repair with them (src/products/<id>/model/dates.ts).
 */
import { LEAD_CITY_LOCATION_IDS } from './constants';
import { type IsoDate, addDays, parseDateParam } from './dates';
import { PAST_DATE_KEY, type Query } from './query';

export type Scope = 'l' | 'i';

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

/** A trip's default days: out tomorrow, back today + 3 (a flight's, a stay's, and a flight+hotel stay's fallback). */
export function defaultTripDates(today: IsoDate): DateRange {
  return { start: addDays(today, 1), end: addDays(today, 3) };
}

/** A trip sold with a lead time (tours, flight+hotel): out today + 2, back today + 4. */
export function defaultLeadTimeTripDates(today: IsoDate): DateRange {
  return { start: addDays(today, 2), end: addDays(today, 4) };
}

// ── Search-route repair ────────────────────────────────────────────────────────────────────────────────────────────

/** Destinations whose searches get their own default dates. */
export type SpecialDestination = 'dubai' | 'istanbul';

const SPECIAL_BY_CODE: Readonly<Record<string, SpecialDestination>> = { DXB: 'dubai', IST: 'istanbul' };

/** `ae-dubai` / `tr-istanbul` slugs, or the cities' location ids. */
export function placeSpecialDestination(
  destination: string | null | undefined,
  locationId?: string | number | null,
): SpecialDestination | null {
  const slug = (destination ?? '').toLowerCase();
  const id = Number(locationId);
  if (slug.endsWith('-dubai') || id === LEAD_CITY_LOCATION_IDS.dubai) return 'dubai';
  if (slug.endsWith('-istanbul') || id === LEAD_CITY_LOCATION_IDS.istanbul) return 'istanbul';
  return null;
}

/** `X-DXB` / `THR-IST`: the destination code after the last dash. */
export function routeSpecialDestination(route: string | null | undefined): SpecialDestination | null {
  const code = (route ?? '').split('-').pop()?.toUpperCase() ?? '';
  return SPECIAL_BY_CODE[code] ?? null;
}

export interface RepairRule {
  startKey: string;
  endKey: string;
  defaultStart: IsoDate;
  /** The end date when the query has none. */
  defaultEnd: (start: IsoDate) => IsoDate;
  /** One-way: the end is neither added nor checked. */
  skipEnd?: boolean;
  /** A stay needs at least one night: an end on the start day counts as "before" it too. */
  endAfterStart?: boolean;
}

/** Days added to the start when the end comes before it. */
const END_BEFORE_START_SHIFT = 3;

/**
 * Missing or unreadable dates get their defaults, dates before today become today (the passed start date kept under
 * PAST_DATE_KEY for the notice), an end before the start becomes start + 3. Dates that are fine are left exactly as written (a Jalali date stays Jalali); changed ones are written as
 * ISO. Null when nothing changes, so the caller redirects only when needed.
 */
export function repairDates(query: Query, today: IsoDate, rule: RepairRule): Query | null {
  const out: Query = { ...query };
  let changed = false;
  const set = (key: string, value: IsoDate) => {
    out[key] = value;
    changed = true;
  };

  let start = parseDateParam(query[rule.startKey]);
  if (start === null) {
    start = rule.defaultStart;
    set(rule.startKey, start);
  }
  const passed = start < today ? start : null;
  if (start < today) {
    start = today;
    set(rule.startKey, start);
  }

  if (!rule.skipEnd) {
    let end = parseDateParam(query[rule.endKey]);
    if (end === null) {
      end = rule.defaultEnd(start);
      set(rule.endKey, end);
    }
    if (end < today) {
      end = today;
      set(rule.endKey, end);
    }
    if (end < start || (rule.endAfterStart && end === start)) set(rule.endKey, addDays(start, END_BEFORE_START_SHIFT));
  }
  // Last, so the address reads the dates first and the marker after them.
  if (passed !== null) out[PAST_DATE_KEY] = passed;
  return changed ? out : null;
}

export interface RepairContext {
  today: IsoDate;
}
