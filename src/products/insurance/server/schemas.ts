/**
 * Travel insurance, as an insurer's (or an aggregator's) API states it: the plan search (one answer, no token and no
 * polling), a plan's detail with its whole price table, the contracts an order issued, their cancellation before the
 * cover starts, and the contract document (`/ticketapi/v1/Contract/InsuranceContract/{factorId}`). Premiums are
 * integer rial (the site shows toman = rial ÷ 10) like the rest of the API; cover amounts are euros, as insurers
 * state them. Ages are completed years on the trip's first day.
 */
import * as v from 'valibot';
import { INSURANCE_SEARCH_COUNT_LIMIT } from '@/lib/constants';
import { Amount, Envelope, IsoDate, IsoDateTime, NonNegativeInt, PositiveInt } from '@/server/schemas/common';
import { AGE_BAND_IDS } from '../model/age';
import { ZONE_IDS } from '../model/zones';

/** How many plans one search answers at most (spec 000 constants: the insurance search count limit). */
export const INSURANCE_SEARCH_LIMIT = INSURANCE_SEARCH_COUNT_LIMIT;
/** Travellers of one search or one basket item. */
export const MAX_INSURED = 9;

/** A plan id as it appears in paths: `SAMAN-SCH-1` (insurer, zone, level). */
export const PlanId = v.pipe(v.string(), v.regex(/^[A-Z0-9-]{3,40}$/, 'شناسهٔ طرح بیمه معتبر نیست'));
export const Zone = v.picklist(ZONE_IDS, 'محدودهٔ پوشش معتبر نیست');
export const AgeBandId = v.picklist(AGE_BAND_IDS);
const Names = v.object({ fa: v.string(), en: v.string() });
/** A cover amount in euros. */
const Euro = NonNegativeInt;

/**
 * A traveller of a search: the birth date (the age is then counted on the trip's first day), or the age itself when
 * no birth date is known yet (a results page made from a link that carries only passenger counts; the booking prices
 * the birth dates again).
 */
export const SearchTraveller = v.union(
  [
    v.object({ birthDate: v.pipe(v.string(), v.maxLength(20)) }),
    v.object({ age: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120, 'سن مسافر معتبر نیست')) }),
  ],
  'برای هر مسافر تاریخ تولد یا سن لازم است',
);

/**
 * A plan search. The destination is a country (ISO 3166 alpha-2, `TR`) or the site's destination slug (`tr-istanbul`,
 * whose prefix is the country); `zone` alone searches a zone. The trip ends on `endDate` or lasts `days` (both ends
 * counted: 1–7 is seven days); with both they must agree. Dates `YYYY-MM-DD` (a year below 1600 is Jalali).
 */
export const InsuranceSearchRequest = v.object({
  destination: v.optional(v.pipe(v.string(), v.maxLength(60))),
  zone: v.optional(Zone),
  startDate: v.pipe(v.string(), v.maxLength(20)),
  endDate: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20)))),
  days: v.optional(
    v.pipe(
      v.number(),
      v.integer('مدت سفر باید عدد صحیح باشد'),
      v.minValue(1, 'مدت سفر باید دست‌کم یک روز باشد'),
      v.maxValue(366, 'مدت سفر معتبر نیست'),
    ),
  ),
  travellers: v.pipe(
    v.array(SearchTraveller),
    v.minLength(1, 'دست‌کم یک مسافر لازم است'),
    v.maxLength(MAX_INSURED, 'حداکثر ۹ مسافر در یک جستجو مجاز است'),
  ),
  /** The sports option: only plans that offer it, priced with its surcharge. */
  sports: v.optional(v.boolean()),
});
export type InsuranceSearchRequest = v.InferOutput<typeof InsuranceSearchRequest>;

export const Insurer = v.object({ id: v.string(), name: Names, logo: v.string() });

export const PlanCoverage = v.object({
  currency: v.literal('EUR'),
  ceiling: Euro,
  medical: Euro,
  evacuation: Euro,
  baggage: Euro,
  flightDelay: Euro,
  covid: v.object({ covered: v.boolean(), amount: v.nullable(Euro) }),
  deductible: Euro,
});

/** One age band's price for a trip length; null: the plan is not sold to that band. */
export const BandPrice = v.object({
  band: AgeBandId,
  minAge: NonNegativeInt,
  maxAge: v.nullable(NonNegativeInt),
  price: v.nullable(Amount),
});

/** What every view of a plan carries. */
const PlanEntries = {
  id: PlanId,
  insurer: Insurer,
  zone: Zone,
  title: Names,
  coverage: PlanCoverage,
  sports: v.object({ available: v.boolean(), surchargePercent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(200)) }),
  maxTripDays: PositiveInt,
  /** The oldest age the plan is sold to, on the trip's first day. */
  maxAge: PositiveInt,
};

/** A plan of a search: its band prices for the searched trip length, each traveller's price and the total. */
export const InsurancePlan = v.object({
  ...PlanEntries,
  bandPrices: v.array(BandPrice),
  travellerPrices: v.array(v.object({ travellerIndex: NonNegativeInt, age: NonNegativeInt, band: AgeBandId, price: v.nullable(Amount) })),
  /** Indexes of the travellers it covers; `total` is theirs. */
  coveredTravellers: v.array(NonNegativeInt),
  coversAll: v.boolean(),
  total: Amount,
  currency: v.literal('IRR'),
});
export type InsurancePlan = v.InferOutput<typeof InsurancePlan>;

export const TripTier = v.object({ minDays: PositiveInt, maxDays: PositiveInt });

/**
 * The search's one answer. Plans covering every traveller who can be insured come first, each group cheapest first,
 * at most `INSURANCE_SEARCH_LIMIT` (`totalCount` says how many matched). A traveller past every plan's age limit is
 * `eligible: false` with a Persian `message`; the plans then say which of the others they cover.
 */
export const InsuranceSearchAnswer = v.object({
  trip: v.object({
    destinationCountry: v.nullable(v.string()),
    destinationName: v.nullable(v.string()),
    zone: Zone,
    startDate: IsoDate,
    endDate: IsoDate,
    days: PositiveInt,
    tier: TripTier,
  }),
  travellers: v.array(
    v.object({
      index: NonNegativeInt,
      /** null: searched by age. */
      birthDate: v.nullable(IsoDate),
      age: NonNegativeInt,
      band: AgeBandId,
      eligible: v.boolean(),
      /** How many of the answered plans cover this traveller. */
      planCount: NonNegativeInt,
      message: v.nullable(v.string()),
    }),
  ),
  plans: v.pipe(v.array(InsurancePlan), v.maxLength(INSURANCE_SEARCH_LIMIT)),
  totalCount: NonNegativeInt,
  sports: v.boolean(),
  currency: v.literal('IRR'),
});
export type InsuranceSearchAnswer = v.InferOutput<typeof InsuranceSearchAnswer>;
export const InsuranceSearchResponse = Envelope(InsuranceSearchAnswer);

/** One line of a coverage table (a plan's detail, a contract): amount in euros, or null with a text («covered»). */
export const CoverageRow = v.object({ key: v.string(), title: v.string(), amount: v.nullable(Euro), note: v.nullable(v.string()) });

/** A plan's detail: the whole price table (every length tier × age band), the coverage table and the terms. */
export const InsurancePlanDetail = v.object({
  ...PlanEntries,
  priceTable: v.array(v.object({ tier: TripTier, bandPrices: v.array(BandPrice) })),
  coverageTable: v.array(CoverageRow),
  terms: v.array(v.string()),
  currency: v.literal('IRR'),
});
export type InsurancePlanDetail = v.InferOutput<typeof InsurancePlanDetail>;
export const InsurancePlanDetailResponse = Envelope(InsurancePlanDetail);

/**
 * An insured traveller as the basket's insurance item carries them (the travellers step writes them): Latin names as
 * the passport has them, the passport number and the birth date; Persian names and the national code when given.
 */
export const InsuredTraveller = v.looseObject({
  fnameEn: v.pipe(v.string(), v.minLength(1)),
  lnameEn: v.pipe(v.string(), v.minLength(1)),
  fnameFa: v.optional(v.string()),
  lnameFa: v.optional(v.string()),
  passportNumber: v.pipe(v.string(), v.minLength(5)),
  birthDate: IsoDate,
  nationalCode: v.optional(v.nullable(v.string())),
  gender: v.optional(v.picklist(['MALE', 'FEMALE'])),
});

/** A basket `typeInfos.insurances` item: the plan, the trip, the travellers, and the total the traveller was shown. */
export const InsuranceBasketItem = v.looseObject({
  key: v.string(),
  details: v.looseObject({
    planId: PlanId,
    destination: v.string(),
    startDate: IsoDate,
    endDate: IsoDate,
    sports: v.optional(v.boolean(), false),
    totalPrice: Amount,
  }),
  passengers: v.pipe(v.array(InsuredTraveller), v.maxLength(MAX_INSURED)),
});
export type InsuranceBasketItem = v.InferOutput<typeof InsuranceBasketItem>;

export const CONTRACT_STATUSES = ['issued', 'cancelled'] as const;

/** One traveller's contract of an issued order. */
export const InsuranceContract = v.object({
  contractNumber: v.string(),
  travellerIndex: NonNegativeInt,
  status: v.picklist(CONTRACT_STATUSES),
  traveller: v.object({
    nameFa: v.nullable(v.string()),
    nameEn: v.string(),
    passportNumber: v.string(),
    nationalCode: v.nullable(v.string()),
    birthDate: IsoDate,
    age: NonNegativeInt,
  }),
  premium: Amount,
  /** Where the QR code leads: the insurer's check of the contract. */
  verificationUrl: v.string(),
  cancelledAt: v.nullable(IsoDateTime),
  refund: v.nullable(Amount),
});

/** The contracts an order issued (one per traveller). */
export const InsuranceContracts = v.object({
  factorId: PositiveInt,
  officialFactorId: v.string(),
  orderStatus: v.string(),
  contracts: v.array(InsuranceContract),
});
export const InsuranceContractsResponse = Envelope(InsuranceContracts);

/** Cancel an issued order's contracts (all, or the ones named) before the cover starts. */
export const InsuranceCancelRequest = v.object({
  factorId: PositiveInt,
  contractNumbers: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.minLength(1), v.maxLength(MAX_INSURED))),
});

/** The cancellation: each contract's premium, the insurer's fee and the refund (to the payer). */
export const InsuranceCancelAnswer = v.object({
  factorId: PositiveInt,
  cancelled: v.array(v.object({ contractNumber: v.string(), premium: Amount, fee: Amount, refund: Amount })),
  refundAmount: Amount,
  fee: Amount,
  /**
   * Where it goes, to the payer as a flight's refund does: what was paid from the wallet or credit back to the wallet
   * at once (`creditReturned`), the rest to the card it was paid with (`card`: the bank transfers it).
   */
  refundedTo: v.picklist(['wallet', 'card']),
  creditReturned: Amount,
  orderStatus: v.string(),
  currency: v.literal('IRR'),
});
export const InsuranceCancelResponse = Envelope(InsuranceCancelAnswer);

/**
 * The contract document (`/ticketapi/v1/Contract/InsuranceContract/{factorId}[?contract=]`): what the printed
 * contract shows per traveller: the insurer, the plan and its coverage table, the trip, and a QR's verification URL.
 */
export const InsuranceContractDocument = v.object({
  factorId: PositiveInt,
  officialFactorId: v.string(),
  issuedAt: IsoDateTime,
  agencyName: v.string(),
  insurer: Insurer,
  plan: v.object({ id: PlanId, title: Names, zone: Zone, zoneName: v.string() }),
  coverage: v.array(CoverageRow),
  trip: v.object({ destinationName: v.string(), startDate: IsoDate, endDate: IsoDate, days: PositiveInt }),
  contracts: v.array(InsuranceContract),
  terms: v.array(v.string()),
  total: Amount,
  currency: v.literal('IRR'),
});
export type InsuranceContractDocument = v.InferOutput<typeof InsuranceContractDocument>;
export const InsuranceContractDocumentResponse = Envelope(InsuranceContractDocument);

/**
 * What the contract's QR code shows (`/sandbox/insurance/verify/{contractNumber}`, a bare object, no login): whether
 * the contract is in force, its insurer, plan and dates, and the insured's name as initials and surname only.
 */
export const InsuranceVerification = v.object({
  contractNumber: v.string(),
  valid: v.boolean(),
  status: v.picklist(CONTRACT_STATUSES),
  insurer: v.string(),
  plan: v.string(),
  insured: v.string(),
  startDate: IsoDate,
  endDate: IsoDate,
});
