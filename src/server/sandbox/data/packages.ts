/**
 * Room packages: each hotel has 2–12 rate plans (room class, meal, provider, cancellation kind), fixed per seed;
 * a plan is priced for a stay (dates, rooms, passengers) and the caller's role discount.
 */
import type { HotelPackage, RoomType } from '@/products/hotel/server/schemas/packages';
import { compactDate, daysBetween, expandDate, jalaliString, weekday, addDays } from '../time';
import { getCity } from './cities';
import type { HotelRecord } from './hotels';
import { PROVIDERS_INTL, PROVIDERS_LOCAL } from './names';
import { createRng, hashString, roundTo } from './prng';
import { freeCancellationUntil, type RuleKind } from './rules';

export interface RoomRequest {
  adults: number;
  childrenAges: number[];
}

export interface StayQuery {
  checkIn: string;
  checkOut: string;
  rooms: RoomRequest[];
}

interface RoomClass {
  fa: string;
  factor: number;
  suite: boolean;
}

export interface RatePlan {
  index: number;
  roomClass: RoomClass;
  meal: string;
  provider: string;
  isGuaranty: boolean;
  rule: RuleKind;
  /** Provider markup, ~0.97–1.06. */
  factor: number;
  /** Some plans re-price at pre-reserve (+5 %), so the product's price-change step gets exercised. */
  repricesAtReserve: boolean;
}

const CLASSES_BASE: readonly RoomClass[] = [
  { fa: 'استاندارد', factor: 1, suite: false },
  { fa: 'دبل', factor: 1, suite: false },
  { fa: 'توئین', factor: 1, suite: false },
  { fa: 'اکونومی', factor: 0.9, suite: false },
  { fa: 'دلوکس', factor: 1.2, suite: false },
];
const CLASS_SEA: RoomClass = { fa: 'رو به دریا', factor: 1.3, suite: false };
const CLASS_SHRINE: RoomClass = { fa: 'رو به حرم', factor: 1.25, suite: false };
const CLASS_CITY_VIEW: RoomClass = { fa: 'سیتی ویو', factor: 1.15, suite: false };
const SUITES: readonly RoomClass[] = [
  { fa: 'سوئیت جونیور', factor: 1.6, suite: true },
  { fa: 'سوئیت', factor: 1.9, suite: true },
];
const ROYAL_SUITE: RoomClass = { fa: 'رویال سوئیت', factor: 2.6, suite: true };

const MEALS_LOCAL: readonly (readonly [string, number])[] = [
  ['BB', 50],
  ['RO', 10],
  ['R', 4],
  ['HB', 15],
  ['FB', 12],
  ['CB', 3],
  ['SC', 2],
  ['AI', 2],
];
const MEALS_INTL: readonly (readonly [string, number])[] = [
  ['BB', 40],
  ['RO', 25],
  ['R', 2],
  ['HB', 12],
  ['FB', 5],
  ['AI', 8],
  ['SC', 5],
  ['UAI', 3],
];
const MEAL_FACTOR: Readonly<Record<string, number>> = { RO: 1, R: 1, SC: 1, BB: 1.07, CB: 1.04, HB: 1.22, FB: 1.38, AI: 1.55, UAI: 1.7 };
export const MEAL_TEXT: Readonly<Record<string, string>> = {
  RO: 'بدون وعده غذایی',
  R: 'فقط اتاق',
  BB: 'همراه با صبحانه',
  HB: 'صبحانه و ناهار یا شام',
  FB: 'صبحانه، ناهار و شام',
};

const RULES_LOCAL: readonly (readonly [RuleKind, number])[] = [
  ['national', 45],
  ['percent', 12],
  ['amount', 10],
  ['nonRefundable', 10],
  ['none', 10],
  ['text', 13],
];
const RULES_INTL: readonly (readonly [RuleKind, number])[] = [
  ['percent', 35],
  ['amount', 20],
  ['nonRefundable', 20],
  ['none', 10],
  ['text', 15],
];

const planMemo = new Map<string, RatePlan[]>();

export function ratePlans(seed: number, hotel: HotelRecord): RatePlan[] {
  const key = `${seed}:${hotel.id}`;
  const cached = planMemo.get(key);
  if (cached) return cached;
  const rng = createRng(seed, 'plans', hotel.id);
  const city = getCity(hotel.cityId);
  const local = city?.countryCode === 'IR';
  const classes: RoomClass[] = [...CLASSES_BASE];
  if (city?.kind === 'coastal') classes.push(CLASS_SEA, CLASS_SEA);
  if (city?.id === 401) classes.push(CLASS_SHRINE, CLASS_SHRINE);
  if (!local) classes.push(CLASS_CITY_VIEW);
  if (hotel.star >= 4) classes.push(...SUITES);
  if (hotel.star === 5) classes.push(ROYAL_SUITE);
  const count = rng.weighted<number>([
    [2, 6],
    [3, 10],
    [4, 12],
    [5, 12],
    [6, 12],
    [7, 10],
    [8, 9],
    [9, 8],
    [10, 8],
    [11, 6],
    [12, 7],
  ]);
  const plans: RatePlan[] = [];
  for (let i = 0; i < count; i++) {
    plans.push({
      index: i,
      roomClass: i === 0 ? (CLASSES_BASE[0] as RoomClass) : rng.pick(classes),
      // Plan 0 is the plain standard room: breakfast at home, room only abroad.
      meal: i === 0 ? (local ? 'BB' : 'RO') : rng.weighted(local ? MEALS_LOCAL : MEALS_INTL),
      provider: rng.pick(local ? PROVIDERS_LOCAL : PROVIDERS_INTL),
      isGuaranty: hotel.isGuaranty && (i === 0 || rng.chance(0.4)),
      rule: rng.weighted(local ? RULES_LOCAL : RULES_INTL),
      factor: Math.round(rng.float(0.97, 1.06) * 1000) / 1000,
      repricesAtReserve: i > 0 && rng.chance(0.06),
    });
  }
  if (planMemo.size > 20_000) planMemo.clear();
  planMemo.set(key, plans);
  return plans;
}

interface StayDate {
  iso: string;
  weekendLocal: boolean;
  weekendIntl: boolean;
  nowruz: boolean;
}

const stayDatesMemo = new Map<string, StayDate[]>();

/** The nights of a stay with their calendar traits (shared by all hotels). */
function stayDates(checkIn: string, nights: number): StayDate[] {
  const key = `${checkIn}|${nights}`;
  let dates = stayDatesMemo.get(key);
  if (!dates) {
    dates = [];
    for (let n = 0; n < nights; n++) {
      const iso = addDays(checkIn, n);
      const day = weekday(iso);
      const j = jalaliString(iso);
      dates.push({
        iso,
        weekendLocal: day === 4 || day === 5,
        weekendIntl: day === 5 || day === 6,
        nowruz: j.slice(5, 7) === '01' && Number(j.slice(8, 10)) <= 13,
      });
    }
    if (stayDatesMemo.size > 2000) stayDatesMemo.clear();
    stayDatesMemo.set(key, dates);
  }
  return dates;
}

const stayFactorMemo = new Map<string, number>();

/**
 * Sum over the stay's nights of the nightly multiplier: weekends +10 % (Thu/Fri at home, Fri/Sat abroad),
 * Nowruz (1–13 Farvardin) +35 %, and a small per-hotel, per-date wobble (0.97–1.03).
 */
function stayFactor(seed: number, hotel: HotelRecord, checkIn: string, nights: number): number {
  const key = `${seed}|${hotel.id}|${checkIn}|${nights}`;
  const cached = stayFactorMemo.get(key);
  if (cached !== undefined) return cached;
  const local = getCity(hotel.cityId)?.countryCode === 'IR';
  let sum = 0;
  for (const d of stayDates(checkIn, nights)) {
    let f = (local ? d.weekendLocal : d.weekendIntl) ? 1.1 : 1;
    if (d.nowruz) f *= 1.35;
    sum += f * (0.97 + (hashString(`${hotel.id}|${d.iso}`, seed) % 61) / 1000);
  }
  if (stayFactorMemo.size > 20_000) stayFactorMemo.clear();
  stayFactorMemo.set(key, sum);
  return sum;
}

/** Occupancy multiplier of a room whose base covers two adults. */
function occupancy(room: RoomRequest): number {
  let f = room.adults === 1 ? 0.8 : 1 + Math.max(0, room.adults - 2) * 0.38;
  for (const age of room.childrenAges) if (age > 2) f += 0.25;
  return f;
}

const CAPACITY_WORD = ['', 'یک', 'دو', 'سه', 'چهار'] as const;

function roomName(cls: RoomClass, adults: number): string {
  if (adults > 4) return `سوئیت خانواده ${adults} نفره`;
  const word = CAPACITY_WORD[Math.max(1, adults)];
  return cls.suite ? `${cls.fa} ${word} تخته` : `اتاق ${word} تخته ${cls.fa}`;
}

/** Forget memoised plans and stay factors. */
export function clearPackageCaches(): void {
  planMemo.clear();
  stayFactorMemo.clear();
  stayDatesMemo.clear();
}

export function roomsCode(rooms: readonly RoomRequest[]): string {
  return rooms.map((r) => [String(r.adults), ...r.childrenAges.map(String)].join('c')).join('_');
}

export function parseRoomsCode(code: string): RoomRequest[] | null {
  if (!/^\d+(c\d+)*(_\d+(c\d+)*)*$/.test(code)) return null;
  const rooms = code.split('_').map((part) => {
    const [adults, ...ages] = part.split('c').map(Number);
    return { adults: adults ?? 0, childrenAges: ages };
  });
  return rooms.length >= 1 &&
    rooms.length <= 4 &&
    rooms.every((r) => r.adults >= 1 && r.adults <= 14 && r.childrenAges.length <= 6 && r.childrenAges.every((a) => a <= 12))
    ? rooms
    : null;
}

export interface PackageRef {
  hotelId: number;
  stay: StayQuery;
  planIndex: number;
  /** Discount percent applied when the package was listed. */
  discount: number;
}

/** `402017-20261125-20261128-2_2c5c8-3-0`: hotel, check-in, check-out, rooms, plan, discount. */
export function packageNumber(ref: PackageRef): string {
  return [
    ref.hotelId,
    compactDate(ref.stay.checkIn),
    compactDate(ref.stay.checkOut),
    roomsCode(ref.stay.rooms),
    ref.planIndex,
    ref.discount,
  ].join('-');
}

export function parsePackageNumber(text: string): PackageRef | null {
  const m = /^(\d{4,9})-(\d{8})-(\d{8})-([\dc_]{1,80})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!m) return null;
  const checkIn = expandDate(m[2] as string);
  const checkOut = expandDate(m[3] as string);
  const rooms = parseRoomsCode(m[4] as string);
  if (!checkIn || !checkOut || !rooms || checkOut <= checkIn) return null;
  return { hotelId: Number(m[1]), stay: { checkIn, checkOut, rooms }, planIndex: Number(m[5]), discount: Number(m[6]) };
}

export function packageIdOf(hotelId: number, planIndex: number): number {
  return hotelId * 100 + planIndex + 1;
}

export function splitPackageId(packageId: number): { hotelId: number; planIndex: number } {
  return { hotelId: Math.floor(packageId / 100), planIndex: (packageId % 100) - 1 };
}

export function isSoldOut(seed: number, hotel: HotelRecord, plan: RatePlan, stay: StayQuery): boolean {
  if (plan.index === 0) return false;
  return hashString(`soldout|${hotel.id}|${plan.index}|${stay.checkIn}|${stay.rooms.length}`, seed) % 100 < 12;
}

/** Price per room for the stay (rial), with the role discount. */
export function roomPrices(seed: number, hotel: HotelRecord, plan: RatePlan, stay: StayQuery, discount: number): number[] {
  const nights = Math.max(1, daysBetween(stay.checkIn, stay.checkOut));
  const base = hotel.baseNightly * plan.roomClass.factor * (MEAL_FACTOR[plan.meal] ?? 1.1) * plan.factor * (1 - discount / 100);
  const stayF = stayFactor(seed, hotel, stay.checkIn, nights);
  return stay.rooms.map((room) => roundTo(base * stayF * occupancy(room), 10_000));
}

/** Price of one night of the first room, for "percent of one night" penalties. */
export function buildPackage(
  seed: number,
  hotel: HotelRecord,
  plan: RatePlan,
  stay: StayQuery,
  discount: number,
  round: number,
  /** Tehran's date when the package is listed: with it the package says until when it cancels for free. */
  today?: string,
): HotelPackage {
  const prices = roomPrices(seed, hotel, plan, stay, discount);
  const nights = Math.max(1, daysBetween(stay.checkIn, stay.checkOut));
  const mealText = MEAL_TEXT[plan.meal] ?? 'وعده غذایی طبق قرارداد هتل';
  const roomTypes: RoomType[] = stay.rooms.map((room, i) => {
    const capacity = Math.max(room.adults, plan.roomClass.suite ? 2 : 1);
    const infants = room.childrenAges.filter((a) => a <= 2).length;
    return {
      name: roomName(plan.roomClass, room.adults),
      mealType: plan.meal,
      capacity,
      price: prices[i] ?? 0,
      description: `${mealText}؛ ${plan.roomClass.suite ? 'سوئیت با نشیمن مجزا' : 'اتاق با سرویس بهداشتی اختصاصی'}؛ اینترنت رایگان`,
      rules: `ورود از ساعت ${hotel.checkIn} و خروج تا ساعت ${hotel.checkOut}. ارائه کارت شناسایی معتبر برای همه مسافران الزامی است.${infants ? ' اقامت کودک زیر ۲ سال بدون سرویس رایگان است.' : ''}`,
      rooms: 1,
      roomIndex: i,
      adultsCount: room.adults,
      childrenAges: [...room.childrenAges],
    };
  });
  return {
    packageId: packageIdOf(hotel.id, plan.index),
    packageNumber: packageNumber({ hotelId: hotel.id, stay, planIndex: plan.index, discount }),
    packagePrice: prices.reduce((a, b) => a + b, 0),
    isGuaranty: plan.isGuaranty,
    isSoldOut: isSoldOut(seed, hotel, plan, stay),
    isRefundable: plan.rule === 'national' || plan.rule === 'percent' || plan.rule === 'amount' || plan.rule === 'text',
    ...(today === undefined ? {} : { freeCancellationUntil: freeCancellationUntil(plan.rule, stay.checkIn, today) }),
    providerName: plan.provider,
    price_currency: 'IRR',
    roomTypes,
    hotelId: hotel.id,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights,
    round,
  };
}

/**
 * The package a search result shows: the cheapest not sold out (the lower package id on a tie), else the first plan's.
 * Only that one is built. Why: pricing a plan is a few multiplications, building its package (texts, rules, package
 * number, free-cancellation date) is most of a search's work and garbage, and a result needs one (issue 43, session 39).
 * The same choice as sorting `packagesFor` by price then id.
 */
export function cheapestPackage(seed: number, hotel: HotelRecord, stay: StayQuery, discount: number, today?: string): HotelPackage {
  const plans = ratePlans(seed, hotel);
  let best: { plan: RatePlan; price: number } | null = null;
  for (const plan of plans) {
    if (isSoldOut(seed, hotel, plan, stay)) continue;
    const price = roomPrices(seed, hotel, plan, stay, discount).reduce((a, b) => a + b, 0);
    if (!best || price < best.price || (price === best.price && plan.index < best.plan.index)) best = { plan, price };
  }
  return buildPackage(seed, hotel, best?.plan ?? (plans[0] as RatePlan), stay, discount, 1, today);
}

/** All packages of a hotel for a stay, in plan order. */
export function packagesFor(seed: number, hotel: HotelRecord, stay: StayQuery, discount: number, today?: string): HotelPackage[] {
  return ratePlans(seed, hotel).map((plan) => buildPackage(seed, hotel, plan, stay, discount, 1, today));
}
