/**
 * Locations and the location searches (spec 001 §3 "Location", §7 "Search and location"), shared by the product's
 * client and the sandbox.
 */
import * as v from 'valibot';
import { LOCATION_TYPES } from '@/lib/constants';
import { Envelope } from './common';

/** 3 city or airport, 4 single hotel, 5 all-airports city group, 7 flight+hotel destination (lib/constants). */
export const LocationTypeId = v.picklist(Object.values(LOCATION_TYPES));
export type LocationTypeId = v.InferOutput<typeof LocationTypeId>;

/**
 * The supplier has one location search per product family, each under its own path, with the same body and the same
 * answer (a list of locations). The spec does not name the paths: these are the sandbox's.
 * - hotels: cities, city groups, flight+hotel destinations and single hotels;
 * - flights (also the home page): cities and their airports, and the all-airports groups;
 * - tours (also flight+hotel): cities, all-airports groups and flight+hotel destinations, never single hotels.
 */
export const LOCATION_SEARCH_PATHS = {
  hotels: '/api2/Location/FindLocation',
  flights: '/api2/Location/FindFlightLocation',
  tours: '/api2/Location/FindTourLocation',
} as const;
export type LocationSearchVariant = keyof typeof LOCATION_SEARCH_PATHS;

/** The location types a search asks for when its body names none: hotels look up cities; flight+hotel uses 5 and 7. */
export const DEFAULT_LOCATION_TYPES: Readonly<Record<LocationSearchVariant, readonly LocationTypeId[]>> = {
  hotels: [LOCATION_TYPES.cityOrAirport],
  flights: [LOCATION_TYPES.cityOrAirport, LOCATION_TYPES.cityAirports],
  tours: [LOCATION_TYPES.cityAirports, LOCATION_TYPES.flightHotel],
};

export const Location = v.object({
  locationId: v.number(),
  /** Persian name. */
  name: v.string(),
  persianName: v.string(),
  englishName: v.string(),
  locationTypeId: LocationTypeId,
  priority: v.number(),
  countryCode: v.string(),
  countryPersianName: v.string(),
  countryEnglishName: v.string(),
  iataCode: v.nullable(v.string()),
  icaoCode: v.nullable(v.string()),
  timeZone: v.string(),
  longitude: v.number(),
  latitude: v.number(),
  altitude: v.number(),
  parentId: v.nullable(v.number()),
  parentName: v.nullable(v.string()),
  parentEnglishName: v.nullable(v.string()),
  /** Province (domestic) for cities and hotels. */
  province: v.nullable(v.string()),
  fullName: v.string(),
  keyword: v.string(),
  similarName: v.string(),
  searchEngineName: v.string(),
  isEnabled: v.boolean(),
  /** Destination slug such as `ir-kish`, `ae-dubai`, `tr-istanbul` (for hotels: the city's slug). */
  slug: v.string(),
  isLocal: v.boolean(),
  /** English hotel name for type 4 (route param hotelName = this with spaces as dashes); otherwise null. */
  hotelName: v.nullable(v.string()),
  /** Number of hotels in the city (type 3/5/7); null for hotels. */
  hotelCount: v.nullable(v.number()),
});

const LocationTypeRef = v.union([v.number(), v.object({ locationTypeid: v.optional(v.number()), locationTypeId: v.optional(v.number()) })]);

export const FindLocationRequest = v.object({
  name: v.optional(v.nullable(v.string())),
  lang: v.optional(v.nullable(v.string())),
  locationTypes: v.optional(v.nullable(v.array(LocationTypeRef))),
  /** 0 or missing: the default limit (20). */
  takeCount: v.optional(v.nullable(v.number())),
  parentid: v.optional(v.nullable(v.number())),
  showAllCity: v.optional(v.nullable(v.boolean())),
  myCityShowOnly: v.optional(v.nullable(v.boolean())),
  /** true: Iran only; false: foreign only; null: both. */
  isLocal: v.optional(v.nullable(v.boolean())),
});

export const FindLocationResponse = Envelope(v.array(Location));

export const OFFLINE_SETS = ['hotels', 'dtour', 'attractions', 'cip'] as const;
export const OfflineSetName = v.picklist(OFFLINE_SETS);
export const OfflineLocationsResponse = Envelope(
  v.object({ set: OfflineSetName, domestic: v.array(Location), international: v.array(Location) }),
);

export type Location = v.InferOutput<typeof Location>;
export type FindLocationRequest = v.InferOutput<typeof FindLocationRequest>;
export type OfflineSetName = v.InferOutput<typeof OfflineSetName>;
