/**
 * The built-in airport table searched by a typed phrase: the offline list of every airport field (the origin and
 * destination of a trip, an airport service's airport). Pure: the combobox shows what this returns.
 */
import { AIRPORTS, type AirportRecord, findAirport } from './lookups';
import { normalizeForSearch } from './text';

/** Shown while the field is empty: the busiest domestic and foreign airports. */
export const POPULAR_AIRPORTS: readonly string[] = ['THR', 'IKA', 'MHD', 'KIH', 'SYZ', 'IFN', 'TBZ', 'AWZ', 'IST', 'DXB', 'NJF'];

/**
 * Airports matching a typed phrase: by IATA code (exact first), Persian city, English city or airport name.
 * The empty phrase gives the popular list. At most `limit` results.
 */
export function searchAirports(phrase: string, limit = 8): AirportRecord[] {
  const term = normalizeForSearch(phrase);
  if (term === '') return POPULAR_AIRPORTS.map((c) => findAirport(c)).filter((a): a is AirportRecord => a !== undefined);
  const upper = phrase.trim().toUpperCase();
  const scored: { a: AirportRecord; score: number }[] = [];
  for (const a of AIRPORTS) {
    const city = normalizeForSearch(a.city);
    const en = a.cityEn.toLowerCase();
    let score = -1;
    if (a.iata === upper) score = 0;
    else if (city.startsWith(term) || en.startsWith(term)) score = 1;
    else if (city.includes(term) || en.includes(term) || normalizeForSearch(a.name).includes(term)) score = 2;
    if (score >= 0) scored.push({ a, score });
  }
  return scored
    .sort((x, y) => x.score - y.score)
    .slice(0, limit)
    .map((s) => s.a);
}

/** «تهران (THR)»: what the field shows once an airport is picked. */
export const airportLabel = (a: AirportRecord) => `${a.city} (${a.iata})`;
