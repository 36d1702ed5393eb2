/** Basket, pre-reserve and guest-reserve validation (spec 001 §3 "Basket", §7 "Basket"). */
import * as v from 'valibot';
import { Amount, Envelope, IsoDateTime } from './common';

/** `data` is JSON text (parse it with BasketData). `version` increases on every write. */
export const Basket = v.object({
  basketId: v.number(),
  data: v.string(),
  userId: v.string(),
  version: v.number(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export const BasketResponse = Envelope(Basket);
/** Delete answers the remaining basket, or null when the whole basket was deleted. */
export const BasketDeleteResponse = Envelope(v.nullable(Basket));

export const BasketCreateRequest = v.object({ data: v.string() });
/**
 * PUT /api2/Basket/Edit: the whole basket. With `version`, a stale write is refused with 409
 * (code basket_version_conflict, `data` = the current basket); without it the last write wins.
 */
export const BasketEditRequest = v.object({
  basketId: v.number(),
  data: v.string(),
  version: v.optional(v.number()),
});

/** The parsed form of Basket.data. Loose: the product owns the details. */
export const BasketTypeInfos = v.looseObject({
  vehicles: v.optional(v.array(v.unknown())),
  hotels: v.optional(v.array(v.unknown())),
  insurances: v.optional(v.array(v.unknown())),
  attractions: v.optional(v.array(v.unknown())),
  cip: v.optional(v.unknown()),
});
export const BasketData = v.array(
  v.looseObject({ typeInfos: v.optional(BasketTypeInfos), passengerInfos: v.optional(v.array(v.unknown())) }),
);

export const PreReserveRequest = v.object({
  basketId: v.optional(v.number()),
  packageNumber: v.pipe(v.string(), v.minLength(1)),
  /** The price the traveller saw; a different current price sets priceChanged. */
  expectedPrice: v.optional(v.number()),
  passengers: v.optional(v.array(v.unknown())),
  contact: v.optional(v.object({ mobile: v.optional(v.string()), email: v.optional(v.nullable(v.string())) })),
});
export const PreReserve = v.object({
  preReserveId: v.string(),
  factorId: v.number(),
  officialFactorId: v.string(),
  hotelId: v.number(),
  packageNumber: v.string(),
  totalPrice: Amount,
  previousPrice: v.nullable(Amount),
  priceChanged: v.boolean(),
  currency: v.literal('IRR'),
  expireAt: IsoDateTime,
  status: v.literal('pending'),
});
export const PreReserveResponse = Envelope(PreReserve);

export const ValidatePhoneNumberRequest = v.object({
  basketId: v.number(),
  phoneNumber: v.string(),
  email: v.optional(v.nullable(v.string())),
  ValidationType: v.optional(v.nullable(v.union([v.number(), v.string()]))),
});
export const ValidatePhoneNumberResponse = Envelope(
  v.object({
    /** `JWT ` + token of a GUEST_RESERVE user for that phone. */
    accessToken: v.pipe(v.string(), v.startsWith('JWT ')),
    refreshToken: v.string(),
    expireAt: IsoDateTime,
    hasCredit: v.boolean(),
  }),
);

export type Basket = v.InferOutput<typeof Basket>;
export type BasketData = v.InferOutput<typeof BasketData>;
export type PreReserve = v.InferOutput<typeof PreReserve>;
export type PreReserveRequest = v.InferOutput<typeof PreReserveRequest>;
export type ValidatePhoneNumberRequest = v.InferOutput<typeof ValidatePhoneNumberRequest>;
