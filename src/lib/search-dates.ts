/**
 * Default dates of the search forms and the date repair of search routes (spec 001 §5). Everything takes `today`
 * (the Tehran day, see `todayIn`) so callers and tests control the clock.
 */
import { LEAD_CITY_LOCATION_IDS } from './constants';
import { type IsoDate, addDays, parseDateParam } from './dates';
import type { Query } from './query';

export type Scope = 'l' | 'i';

export interface HotelDates {
  startDate: IsoDate | null;
  endDate: IsoDate | null;
}

export interface FlightDates {
  flightDate: IsoDate;
  returnDate: IsoDate;
}

/** Hotel form elsewhere: start tomorrow, end today + 3. */
export function defaultHotelDates(today: IsoDate): { startDate: IsoDate; endDate: IsoDate } {
  return { startDate: addDays(today, 1), endDate: addDays(today, 3) };
}

/** Flight: tomorrow, return today + 3. */
export function defaultFlightDates(today: IsoDate): FlightDates {
  return { flightDate: addDays(today, 1), returnDate: addDays(today, 3) };
}

/** Tour flight: today + 2, return today + 4. */
export function defaultTourFlightDates(today: IsoDate): FlightDates {
  return { flightDate: addDays(today, 2), returnDate: addDays(today, 4) };
}

export interface HotelFormDatesInput {
  today: IsoDate;
  scope: Scope | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  /** utm_source of the visit: a local destination reached from a campaign link gets campaign dates. */
  utmSource?: string | null | undefined;
}

/**
 * Dates the hotel search form starts with: an international destination without dates gets today+2 … today+4; a
 * local one reached from a campaign link (utm_source) without dates gets today+2 … today+3; an end before the start
 * is cleared. Otherwise the given dates (parsed, Jalali or Gregorian) are kept.
 */
export function hotelFormDates(input: HotelFormDatesInput): HotelDates {
  const { today, scope, utmSource } = input;
  const startDate = parseDateParam(input.startDate);
  let endDate = parseDateParam(input.endDate);
  if (startDate === null && endDate === null) {
    if (scope === 'i') return { startDate: addDays(today, 2), endDate: addDays(today, 4) };
    if (scope === 'l' && utmSource) return { startDate: addDays(today, 2), endDate: addDays(today, 3) };
  }
  if (startDate !== null && endDate !== null && endDate < startDate) endDate = null;
  return { startDate, endDate };
}

// ── Search-route repair ────────────────────────────────────────────────────────────────────────────────────────────

/** Destinations whose searches get their own default dates. */
export type SpecialDestination = 'dubai' | 'istanbul';

const SPECIAL_BY_CODE: Readonly<Record<string, SpecialDestination>> = { DXB: 'dubai', IST: 'istanbul' };

/** `ae-dubai` / `tr-istanbul` slugs, or the cities' location ids. */
export function hotelSpecialDestination(
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

interface RepairRule {
  startKey: string;
  endKey: string;
  defaultStart: IsoDate;
  /** The end date when the query has none. */
  defaultEnd: (start: IsoDate) => IsoDate;
  /** One-way: the end is neither added nor checked. */
  skipEnd?: boolean;
  /** A hotel stay needs at least one night: an end on the start day counts as "before" it too. */
  endAfterStart?: boolean;
}

/** Days added to the start when the end comes before it. */
const END_BEFORE_START_SHIFT = 3;

/**
 * Missing or unreadable dates get their defaults, dates before today become today, an end before the start becomes
 * start + 3. Dates that are fine are left exactly as written (a Jalali date stays Jalali); changed ones are written as
 * ISO. Null when nothing changes, so the caller redirects only when needed.
 */
function repairDates(query: Query, today: IsoDate, rule: RepairRule): Query | null {
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
  return changed ? out : null;
}

export interface RepairContext {
  today: IsoDate;
}

/** Flight search: outbound tomorrow, return today + 3 unless flightType is 1 (one-way). */
export function repairFlightSearchQuery(query: Query, { today }: RepairContext): Query | null {
  const { flightDate, returnDate } = defaultFlightDates(today);
  return repairDates(query, today, {
    startKey: 'flightDate',
    endKey: 'returnDate',
    defaultStart: flightDate,
    defaultEnd: () => returnDate,
    skipEnd: query['flightType'] === '1',
  });
}

const HOTEL_REPAIR_DEFAULTS: Record<SpecialDestination | 'other', { start: number; end: (start: IsoDate, today: IsoDate) => IsoDate }> = {
  // Dubai's end is start + 4 (today + 10 with the default start); Istanbul's is today + 8.
  dubai: { start: 6, end: (start) => addDays(start, 4) },
  istanbul: { start: 4, end: (_start, today) => addDays(today, 8) },
  other: { start: 0, end: (_start, today) => addDays(today, 3) },
};

/** Hotel search (`/hotel/{destination}/search`): startDate today, endDate today + 3; Dubai and Istanbul differ. */
export function repairHotelSearchQuery(query: Query, { today, destination }: RepairContext & { destination: string }): Query | null {
  const defaults = HOTEL_REPAIR_DEFAULTS[hotelSpecialDestination(destination, query['id']) ?? 'other'];
  return repairDates(query, today, {
    startKey: 'startDate',
    endKey: 'endDate',
    defaultStart: addDays(today, defaults.start),
    defaultEnd: (start) => defaults.end(start, today),
    endAfterStart: true,
  });
}

const FLIGHT_HOTEL_REPAIR_DEFAULTS: Record<SpecialDestination | 'other', [start: number, end: number]> = {
  dubai: [6, 10],
  istanbul: [4, 8],
  other: [0, 2],
};

/** Flight+hotel search (`/flight+hotel/{source}-{destination}/search`): flightDate today, returnDate today + 2. */
export function repairFlightHotelSearchQuery(query: Query, { today, destination }: RepairContext & { destination: string }): Query | null {
  const [start, end] = FLIGHT_HOTEL_REPAIR_DEFAULTS[routeSpecialDestination(destination) ?? 'other'];
  return repairDates(query, today, {
    startKey: 'flightDate',
    endKey: 'returnDate',
    defaultStart: addDays(today, start),
    defaultEnd: () => addDays(today, end),
  });
}
