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

/**
 * POST /api2/Basket/PaymentLink: the basket's owner (counter staff, an agent) sends the customer a link to pay it. The
 * supplier makes an unguessable external id (128-bit random), texts `{linkBase}{externalId}` to `mobile` and answers
 * when the link expires (a paid basket's link is void).
 */
export const PaymentLinkRequest = v.object({
  basketId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  mobile: v.pipe(v.string(), v.maxLength(20)),
  /** The site's own payment-link page, e.g. `https://site/pay/`; the supplier appends the external id. */
  linkBase: v.pipe(v.string(), v.url(), v.maxLength(200)),
});
export const PaymentLink = v.object({
  externalId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/)),
  /** The mobile texted, masked (`0912***4567`). */
  sentTo: v.string(),
  expireAt: IsoDateTime,
});
export const PaymentLinkResponse = Envelope(PaymentLink);

/**
 * GET /api2/Basket/GetByExternalId/{externalId} (spec 001 §3 "An external basket fetch returns basket plus
 * accessToken"): the basket and a token limited to it (`bsk` claim) that expires with the link or sooner. 404 unknown,
 * 410 expired, 409 `basket_paid` (with the paid order's official number) once paid.
 */
export const ExternalBasket = v.object({
  basket: Basket,
  accessToken: v.pipe(v.string(), v.startsWith('JWT ')),
  expireAt: IsoDateTime,
  /** The link's own expiry (the token's is `expireAt`, never later). */
  linkExpireAt: IsoDateTime,
});
export const ExternalBasketResponse = Envelope(ExternalBasket);

export type Basket = v.InferOutput<typeof Basket>;
export type BasketData = v.InferOutput<typeof BasketData>;
export type PreReserve = v.InferOutput<typeof PreReserve>;
export type PreReserveRequest = v.InferOutput<typeof PreReserveRequest>;
export type ValidatePhoneNumberRequest = v.InferOutput<typeof ValidatePhoneNumberRequest>;
