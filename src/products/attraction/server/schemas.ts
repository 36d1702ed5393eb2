/**
 * Attraction tickets, as the supplier's catalogue answers them (spec 000 §7 "Attractions"; spec 001 §3 "Attraction
 * price"): `GET /api/attraction/core/v1/available?CityId=…` lists a city's attractions in one answer (no search token,
 * no rounds), `GET /api/attraction/core/v1/attractions/{id | slug}` gives one with its offered dates. Money is integer
 * rial; dates are `YYYY-MM-DD` (the venue's local day); answers are bare objects like the hotel core API's.
 */
import * as v from 'valibot';
import { Amount, IsoDate, NonNegativeInt } from '@/server/schemas/common';
import { ATTRACTION_CATEGORIES } from '../model/categories';

// One list of the catalogue's categories: the model's (the filters and the cards read it there).
export { ATTRACTION_CATEGORIES };
export const AttractionCategory = v.picklist(ATTRACTION_CATEGORIES);

/** Ticket types: the age bands a venue prices (an infant's ticket is often free but still issued). */
export const TICKET_TYPES = ['adult', 'child', 'infant'] as const;

export const TicketPrices = v.object({ adult: Amount, child: Amount, infant: Amount });
export const TicketCounts = v.object({
  adult: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20, 'حداکثر ۲۰ بلیت از هر نوع مجاز است')),
  child: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20, 'حداکثر ۲۰ بلیت از هر نوع مجاز است')),
  infant: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20, 'حداکثر ۲۰ بلیت از هر نوع مجاز است')),
});

/**
 * One offered day. `serviceDate` / `finalPrice` are the spec's attraction price entity (the date picker's day price:
 * one adult ticket, rial); `prices` are that day's price per ticket type; `remaining` the tickets left (0 = sold out).
 */
export const AttractionDate = v.object({
  serviceDate: IsoDate,
  finalPrice: Amount,
  prices: TicketPrices,
  capacity: NonNegativeInt,
  remaining: NonNegativeInt,
  isSoldOut: v.boolean(),
});

export const AttractionPhoto = v.object({ path: v.string(), name: v.string() });
export const MapPoint = v.object({ lat: v.number(), lng: v.number() });

/** What a list item and the detail share. */
const AttractionEntries = {
  attractionId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{2,80}$/)),
  persianName: v.string(),
  englishName: v.string(),
  cityId: v.number(),
  cityName: v.string(),
  cityEnglishName: v.string(),
  countryCode: v.string(),
  category: AttractionCategory,
  /** The category in Persian, as the supplier labels it. */
  categoryName: v.string(),
  photos: v.array(AttractionPhoto),
  durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  address: v.string(),
  location: MapPoint,
  /** The cheapest adult ticket over the bookable dates (rial); null when every date is sold out. */
  minPrice: v.nullable(Amount),
  /** The first bookable date; null when none is left. */
  firstDate: v.nullable(IsoDate),
} as const;

/** A list item; with `Date=` in the query, `dateOffer` is that day's offer (null: not offered that day). */
export const AttractionItem = v.object({
  ...AttractionEntries,
  summary: v.string(),
  dateOffer: v.nullable(AttractionDate),
});

export const AttractionListResponse = v.object({
  cityId: v.number(),
  /** null for a city the supplier does not know: an empty list, not an error. */
  cityName: v.nullable(v.string()),
  items: v.array(AttractionItem),
  totalCount: NonNegativeInt,
});

export const AttractionDetail = v.object({
  ...AttractionEntries,
  summary: v.string(),
  description: v.string(),
  /** Opening hours as the venue states them, e.g. «۱۰:۰۰ تا ۲۲:۰۰». */
  openingHours: v.string(),
  rules: v.array(v.string()),
  /** Every offered date of the coming days, in order, sold-out ones included; unlisted days are not offered. */
  dates: v.array(AttractionDate),
});
export const AttractionDetailResponse = AttractionDetail;

/**
 * One attraction line of the basket (`typeInfos.attractions[]`, spec 001 §3 basket): the day, the tickets by type and
 * the price shown; `passengers` holds the lead traveller first (the voucher's name).
 */
export const AttractionBasketItem = v.looseObject({
  key: v.optional(v.string()),
  details: v.looseObject({
    attractionId: v.pipe(v.number(), v.integer(), v.minValue(1)),
    serviceDate: IsoDate,
    tickets: TicketCounts,
    /** What the traveller was shown for these tickets (rial). */
    totalPrice: Amount,
    persianName: v.optional(v.string()),
  }),
  passengers: v.optional(v.array(v.unknown()), []),
});

export type AttractionCategory = v.InferOutput<typeof AttractionCategory>;
export type TicketPrices = v.InferOutput<typeof TicketPrices>;
export type TicketCounts = v.InferOutput<typeof TicketCounts>;
export type AttractionDate = v.InferOutput<typeof AttractionDate>;
export type AttractionItem = v.InferOutput<typeof AttractionItem>;
export type AttractionList = v.InferOutput<typeof AttractionListResponse>;
export type AttractionDetail = v.InferOutput<typeof AttractionDetail>;
export type AttractionBasketItem = v.InferOutput<typeof AttractionBasketItem>;

/**
 * The supplier's cancellation of a whole issued order before its service day
 * (`POST /api/attraction/core/v1/cancel { factorId }`, the same call for attraction and CIP orders; bare answer):
 * what was paid less the fee goes back to the payer once, the wallet's or credit's part to the wallet at once
 * (`creditReturned`), the rest to the card it was paid with (`refundedTo: 'card'`).
 */
export const ServiceCancelRequest = v.object({ factorId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export const ServiceCancelResponse = v.object({
  factorId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  refundAmount: Amount,
  fee: Amount,
  refundedTo: v.picklist(['wallet', 'card']),
  creditReturned: Amount,
  orderStatus: v.string(),
  currency: v.literal('IRR'),
});
