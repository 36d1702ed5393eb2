/**
 * Flights: the search token, the search in rounds and its cancel, the per-flight calls (fare rules, baggage,
 * cancellation rules, charter rule, by id, provision), the booking-class lookup, and the date picker's data (day
 * prices, non-stop routes, charter schedule). Money is integer rial; times are local to their airport with the
 * airport's UTC offset (`2026-12-01T08:30:00+03:30`).
 */
import * as v from 'valibot';
import { Amount, Envelope, IsoDate, IsoDateTime, NonNegativeInt, SearchRoundsEntries } from '@/server/schemas/common';
import { VEHICLE_LEGS } from '@/server/schemas/provision';

const Iata = v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/, 'کد فرودگاه باید سه حرف لاتین باشد'));
/** A flight id as it appears in paths: letters, digits and `-` only. */
export const FlightId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{6,80}$/));

export const CABIN_CODES = ['Y', 'S', 'C', 'J', 'F', 'P'] as const;
export const CabinCode = v.picklist(CABIN_CODES, 'کلاس پروازی معتبر نیست');

/** Day prices for the date picker. Dates `YYYY-MM-DD` (a year below 1600 is Jalali); at most 62 days. */
export const CheapestRequest = v.object({
  fromDate: v.string(),
  toDate: v.string(),
  source: v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/)),
  destination: v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/)),
  /** Count non-stop flights only (the results' stop filter is non-stop, forced or chosen). */
  nonStop: v.optional(v.boolean()),
});
/** price null: no flight that day. Rial, one adult, one way, economy: the cheapest fare a search of that day finds. */
export const DayPrice = v.object({ date: IsoDate, price: v.nullable(Amount), isCheapest: v.boolean() });
export const CheapestResponse = Envelope(v.array(DayPrice));

/**
 * A flight search. `source`/`destination` are airport codes; with `sourceAllAirports` (the location type 5 "all
 * airports" of a city) every airport of that city is searched (Tehran: THR and IKA). flightType 1 one-way, 2 return
 * (then `returnDate` is required). Passengers: 1–9 adults, at most 9 seats in all, no more infants than adults.
 */
export const FlightSearchRequest = v.object({
  source: Iata,
  destination: Iata,
  sourceAllAirports: v.optional(v.boolean()),
  destinationAllAirports: v.optional(v.boolean()),
  departureDate: v.string(),
  returnDate: v.optional(v.nullable(v.string())),
  flightType: v.picklist([1, 2], 'نوع پرواز باید ۱ (یک‌طرفه) یا ۲ (رفت و برگشت) باشد'),
  adults: v.pipe(v.number(), v.integer(), v.minValue(1, 'حداقل یک بزرگسال لازم است'), v.maxValue(9, 'حداکثر ۹ مسافر مجاز است')),
  children: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8, 'حداکثر ۹ مسافر مجاز است'))),
  infants: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9, 'حداکثر ۹ مسافر مجاز است'))),
  cabin: v.optional(CabinCode),
});

export const FlightSearchTokenResponse = v.object({ searchToken: v.string(), expireAt: IsoDateTime });

export const FlightAirport = v.object({
  iata: v.string(),
  /** City, in Persian. */
  city: v.string(),
  cityEnglishName: v.string(),
  /** Airport name, in Persian. */
  airportName: v.string(),
  countryCode: v.string(),
});

/** One passenger type's baggage on a fare: checked pieces and kilograms, and the cabin bag's kilograms (0: none). */
export const BaggageAllowance = v.object({ pieces: NonNegativeInt, checkedKg: NonNegativeInt, cabinKg: NonNegativeInt });

export const FlightPassengerPrices = v.object({ adult: Amount, child: Amount, infant: Amount });

/** One leg of a connecting flight: its airports and local times, and its flying time. */
export const FlightSegment = v.object({
  origin: v.object({ iata: v.string(), city: v.string() }),
  destination: v.object({ iata: v.string(), city: v.string() }),
  departureTime: v.string(),
  arrivalTime: v.string(),
  durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** One bookable flight: one itinerary of one leg of the trip, sold by one provider, in one cabin. */
export const FlightItem = v.object({
  flightId: FlightId,
  /** 1 outbound, 2 return. */
  leg: v.picklist([1, 2]),
  airline: v.object({ code: v.string(), persianName: v.string(), englishName: v.string(), logoUrl: v.string() }),
  /** Digits only; the display form is airline code + number. */
  flightNumber: v.string(),
  aircraft: v.object({ code: v.string(), name: v.string() }),
  cabin: v.object({ code: CabinCode, name: v.string(), classType: v.picklist([1, 3, 5]) }),
  /** The booking (fare) class letter; `get_flight_class` explains it. */
  bookingClass: v.string(),
  origin: FlightAirport,
  destination: FlightAirport,
  /** Local time at the origin, with its offset. */
  departureTime: v.string(),
  /** Local time at the destination, with its offset (may be the next day). */
  arrivalTime: v.string(),
  durationMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  stops: NonNegativeInt,
  stopAirports: v.array(v.object({ iata: v.string(), city: v.string(), layoverMinutes: NonNegativeInt })),
  /** A connecting flight's legs in order (optional: a supplier may give the stops alone). */
  segments: v.optional(v.array(FlightSegment)),
  isCharter: v.boolean(),
  flightKind: v.picklist(['systemic', 'charter']),
  seatsLeft: NonNegativeInt,
  /** The adult's allowance, the infant's checked weight, and (optional) each passenger type's own allowance. */
  baggage: v.object({
    checkedKg: NonNegativeInt,
    cabinKg: NonNegativeInt,
    infantCheckedKg: NonNegativeInt,
    byType: v.optional(v.object({ adult: BaggageAllowance, child: BaggageAllowance, infant: BaggageAllowance })),
  }),
  isRefundable: v.boolean(),
  /** Per passenger, one way. */
  prices: FlightPassengerPrices,
  /** For the searched passengers. */
  totalPrice: Amount,
  currency: v.literal('IRR'),
  /** The agency that sells it. */
  providerName: v.string(),
  /** The provider's discount off its list fare, percent (0: none); `prices` are already after it. The "sale" sort
   *  orders by it. Optional: a supplier that sends none has no sale. */
  discountPercent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(90)), 0),
  /** Short fare-rule lines shown on the card; the full text comes from the rules call. */
  fareRules: v.array(v.string()),
  /** Round (1-based) in which this item appeared. */
  round: v.number(),
});

export const FlightSearchInfo = v.object({
  searchId: v.string(),
  ...SearchRoundsEntries,
  /** The providers of this search in answer order, and whether each has answered. */
  providers: v.array(v.object({ name: v.string(), answered: v.boolean(), count: NonNegativeInt })),
  flightType: v.picklist([1, 2]),
  sourceAirports: v.array(v.string()),
  destinationAirports: v.array(v.string()),
  departureDate: IsoDate,
  returnDate: v.nullable(IsoDate),
  passengers: v.object({ adults: v.number(), children: v.number(), infants: v.number() }),
  cabin: CabinCode,
  scope: v.picklist(['l', 'i']),
  currency: v.literal('IRR'),
});

/** Cumulative: every flight found so far; `?since=<round>` gives only what came after that round. */
export const FlightSearchPollResponse = v.object({
  departures: v.array(FlightItem),
  returns: v.array(FlightItem),
  isFinish: v.boolean(),
  searchInfo: FlightSearchInfo,
});

export const FlightCancelResponse = Envelope(v.object({ searchId: v.string(), cancelled: v.literal(true) }));

/** The per-flight calls: the search it came from and its id. */
export const FlightRef = v.object({ searchToken: v.string(), flightId: FlightId });

export const FareRulesResponse = Envelope(
  v.object({ flightId: v.string(), rules: v.array(v.object({ title: v.string(), text: v.string() })) }),
);

export const BaggageRulesResponse = Envelope(
  v.object({
    flightId: v.string(),
    items: v.array(
      v.object({
        passengerType: v.picklist(['adult', 'child', 'infant']),
        checkedPieces: NonNegativeInt,
        checkedKg: NonNegativeInt,
        cabinKg: NonNegativeInt,
      }),
    ),
    note: v.string(),
  }),
);

/** Penalty rows by time before departure: from `fromHoursBefore` (null = from booking) down to `toHoursBefore` (0 = departure, null = after departure/no-show). */
export const FlightCancellationRule = v.object({
  title: v.string(),
  fromHoursBefore: v.nullable(NonNegativeInt),
  toHoursBefore: v.nullable(NonNegativeInt),
  penaltyPercent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  /** What the percent is of: the base fare (taxes refunded whole) or the whole ticket (absent: the whole ticket). */
  basis: v.optional(v.picklist(['base', 'total'])),
});
export const FlightCancellationRulesResponse = Envelope(
  v.object({ flightId: v.string(), isRefundable: v.boolean(), rules: v.array(FlightCancellationRule), note: v.string() }),
);

export const CharterRuleResponse = Envelope(v.object({ flightId: v.string(), isCharter: v.boolean(), rules: v.array(v.string()) }));

export const FlightClass = v.object({
  airline: v.string(),
  bookingClass: v.string(),
  cabin: CabinCode,
  cabinName: v.string(),
  classType: v.picklist([1, 3, 5]),
  isRefundable: v.boolean(),
  checkedKg: NonNegativeInt,
});
export const FlightClassResponse = Envelope(v.array(FlightClass));

export const FlightByIdResponse = Envelope(FlightItem);

/** Re-check price and seats now, for the outbound and (return trips) the return flight. */
export const FlightProvisionRequest = v.object({
  searchToken: v.string(),
  flightId: FlightId,
  returnFlightId: v.optional(v.nullable(FlightId)),
});
export const FlightProvision = v.object({
  provisionId: v.string(),
  flightId: v.string(),
  returnFlightId: v.nullable(v.string()),
  /** The total the search showed and the total now, for the searched passengers, both legs. */
  previousTotal: Amount,
  totalPrice: Amount,
  priceChanged: v.boolean(),
  prices: FlightPassengerPrices,
  returnPrices: v.nullable(FlightPassengerPrices),
  seatsLeft: NonNegativeInt,
  currency: v.literal('IRR'),
  expireAt: IsoDateTime,
});
export const FlightProvisionResponse = Envelope(FlightProvision);

/** Routes with a direct flight, and the weekdays (0 Sunday … 6 Saturday) one flies. Codes are city-level (IKA → THR). */
export const NonStopRoute = v.object({ Source: v.string(), Destination: v.string(), DayOfWeek: v.array(v.number()) });
export const NonStopRoutesResponse = Envelope(v.array(NonStopRoute));

/** Charter days of a route (0 Sunday … 6 Saturday) and of its way back. */
export const CharterScheduleEntry = v.object({
  Source: v.string(),
  Destination: v.string(),
  SourcePersianName: v.string(),
  DestinationPersianName: v.string(),
  DayOfWeek: v.array(v.number()),
  DayOfWeekReturn: v.array(v.number()),
});
export const CharterScheduleResponse = Envelope(v.array(CharterScheduleEntry));

export type CheapestRequest = v.InferOutput<typeof CheapestRequest>;
export type DayPrice = v.InferOutput<typeof DayPrice>;
export type CabinCode = v.InferOutput<typeof CabinCode>;
export type FlightSearchRequest = v.InferOutput<typeof FlightSearchRequest>;
export type FlightItem = v.InferOutput<typeof FlightItem>;
export type FlightSearchInfo = v.InferOutput<typeof FlightSearchInfo>;
export type FlightSearchPollResponse = v.InferOutput<typeof FlightSearchPollResponse>;
export type FlightCancellationRule = v.InferOutput<typeof FlightCancellationRule>;
export type FlightClass = v.InferOutput<typeof FlightClass>;
export type FlightProvision = v.InferOutput<typeof FlightProvision>;
export type NonStopRoute = v.InferOutput<typeof NonStopRoute>;
export type CharterScheduleEntry = v.InferOutput<typeof CharterScheduleEntry>;

/**
 * One leg of a flight trip in the basket. A return trip's provision covers both legs (the supplier re-checks the
 * pair at once), so both vehicles carry the same provision and the trip's price is counted once (the outbound's).
 */
export const FlightVehicle = v.object({
  key: v.pipe(v.string(), v.maxLength(200)),
  leg: v.picklist(VEHICLE_LEGS),
  /** The search the flight came from: the provision and the final re-check need it. */
  searchToken: v.pipe(v.string(), v.maxLength(4096)),
  /** The searched passenger mix (the passengers step asks for exactly these). */
  counts: v.object({ adult: NonNegativeInt, child: NonNegativeInt, infant: NonNegativeInt }),
  /** The flight as the search returned it (read back from the supplier, never taken from the browser). */
  details: FlightItem,
  /** Filled at the passengers step (src/products/flight/model/passengers.ts `FlightPassenger`). */
  passengers: v.array(v.unknown()),
  provision: v.nullable(FlightProvision),
});
export type FlightVehicle = v.InferOutput<typeof FlightVehicle>;

/**
 * The flight home's suggestions (issue 49 point 9).
 * GET /api2/flights/SuggestionFlight?source=THR[&days=14] → envelope: the cheapest day of each non-stop route from the
 * source city over tomorrow … +days (1–31, default 14), cheapest first, at most 8 (one adult, one way, economy).
 * GET /ai/GetSuggestedPopularFlight?source=THR → envelope: the routes from the source most searched lately, most
 * first, at most 8.
 */
export const SuggestionFlightQuery = v.object({
  source: v.optional(Iata),
  days: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(31))),
});
export const FlightSuggestion = v.object({
  source: v.string(),
  destination: v.string(),
  sourceCity: v.string(),
  destinationCity: v.string(),
  /** The cheapest day of the span, and its adult one-way economy fare in rial. */
  date: IsoDate,
  price: Amount,
});
export const SuggestionFlightResponse = Envelope(v.array(FlightSuggestion));
export const PopularFlight = v.object({
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
  source: v.string(),
  destination: v.string(),
  sourceCity: v.string(),
  destinationCity: v.string(),
  /** Searches of the route over the last 7 days. */
  searchCount: NonNegativeInt,
});
export const SuggestedPopularFlightResponse = Envelope(v.array(PopularFlight));

/**
 * A schedule change the airline announced for a booked flight (issue 49 point 9).
 * GET /api2/FlightProvider/AlertFlightChange/{factorId} → envelope { factorId, changes } for the caller's own flight
 * order (404 otherwise); the buyer also gets each change by SMS once.
 */
export const FLIGHT_CHANGE_KINDS = ['delay', 'advance', 'cancel'] as const;
export const FlightChange = v.object({
  changeId: v.string(),
  leg: v.picklist(['outbound', 'return']),
  airlineName: v.string(),
  flightNumber: v.string(),
  kind: v.picklist(FLIGHT_CHANGE_KINDS),
  /** Local times at the origin, with their offsets; `newDeparture` null for a cancelled flight. */
  previousDeparture: v.string(),
  newDeparture: v.nullable(v.string()),
  /** Minutes later (delay) or earlier (advance); 0 for a cancel. */
  minutes: NonNegativeInt,
  /** The airline's notice, Persian. */
  message: v.string(),
  announcedAt: IsoDateTime,
  /** The mobile the SMS went to, masked (`0912***0001`), or null without one. */
  smsTo: v.nullable(v.string()),
});
export const FlightChangeAlert = v.object({ factorId: v.number(), changes: v.array(FlightChange) });
export const FlightChangeAlertResponse = Envelope(FlightChangeAlert);
