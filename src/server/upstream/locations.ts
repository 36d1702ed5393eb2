/**
 * Every location call of the product: the three location searches (hotels; flights and the home page; tours and
 * flight+hotel), the city behind a destination slug, and the offline (popular) destination sets. One request body
 * builder for all of them; every answer is parsed by the schemas of `../schemas/locations`, which the sandbox
 * serves too.
 */
import { LOCATION_TAKE_COUNT, LOCATION_SEARCH_MIN_CHARS, LOCATION_TYPES } from '@/lib/constants';
import { collapseWhitespace } from '@/lib/text';
import {
  DEFAULT_LOCATION_TYPES,
  FindLocationResponse,
  LOCATION_SEARCH_PATHS,
  type FindLocationRequest,
  type Location,
  type LocationSearchVariant,
  type LocationTypeId,
  OfflineLocationsResponse,
  type OfflineSetName,
} from '../schemas/locations';
import type { UpstreamClient } from './request';

/**
 * The health probe's supplier path: cheap, public and cached upstream (the offline city list of the first search form;
 * the set's name is the supplier's own, spec 001 §4).
 */
export const HEALTH_PROBE_PATH = '/api2/Location/Offline/hotels';
export interface LocationQuery {
  name: string;
  /** Defaults to the variant's types: hotels [3], flights [3, 5], tours and flight+hotel [5, 7]. */
  locationTypes?: readonly LocationTypeId[];
  /** 0 asks for the supplier's default count (the hotel lookup sends 0). */
  takeCount?: number;
  parentId?: number | null;
  /** true: Iran only; false: abroad only; null: both. */
  isLocal?: boolean | null;
  showAllCity?: boolean;
  myCityShowOnly?: boolean;
}

/** How long a call may take and how often it is retried (forms degrade fast: `retries: 0` and a short deadline). */
export interface LocationCallOptions {
  deadlineMs?: number;
  retries?: number;
}

/** The one body of every location search. */
export function locationSearchBody(variant: LocationSearchVariant, q: LocationQuery): FindLocationRequest {
  return {
    isLocal: q.isLocal ?? null,
    lang: 'fa',
    locationTypes: (q.locationTypes ?? DEFAULT_LOCATION_TYPES[variant]).map((id) => ({ locationTypeid: id })),
    myCityShowOnly: q.myCityShowOnly ?? false,
    parentid: q.parentId ?? null,
    showAllCity: q.showAllCity ?? true,
    takeCount: q.takeCount ?? LOCATION_TAKE_COUNT,
    name: q.name,
  };
}

/** A two-letter first word of a destination slug is its country code (`ir-kish`, `ae-dubai`). */
const COUNTRY_PREFIX = /^[a-z]{2}-/;

/** The name a slug is searched by: without the country code, words apart (`ir-bandar-abbas` → `bandar abbas`). */
export function slugSearchName(slug: string): string {
  return slug.toLowerCase().replace(COUNTRY_PREFIX, '').replace(/-/g, ' ');
}

/** The city (type 3) of a slug among the answers: the whole slug must match, or its city part for a bare slug. */
export function cityOfSlug(locations: readonly Location[], slug: string): Location | null {
  const wanted = slug.toLowerCase();
  const bare = !COUNTRY_PREFIX.test(wanted);
  const slugOf = (l: Location) => (bare ? l.slug.toLowerCase().replace(COUNTRY_PREFIX, '') : l.slug.toLowerCase());
  return locations.find((l) => l.locationTypeId === LOCATION_TYPES.cityOrAirport && slugOf(l) === wanted) ?? null;
}

/**
 * The supplier answers the tour search for `BAK` (Baku) with other places first: only its third result is the
 * destination, so only that one is kept (when there is one).
 */
export function keepTourResults(name: string, locations: Location[]): Location[] {
  return name.trim().toUpperCase() === 'BAK' && locations.length >= 3 ? [locations[2] as Location] : locations;
}

/**
 * One request's slug lookups: the results page needs the city of its slug in the edge prefetch, the page and the
 * search form, and asks the supplier once. Keyed by the request's client (which lives as long as the request);
 * a failed lookup is forgotten so that a later caller may try again.
 */
const slugLookups = new WeakMap<UpstreamClient, Map<string, Promise<Location | null>>>();

export const locationsApi = (client: UpstreamClient) => {
  /** A location search; names under the 2-character minimum are answered empty without a call. */
  async function search(variant: LocationSearchVariant, q: LocationQuery, o: LocationCallOptions = {}): Promise<Location[]> {
    if (collapseWhitespace(q.name).length < LOCATION_SEARCH_MIN_CHARS) return [];
    const res = await client.call({
      method: 'POST',
      path: LOCATION_SEARCH_PATHS[variant],
      body: locationSearchBody(variant, q),
      schema: FindLocationResponse,
      idempotent: true,
      ...o,
    });
    return variant === 'tours' ? keepTourResults(q.name, res.data) : res.data;
  }

  return {
    search,
    /** Cities, city groups, flight+hotel destinations and single hotels. */
    hotels: (q: LocationQuery, o?: LocationCallOptions) => search('hotels', q, o),
    /**
     * Cities and their airports, and the all-airports groups (the spec's "flights" location search, used by every form
     * that asks for an airport and by the home page).
     */
    airports: (q: LocationQuery, o?: LocationCallOptions) => search('flights', q, o),
    /** Tour and flight+hotel destinations (location types 5 and 7 by default). */
    tours: (q: LocationQuery, o?: LocationCallOptions) => search('tours', q, o),

    /**
     * The city behind a destination slug (`ir-kish`, or a bare `kish`), through the hotel lookup; null when no city
     * has that slug. Throws the UpstreamError of a failed lookup.
     */
    cityBySlug: (slug: string, o?: LocationCallOptions): Promise<Location | null> => {
      const lookups = slugLookups.get(client) ?? new Map<string, Promise<Location | null>>();
      slugLookups.set(client, lookups);
      const key = slug.toLowerCase();
      const known = lookups.get(key);
      if (known) return known;
      const found = search('hotels', { name: slugSearchName(slug) }, o).then((list) => cityOfSlug(list, slug));
      lookups.set(key, found);
      found.catch(() => lookups.delete(key));
      return found;
    },

    /** An offline set (hotels, dynamic tours, attractions, CIP): the popular domestic and foreign cities. */
    offline: async (set: OfflineSetName, o: LocationCallOptions = {}): Promise<{ domestic: Location[]; international: Location[] }> => {
      const res = await client.call({ method: 'GET', path: `/api2/Location/Offline/${set}`, schema: OfflineLocationsResponse, ...o });
      return { domestic: res.data.domestic, international: res.data.international };
    },
  };
};
