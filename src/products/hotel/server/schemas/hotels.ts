/** Hotel search and hotel details (spec 000 §3, spec 001 §3 "Hotel", "Hotel ticket"). */
import * as v from 'valibot';
import { Amount, Envelope, IsoDate, IsoDateTime, NonNegativeInt, SearchRoundsEntries } from '@/server/schemas/common';

export const RoomPassengers = v.object({
  roomId: v.optional(v.number()),
  adultsCount: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, 'هر اتاق حداقل یک بزرگسال دارد'),
    v.maxValue(14, 'امکان افزودن بیش از ۱۴ مسافر در یک اتاق وجود ندارد'),
  ),
  childrenAges: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(12, 'سن کودک باید بین ۰ تا ۱۲ سال باشد'))),
    v.maxLength(6, 'تعداد کودکان یک اتاق نمی‌تواند بیش از ۶ نفر باشد'),
  ),
});

/** Dates are `YYYY-MM-DD`; a year below 1600 is read as Jalali (`1405-09-05`). */
export const HotelSearchRequest = v.object({
  checkIn: v.string(),
  checkOut: v.string(),
  roomPassengers: v.pipe(
    v.array(RoomPassengers),
    v.minLength(1, 'حداقل یک اتاق لازم است'),
    v.maxLength(4, 'امکان افزودن بیش از ۴ اتاق وجود ندارد'),
  ),
});

export const SearchTokenResponse = v.object({ searchToken: v.string(), expireAt: IsoDateTime });

export const Image = v.object({ path: v.string(), name: v.string() });
export const Facility = v.object({ iconName: v.string(), persianName: v.string(), englishName: v.string() });
export const GeoPoint = v.object({ latitude: v.number(), longitude: v.number() });

export const TicketRoomType = v.object({ name: v.string(), mealType: v.string(), capacity: v.number() });
export const TicketProduct = v.object({
  packageId: v.number(),
  packageNumber: v.string(),
  packagePrice: Amount,
  isGuaranty: v.boolean(),
  providerName: v.string(),
  roomTypes: v.array(TicketRoomType),
  /** Refund terms of this package, as its cancellation rules give them (optional: older suppliers omit them). */
  isRefundable: v.optional(v.boolean()),
  /** Last day (inclusive) it cancels without penalty; null or missing: no free cancellation. */
  freeCancellationUntil: v.optional(v.nullable(IsoDate)),
});

/** One hotel in the search results. `products[0]` is the cheapest package. Prices in rial. */
export const HotelTicket = v.object({
  hotelId: v.number(),
  code: v.string(),
  /** Persian name. */
  name: v.string(),
  persianName: v.string(),
  englishName: v.string(),
  cityId: v.number(),
  cityEnglishName: v.string(),
  cityPersianName: v.string(),
  countryCode: v.string(),
  address: v.string(),
  /** The hotel's area of the city (filter key area); optional: older suppliers omit it. */
  areaName: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** Kind of stay, e.g. «هتل آپارتمان» (filter key type); optional. */
  hotelType: v.optional(v.pipe(v.string(), v.maxLength(100))),
  star: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  rate: v.number(),
  reviewCount: NonNegativeInt,
  location: GeoPoint,
  images: v.array(Image),
  facilities: v.array(Facility),
  isGuaranty: v.boolean(),
  products: v.pipe(v.array(TicketProduct), v.minLength(1)),
  packagePrice: Amount,
  minimumPackagePrice: Amount,
  roomOfPackageWithMinimumPrices: v.array(TicketRoomType),
  passengerInfo: v.array(v.object({ adultsCount: v.number(), childrenAges: v.array(v.number()) })),
  attractionDetailPrices: v.array(v.object({ price: Amount })),
  hotel_preview: v.string(),
  price_currency: v.literal('IRR'),
  nights: v.number(),
  /** Round (1-based) in which this item last changed. */
  round: v.number(),
});

export const SearchInfo = v.object({
  /** Short id of this search (the product passes it on as HotelSearchId). */
  hotelSearchId: v.string(),
  ...SearchRoundsEntries,
  locationId: v.number(),
  cityId: v.number(),
  cityPersianName: v.string(),
  cityEnglishName: v.string(),
  countryCode: v.string(),
  slug: v.string(),
  scope: v.picklist(['l', 'i']),
  checkIn: IsoDate,
  checkOut: IsoDate,
  nights: v.number(),
  roomsCount: v.number(),
  passengersCount: v.number(),
  currency: v.literal('IRR'),
});

export const HotelSearchPollResponse = v.object({
  items: v.array(HotelTicket),
  isFinish: v.boolean(),
  searchInfo: SearchInfo,
});

export const HotelDetails = v.object({
  hotelId: v.number(),
  persianName: v.string(),
  englishName: v.string(),
  /** English name with spaces as dashes (the hotelName route param). */
  urlName: v.string(),
  star: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  countryCode: v.string(),
  cityId: v.number(),
  cityEnglishName: v.string(),
  cityPersianName: v.string(),
  /** The city's destination slug, e.g. `ir-kish`. */
  citySlug: v.string(),
  address: v.string(),
  postalCode: v.string(),
  phoneNumber: v.string(),
  location: GeoPoint,
  checkIn: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
  checkOut: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
  metaTitle: v.string(),
  metaDescription: v.string(),
  description: v.string(),
  images: v.array(Image),
  facilities: v.array(Facility),
  rate: v.number(),
  reviewCount: NonNegativeInt,
  isGuaranty: v.boolean(),
  hp_code: v.string(),
  roomCount: v.number(),
});

export const HotelListResponse = Envelope(v.array(HotelDetails));

export type RoomPassengers = v.InferOutput<typeof RoomPassengers>;
export type HotelSearchRequest = v.InferOutput<typeof HotelSearchRequest>;
export type SearchTokenResponse = v.InferOutput<typeof SearchTokenResponse>;
export type Image = v.InferOutput<typeof Image>;
export type Facility = v.InferOutput<typeof Facility>;
export type HotelTicket = v.InferOutput<typeof HotelTicket>;
export type TicketProduct = v.InferOutput<typeof TicketProduct>;
export type SearchInfo = v.InferOutput<typeof SearchInfo>;
export type HotelSearchPollResponse = v.InferOutput<typeof HotelSearchPollResponse>;
export type HotelDetails = v.InferOutput<typeof HotelDetails>;

/**
 * Hotel suggestions (issue 49 point 9, spec 001 §7 "hotel suggestion"):
 * GET /ai/recommendation/search?locationId={cityId}[&hotelId=][&take=6] → envelope: the city's best-liked hotels (by
 * guests' rating and how many rated), the given hotel left out, at most `take` (1–12); an unknown place: [].
 */
export const HotelSuggestion = v.object({
  hotelId: v.number(),
  name: v.string(),
  englishName: v.string(),
  cityId: v.number(),
  cityName: v.string(),
  /** The city's destination slug of the site's hotel paths (`ir-kish`). */
  citySlug: v.string(),
  star: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  rate: v.number(),
  reviewCount: NonNegativeInt,
  image: v.nullable(v.string()),
  /** Rial per night of a standard double room, before dates and meals. */
  nightlyFrom: Amount,
  reason: v.string(),
});
export const HotelSuggestionsResponse = Envelope(v.array(HotelSuggestion));
