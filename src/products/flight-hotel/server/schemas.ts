/**
 * Flight+hotel (dynamic tours, spec 001 §7 "tour dynamic"): the search token, the search in rounds of bundles (a hotel
 * with its cheapest rooms and a default outbound and return flight, priced together) and every flight pair of one
 * bundle (GetAllFlights) with the price difference to the default pair. The one schema module of the product: the
 * sandbox answers with these shapes and the product's client parses them. Money is integer rial; flight times are
 * local to their airport with its UTC offset.
 */
import * as v from 'valibot';
import { Amount, Envelope, IsoDate, IsoDateTime, NonNegativeInt, SearchRoundsEntries } from '@/server/schemas/common';

const Iata = v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/, 'کد فرودگاه باید سه حرف لاتین باشد'));

export const TourRoomPassengers = v.object({
  adultsCount: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, 'هر اتاق حداقل یک بزرگسال دارد'),
    v.maxValue(6, 'امکان افزودن بیش از ۶ بزرگسال در یک اتاق وجود ندارد'),
  ),
  childrenAges: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(17, 'سن کودک باید کمتر از ۱۸ سال باشد'))),
    v.maxLength(4, 'امکان افزودن بیش از ۴ کودک در یک اتاق وجود ندارد'),
  ),
});

/**
 * POST /api2/TourDynamic/GetSearchToken: from a source to a destination (airport or city codes; a city searches all
 * its airports), out on `checkIn` (the outbound flight and the hotel's check-in), back on `checkOut`.
 */
export const TourSearchRequest = v.object({
  source: Iata,
  destination: Iata,
  checkIn: v.string(),
  checkOut: v.string(),
  roomPassengers: v.pipe(
    v.array(TourRoomPassengers),
    v.minLength(1, 'حداقل یک اتاق لازم است'),
    v.maxLength(4, 'امکان افزودن بیش از ۴ اتاق وجود ندارد'),
  ),
  isMobileUser: v.optional(v.boolean()),
});

export const TourSearchTokenResponse = v.object({ searchToken: v.string(), expireAt: IsoDateTime });

const TourAirport = v.object({ iata: v.string(), city: v.string(), airportName: v.string() });

/** One flight of a bundle: the flight search's item, as much of it as a bundle shows and books. */
export const BundleFlight = v.object({
  flightId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{6,80}$/)),
  leg: v.picklist([1, 2]),
  airline: v.object({ code: v.string(), persianName: v.string(), englishName: v.string(), logoUrl: v.string() }),
  flightNumber: v.string(),
  cabin: v.object({ code: v.string(), name: v.string() }),
  origin: TourAirport,
  destination: TourAirport,
  departureTime: v.string(),
  arrivalTime: v.string(),
  durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  stops: NonNegativeInt,
  isCharter: v.boolean(),
  seatsLeft: NonNegativeInt,
  baggage: v.object({ checkedKg: NonNegativeInt, cabinKg: NonNegativeInt }),
  isRefundable: v.boolean(),
  prices: v.object({ adult: Amount, child: Amount, infant: Amount }),
  /** For the searched travellers, one way. */
  totalPrice: Amount,
  providerName: v.string(),
  fareRules: v.array(v.string()),
});

export const BundleHotel = v.object({
  hotelId: v.number(),
  persianName: v.string(),
  englishName: v.string(),
  star: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5)),
  rate: v.number(),
  reviewCount: NonNegativeInt,
  address: v.string(),
  cityPersianName: v.string(),
  location: v.object({ latitude: v.number(), longitude: v.number() }),
  images: v.array(v.object({ path: v.string(), name: v.string() })),
  facilities: v.array(v.object({ iconName: v.string(), persianName: v.string() })),
  isGuaranty: v.boolean(),
});

/** One bundle: a hotel's cheapest rooms for the stay and the default flight pair, priced together. */
export const TourBundle = v.object({
  /** `{hotelId}-{outbound flightId}-{return flightId}`. */
  bundleId: v.string(),
  hotel: BundleHotel,
  packageId: v.number(),
  packageNumber: v.string(),
  /** The package's rooms: name, meal code (BB, HB…) and meal title. */
  rooms: v.array(v.object({ name: v.string(), mealType: v.string(), mealTitle: v.string() })),
  /** The hotel's price for the whole stay, all rooms. */
  hotelPrice: Amount,
  isRefundable: v.boolean(),
  /** Last day the rooms cancel without penalty; null: no free cancellation. */
  freeCancellationUntil: v.nullable(IsoDate),
  outbound: BundleFlight,
  inbound: BundleFlight,
  /** Both flights for every traveller. */
  flightPrice: Amount,
  /** Off the bundle for buying both together (rial, ≥ 0). */
  bundleDiscount: Amount,
  /** hotelPrice + flightPrice − bundleDiscount. */
  totalPrice: Amount,
  /** totalPrice over the travellers (infants included), rounded to 1,000 rial. */
  pricePerPerson: Amount,
  persons: v.pipe(v.number(), v.integer(), v.minValue(1)),
  nights: v.pipe(v.number(), v.integer(), v.minValue(1)),
  round: v.number(),
});

export const TourSearchInfo = v.object({
  searchId: v.string(),
  ...SearchRoundsEntries,
  source: v.string(),
  destination: v.string(),
  sourcePersianName: v.string(),
  destinationPersianName: v.string(),
  /** The destination city's location id (the `id` of the search links). */
  destinationId: v.number(),
  scope: v.picklist(['l', 'i']),
  checkIn: IsoDate,
  checkOut: IsoDate,
  nights: v.number(),
  roomsCount: v.number(),
  passengersCount: v.number(),
  currency: v.literal('IRR'),
});

/** GET /api2/TourDynamic/GetSearchResult/{token}[?since=n]: cumulative; `since` gives only later rounds. */
export const TourSearchPollResponse = v.object({
  items: v.array(TourBundle),
  isFinish: v.boolean(),
  searchInfo: TourSearchInfo,
});

/** POST /api2/TourDynamic/GetAllFlights/{token}?FirstRequest&IsMobileUser: body the bundle's hotel. */
export const AllFlightsRequest = v.object({ hotelId: v.pipe(v.number(), v.integer(), v.minValue(1)) });

export const FlightPair = v.object({
  outbound: BundleFlight,
  inbound: BundleFlight,
  flightPrice: Amount,
  /** This pair's price minus the default pair's (negative: cheaper). */
  priceDifference: v.pipe(v.number(), v.integer()),
  /** The bundle's total with this pair. */
  totalPrice: Amount,
  isDefault: v.boolean(),
});

export const AllFlightsResponse = Envelope(
  v.object({
    hotelId: v.number(),
    bundleId: v.string(),
    items: v.array(FlightPair),
    /** A first request gets the cheapest pairs only; the next request (FirstRequest=false) gets them all. */
    hasMore: v.boolean(),
    totalCount: NonNegativeInt,
  }),
);

/** POST /api2/TourDynamic/Provision/{token}: the bundle's hotel and the chosen flight pair, re-checked now. */
export const BundleProvisionRequest = v.object({
  hotelId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  outboundId: BundleFlight.entries.flightId,
  inboundId: BundleFlight.entries.flightId,
  /** Another room package of the hotel (BundlePackages); absent: the bundle's own (its cheapest). */
  packageNumber: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9._:-]{1,120}$/))),
});

/**
 * POST /api2/TourDynamic/Packages/{token} { hotelId }: the hotel's room packages for the bundle's stay, sold as a
 * dynamic tour's (`isTourDynamic`): each with its rooms (the package-type panel: room name, meal code and title), the
 * hotel's price and the bundle's discount on it, cheapest first; the bundle's own package is the first.
 */
export const BundlePackagesRequest = v.object({ hotelId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export const BundlePackage = v.object({
  packageId: v.number(),
  packageNumber: v.string(),
  rooms: v.array(v.object({ name: v.string(), mealType: v.string(), mealTitle: v.string() })),
  hotelPrice: Amount,
  bundleDiscount: Amount,
  isRefundable: v.boolean(),
  freeCancellationUntil: v.nullable(IsoDate),
});
export const BundlePackagesResponse = Envelope(v.object({ hotelId: v.number(), items: v.array(BundlePackage) }));
export type BundlePackage = v.InferOutput<typeof BundlePackage>;

const ProvisionedAirport = v.object({ ...TourAirport.entries, countryCode: v.string() });
/** A flight of a provisioned bundle: the bundle's flight with its airports' countries (the sale cutoff reads them). */
export const ProvisionedFlight = v.object({
  ...BundleFlight.entries,
  origin: ProvisionedAirport,
  destination: ProvisionedAirport,
});

/** The bundle re-checked now: both flights' seats and prices, the hotel's rooms, priced hotel + flights − discount. */
export const BundleProvision = v.object({
  provisionId: v.string(),
  bundleId: v.string(),
  hotel: v.object({ hotelId: v.number(), persianName: v.string(), englishName: v.string(), star: v.number(), cityPersianName: v.string() }),
  packageId: v.number(),
  packageNumber: v.string(),
  rooms: TourBundle.entries.rooms,
  checkIn: IsoDate,
  checkOut: IsoDate,
  nights: v.pipe(v.number(), v.integer(), v.minValue(1)),
  roomPassengers: v.array(TourRoomPassengers),
  passengers: v.object({ adults: NonNegativeInt, children: NonNegativeInt, infants: NonNegativeInt }),
  outbound: ProvisionedFlight,
  inbound: ProvisionedFlight,
  hotelPrice: Amount,
  flightPrice: Amount,
  bundleDiscount: Amount,
  totalPrice: Amount,
  /** The pair's total as the search priced it; `priceChanged` when the flights' price moved since. */
  previousTotal: Amount,
  priceChanged: v.boolean(),
  seatsLeft: NonNegativeInt,
  isRefundable: v.boolean(),
  freeCancellationUntil: v.nullable(IsoDate),
  expireAt: IsoDateTime,
});
export const BundleProvisionResponse = Envelope(BundleProvision);

export type BundleProvisionRequest = v.InferOutput<typeof BundleProvisionRequest>;
export type BundleProvision = v.InferOutput<typeof BundleProvision>;
export type ProvisionedFlight = v.InferOutput<typeof ProvisionedFlight>;
export type TourRoomPassengers = v.InferOutput<typeof TourRoomPassengers>;
export type TourSearchRequest = v.InferOutput<typeof TourSearchRequest>;
export type BundleFlight = v.InferOutput<typeof BundleFlight>;
export type BundleHotel = v.InferOutput<typeof BundleHotel>;
export type TourBundle = v.InferOutput<typeof TourBundle>;
export type TourSearchInfo = v.InferOutput<typeof TourSearchInfo>;
export type TourSearchPollResponse = v.InferOutput<typeof TourSearchPollResponse>;
export type FlightPair = v.InferOutput<typeof FlightPair>;
export type AllFlightsResponse = v.InferOutput<typeof AllFlightsResponse>;
