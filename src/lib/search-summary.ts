/**
 * The search summary of the products whose full results are not built yet: what the traveller asked for, read from
 * the route parameter and the query (spec 001 §2 "Query parameters"), and the places those parameters name. Pure:
 * the pages render it, the lead box uses its product name and city. Each product's model builds its summary from
 * these parts (src/products/<id>/model/summary.ts).
 */
import { type IsoDate, nightCount, parseDateParam } from './dates';
import { formatJalali } from './date-format';
import { AIRPORTS, findAirport } from './lookups';
import type { Query } from './query';
import { toPersianDigits as fa } from './text';

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

/** `THR-MHD` → origin and destination; null when the route has no dash. `X-DXB` (any origin) keeps X as the code. */
export function parseRoute(route: string): { origin: Place; destination: Place } | null {
  const parts = decodeParam(route).split('-');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { origin: placeFrom(parts[0]), destination: placeFrom(parts[1]) };
}

/** A route parameter as the traveller wrote it; a malformed escape is kept as it came. */
export function decodeParam(text: string): string {
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
  /** The product's Persian name, as the lead box and the support line say it. */
  productName: string;
  /** The heading: «بلیت هواپیما تهران به مشهد». */
  title: string;
  /** The city the lead box talks about (the destination). */
  cityName: string;
  /** Label/value lines in display order (Persian digits). */
  lines: SummaryLine[];
}

/** A summary's date: the Jalali day with its weekday; null stays null. */
export const summaryDate = (iso: IsoDate | null) => (iso === null ? null : formatJalali(iso, { weekday: true }));

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

/** «۲ بزرگسال، ۱ کودک»: the passengers by type, else «۳ نفر» from the count. */
export function passengerBreakdown(query: Query): string {
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

/** The query keys a product's dates are read from, first given wins (a product may also read another's keys). */
export interface DateKeys {
  start: readonly string[];
  end: readonly string[];
}

/** How a one-destination product words its summary. */
export interface DestinationSummaryText {
  productName: string;
  /** The place's label: «مقصد», or «فرودگاه» for an airport. */
  placeLabel: string;
  startLabel: string;
  /** A product sold for a range: its end date's label and the trip length's (in days, both ends counted). */
  end?: { label: string; lengthLabel: string };
  /** The passengers' label. */
  partyLabel: string;
  title: (city: string) => string;
  dateKeys: DateKeys;
}

const first = (query: Query, keys: readonly string[]) => keys.map((k) => query[k]).find((v) => v !== undefined);

/** A one-destination search: the place, its country, the dates the product reads, the passengers. */
export function destinationSummary(destinationParam: string, query: Query, text: DestinationSummaryText): SearchSummary {
  const place = placeFrom(decodeParam(destinationParam));
  const lines: SummaryLine[] = [{ label: text.placeLabel, value: place.city }];
  if (place.country) lines.push({ label: 'کشور', value: place.country });
  const start = parseDateParam(first(query, text.dateKeys.start));
  const end = parseDateParam(first(query, text.dateKeys.end));
  if (start) lines.push({ label: text.startLabel, value: summaryDate(start)! });
  if (end && text.end) {
    lines.push({ label: text.end.label, value: summaryDate(end)! });
    if (start) lines.push({ label: text.end.lengthLabel, value: `${fa(nightCount(start, end) + 1)} روز` });
  }
  lines.push({ label: text.partyLabel, value: passengerBreakdown(query) });
  return { productName: text.productName, title: text.title(place.city), cityName: place.city, lines };
}
