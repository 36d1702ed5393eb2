/**
 * The CIP results search (`/cip/{IATA}/search`, stream `/stream/cip/{IATA}`) in the pipeline's single-answer mode:
 * the supplier's catalogue answers the airport's packages in one call (`available?CityId=…&isCip=true&Airport=…`),
 * with no token and no polling. The airport's city comes from the offline CIP location set (spec 001 §3), looked up
 * inside the answer: the airport table names the airport's city, the set gives the supplier's id of it; an airport
 * whose city is not in the set has no CIP service (an empty answer, not an error).
 */
import { addDays, type IsoDate, parseDateParam } from '@/lib/dates';
import { findAirport } from '@/lib/lookups';
import { parsePassengerMix } from '@/lib/passenger-mix';
import type { Query } from '@/lib/query';
import type { SingleAnswerSearch } from '@/server/search/pipeline';
import { placeProblem } from '@/lib/search-problems';
import { locationsApi } from '@/server/upstream/locations';
import type { UpstreamClient } from '@/server/upstream/request';
import { type CipSearchInfo, type CipSearchRequest, isAirportCode, travellerCount } from '../model/query';
import { cipSearchProblem } from '../model/search';
import type { CipPackage } from './schemas';
import { cipApi } from './upstream';

/** The catalogue answers at once; a supplier that has not answered in this time is an outage. */
export const CIP_SEARCH_LIMIT_MS = 8_000;

/**
 * The supplier's city id of the route's place, from the offline CIP set: an airport's city (the airport table names
 * it), or a city slug (`ir-tehran`: every airport of the city); null when the set has no such city.
 */
async function cipCityOf(client: UpstreamClient, place: string, deadlineMs: number): Promise<number | null> {
  const airport = isAirportCode(place) ? findAirport(place) : undefined;
  const set = await locationsApi(client).offline('cip', { deadlineMs });
  const city = [...set.domestic, ...set.international].find((l) =>
    airport
      ? l.iataCode === place || l.englishName.toLowerCase() === airport.cityEn.toLowerCase()
      : l.slug.toLowerCase() === place || l.slug.toLowerCase().endsWith(`-${place}`),
  );
  return city ? city.locationId : null;
}

/** The flight day of the query (`startDate`, or a flight link's `flightDate`), tomorrow when none is given. */
function dayOf(query: Query, today: IsoDate): IsoDate {
  return parseDateParam(query['startDate'] ?? query['flightDate'] ?? '') ?? addDays(today, 1);
}

export const cipSearch: SingleAnswerSearch<CipSearchRequest, CipPackage, CipSearchInfo> = {
  mode: 'single',
  name: 'cip',
  limits: { limitMs: CIP_SEARCH_LIMIT_MS },
  // An airport code (as the form writes it) or a city slug (a link's): the rules below say which are known.
  isPlace: (place) => isAirportCode(place) || placeProblem(place) === null,
  async parse(_client, place, query, today) {
    // The search form's rules (a known airport, passengers, dates): their Persian message, and the edge's 400.
    const problem = cipSearchProblem(place, query, today);
    if (problem) return { ok: false, code: isAirportCode(place) ? 'invalid_destination' : 'invalid_query', message: problem };
    const mix = parsePassengerMix(query);
    if (typeof mix === 'string') return { ok: false, code: 'invalid_query', message: mix };
    const request = { place: isAirportCode(place) ? place.toUpperCase() : place.toLowerCase(), date: dayOf(query, today), passengers: mix };
    return { ok: true, value: { request, query: { ...query, startDate: request.date } } };
  },
  requestKey: (r) => `${r.place}|${r.date}|${r.passengers.adults},${r.passengers.children},${r.passengers.infants}`,
  // Both calls are the one answer: a failure of either is an outage of the search (its error line, the page's outage),
  // never a failed page.
  async search(client, request, { deadlineMs }) {
    const started = Date.now();
    const info = (cityName: string | null): CipSearchInfo => ({
      place: request.place,
      cityName,
      date: request.date,
      travellers: travellerCount(request.passengers),
    });
    const cityId = await cipCityOf(client, request.place, deadlineMs);
    if (cityId === null) return { items: [], info: info(null) };
    const left = Math.max(1, deadlineMs - (Date.now() - started));
    const list = await cipApi(client).available(cityId, {
      ...(isAirportCode(request.place) ? { airport: request.place } : {}),
      deadlineMs: left,
    });
    return { items: list.items, info: info(list.cityName) };
  },
  key: (p) => p.packageId,
  mergeValue: (p) => p.prices.adult,
  replaces: (next, before) => next !== before,
  // The card shows the facts, not the long description (the detail page does).
  forResultsList: (p) => ({ ...p, description: '' }),
};
