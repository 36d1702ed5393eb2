/**
 * Airport CIP services, as the supplier's catalogue answers them (spec 000 §7: the attractions API with
 * `&isCip=true`): `GET /api/attraction/core/v1/available?CityId=…&isCip=true[&Airport=IKA]` lists the packages of a
 * city's airports in one answer, `GET /api/attraction/core/v1/cip/{packageId}` gives one. A package is one service
 * (lounge, fast track, porter, parking, meet-and-greet) on arrival (the spec's entrance package) or on departure (its
 * leave package), priced per passenger by type and per extra guest (a greeter or companion who does not fly), with
 * extras each passenger may add. Money is integer rial; times are the airport's local `HH:MM`.
 */
import * as v from 'valibot';
import { Amount, IsoDate, NonNegativeInt } from '@/server/schemas/common';

export const CIP_KINDS = ['arrival', 'departure'] as const;
export const CipKind = v.picklist(CIP_KINDS);
export const CIP_SERVICE_TYPES = ['lounge', 'fastTrack', 'porter', 'parking', 'meetAndGreet'] as const;
export const CipServiceType = v.picklist(CIP_SERVICE_TYPES);

/** `HH:MM`, 00:00 … 24:00 (24:00 only as the end of a round-the-clock window). */
export const ClockTime = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'ساعت باید به شکل HH:MM باشد'));

/** When the service runs, local time; `from` after `to` crosses midnight; 00:00–24:00 is round the clock. */
export const ServiceHours = v.object({ from: ClockTime, to: ClockTime });

export const CipPassengerPrices = v.object({ adult: Amount, child: Amount, infant: Amount });

export const CipExtra = v.object({
  /** Unique over the catalogue: `{packageId}-{code}`. */
  extraId: v.pipe(v.string(), v.regex(/^\d{3,9}-[a-z-]{2,30}$/)),
  persianName: v.string(),
  englishName: v.string(),
  /** Per passenger who takes it (rial). */
  price: Amount,
});

export const CipAirport = v.object({
  iata: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  name: v.string(),
  cityId: v.number(),
  cityName: v.string(),
  cityEnglishName: v.string(),
  countryCode: v.string(),
});

export const CipPackage = v.object({
  packageId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  airport: CipAirport,
  terminal: v.string(),
  kind: CipKind,
  /** The kind in Persian («ورودی (استقبال)», «خروجی (بدرقه)»). */
  kindName: v.string(),
  serviceType: CipServiceType,
  serviceName: v.string(),
  persianName: v.string(),
  englishName: v.string(),
  description: v.string(),
  photo: v.string(),
  prices: CipPassengerPrices,
  extraGuestPrice: Amount,
  maxExtraGuests: NonNegativeInt,
  maxPassengers: v.pipe(v.number(), v.integer(), v.minValue(1)),
  serviceHours: ServiceHours,
  includes: v.array(v.string()),
  extras: v.array(CipExtra),
});

export const CipListResponse = v.object({
  cityId: v.number(),
  /** null for a city the supplier does not know: an empty list, not an error. */
  cityName: v.nullable(v.string()),
  airports: v.array(CipAirport),
  items: v.array(CipPackage),
  totalCount: NonNegativeInt,
});

export const CipDetailResponse = v.object({ ...CipPackage.entries, rules: v.array(v.string()) });

/** A flight number as printed: airline code and number, e.g. `W5 1061`, `EK978`. */
export const FlightNumber = v.pipe(v.string(), v.regex(/^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/, 'شماره پرواز معتبر نیست'));

/** One side of the service in the basket: the package and the flight it meets (arrival) or sees off (departure). */
export const CipBasketLeg = v.looseObject({
  packageId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  flightNumber: FlightNumber,
  flightDate: IsoDate,
  flightTime: ClockTime,
  extraGuests: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10)), 0),
});

/** A CIP passenger: the names as any booking passenger has them, the age band and the extras chosen (their ids). */
export const CipBasketPassenger = v.looseObject({
  type: v.picklist(['adult', 'child', 'infant']),
  extras: v.optional(v.array(v.string()), []),
});

/**
 * The basket's `typeInfos.cip` (spec 001 §3: packageId, entrancePackage, leavePackage): one object, not a list.
 * `packageId` is the leading package (the entrance one when both are booked).
 */
export const CipBasket = v.looseObject({
  packageId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  entrancePackage: v.optional(v.nullable(CipBasketLeg), null),
  leavePackage: v.optional(v.nullable(CipBasketLeg), null),
  passengers: v.array(CipBasketPassenger),
  /** What the traveller was shown for the whole service (rial). */
  totalPrice: Amount,
});

export type CipKind = v.InferOutput<typeof CipKind>;
export type CipServiceType = v.InferOutput<typeof CipServiceType>;
export type CipPackage = v.InferOutput<typeof CipPackage>;
export type CipExtra = v.InferOutput<typeof CipExtra>;
export type CipList = v.InferOutput<typeof CipListResponse>;
export type CipDetail = v.InferOutput<typeof CipDetailResponse>;
export type CipBasket = v.InferOutput<typeof CipBasket>;
export type CipBasketLeg = v.InferOutput<typeof CipBasketLeg>;

/**
 * The supplier's cancellation of a whole issued order before its service day
 * (`POST /api/attraction/core/v1/cancel { factorId }`, the same call for attraction and CIP orders; bare answer):
 * what was paid less the fee goes back to the payer once, the wallet's or credit's part to the wallet at once
 * (`creditReturned`), the rest to the card it was paid with (`refundedTo: 'card'`).
 */
export const ServiceCancelRequest = v.object({
  factorId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Only the CIP service joined to an order another product leads (a flight's); the rest of the order stays valid. */
  part: v.optional(v.literal('cip')),
});
export const ServiceCancelResponse = v.object({
  factorId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  refundAmount: Amount,
  fee: Amount,
  refundedTo: v.picklist(['wallet', 'card']),
  creditReturned: Amount,
  orderStatus: v.string(),
  currency: v.literal('IRR'),
});
