/**
 * Which zone a destination needs: the Schengen states need at least a Schengen plan, the USA and Canada a worldwide
 * one, every other country a plan of the world without them. A destination is a country code (`TR`) or the site's
 * destination slug (`tr-istanbul`: the prefix is the country). Iran itself is no destination of travel insurance.
 */
import { findCountry } from '@/lib/lookups/countries';
import type { ZoneId } from '@/products/insurance/model/zones';
import { CITIES, citySlug } from '../cities';

/** The Schengen states (Bulgaria and Romania since 2025). */
export const SCHENGEN_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CH',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);
/** Medical costs there are priced apart: only worldwide plans cover them. */
export const WORLDWIDE_ONLY_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA']);

export function zoneOfCountry(code: string): ZoneId {
  if (SCHENGEN_COUNTRIES.has(code)) return 'SCHENGEN';
  if (WORLDWIDE_ONLY_COUNTRIES.has(code)) return 'WORLDWIDE';
  return 'WORLD_EXCL_US_CA';
}

export interface Destination {
  countryCode: string;
  /** The city's Persian name for a city slug, else the country's. */
  name: string;
  zone: ZoneId;
}

const SLUGS = new Map(CITIES.map((c) => [citySlug(c), c]));

export type DestinationProblem = 'unknown' | 'home';

/** The destination a request names, or why it is refused. */
export function resolveDestination(input: string): Destination | DestinationProblem {
  const text = input.trim().toLowerCase();
  const city = SLUGS.get(text);
  const code = (city?.countryCode ?? (/^[a-z]{2}(?:-[a-z0-9-]+)?$/.test(text) ? text.slice(0, 2) : '')).toUpperCase();
  const country = code ? findCountry(code) : undefined;
  if (!country) return 'unknown';
  if (country.code === 'IR') return 'home';
  return { countryCode: country.code, name: city?.fa ?? country.name, zone: zoneOfCountry(country.code) };
}
