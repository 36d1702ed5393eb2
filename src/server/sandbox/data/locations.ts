/**
 * Location entries (types 3, 4, 5, 7) built from the cities, their airports and hotels, and the three location
 * searches (hotels, flights, tours).
 */
import { AIRPORTS, type AirportRecord } from '@/lib/lookups/airports';
import type { Location, LocationSearchVariant, OfflineSetName } from '../../schemas/locations';
import { latinDigits } from '../time';
import { AIRPORT_ID_OFFSET, CITIES, CITY_GROUP_ID_OFFSET, FLIGHT_HOTEL_ID_OFFSET, citySlug, type CityDef } from './cities';
import { hotelsOfCity, type HotelRecord } from './hotels';
import { getCity } from './cities';

const COUNTRY_IDS: Readonly<Record<string, number>> = {
  IR: 1,
  AE: 2,
  TR: 3,
  GB: 4,
  FR: 5,
  IT: 6,
  DE: 7,
  NL: 8,
  CA: 9,
  AZ: 10,
  GE: 11,
  AM: 12,
};

function cityLocation(city: CityDef, type: 3 | 5 | 7): Location {
  const local = city.countryCode === 'IR';
  const id = type === 3 ? city.id : type === 5 ? city.id + CITY_GROUP_ID_OFFSET : city.id + FLIGHT_HOTEL_ID_OFFSET;
  const suffix = type === 5 ? ' (همه فرودگاه‌ها)' : '';
  return {
    locationId: id,
    name: `${city.fa}${suffix}`,
    persianName: `${city.fa}${suffix}`,
    englishName: `${city.en}${type === 5 ? ' (All airports)' : ''}`,
    locationTypeId: type,
    priority: city.priority,
    countryCode: city.countryCode,
    countryPersianName: city.countryFa,
    countryEnglishName: city.countryEn,
    iataCode: city.iata,
    icaoCode: type === 5 ? null : city.icao,
    timeZone: city.timeZone,
    longitude: city.lng,
    latitude: city.lat,
    altitude: city.altitude,
    parentId: COUNTRY_IDS[city.countryCode] ?? null,
    parentName: local ? city.provinceFa : city.countryFa,
    parentEnglishName: local ? city.provinceEn : city.countryEn,
    province: city.provinceFa,
    fullName: local ? `${city.fa}، ${city.provinceFa}، ایران` : `${city.fa}، ${city.countryFa}`,
    keyword: city.keywords,
    similarName: city.en.toLowerCase(),
    searchEngineName: citySlug(city),
    isEnabled: true,
    slug: citySlug(city),
    isLocal: local,
    hotelName: null,
    hotelCount: city.hotels,
  };
}

/**
 * An airport of a city other than the one its city entry already names (Tehran's IKA beside THR, London's LHR and
 * LGW beside the city code LON): a type-3 entry under the city, with the airport's own code and Persian name.
 */
function airportLocation(city: CityDef, airport: AirportRecord, n: number): Location {
  const local = city.countryCode === 'IR';
  return {
    ...cityLocation(city, 3),
    locationId: AIRPORT_ID_OFFSET + city.id * 10 + n,
    name: airport.name,
    persianName: airport.name,
    englishName: `${city.en} (${airport.iata})`,
    iataCode: airport.iata,
    icaoCode: null,
    parentId: city.id,
    parentName: city.fa,
    parentEnglishName: city.en,
    fullName: local ? `${airport.name}، ${city.fa}، ایران` : `${airport.name}، ${city.fa}، ${city.countryFa}`,
    keyword: `${city.keywords} ${airport.iata.toLowerCase()}`,
    searchEngineName: `${citySlug(city)}-${airport.iata.toLowerCase()}`,
    hotelCount: null,
  };
}

/** The airports of the built-in airport table in a city, other than the city's own code. */
function otherAirportsOf(city: CityDef): AirportRecord[] {
  return AIRPORTS.filter((a) => a.countryCode === city.countryCode && a.cityEn === city.en && a.iata !== city.iata);
}

function hotelLocation(hotel: HotelRecord): Location {
  const city = getCity(hotel.cityId) as CityDef;
  const local = city.countryCode === 'IR';
  return {
    locationId: hotel.id,
    name: hotel.fa,
    persianName: hotel.fa,
    englishName: hotel.en,
    locationTypeId: 4,
    priority: hotel.star * 100 + Math.round(hotel.rate * 10),
    countryCode: city.countryCode,
    countryPersianName: city.countryFa,
    countryEnglishName: city.countryEn,
    iataCode: city.iata,
    icaoCode: null,
    timeZone: city.timeZone,
    longitude: hotel.lng,
    latitude: hotel.lat,
    altitude: city.altitude,
    parentId: city.id,
    parentName: city.fa,
    parentEnglishName: city.en,
    province: city.provinceFa,
    fullName: `${hotel.fa}، ${city.fa}`,
    keyword: hotel.en.toLowerCase(),
    similarName: hotel.en.toLowerCase(),
    searchEngineName: hotel.en.replace(/\s+/g, '-'),
    isEnabled: true,
    slug: citySlug(city),
    isLocal: local,
    hotelName: hotel.en,
    hotelCount: null,
  };
}

/** Lower-case, Persian ی/ک, Latin digits, no ZWNJ/diacritics, single spaces. */
export function normaliseText(text: string): string {
  return latinDigits(text)
    .toLowerCase()
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[ةۀ]/g, 'ه')
    .replace(/[أإآ]/g, 'ا')
    .replace(/[\u064B-\u0652\u0670]/g, '')
    .replace(/[\u200c\u200f\u200e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface LocationQuery {
  variant: LocationSearchVariant;
  name: string;
  types: ReadonlySet<number>;
  take: number;
  parentId: number | null;
  isLocal: boolean | null;
  citiesOnly: boolean;
}

interface Indexed {
  loc: Location;
  /** Normalised name fields, and their words. */
  fields: string[];
  words: string[];
}

function index(loc: Location): Indexed {
  const fields = [loc.name, loc.englishName, loc.keyword, loc.similarName, loc.iataCode ?? ''].map(normaliseText).filter(Boolean);
  return { loc, fields, words: fields.flatMap((f) => f.split(' ')) };
}

const cityIndex = new Map<string, Indexed>();
function indexedCity(city: CityDef, type: 3 | 5 | 7): Indexed {
  const key = `${type}:${city.id}`;
  let entry = cityIndex.get(key);
  if (!entry) {
    entry = index(cityLocation(city, type));
    cityIndex.set(key, entry);
  }
  return entry;
}

const airportIndex = new Map<number, Indexed[]>();
function indexedAirports(city: CityDef): Indexed[] {
  let list = airportIndex.get(city.id);
  if (!list) {
    list = otherAirportsOf(city).map((a, n) => index(airportLocation(city, a, n)));
    airportIndex.set(city.id, list);
  }
  return list;
}

const hotelIndex = new Map<string, Indexed[]>();
/** Hotel locations of a city with their normalised names (memoised per seed and city). */
function indexedHotels(seed: number, cityId: number): Indexed[] {
  const key = `${seed}:${cityId}`;
  let list = hotelIndex.get(key);
  if (!list) {
    list = hotelsOfCity(seed, cityId).map((h) => index(hotelLocation(h)));
    if (hotelIndex.size > 256) hotelIndex.clear();
    hotelIndex.set(key, list);
  }
  return list;
}

/** Forget the location index (tests). */
export function clearLocationIndex(): void {
  hotelIndex.clear();
  cityIndex.clear();
  airportIndex.clear();
}

/** The entries of one city a search may answer: flights add the airports and know no flight+hotel entries or hotels. */
function candidatesOf(seed: number, city: CityDef, q: LocationQuery): Indexed[] {
  const out: Indexed[] = [];
  if (q.types.has(3)) out.push(indexedCity(city, 3));
  if (q.types.has(3) && q.variant === 'flights') out.push(...indexedAirports(city));
  if (q.types.has(5) && city.airportGroup) out.push(indexedCity(city, 5));
  if (q.variant === 'flights') return out;
  if (q.types.has(7)) out.push(indexedCity(city, 7));
  // Hotels (the hotel search only): of the parent city only, or of every city when there is a name to match.
  if (q.variant === 'hotels' && q.types.has(4) && !q.citiesOnly && (q.parentId !== null ? city.id === q.parentId : q.name.trim() !== '')) {
    out.push(...indexedHotels(seed, city.id));
  }
  return out;
}

/** Matching locations: exact and prefix matches first, then by priority. */
export function searchLocations(seed: number, q: LocationQuery): Location[] {
  const candidates: Indexed[] = [];
  for (const city of CITIES) {
    if (q.isLocal !== null && (city.countryCode === 'IR') !== q.isLocal) continue;
    candidates.push(...candidatesOf(seed, city, q));
  }
  const needle = normaliseText(q.name);
  const scored: { loc: Location; score: number }[] = [];
  for (const { loc, fields, words } of candidates) {
    let score = 0;
    if (needle) {
      if (fields.includes(needle)) score = 3;
      else if (fields.some((f) => f.startsWith(needle)) || words.some((w) => w.startsWith(needle))) score = 2;
      else if (fields.some((f) => f.includes(needle))) score = 1;
      else continue;
    }
    scored.push({ loc, score });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      (a.loc.locationTypeId === 4 ? 1 : 0) - (b.loc.locationTypeId === 4 ? 1 : 0) ||
      b.loc.priority - a.loc.priority ||
      a.loc.locationId - b.loc.locationId,
  );
  return scored.slice(0, q.take).map((s) => s.loc);
}

const OFFLINE: Readonly<Record<OfflineSetName, { ids: readonly number[]; type: 3 | 7 }>> = {
  hotels: { ids: CITIES.map((c) => c.id), type: 3 },
  dtour: { ids: [402, 401, 448, 412, 399, 439, 46082, 5847, 5851, 46230, 46240, 46250], type: 7 },
  attractions: { ids: [402, 448, 401, 397, 399, 412, 46082, 5847, 5851], type: 3 },
  cip: { ids: [397, 401, 412, 399, 439, 402, 46082, 5847], type: 3 },
};

/** An offline set: popular domestic and foreign cities, by priority. */
export function offlineSet(set: OfflineSetName): { domestic: Location[]; international: Location[] } {
  const { ids, type } = OFFLINE[set];
  const locs = ids
    .map((id) => getCity(id))
    .filter((c): c is CityDef => c !== undefined)
    .map((c) => cityLocation(c, type))
    .sort((a, b) => b.priority - a.priority);
  return { domestic: locs.filter((l) => l.isLocal), international: locs.filter((l) => !l.isLocal) };
}
