/**
 * The search summary of the products whose full results are not built yet (flight, flight+hotel, attraction, cip,
 * insurance): what the traveller asked for, read from the route parameter and the query (spec 001 §2 "Query
 * parameters"). Pure: the pages render it, the lead box uses its product and city.
 */
import { type IsoDate, nightCount, parseDateParam } from './dates';
import { formatJalali } from './date-format';
import { AIRPORTS, findAirport, lookupCabinClass } from './lookups';
import { flightHotelSource } from './product-query';
import type { Query } from './query';
import { toPersianDigits as fa } from './text';

export type SearchProduct = 'flight' | 'flightHotel' | 'attraction' | 'cip' | 'insurance' | 'tour' | 'package';

/** Persian product names as the lead box and the summary say them. */
export const PRODUCT_NAMES_FA: Record<SearchProduct, string> = {
  flight: 'بلیت هواپیما',
  flightHotel: 'تور پرواز و هتل',
  attraction: 'بلیت جاذبه‌های گردشگری',
  cip: 'خدمات تشریفات فرودگاهی (CIP)',
  insurance: 'بیمهٔ مسافرتی',
  tour: 'تور',
  package: 'پکیج سفر',
};

export interface Place {
  /** The code or slug as it came (`THR`, `ae-dubai`). */
  code: string;
  /** Persian city name, or the code when unknown. */
  city: string;
  /** Persian country name when known. */
  country: string | null;
}

const IATA = /^[A-Za-z]{3}$/;

/**
 * A place from an IATA code (`MHD`), a country-prefixed slug (`ae-dubai`), a bare English city slug (`kish`) or a
 * Persian name. Unknown places keep their text (dashes read as spaces).
 */
export function placeFrom(raw: string): Place {
  const code = raw.trim();
  if (IATA.test(code)) {
    const airport = findAirport(code.toUpperCase());
    if (airport) return { code, city: airport.city, country: airport.country };
  }
  const words = code.toLowerCase().split('-').filter(Boolean);
  const cityWords = words.length > 1 && words[0]!.length === 2 ? words.slice(1) : words;
  const cityEn = cityWords.join(' ');
  const airport = findAirportByCity(cityEn);
  if (airport) return { code, city: airport.city, country: airport.country };
  return { code, city: code.replace(/-/g, ' '), country: null };
}

/** English city names of the airport table, built once: `kish` → `KIH`. The first airport of a city wins. */
const CITY_CODES = new Map<string, string>();
for (const a of AIRPORTS) {
  const key = a.cityEn.toLowerCase();
  if (!CITY_CODES.has(key)) CITY_CODES.set(key, a.iata);
}

function findAirportByCity(cityEn: string) {
  const code = CITY_CODES.get(cityEn);
  return code === undefined ? undefined : findAirport(code);
}

/** `THR-MHD` → origin and destination; null when the route has no dash. `X-DXB` (flight+hotel) keeps X as the code. */
export function parseRoute(route: string): { origin: Place; destination: Place } | null {
  const parts = decodeSafe(route).split('-');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { origin: placeFrom(parts[0]), destination: placeFrom(parts[1]) };
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export interface SummaryLine {
  label: string;
  value: string;
}

export interface SearchSummary {
  product: SearchProduct;
  /** The heading: «بلیت هواپیما تهران به مشهد». */
  title: string;
  /** The city the lead box talks about (the destination). */
  cityName: string;
  /** Label/value lines in display order (Persian digits). */
  lines: SummaryLine[];
}

const date = (iso: IsoDate | null) => (iso === null ? null : formatJalali(iso, { weekday: true }));

/** Passenger count: pCount, else adults + child + infant, else 1. */
export function passengerCount(query: Query): number {
  const p = Number(query['pCount']);
  if (Number.isInteger(p) && p > 0) return p;
  const sum = ['adults', 'child', 'infant'].reduce((n, key) => {
    const value = Number(query[key]);
    return n + (Number.isInteger(value) && value > 0 ? value : 0);
  }, 0);
  return sum > 0 ? sum : 1;
}

function passengerBreakdown(query: Query): string {
  const parts: string[] = [];
  const add = (key: string, label: string) => {
    const n = Number(query[key]);
    if (Number.isInteger(n) && n > 0) parts.push(`${fa(n)} ${label}`);
  };
  add('adults', 'بزرگسال');
  add('child', 'کودک');
  add('infant', 'نوزاد');
  return parts.length > 0 ? parts.join('، ') : `${fa(passengerCount(query))} نفر`;
}

/** The summary of a flight search: `/flight/{origin-destination}/search`. */
export function flightSummary(route: string, query: Query): SearchSummary {
  const parsed = parseRoute(route);
  const origin = parsed?.origin.city ?? decodeSafe(route);
  const destination = parsed?.destination.city ?? decodeSafe(route);
  const oneWay = query['flightType'] === '1';
  const lines: SummaryLine[] = [
    { label: 'مبدأ', value: origin },
    { label: 'مقصد', value: destination },
    { label: 'نوع سفر', value: oneWay ? 'یک‌طرفه' : 'رفت و برگشت' },
  ];
  const out = date(parseDateParam(query['flightDate']));
  if (out) lines.push({ label: 'تاریخ رفت', value: out });
  const back = oneWay ? null : date(parseDateParam(query['returnDate']));
  if (back) lines.push({ label: 'تاریخ برگشت', value: back });
  lines.push({ label: 'مسافران', value: passengerBreakdown(query) });
  if (query['flightClass']) lines.push({ label: 'کلاس پرواز', value: lookupCabinClass(query['flightClass']) });
  return { product: 'flight', title: `بلیت هواپیما ${origin} به ${destination}`, cityName: destination, lines };
}

/** The summary of a flight+hotel search: `/flight+hotel/{source-destination}/search`. */
export function flightHotelSummary(route: string, query: Query): SearchSummary {
  const parsed = parseRoute(route);
  const originCode = parsed?.origin.code.toUpperCase();
  // X stands for "any airport of the traveller's city"; a replaced source (IKA is sold as THR) shows its city.
  const source = originCode ? flightHotelSource(originCode) : null;
  const origin = !parsed || !source || originCode === 'X' ? null : source !== originCode ? placeFrom(source).city : parsed.origin.city;
  const destination = parsed?.destination.city ?? decodeSafe(route);
  const lines: SummaryLine[] = [];
  if (origin) lines.push({ label: 'مبدأ', value: origin });
  lines.push({ label: 'مقصد', value: destination });
  const out = parseDateParam(query['flightDate']);
  const back = parseDateParam(query['returnDate']);
  if (out) lines.push({ label: 'تاریخ رفت', value: date(out)! });
  if (back) lines.push({ label: 'تاریخ برگشت', value: date(back)! });
  if (out && back) lines.push({ label: 'مدت اقامت', value: `${fa(nightCount(out, back))} شب` });
  const rooms = Number(query['room']);
  lines.push({
    label: 'اتاق و مسافر',
    value: `${fa(Number.isInteger(rooms) && rooms > 0 ? rooms : 1)} اتاق برای ${fa(passengerCount(query))} نفر`,
  });
  return { product: 'flightHotel', title: `تور ${destination} (پرواز و هتل)`, cityName: destination, lines };
}

/** Attraction, cip and insurance searches: one destination, optional dates, passengers. */
export function destinationSummary(product: 'attraction' | 'cip' | 'insurance', destinationParam: string, query: Query): SearchSummary {
  const place = placeFrom(decodeSafe(destinationParam));
  const lines: SummaryLine[] = [{ label: product === 'cip' ? 'فرودگاه' : 'مقصد', value: place.city }];
  if (place.country) lines.push({ label: 'کشور', value: place.country });
  const start = parseDateParam(query['startDate'] ?? query['flightDate']);
  const end = parseDateParam(query['endDate'] ?? query['returnDate']);
  const startLabel = product === 'insurance' ? 'شروع سفر' : product === 'cip' ? 'تاریخ پرواز' : 'تاریخ بازدید';
  if (start) lines.push({ label: startLabel, value: date(start)! });
  if (end && product === 'insurance') {
    lines.push({ label: 'پایان سفر', value: date(end)! });
    if (start) lines.push({ label: 'مدت سفر', value: `${fa(nightCount(start, end) + 1)} روز` });
  }
  lines.push({ label: product === 'insurance' ? 'بیمه‌شدگان' : 'مسافران', value: passengerBreakdown(query) });
  const titles = {
    attraction: `بلیت جاذبه‌های ${place.city}`,
    cip: `خدمات CIP فرودگاه ${place.city}`,
    insurance: `بیمهٔ مسافرتی ${place.city}`,
  } as const;
  return { product, title: titles[product], cityName: place.city, lines };
}
