/** Location entries (types 3, 4, 5, 7) built from the cities and hotels, and the location search. */
import type { Location, OfflineSetName } from '../../schemas/locations';
import { latinDigits } from '../time';
import { CITIES, CITY_GROUP_ID_OFFSET, FLIGHT_HOTEL_ID_OFFSET, citySlug, type CityDef } from './cities';
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
}

/** Matching locations: exact and prefix matches first, then by priority. */
export function searchLocations(seed: number, q: LocationQuery): Location[] {
  const candidates: Indexed[] = [];
  for (const city of CITIES) {
    if (q.isLocal !== null && (city.countryCode === 'IR') !== q.isLocal) continue;
    if (q.types.has(3)) candidates.push(indexedCity(city, 3));
    if (q.types.has(5) && city.airportGroup) candidates.push(indexedCity(city, 5));
    if (q.types.has(7)) candidates.push(indexedCity(city, 7));
    // Hotels: of the parent city only, or of every city when there is a name to match.
    if (q.types.has(4) && !q.citiesOnly && (q.parentId !== null ? city.id === q.parentId : q.name.trim() !== '')) {
      candidates.push(...indexedHotels(seed, city.id));
    }
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
  attractions: { ids: [402, 448, 401, 397, 46082, 5847, 5851], type: 3 },
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
