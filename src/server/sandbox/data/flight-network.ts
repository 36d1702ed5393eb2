/**
 * The sandbox's flight network: the airports it flies between (with the coordinates and time zones the schedules
 * need), the routes and, per route, its services (airline, flight number, departure time, aircraft, days of week,
 * charter or systemic, stop). The route list is fixed; the services are drawn from the seed, so the same seed gives
 * the same timetable. Airport and airline names come from the built-in lookups in src/lib/lookups.
 */
import { findAirport } from '@/lib/lookups/airports';
import { createRng, type Rng } from './prng';

/** [latitude, longitude, UTC offset in minutes, follows the EU summer-time rule]. */
type Geo = readonly [lat: number, lng: number, offsetMinutes: number, euDst?: boolean];

/** Every airport the network serves. Iran is UTC+03:30 all year (no summer time since 2022). */
export const NETWORK_AIRPORTS: Readonly<Record<string, Geo>> = {
  THR: [35.69, 51.31, 210],
  IKA: [35.42, 51.15, 210],
  MHD: [36.24, 59.64, 210],
  KIH: [26.53, 53.98, 210],
  SYZ: [29.54, 52.59, 210],
  IFN: [32.75, 51.86, 210],
  TBZ: [38.13, 46.24, 210],
  AWZ: [31.34, 48.76, 210],
  BND: [27.22, 56.38, 210],
  KSH: [34.35, 47.16, 210],
  ZAH: [29.48, 60.91, 210],
  RAS: [37.33, 49.62, 210],
  AZD: [31.9, 54.28, 210],
  KER: [30.27, 56.95, 210],
  BUZ: [28.94, 50.83, 210],
  OMH: [37.67, 45.07, 210],
  GSM: [26.75, 55.9, 210],
  ABD: [30.37, 48.23, 210],
  SRY: [36.64, 53.19, 210],
  ZBR: [25.44, 60.38, 210],
  ADU: [38.33, 48.42, 210],
  HDM: [34.87, 48.55, 210],
  GBT: [36.91, 54.4, 210],
  PGU: [27.38, 52.74, 210],
  IST: [41.26, 28.74, 180],
  SAW: [40.9, 29.31, 180],
  AYT: [36.9, 30.8, 180],
  DXB: [25.25, 55.36, 240],
  NJF: [31.99, 44.4, 180],
  BGW: [33.26, 44.23, 180],
  DOH: [25.27, 51.61, 180],
  TBS: [41.67, 44.95, 240],
  EVN: [40.15, 44.4, 240],
  GYD: [40.47, 50.05, 240],
  MCT: [23.59, 58.28, 240],
  KUL: [2.75, 101.71, 480],
  BKK: [13.69, 100.75, 420],
  FRA: [50.03, 8.56, 60, true],
};

export const isNetworkAirport = (code: string): boolean => Object.hasOwn(NETWORK_AIRPORTS, code);
export const isIranian = (code: string): boolean => findAirport(code)?.countryCode === 'IR';

/** The network airports of the city of `code` (Tehran: THR and IKA; Istanbul: IST and SAW). */
export function cityAirports(code: string): string[] {
  const city = findAirport(code)?.cityEn;
  if (!city || !isNetworkAirport(code)) return [];
  return Object.keys(NETWORK_AIRPORTS).filter((c) => findAirport(c)?.cityEn === city);
}

function lastSundayUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

/** UTC offset (minutes) of an airport at an instant; Frankfurt adds an hour from the last Sunday of March to October's. */
export function utcOffset(code: string, utcMs: number): number {
  const geo = NETWORK_AIRPORTS[code];
  if (!geo) return 0;
  if (!geo[3]) return geo[2];
  const year = new Date(utcMs).getUTCFullYear();
  const summer = utcMs >= lastSundayUtc(year, 2) && utcMs < lastSundayUtc(year, 9);
  return geo[2] + (summer ? 60 : 0);
}

/** Great-circle distance in km. */
export function distanceKm(a: string, b: string): number {
  const [la1, lo1] = NETWORK_AIRPORTS[a] ?? [0, 0];
  const [la2, lo2] = NETWORK_AIRPORTS[b] ?? [0, 0];
  const r = Math.PI / 180;
  const h = Math.sin(((la2 - la1) * r) / 2) ** 2 + Math.cos(la1 * r) * Math.cos(la2 * r) * Math.sin(((lo2 - lo1) * r) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}

/** Block time of one leg: taxi and climb, then about 780 km/h, rounded to 5 minutes. */
export function legMinutes(a: string, b: string): number {
  return Math.round((35 + distanceKm(a, b) / 13) / 5) * 5;
}

// ---- airlines and aircraft ----

/** The aircraft each airline flies (IATA type codes of src/lib/lookups/aircraft). */
const FLEETS: Readonly<Record<string, readonly string[]>> = {
  IR: ['AB6', '310', '100', '321', 'AT7'],
  W5: ['310', '343', '143', 'AB6'],
  EP: ['100', 'AT7', '320'],
  QB: ['320', '100'],
  Y9: ['M82', '100'],
  ZV: ['M83', '321', '320'],
  IV: ['M83', '320'],
  HH: ['M88', 'M83'],
  I3: ['M83', '320'],
  JI: ['320'],
  IS: ['M88'],
  B9: ['M82'],
  VR: ['CR9', '100'],
  NV: ['100'],
  TK: ['321', '738', '333', '77W'],
  PC: ['32Q', '738'],
  FZ: ['738', '7M8'],
  EK: ['77W', '388'],
  QR: ['359', '788', '320'],
  IA: ['738', '320'],
  J2: ['320', '788'],
  A9: ['73G'],
  WY: ['738', '788'],
};

/** Fare level of each airline (1 = the market's average). */
const AIRLINE_FACTOR: Readonly<Record<string, number>> = {
  IR: 1.05,
  W5: 1.08,
  EP: 1,
  QB: 0.95,
  Y9: 0.96,
  ZV: 0.97,
  IV: 0.94,
  HH: 0.92,
  I3: 0.93,
  JI: 0.95,
  IS: 0.9,
  B9: 0.91,
  VR: 0.93,
  NV: 0.92,
  TK: 1.15,
  PC: 0.9,
  FZ: 0.95,
  EK: 1.3,
  QR: 1.25,
  IA: 0.95,
  J2: 1.05,
  A9: 1,
  WY: 1.1,
};
export const airlineFactor = (code: string): number => AIRLINE_FACTOR[code] ?? 1;

/** Domestic carriers, the bigger ones weighted heavier. */
const DOMESTIC_CARRIERS: readonly (readonly [string, number])[] = [
  ['IR', 5],
  ['W5', 4],
  ['EP', 4],
  ['QB', 3],
  ['Y9', 3],
  ['ZV', 3],
  ['IV', 3],
  ['HH', 2],
  ['I3', 2],
  ['JI', 2],
  ['VR', 2],
  ['IS', 1],
  ['B9', 1],
  ['NV', 1],
];

/** Airlines with a premium cabin: business (C) on some flights, first (F) on the long-haul ones. */
const BUSINESS_AIRLINES = new Set(['IR', 'W5', 'EP', 'QB', 'TK', 'EK', 'QR', 'J2', 'WY', 'FZ']);
const FIRST_AIRLINES = new Set(['EK', 'QR']);

// ---- routes ----

/** Domestic routes (both directions) and how many services a day each direction has [min, max]. */
const DOMESTIC_ROUTES: readonly (readonly [string, string, number, number])[] = [
  ['THR', 'MHD', 16, 22],
  ['THR', 'KIH', 10, 14],
  ['THR', 'SYZ', 9, 13],
  ['THR', 'AWZ', 8, 12],
  ['THR', 'BND', 7, 10],
  ['THR', 'TBZ', 6, 9],
  ['THR', 'IFN', 4, 7],
  ['THR', 'ZAH', 4, 6],
  ['THR', 'KSH', 3, 5],
  ['THR', 'RAS', 2, 4],
  ['THR', 'AZD', 3, 5],
  ['THR', 'KER', 4, 6],
  ['THR', 'BUZ', 3, 5],
  ['THR', 'OMH', 3, 5],
  ['THR', 'GSM', 3, 5],
  ['THR', 'ABD', 3, 5],
  ['THR', 'SRY', 2, 4],
  ['THR', 'ZBR', 2, 4],
  ['THR', 'ADU', 2, 3],
  ['THR', 'HDM', 1, 3],
  ['THR', 'GBT', 2, 3],
  ['THR', 'PGU', 3, 5],
  ['MHD', 'KIH', 4, 6],
  ['MHD', 'SYZ', 3, 5],
  ['MHD', 'IFN', 3, 5],
  ['MHD', 'TBZ', 2, 4],
  ['MHD', 'AWZ', 2, 4],
  ['MHD', 'BND', 2, 3],
  ['MHD', 'ZAH', 2, 3],
  ['MHD', 'KSH', 1, 2],
  ['MHD', 'AZD', 1, 2],
  ['MHD', 'KER', 1, 3],
  ['MHD', 'BUZ', 1, 2],
  ['MHD', 'RAS', 1, 2],
  ['MHD', 'GSM', 1, 2],
  ['KIH', 'SYZ', 2, 3],
  ['KIH', 'IFN', 2, 4],
  ['KIH', 'AWZ', 2, 3],
  ['KIH', 'TBZ', 1, 3],
  ['KIH', 'RAS', 1, 2],
  ['SYZ', 'IFN', 1, 2],
  ['SYZ', 'AWZ', 1, 3],
  ['SYZ', 'BND', 1, 2],
  ['IFN', 'BND', 1, 2],
  ['IFN', 'AWZ', 1, 2],
  ['TBZ', 'AWZ', 1, 2],
];

/**
 * International routes from Tehran (THR, IKA), Mashhad and Shiraz, both directions. Each carrier entry is
 * `code[/via][:services][*]`: `/via` a one-stop service through that hub, `:n` services a day (default 1), `*` a
 * charter. Every route also runs in the opposite direction with the same carriers.
 */
const INTERNATIONAL_ROUTES: readonly (readonly [string, string, string])[] = [
  ['IKA', 'IST', 'TK:3 IR W5 EP QB* ZV* QR/DOH J2/GYD'],
  ['IKA', 'SAW', 'PC:2 QB*'],
  ['THR', 'IST', 'IR W5*'],
  ['MHD', 'IST', 'TK W5 IR/IKA'],
  ['SYZ', 'IST', 'TK QB*'],
  ['IKA', 'DXB', 'EK:2 FZ:3 IR W5 QB* WY/MCT'],
  ['MHD', 'DXB', 'FZ:2 IR QB*'],
  ['SYZ', 'DXB', 'FZ:2 IR EP'],
  ['IKA', 'NJF', 'IR* W5* EP* IA QB*'],
  ['THR', 'NJF', 'IR* EP* IA'],
  ['MHD', 'NJF', 'IR* W5* IA'],
  ['SYZ', 'NJF', 'IR* IA'],
  ['IKA', 'BGW', 'IA:2 IR W5'],
  ['MHD', 'BGW', 'IA W5'],
  ['IKA', 'DOH', 'QR:3 IR'],
  ['MHD', 'DOH', 'QR'],
  ['SYZ', 'DOH', 'QR'],
  ['IKA', 'TBS', 'QB* ZV* A9 W5*'],
  ['IKA', 'EVN', 'W5* QB* EP*'],
  ['IKA', 'GYD', 'J2:2 IR'],
  ['IKA', 'MCT', 'WY:2 IR'],
  ['IKA', 'AYT', 'QB* ZV* W5* TK/IST'],
  ['IKA', 'KUL', 'W5 QR/DOH EK/DXB'],
  ['IKA', 'BKK', 'W5 QR/DOH EK/DXB FZ/DXB'],
  ['IKA', 'FRA', 'IR TK/IST QR/DOH EK/DXB'],
  ['MHD', 'FRA', 'TK/IST QR/DOH'],
];

export interface FlightService {
  /** `THRMHD-W5-1061`: route, airline, number; unique in the network. */
  id: string;
  airline: string;
  /** Digits only, e.g. `1061`. */
  number: string;
  origin: string;
  destination: string;
  /** Local departure time at the origin, minutes after midnight. */
  departMinutes: number;
  aircraft: string;
  charter: boolean;
  /** Weekdays (0 Sunday … 6 Saturday, of the local departure date) it flies. */
  days: readonly number[];
  /** The stop airport of a one-stop service. */
  via: string | null;
  /** Minutes on the ground at the stop. */
  layoverMinutes: number;
  /** Whole itinerary, minutes. */
  durationMinutes: number;
  refundable: boolean;
  /** Premium cabins offered: business, first. */
  business: boolean;
  first: boolean;
  /** Fare level of this service relative to the route (departure-time demand, aircraft). */
  fareFactor: number;
}

export interface FlightRoute {
  origin: string;
  destination: string;
  domestic: boolean;
  services: readonly FlightService[];
}

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

function pickDays(rng: Rng, count: number): number[] {
  return rng
    .shuffle(ALL_DAYS)
    .slice(0, count)
    .sort((a, b) => a - b);
}

/** Departure times cluster in the morning and the evening, as Iranian timetables do. */
function departureMinutes(rng: Rng): number {
  const hour = rng.weighted([
    [rng.int(0, 4), 1],
    [rng.int(5, 9), 4],
    [rng.int(10, 14), 3],
    [rng.int(15, 19), 4],
    [rng.int(20, 23), 3],
  ] as const);
  return hour * 60 + rng.pick([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
}

/** More demand, dearer fares: mornings and early evenings cost more, night flights less. */
function timeFactor(minutes: number): number {
  const h = Math.floor(minutes / 60);
  if (h < 5) return 0.86;
  if (h < 10) return 1.08;
  if (h < 15) return 0.97;
  if (h < 20) return 1.05;
  return 0.93;
}

interface Draft {
  airline: string;
  charter: boolean;
  via: string | null;
}

function buildServices(seed: number, origin: string, destination: string, drafts: readonly Draft[], domestic: boolean): FlightService[] {
  const rng = createRng(seed, 'flight-services', origin, destination);
  const numbers = new Set<string>();
  return drafts.map((d) => {
    let number = '';
    do {
      number = String(domestic ? rng.int(1000, 9899) : rng.int(100, 899));
    } while (numbers.has(`${d.airline}${number}`));
    numbers.add(`${d.airline}${number}`);
    const fleet = FLEETS[d.airline] ?? ['320'];
    const via = d.via && d.via !== origin && d.via !== destination ? d.via : null;
    const layoverMinutes = via ? rng.int(8, 40) * 5 : 0;
    const durationMinutes = via ? legMinutes(origin, via) + layoverMinutes + legMinutes(via, destination) : legMinutes(origin, destination);
    const departMinutes = departureMinutes(rng);
    const days = d.charter ? pickDays(rng, rng.int(2, 4)) : rng.chance(domestic ? 0.8 : 0.6) ? [...ALL_DAYS] : pickDays(rng, rng.int(3, 6));
    return {
      id: `${origin}${destination}-${d.airline}-${number}`,
      airline: d.airline,
      number,
      origin,
      destination,
      departMinutes,
      aircraft: rng.pick(fleet),
      charter: d.charter,
      days,
      via,
      layoverMinutes,
      durationMinutes,
      refundable: !d.charter && rng.chance(0.85),
      business: !d.charter && BUSINESS_AIRLINES.has(d.airline) && (domestic ? rng.chance(0.3) : true),
      first: !d.charter && !domestic && FIRST_AIRLINES.has(d.airline) && via === null,
      fareFactor: timeFactor(departMinutes) * rng.float(0.94, 1.08),
    };
  });
}

function domesticDrafts(seed: number, origin: string, destination: string, min: number, max: number): Draft[] {
  const rng = createRng(seed, 'flight-drafts', origin, destination);
  const count = rng.int(min, max);
  const hubs = ['THR', 'IFN', 'SYZ', 'MHD'].filter((h) => h !== origin && h !== destination);
  return Array.from({ length: count }, () => ({
    airline: rng.weighted(DOMESTIC_CARRIERS),
    charter: rng.chance(0.3),
    // A few long domestic trips stop on the way (through Tehran, or another hub when Tehran is an end).
    via: rng.chance(0.08) ? rng.pick(hubs) : null,
  }));
}

function internationalDrafts(spec: string): Draft[] {
  return spec
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((item) => {
      const m = /^([A-Z0-9]{2})(?:\/([A-Z]{3}))?(?::(\d))?(\*)?$/.exec(item);
      if (!m) throw new Error(`bad route carrier ${item}`);
      return Array.from({ length: Number(m[3] ?? 1) }, () => ({ airline: m[1] as string, via: m[2] ?? null, charter: m[4] === '*' }));
    });
}

const networkCache = new Map<number, Map<string, FlightRoute>>();

/** Every route of the network for a seed, keyed `ORIGIN-DESTINATION` (airport codes), both directions. */
export function flightNetwork(seed: number): ReadonlyMap<string, FlightRoute> {
  const hit = networkCache.get(seed);
  if (hit) return hit;
  const routes = new Map<string, FlightRoute>();
  const add = (origin: string, destination: string, domestic: boolean, drafts: readonly Draft[]) => {
    const services = buildServices(seed, origin, destination, drafts, domestic).sort(
      (a, b) => a.departMinutes - b.departMinutes || a.id.localeCompare(b.id),
    );
    routes.set(`${origin}-${destination}`, { origin, destination, domestic, services });
  };
  for (const [a, b, min, max] of DOMESTIC_ROUTES) {
    add(a, b, true, domesticDrafts(seed, a, b, min, max));
    add(b, a, true, domesticDrafts(seed, b, a, min, max));
  }
  for (const [a, b, spec] of INTERNATIONAL_ROUTES) {
    add(a, b, false, internationalDrafts(spec));
    add(b, a, false, internationalDrafts(spec));
  }
  networkCache.set(seed, routes);
  return routes;
}

export function findRoute(seed: number, origin: string, destination: string): FlightRoute | undefined {
  return flightNetwork(seed).get(`${origin}-${destination}`);
}

/** Forget the memoised networks (tests). */
export function clearFlightNetwork(): void {
  networkCache.clear();
}
