/**
 * Fixed tour packages, as the supplier's tour catalogue answers them (issue 45; spec 000 routes `/tour/{destination}`,
 * `/package/{packageId}`, `/package/faqItems`, `/package/reserve`): a destination's packages in one answer
 * (`GET /api2/Tour/Packages?destination=kish`), one package with its departures as they stand now
 * (`GET /api2/Tour/Packages/{packageId}`), the FAQ (`GET /api2/Tour/Packages/faqItems[?packageId=]`) and a quote
 * for a departure and rooms (`POST /api2/Tour/Packages/{packageId}/Price`). Booking is the basket's `tours` slot
 * through BasketBook. Money is integer rial, per person unless named a total; dates `YYYY-MM-DD`; times local `HH:MM`.
 * The one schema module of the tour product.
 */
import * as v from 'valibot';
import { Amount, Envelope, IsoDate, NonNegativeInt, PositiveInt } from '@/server/schemas/common';

export const ClockTime = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'ساعت باید به شکل HH:MM باشد'));
export const TRANSPORT_MODES = ['flight', 'bus'] as const;
export const TransportMode = v.picklist(TRANSPORT_MODES);
export const ROOM_TYPES = ['single', 'double', 'triple'] as const;
export const RoomType = v.picklist(ROOM_TYPES);
export const MEAL_CODES = ['BB', 'HB', 'FB'] as const;
/** A package's id: `70000 + destination × 10 + n`. */
export const PackageId = v.pipe(v.number(), v.integer(), v.minValue(1));
/** A departure's id: `{packageId}-{YYYYMMDD}`. */
export const DepartureId = v.pipe(v.string(), v.regex(/^\d{3,9}-\d{8}$/, 'شناسهٔ تاریخ حرکت معتبر نیست'));

/** spec 001 §3 "Tour location": country code, names, IATA; plus the city and whether the tour is domestic. */
export const TourDestination = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z-]{2,30}$/)),
  cityId: PositiveInt,
  name: v.string(),
  englishName: v.string(),
  countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  countryPersianName: v.string(),
  countryEnglishName: v.string(),
  iataCode: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  domestic: v.boolean(),
});

export const TransportLeg = v.object({
  /** The flight number (`W5 1061`) or the bus line's number. */
  number: v.string(),
  from: v.string(),
  to: v.string(),
  departTime: ClockTime,
  arriveTime: ClockTime,
  /** Days after the leg's date the arrival falls on (an overnight bus: 1). */
  arriveDayOffset: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1)),
});

export const TourTransport = v.object({
  mode: TransportMode,
  /** The airline's IATA code, or `BUS` for a bus company. */
  carrierCode: v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,3}$/)),
  carrierName: v.string(),
  outbound: TransportLeg,
  return: TransportLeg,
});

export const TourHotel = v.object({
  cityName: v.string(),
  name: v.string(),
  englishName: v.string(),
  stars: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  nights: PositiveInt,
  mealCode: v.picklist(MEAL_CODES),
  mealName: v.string(),
});

export const ItineraryDay = v.object({ day: PositiveInt, title: v.string(), description: v.string() });

/** Per person (rial): an adult by the room they share, a child by band (spec: with bed, without bed, infant). */
export const TourPrices = v.object({
  single: Amount,
  double: Amount,
  triple: Amount,
  childWithBed: Amount,
  childNoBed: Amount,
  infant: Amount,
});

/** Ages (on the departure day) of the child bands: 0 … infantMaxAge infant, … noBedMaxAge no bed, … childMaxAge bed. */
export const ChildBands = v.object({
  infantMaxAge: NonNegativeInt,
  noBedMaxAge: NonNegativeInt,
  childMaxAge: NonNegativeInt,
});

export const DepartureSeats = v.object({
  departureId: DepartureId,
  date: IsoDate,
  returnDate: IsoDate,
  seats: PositiveInt,
  seatsLeft: NonNegativeInt,
  isSoldOut: v.boolean(),
});

export const TourDeparture = v.object({ ...DepartureSeats.entries, prices: TourPrices });

export const TourFaqItem = v.object({ question: v.string(), answer: v.string() });

export const CancellationStep = v.object({
  /** From this many days before departure (inclusive) … */
  fromDaysBefore: NonNegativeInt,
  penaltyPercent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
});

/** A package as the destination's list shows it. */
export const TourPackageSummary = v.object({
  packageId: PackageId,
  title: v.string(),
  englishTitle: v.string(),
  operator: v.string(),
  destination: TourDestination,
  sourceName: v.string(),
  nights: PositiveInt,
  days: PositiveInt,
  image: v.string(),
  /** The best hotel's stars. */
  stars: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  hotels: v.array(TourHotel),
  transport: TourTransport,
  /** The lowest double-room price of a departure with seats left; null when every departure is sold out. */
  priceFrom: v.nullable(Amount),
  departures: v.array(DepartureSeats),
});

export const TourPackageDetail = v.object({
  ...TourPackageSummary.entries,
  images: v.array(v.string()),
  description: v.string(),
  itinerary: v.array(ItineraryDay),
  included: v.array(v.string()),
  excluded: v.array(v.string()),
  visa: v.object({ required: v.boolean(), note: v.string() }),
  /** International tours need each traveller's passport (number, expiry ≥ 6 months after the return). */
  passportRequired: v.boolean(),
  childBands: ChildBands,
  maxRooms: PositiveInt,
  cancellation: v.array(CancellationStep),
  departures: v.array(TourDeparture),
  faq: v.array(TourFaqItem),
});

export const TourListResponse = v.object({
  /** null for a destination the supplier does not know: an empty list, not an error. */
  destination: v.nullable(TourDestination),
  items: v.array(TourPackageSummary),
  totalCount: NonNegativeInt,
});

export const TourFaqResponse = v.object({ packageId: v.nullable(PackageId), items: v.array(TourFaqItem) });

/** A room as asked: adults 1–3 and the children's ages (0–11; 12 and over is an adult). */
export const TourRoomRequest = v.object({
  adults: v.pipe(v.number(), v.integer(), v.minValue(1, 'هر اتاق دست‌کم یک بزرگسال دارد'), v.maxValue(3, 'هر اتاق حداکثر سه بزرگسال دارد')),
  childrenAges: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0, 'سن کودک معتبر نیست'), v.maxValue(11, 'سن کودک باید زیر ۱۲ سال باشد'))),
      v.maxLength(2, 'هر اتاق حداکثر دو کودک دارد'),
    ),
    [],
  ),
});

export const TourPriceRequest = v.object({
  departureId: DepartureId,
  rooms: v.pipe(v.array(TourRoomRequest), v.minLength(1, 'دست‌کم یک اتاق انتخاب کنید'), v.maxLength(4, 'حداکثر چهار اتاق')),
});

export const PriceLine = v.object({
  band: v.picklist(['single', 'double', 'triple', 'childWithBed', 'childNoBed', 'infant']),
  count: PositiveInt,
  unit: Amount,
  amount: Amount,
});

export const RoomQuote = v.object({ roomType: RoomType, lines: v.array(PriceLine), total: Amount });

export const TourPriceResponse = v.object({
  packageId: PackageId,
  departureId: DepartureId,
  date: IsoDate,
  returnDate: IsoDate,
  rooms: v.array(RoomQuote),
  total: Amount,
  /** Seats these rooms take (everyone but infants). */
  seatsNeeded: PositiveInt,
  seatsLeft: NonNegativeInt,
});

/** The basket's `typeInfos.tours` line: the package, departure and rooms; what the traveller was shown. */
export const TourBasketDetails = v.looseObject({
  packageId: PackageId,
  departureId: DepartureId,
  rooms: v.pipe(v.array(TourRoomRequest), v.minLength(1), v.maxLength(4)),
  totalPrice: Amount,
});

export const TourBasketItem = v.looseObject({
  key: v.optional(v.string()),
  details: TourBasketDetails,
  passengers: v.array(v.looseObject({})),
});

export type TourDestination = v.InferOutput<typeof TourDestination>;
export type TourTransport = v.InferOutput<typeof TourTransport>;
export type TourHotel = v.InferOutput<typeof TourHotel>;
export type TourPrices = v.InferOutput<typeof TourPrices>;
export type ChildBands = v.InferOutput<typeof ChildBands>;
export type DepartureSeats = v.InferOutput<typeof DepartureSeats>;
export type TourDeparture = v.InferOutput<typeof TourDeparture>;
export type TourFaqItem = v.InferOutput<typeof TourFaqItem>;
export type TourPackageSummary = v.InferOutput<typeof TourPackageSummary>;
export type TourPackageDetail = v.InferOutput<typeof TourPackageDetail>;
export type TourList = v.InferOutput<typeof TourListResponse>;
export type TourRoomRequest = v.InferOutput<typeof TourRoomRequest>;
export type TourPriceRequest = v.InferOutput<typeof TourPriceRequest>;
export type TourPriceQuote = v.InferOutput<typeof TourPriceResponse>;
export type TourBasketItem = v.InferOutput<typeof TourBasketItem>;

/** The supplier's `/api2/*` envelope around each answer. */
export const TourListEnvelope = Envelope(TourListResponse);
export const TourDetailEnvelope = Envelope(TourPackageDetail);
export const TourFaqEnvelope = Envelope(TourFaqResponse);
export const TourPriceEnvelope = Envelope(TourPriceResponse);
