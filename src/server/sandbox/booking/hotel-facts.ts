/**
 * A hotel item of a basket is the package it names, never what the browser said about it (issue 43 case 3). The
 * package number is the supplier's own (hotel, dates, rooms and plan: data/packages.ts), so the sandbox reads the
 * facts from it: an item whose hotel, dates or rooms disagree with its package is refused, and the hotel's name, the
 * rooms' names and boards (and the hotel's address and the package's cancellation rules) are written from the package over whatever came in. Basket/Create and Basket/Edit run it
 * on every write (routes/basket.ts), BasketBook again on what it books (./hotel.ts), so a voucher prints only the
 * package's facts.
 */
import { findHotel } from '../data/hotels';
import { buildPackage, parsePackageNumber, ratePlans } from '../data/packages';
import { cancellationSummary } from '../data/rules';

export const HOTEL_FACTS_MSG = {
  unknown: 'اتاق انتخاب‌شده یافت نشد؛ لطفاً دوباره جستجو کنید',
  mismatch: 'مشخصات این رزرو با اتاق انتخاب‌شده یکی نیست؛ لطفاً دوباره جستجو کنید',
  tooManyGuests: 'تعداد مسافران بیش از ظرفیت اتاق‌های انتخاب‌شده است',
} as const;

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Checks one hotel item (`{ key, details, passengers? }`) against its package and rewrites its descriptive facts
 * from it, in place. Answers a Persian refusal, or null when the item is the package (or not a hotel item at all).
 */
export function applyHotelFacts(seed: number, item: unknown): string | null {
  if (!isObj(item) || !isObj(item.details)) return null;
  const d = item.details;
  if (typeof d.packageNumber !== 'string') return HOTEL_FACTS_MSG.unknown;
  const ref = parsePackageNumber(d.packageNumber);
  const hotel = ref ? findHotel(seed, ref.hotelId) : undefined;
  const plan = ref && hotel ? ratePlans(seed, hotel)[ref.planIndex] : undefined;
  if (!ref || !hotel || !plan) return HOTEL_FACTS_MSG.unknown;
  const stay = ref.stay;
  const rooms = Array.isArray(d.rooms) ? d.rooms : [];
  const sameRooms =
    rooms.length === stay.rooms.length &&
    rooms.every((r, i) => {
      const want = stay.rooms[i]!;
      if (!isObj(r) || r.adults !== want.adults || !Array.isArray(r.childrenAges)) return false;
      const ages = r.childrenAges;
      return ages.length === want.childrenAges.length && ages.every((a, j) => a === want.childrenAges[j]);
    });
  if (
    (d.hotelId !== undefined && d.hotelId !== hotel.id) ||
    (d.checkIn !== undefined && d.checkIn !== stay.checkIn) ||
    (d.checkOut !== undefined && d.checkOut !== stay.checkOut) ||
    !sameRooms
  )
    return HOTEL_FACTS_MSG.mismatch;
  const guests = stay.rooms.reduce((n, r) => n + r.adults + r.childrenAges.length, 0);
  if (Array.isArray(item.passengers) && item.passengers.length > guests) return HOTEL_FACTS_MSG.tooManyGuests;
  // The descriptive facts are the supplier's: the hotel's name, each room's name and board.
  const pkg = buildPackage(seed, hotel, plan, stay, ref.discount, 1);
  d.hotelId = hotel.id;
  d.hotelName = hotel.fa;
  // What the voucher prints of the stay besides: where the hotel is and the package's cancellation rules.
  d.address = hotel.address;
  d.cancellationRules = cancellationSummary(plan.rule);
  d.checkIn = stay.checkIn;
  d.checkOut = stay.checkOut;
  d.packageId = pkg.packageId;
  d.rooms = pkg.roomTypes.map((t) => ({ name: t.name, mealType: t.mealType, adults: t.adultsCount, childrenAges: [...t.childrenAges] }));
  return null;
}

/** Every hotel item of a basket's data (JSON text already parsed): the first refusal, or null. */
export function applyBasketHotelFacts(seed: number, data: unknown): string | null {
  if (!Array.isArray(data)) return null;
  for (const entry of data) {
    if (!isObj(entry) || !isObj(entry.typeInfos)) continue;
    const hotels = entry.typeInfos.hotels;
    if (!Array.isArray(hotels)) continue;
    for (const item of hotels) {
      const refused = applyHotelFacts(seed, item);
      if (refused) return refused;
    }
  }
  return null;
}
