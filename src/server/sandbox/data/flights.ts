/**
 * Flight offers: what the network's services sell on a date, at what price, with which baggage and rules. Every
 * value is a pure function of (seed, service, date, cabin), so the day-price calendar, a search, GetFlightById and a
 * provision all agree: a day's calendar price is the cheapest economy adult fare a search of that day finds.
 */
import { findAircraft } from '@/lib/lookups/aircraft';
import { findAirline } from '@/lib/lookups/airlines';
import { findAirport } from '@/lib/lookups/airports';
import { findCabinClass } from '@/lib/lookups/cabin-classes';
import type { CabinCode, CharterScheduleEntry, DayPrice, FlightClass, FlightItem, NonStopRoute } from '@/products/flight/server/schemas';
import { addDays, compactDate, daysBetween, parseDate, weekday } from '../time';
import {
  airlineFactor,
  cityAirports,
  distanceKm,
  findRoute,
  flightNetwork,
  isIranian,
  legMinutes,
  utcOffset,
  type FlightRoute,
  type FlightService,
} from './flight-network';
import { hashString, roundTo } from './prng';

export type ClassType = 1 | 3 | 5;
export const classTypeOf = (cabin: CabinCode): ClassType => (findCabinClass(cabin)?.classType ?? 1) as ClassType;
/** The cabin an offer of a class type is sold in. */
const CABIN_OF: Record<ClassType, CabinCode> = { 1: 'Y', 3: 'C', 5: 'F' };

/** Booking classes per cabin, cheapest last; each service sells one of them per date. */
const BOOKING_CLASSES: Record<ClassType, readonly string[]> = {
  1: ['Y', 'B', 'M', 'H', 'K', 'L', 'Q', 'T'],
  3: ['C', 'J', 'D'],
  5: ['F', 'A'],
};

/** Agencies that sell flights in the sandbox. */
export const FLIGHT_PROVIDERS: readonly string[] = [
  'سفرسازان پارس',
  'پرواز نیک',
  'آسمان‌گشت',
  'چارتر سیر',
  'سپهر سفر',
  'هفت‌اقلیم',
  'کارگزاری ایرتیکت',
];

export interface Passengers {
  adults: number;
  children: number;
  infants: number;
}

export interface Offer {
  service: FlightService;
  date: string;
  classType: ClassType;
}

/** Hash of a service on a date (and a salt): the per-date variation. */
const dayHash = (seed: number, s: FlightService, date: string, salt: string) => hashString(`${s.id}|${date}|${salt}`, seed);

export function flies(s: FlightService, date: string): boolean {
  return s.days.includes(weekday(date));
}

function offersCabin(s: FlightService, classType: ClassType): boolean {
  return classType === 1 || (classType === 3 && s.business) || (classType === 5 && s.first);
}

/** Route fare level: a base plus a rate per km, higher abroad. */
function routeBase(route: FlightRoute, s: FlightService): number {
  const km = s.via ? (distanceKm(s.origin, s.via) + distanceKm(s.via, s.destination)) * 0.8 : distanceKm(s.origin, s.destination);
  return route.domestic ? 12_000_000 + km * 35_000 : 40_000_000 + km * 90_000;
}

const CABIN_FACTOR: Record<ClassType, (domestic: boolean) => number> = { 1: () => 1, 3: (d) => (d ? 1.9 : 3), 5: () => 5.5 };

/** The adult fare, rial. Weekends (Thursday, Friday) cost 12 % more on domestic routes; charters 12 % less. */
export function adultFare(seed: number, route: FlightRoute, o: Offer): number {
  const s = o.service;
  const day = weekday(o.date);
  const weekend = route.domestic && (day === 4 || day === 5) ? 1.12 : 1;
  const noise = 0.85 + (dayHash(seed, s, o.date, 'fare') % 450) / 1000;
  const fare =
    routeBase(route, s) *
    airlineFactor(s.airline) *
    s.fareFactor *
    (s.charter ? 0.88 : 1) *
    weekend *
    noise *
    CABIN_FACTOR[o.classType](route.domestic);
  return roundTo(fare, 10_000);
}

/** Children pay 75 % on scheduled flights and the full fare on charters; infants 10 %. */
export function passengerPrices(seed: number, route: FlightRoute, o: Offer) {
  const adult = adultFare(seed, route, o);
  return { adult, child: o.service.charter ? adult : roundTo(adult * 0.75, 10_000), infant: roundTo(adult * 0.1, 10_000) };
}

export function totalFor(prices: { adult: number; child: number; infant: number }, p: Passengers): number {
  return prices.adult * p.adults + prices.child * p.children + prices.infant * p.infants;
}

export function seatsLeft(seed: number, o: Offer): number {
  const h = dayHash(seed, o.service, o.date, `seats${o.classType}`);
  return h % 4 === 0 ? 1 + (h % 7) : 9 + (h % 31);
}

/** Offer id: `YYYYMMDD-<service id>-<class type>`, e.g. `20261201-THRMHD-W5-1061-1`. */
export const offerId = (o: Offer) => `${compactDate(o.date)}-${o.service.id}-${o.classType}`;

export function parseOfferId(seed: number, id: string): Offer | null {
  const m = /^(\d{8})-([A-Z]{3})([A-Z]{3})-([A-Z0-9]{2})-(\d{3,4})-([135])$/.exec(id);
  if (!m) return null;
  const date = `${m[1]?.slice(0, 4)}-${m[1]?.slice(4, 6)}-${m[1]?.slice(6)}`;
  if (parseDate(date) === null) return null;
  const route = findRoute(seed, m[2] as string, m[3] as string);
  const service = route?.services.find((s) => s.id === `${m[2]}${m[3]}-${m[4]}-${m[5]}`);
  const classType = Number(m[6]) as ClassType;
  if (!service || !flies(service, date) || !offersCabin(service, classType)) return null;
  return { service, date, classType };
}

/** Offers between two airport sets on a date, in one cabin class type, ordered by departure. */
export function offersOn(
  seed: number,
  sources: readonly string[],
  destinations: readonly string[],
  date: string,
  classType: ClassType,
): Offer[] {
  const out: Offer[] = [];
  for (const from of sources) {
    for (const to of destinations) {
      const route = findRoute(seed, from, to);
      if (!route) continue;
      for (const service of route.services)
        if (flies(service, date) && offersCabin(service, classType)) out.push({ service, date, classType });
    }
  }
  return out;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `2026-12-01T08:30:00+03:30` for an instant at an airport. */
export function localTime(code: string, utcMs: number): string {
  const offset = utcOffset(code, utcMs);
  const d = new Date(utcMs + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${d.toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Departure instant (UTC ms) of an offer: its local departure time at the origin. */
export function departureUtc(o: Offer): number {
  const local = (parseDate(o.date) ?? 0) + o.service.departMinutes * 60_000;
  return local - utcOffset(o.service.origin, local) * 60_000;
}

function airport(code: string) {
  const a = findAirport(code);
  return {
    iata: code,
    city: a?.city ?? code,
    cityEnglishName: a?.cityEn ?? code,
    airportName: a?.name ?? code,
    countryCode: a?.countryCode ?? '',
  };
}

/**
 * Baggage per passenger type, as the fare rules say: an adult and a child 30 kg on systemic economy, 20 kg on
 * charters, 40 kg business, 50 kg first, with a 7 kg (economy) or 10 kg cabin bag; an infant 10 kg and no cabin bag.
 */
export function baggageOf(o: Offer) {
  const checkedKg = o.classType === 1 ? (o.service.charter ? 20 : 30) : o.classType === 3 ? 40 : 50;
  const cabinKg = o.classType === 1 ? 7 : 10;
  const infantCheckedKg = 10;
  return {
    checkedKg,
    cabinKg,
    infantCheckedKg,
    byType: {
      adult: { pieces: 1, checkedKg, cabinKg },
      child: { pieces: 1, checkedKg, cabinKg },
      infant: { pieces: 1, checkedKg: infantCheckedKg, cabinKg: 0 },
    },
  };
}

export function fareRuleLines(o: Offer, refundable: boolean): string[] {
  const lines = [refundable ? 'قابل استرداد با کسر جریمه' : 'غیرقابل استرداد'];
  lines.push(o.service.charter ? 'پرواز چارتری؛ تغییر نام و تاریخ ممکن نیست' : 'پرواز سیستمی؛ تغییر تاریخ با پرداخت جریمه');
  if (o.service.via) lines.push(`توقف در ${findAirport(o.service.via)?.city ?? o.service.via}`);
  return lines;
}

export function bookingClassOf(seed: number, o: Offer): string {
  const classes = BOOKING_CLASSES[o.classType];
  return classes[dayHash(seed, o.service, o.date, 'class') % classes.length] as string;
}

/**
 * The discount on an offer, percent: about a third of the offers carry one, 3–18 %, charters more often. Deterministic
 * per seed, service, day and cabin, not per provider: which provider sells a flight changes with each search (the
 * providers are drawn per search), and the same flight must show the same sale on every search.
 */
export function discountOf(seed: number, o: Offer): number {
  const h = dayHash(seed, o.service, o.date, `sale${o.classType}`);
  const share = o.service.charter ? 50 : 25;
  return h % 100 < share ? 3 + ((h >>> 8) % 16) : 0;
}

/** A one-stop service's two legs: the first flies to the hub, waits its layover, and the second lands on time. */
function segmentsOf(origin: string, via: string, destination: string, depart: number, layover: number, total: number) {
  const first = Math.max(1, Math.min(legMinutes(origin, via), total - layover - 1));
  const second = total - layover - first;
  const landsAtHub = depart + first * 60_000;
  const leavesHub = landsAtHub + layover * 60_000;
  const end = (code: string) => ({ iata: code, city: findAirport(code)?.city ?? code });
  return [
    {
      origin: end(origin),
      destination: end(via),
      departureTime: localTime(origin, depart),
      arrivalTime: localTime(via, landsAtHub),
      durationMinutes: first,
    },
    {
      origin: end(via),
      destination: end(destination),
      departureTime: localTime(via, leavesHub),
      arrivalTime: localTime(destination, leavesHub + second * 60_000),
      durationMinutes: second,
    },
  ];
}

/** The full flight record of an offer, sold by `provider`, for the passengers. */
export function flightItem(seed: number, o: Offer, leg: 1 | 2, provider: string, p: Passengers, base: string, round: number): FlightItem {
  const s = o.service;
  const route = findRoute(seed, s.origin, s.destination) as FlightRoute;
  const airline = findAirline(s.airline);
  const aircraft = findAircraft(s.aircraft);
  const cabin = findCabinClass(CABIN_OF[o.classType]);
  const depart = departureUtc(o);
  const prices = passengerPrices(seed, route, o);
  return {
    flightId: offerId(o),
    leg,
    airline: {
      code: s.airline,
      persianName: airline?.persianName ?? airline?.englishName ?? s.airline,
      englishName: airline?.englishName ?? s.airline,
      logoUrl: `${base}/sandbox/img/airline/${s.airline}.svg`,
    },
    flightNumber: s.number,
    aircraft: { code: s.aircraft, name: aircraft?.name ?? s.aircraft },
    cabin: { code: CABIN_OF[o.classType], name: cabin?.name ?? '', classType: o.classType },
    bookingClass: bookingClassOf(seed, o),
    origin: airport(s.origin),
    destination: airport(s.destination),
    departureTime: localTime(s.origin, depart),
    arrivalTime: localTime(s.destination, depart + s.durationMinutes * 60_000),
    durationMinutes: s.durationMinutes,
    stops: s.via ? 1 : 0,
    stopAirports: s.via ? [{ iata: s.via, city: findAirport(s.via)?.city ?? s.via, layoverMinutes: s.layoverMinutes }] : [],
    ...(s.via ? { segments: segmentsOf(s.origin, s.via, s.destination, depart, s.layoverMinutes, s.durationMinutes) } : {}),
    isCharter: s.charter,
    flightKind: s.charter ? 'charter' : 'systemic',
    seatsLeft: seatsLeft(seed, o),
    baggage: baggageOf(o),
    isRefundable: s.refundable,
    prices,
    totalPrice: totalFor(prices, p),
    currency: 'IRR',
    providerName: provider,
    discountPercent: discountOf(seed, o),
    fareRules: fareRuleLines(o, s.refundable),
    round,
  };
}

// ---- the date picker's data ----

/**
 * One-way economy day prices between two cities (all their airports), one adult; null when nothing flies. With
 * `nonStop`, only direct flights count (the results' stop filter shows no other).
 */
export function dayPrices(
  seed: number,
  source: string,
  destination: string,
  fromDate: string,
  toDate: string,
  nonStop = false,
): DayPrice[] {
  const from = cityAirports(source.toUpperCase());
  const to = cityAirports(destination.toUpperCase());
  const days = daysBetween(fromDate, toDate) + 1;
  const out: DayPrice[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(fromDate, i);
    let min: number | null = null;
    for (const o of offersOn(seed, from, to, date, 1)) {
      if (nonStop && o.service.via) continue;
      const route = findRoute(seed, o.service.origin, o.service.destination) as FlightRoute;
      const fare = adultFare(seed, route, o);
      if (min === null || fare < min) min = fare;
    }
    out.push({ date, price: min, isCheapest: false });
  }
  const prices = out.map((d) => d.price).filter((p): p is number => p !== null);
  const min = prices.length ? Math.min(...prices) : null;
  return out.map((d) => ({ ...d, isCheapest: d.price !== null && d.price === min }));
}

/** City-level code of an airport (IKA → THR, SAW → IST): the first network airport of its city. */
function cityCode(code: string): string {
  return cityAirports(code)[0] ?? code;
}

function daysUnion(services: readonly FlightService[]): number[] {
  return [...new Set(services.flatMap((s) => s.days))].sort((a, b) => a - b);
}

/** City pairs with at least one direct flight, and the weekdays one flies. */
export function nonStopRoutes(seed: number): NonStopRoute[] {
  const byPair = new Map<string, FlightService[]>();
  for (const route of flightNetwork(seed).values()) {
    const key = `${cityCode(route.origin)}-${cityCode(route.destination)}`;
    const direct = route.services.filter((s) => s.via === null);
    if (direct.length) byPair.set(key, [...(byPair.get(key) ?? []), ...direct]);
  }
  return [...byPair.entries()].map(([key, services]) => {
    const [Source, Destination] = key.split('-') as [string, string];
    return { Source, Destination, DayOfWeek: daysUnion(services) };
  });
}

/** Per route with charters: the charter weekdays there and back. */
export function charterSchedule(seed: number): CharterScheduleEntry[] {
  const out: CharterScheduleEntry[] = [];
  for (const route of flightNetwork(seed).values()) {
    const charters = route.services.filter((s) => s.charter);
    if (!charters.length) continue;
    const back = findRoute(seed, route.destination, route.origin)?.services.filter((s) => s.charter) ?? [];
    out.push({
      Source: route.origin,
      Destination: route.destination,
      SourcePersianName: findAirport(route.origin)?.city ?? route.origin,
      DestinationPersianName: findAirport(route.destination)?.city ?? route.destination,
      DayOfWeek: daysUnion(charters),
      DayOfWeekReturn: daysUnion(back),
    });
  }
  return out;
}

// ---- rules ----

/**
 * Penalty table by time before departure (the sandbox's reading of common Iranian airline tables). The percent is
 * of the base fare: taxes and airport charges (`ticketTaxes`) are refunded in full (basis `base`).
 */
export function cancellationTable(o: Offer): {
  title: string;
  fromHoursBefore: number | null;
  toHoursBefore: number | null;
  penaltyPercent: number;
  basis: 'base' | 'total';
}[] {
  if (!o.service.refundable)
    return [{ title: 'از زمان خرید', fromHoursBefore: null, toHoursBefore: null, penaltyPercent: 100, basis: 'total' }];
  const steep = o.classType === 1 ? 0 : -10;
  const basis = 'base' as const;
  return [
    { title: 'از زمان خرید تا ۷۲ ساعت قبل از پرواز', fromHoursBefore: null, toHoursBefore: 72, penaltyPercent: 30 + steep, basis },
    { title: 'از ۷۲ ساعت تا ۲۴ ساعت قبل از پرواز', fromHoursBefore: 72, toHoursBefore: 24, penaltyPercent: 40 + steep, basis },
    { title: 'از ۲۴ ساعت تا ۳ ساعت قبل از پرواز', fromHoursBefore: 24, toHoursBefore: 3, penaltyPercent: 50 + steep, basis },
    { title: 'از ۳ ساعت قبل از پرواز تا زمان پرواز', fromHoursBefore: 3, toHoursBefore: 0, penaltyPercent: 60 + steep, basis },
    { title: 'پس از پرواز (عدم حضور)', fromHoursBefore: 0, toHoursBefore: null, penaltyPercent: 80, basis },
  ];
}

/**
 * The taxes and airport charges inside a ticket's price, rial: a tenth of an adult's or a child's ticket, rounded
 * down to 1 000 rial; none on an infant's. Refunded in full whatever the penalty (the penalty is of the base fare).
 */
export function ticketTaxes(priceRial: number, type: 'adult' | 'child' | 'infant'): number {
  if (type === 'infant' || priceRial <= 0) return 0;
  return Math.min(priceRial, Math.floor(priceRial / 10 / 1_000) * 1_000);
}

export function fareRulesText(o: Offer): { title: string; text: string }[] {
  const s = o.service;
  return [
    {
      title: 'نوع بلیت',
      text: s.charter ? 'بلیت چارتری؛ صادره توسط کارگزار، با نام و تاریخ ثابت.' : 'بلیت سیستمی؛ صادره از سامانه رزرو شرکت هواپیمایی.',
    },
    {
      title: 'استرداد',
      text: s.refundable
        ? 'استرداد طبق جدول جریمه کنسلی، بر اساس زمان باقی‌مانده تا پرواز؛ درصد جریمه از نرخ پایه کسر می‌شود و مالیات و عوارض فرودگاهی کامل بازگردانده می‌شود.'
        : 'این بلیت پس از صدور قابل استرداد نیست.',
    },
    {
      title: 'تغییر تاریخ',
      text: s.charter ? 'تغییر تاریخ ممکن نیست.' : 'تغییر تاریخ تا ۲۴ ساعت قبل از پرواز با پرداخت مابه‌التفاوت و جریمه.',
    },
    { title: 'حضور در فرودگاه', text: isIranian(s.origin) && isIranian(s.destination) ? 'دو ساعت قبل از پرواز.' : 'سه ساعت قبل از پرواز.' },
  ];
}

export function charterRules(o: Offer): string[] {
  if (!o.service.charter) return [];
  return [
    'بلیت چارتری پس از صدور قابل استرداد نیست.',
    'تغییر نام مسافر و تاریخ پرواز ممکن نیست.',
    'در صورت لغو پرواز از سوی کارگزار، کل مبلغ بازگردانده می‌شود.',
    'ساعت پرواز ممکن است تا ۲۴ ساعت قبل از پرواز تغییر کند؛ تغییر پیامک می‌شود.',
  ];
}

/** Every booking class of an airline, with its cabin. */
export function flightClasses(airline: string): FlightClass[] {
  const out: FlightClass[] = [];
  for (const classType of [1, 3, 5] as const) {
    const cabin = CABIN_OF[classType];
    BOOKING_CLASSES[classType].forEach((bookingClass, i) => {
      out.push({
        airline,
        bookingClass,
        cabin,
        cabinName: findCabinClass(cabin)?.name ?? cabin,
        classType,
        isRefundable: i < BOOKING_CLASSES[classType].length - 1,
        checkedKg: classType === 1 ? 30 : classType === 3 ? 40 : 50,
      });
    });
  }
  return out;
}

/**
 * What a provision finds now: about 1 flight in 9 has become dearer (by 3–12 %), about 1 in 14 is sold out, the
 * rest are unchanged. Fixed per offer, so tests can find both cases.
 */
export function provisionOutcome(seed: number, o: Offer): { kind: 'same' } | { kind: 'price'; percent: number } | { kind: 'soldOut' } {
  const h = dayHash(seed, o.service, o.date, `provision${o.classType}`);
  if (h % 14 === 0) return { kind: 'soldOut' };
  if (h % 9 === 1) return { kind: 'price', percent: 3 + (h % 10) };
  return { kind: 'same' };
}

/** Seats left at provision: since the search, 0–2 more seats of the flight have been sold (never the last one). */
export function seatsNow(seed: number, o: Offer): number {
  const before = seatsLeft(seed, o);
  return Math.max(1, before - (dayHash(seed, o.service, o.date, 'sold') % 3));
}
