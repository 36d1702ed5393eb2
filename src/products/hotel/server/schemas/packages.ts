/** Hotel room packages (spec 001 §3 "Hotel package", "Room type", "Meal codes"; §4 "Hotel package search"). */
import * as v from 'valibot';
import { Amount, IsoDate, IsoDateTime, NonNegativeInt } from '@/server/schemas/common';
import { RoomPassengers } from './hotels';

export const RoomType = v.object({
  name: v.string(),
  mealType: v.string(),
  /** Adults the room sleeps. */
  capacity: v.number(),
  /** Price of this room for the whole stay, rial. */
  price: Amount,
  description: v.string(),
  rules: v.string(),
  /** Number of rooms of this type (always 1: one entry per requested room, in request order). */
  rooms: v.number(),
  /** 0-based index of the requested room this entry fills. */
  roomIndex: v.number(),
  adultsCount: v.number(),
  childrenAges: v.array(v.number()),
});

export const HotelPackage = v.object({
  packageId: v.number(),
  /** Opaque; identifies hotel, dates, rooms and plan. Used by showCancellationRule and AddPreReserve. */
  packageNumber: v.string(),
  packagePrice: Amount,
  isGuaranty: v.boolean(),
  isSoldOut: v.boolean(),
  isRefundable: v.boolean(),
  /** Last day (inclusive) it cancels without penalty; null or missing: no free cancellation. */
  freeCancellationUntil: v.optional(v.nullable(IsoDate)),
  providerName: v.string(),
  price_currency: v.literal('IRR'),
  roomTypes: v.pipe(v.array(RoomType), v.minLength(1)),
  hotelId: v.number(),
  checkIn: IsoDate,
  checkOut: IsoDate,
  nights: v.number(),
  /** Round (1-based) in which this package last changed. */
  round: v.number(),
});

/** Dates and rooms may come from the body or from the hotel search token (`searchToken`). */
export const PackageSearchRequest = v.object({
  checkIn: v.optional(v.string()),
  checkOut: v.optional(v.string()),
  searchToken: v.optional(v.nullable(v.string())),
  isTourDynamic: v.optional(v.nullable(v.boolean())),
  roomPassengers: v.optional(v.pipe(v.array(RoomPassengers), v.minLength(1), v.maxLength(4))),
});
export const PackageSearchTokenResponse = v.object({ searchToken: v.string(), expireAt: IsoDateTime });

export const PackagePollResponse = v.object({
  isFinish: v.boolean(),
  items: v.array(HotelPackage),
  searchToken: v.string(),
  hotelId: v.number(),
  round: NonNegativeInt,
  roundsTotal: NonNegativeInt,
  totalCount: NonNegativeInt,
  nextRoundInMs: v.nullable(v.number()),
});

export type RoomType = v.InferOutput<typeof RoomType>;
export type HotelPackage = v.InferOutput<typeof HotelPackage>;
export type PackageSearchRequest = v.InferOutput<typeof PackageSearchRequest>;
export type PackagePollResponse = v.InferOutput<typeof PackagePollResponse>;
