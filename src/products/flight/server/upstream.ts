/**
 * Flight calls: the search token, one poll of the rounds, cancel, and per flight the fare rules, baggage,
 * cancellation rules, charter rule, the flight by id and the provision; the booking-class lookup and the date
 * picker's data (day prices, non-stop routes, charter schedule). Supplier flights are reshaped into `FlightResult`
 * here and nowhere else.
 */
import type { IsoDate } from '@/lib/dates';
import { onSale } from '@/products/flight/model/sale-cutoff';
import type { PassengerMix } from '@/products/flight/model/price';
import {
  BaggageRulesResponse,
  type CabinCode,
  CharterRuleResponse,
  CharterScheduleResponse,
  CheapestResponse,
  FareRulesResponse,
  FlightByIdResponse,
  FlightCancellationRulesResponse,
  FlightCancelResponse,
  FlightClassResponse,
  type FlightItem,
  FlightProvisionResponse,
  type FlightSearchInfo as SupplierSearchInfo,
  FlightSearchPollResponse,
  FlightSearchTokenResponse,
  NonStopRoutesResponse,
} from './schemas';
import { isSearchToken } from '@/server/upstream/search-call';
import type { UpstreamClient } from '@/server/upstream/request';
import { now } from '@/server/clock';

export interface FlightSearchParams {
  source: string;
  destination: string;
  /** Search every airport of the city (location type 5), e.g. Tehran = THR + IKA. */
  sourceAllAirports?: boolean;
  destinationAllAirports?: boolean;
  departureDate: IsoDate;
  /** Set for a return trip (flightType 2). */
  returnDate: IsoDate | null;
  passengers: PassengerMix;
  cabin: CabinCode;
}

/** One leg of a connecting flight as the product keeps it. */
export interface FlightLegSegment {
  from: { iata: string; city: string };
  to: { iata: string; city: string };
  /** Local date-times with their offsets. */
  departs: string;
  arrives: string;
  minutes: number;
}

export interface FlightEndpoint {
  iata: string;
  city: string;
  airport: string;
  /** Local date-time with offset, e.g. `2026-12-01T08:30:00+03:30`. */
  time: string;
}

/** One flight of the results, as the product uses it. Prices in rial. */
export interface FlightResult {
  id: string;
  leg: 1 | 2;
  airline: { code: string; name: string; logo: string };
  /** Airline code + number, e.g. `W5 1061`. */
  flightNumber: string;
  aircraft: string;
  cabin: { code: CabinCode; name: string };
  bookingClass: string;
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  durationMinutes: number;
  stops: number;
  stopAirports: { iata: string; city: string; layoverMinutes: number }[];
  /** A connecting flight's legs, when the supplier gives them (model/legs reads them). */
  segments?: FlightLegSegment[];
  isCharter: boolean;
  seatsLeft: number;
  baggageKg: number;
  isRefundable: boolean;
  prices: { adult: number; child: number; infant: number };
  /** For the searched passengers. */
  total: number;
  provider: string;
  /** The provider's discount, percent (0: none); the "sale" sort orders by it. */
  discountPercent: number;
  fareRules: string[];
  round: number;
}

export interface FlightSearchInfo {
  searchId: string;
  round: number;
  roundsTotal: number;
  /** Providers that have answered so far, of all. */
  providersAnswered: number;
  providersTotal: number;
  expectedTotal: number;
  nextRoundInMs: number | null;
  expireAt: string;
  flightType: 1 | 2;
  departureDate: IsoDate;
  returnDate: IsoDate | null;
  passengers: PassengerMix;
  scope: 'l' | 'i';
}

export interface FlightPoll {
  departures: FlightResult[];
  returns: FlightResult[];
  isFinish: boolean;
  info: FlightSearchInfo;
}

export function toFlightResult(f: FlightItem): FlightResult {
  return {
    id: f.flightId,
    leg: f.leg,
    airline: { code: f.airline.code, name: f.airline.persianName, logo: f.airline.logoUrl },
    flightNumber: `${f.airline.code} ${f.flightNumber}`,
    aircraft: f.aircraft.name,
    cabin: { code: f.cabin.code, name: f.cabin.name },
    bookingClass: f.bookingClass,
    departure: { iata: f.origin.iata, city: f.origin.city, airport: f.origin.airportName, time: f.departureTime },
    arrival: { iata: f.destination.iata, city: f.destination.city, airport: f.destination.airportName, time: f.arrivalTime },
    durationMinutes: f.durationMinutes,
    stops: f.stops,
    stopAirports: f.stopAirports.map((s) => ({ iata: s.iata, city: s.city, layoverMinutes: s.layoverMinutes })),
    ...(f.segments?.length
      ? {
          segments: f.segments.map((x) => ({
            from: { iata: x.origin.iata, city: x.origin.city },
            to: { iata: x.destination.iata, city: x.destination.city },
            departs: x.departureTime,
            arrives: x.arrivalTime,
            minutes: x.durationMinutes,
          })),
        }
      : {}),
    isCharter: f.isCharter,
    seatsLeft: f.seatsLeft,
    baggageKg: f.baggage.checkedKg,
    isRefundable: f.isRefundable,
    prices: { adult: f.prices.adult, child: f.prices.child, infant: f.prices.infant },
    total: f.totalPrice,
    provider: f.providerName,
    discountPercent: f.discountPercent,
    fareRules: [...f.fareRules],
    round: f.round,
  };
}

export function toFlightSearchInfo(s: SupplierSearchInfo): FlightSearchInfo {
  return {
    searchId: s.searchId,
    round: s.round,
    roundsTotal: s.roundsTotal,
    providersAnswered: s.providers.filter((p) => p.answered).length,
    providersTotal: s.providers.length,
    expectedTotal: s.expectedTotal,
    nextRoundInMs: s.nextRoundInMs,
    expireAt: s.expireAt,
    flightType: s.flightType,
    departureDate: s.departureDate,
    returnDate: s.returnDate,
    passengers: { adults: s.passengers.adults, children: s.passengers.children, infants: s.passengers.infants },
    scope: s.scope,
  };
}

function tokenPath(token: string): string {
  if (!isSearchToken(token)) throw new RangeError('not a search token');
  return token;
}

export const flightsApi = (client: UpstreamClient) => {
  /** The per-flight calls share one body. */
  const ref = <S extends Parameters<UpstreamClient['call']>[0]['schema']>(path: string, schema: S, token: string, flightId: string) =>
    client.call({ method: 'POST', path, body: { searchToken: tokenPath(token), flightId }, schema, idempotent: true });

  return {
    /** POST /api2/flights/searchv3 → the token the polls use. A search is safe to repeat. */
    searchToken: async (p: FlightSearchParams, deadlineMs?: number): Promise<string> => {
      const res = await client.call({
        method: 'POST',
        path: '/api2/flights/searchv3',
        body: {
          source: p.source,
          destination: p.destination,
          sourceAllAirports: p.sourceAllAirports === true,
          destinationAllAirports: p.destinationAllAirports === true,
          departureDate: p.departureDate,
          returnDate: p.returnDate,
          flightType: p.returnDate ? 2 : 1,
          adults: p.passengers.adults,
          children: p.passengers.children,
          infants: p.passengers.infants,
          cabin: p.cabin,
        },
        schema: FlightSearchTokenResponse,
        idempotent: true,
        ...(deadlineMs !== undefined ? { deadlineMs } : {}),
      });
      return res.searchToken;
    },

    /** POST /api2/flights/available/{token}: the flights so far (cumulative; `since` asks only for later rounds). */
    poll: async (token: string, o: { since?: number; deadlineMs?: number; requestTime?: number } = {}): Promise<FlightPoll> => {
      const since = o.since && o.since > 0 ? `?since=${o.since}` : '';
      const res = await client.call({
        method: 'POST',
        path: `/api2/flights/available/${tokenPath(token)}${since}`,
        schema: FlightSearchPollResponse,
        idempotent: true,
        headers: { 'Request-time': String(o.requestTime ?? Date.now()) },
        ...(o.deadlineMs !== undefined ? { deadlineMs: o.deadlineMs } : {}),
      });
      // A flight whose check-in has closed is never shown, whatever the supplier still sends (model/sale-cutoff.ts).
      const at = now();
      const shown = (list: FlightItem[]) => list.filter((f) => onSale(f, at)).map(toFlightResult);
      return {
        departures: shown(res.departures),
        returns: shown(res.returns),
        isFinish: res.isFinish,
        info: toFlightSearchInfo(res.searchInfo),
      };
    },

    /** Ends a search: the supplier stops answering its polls (410). Not retried: a lost cancel only wastes polls. */
    cancel: async (token: string): Promise<void> => {
      await client.call({
        method: 'POST',
        path: `/api2/flights/available/${tokenPath(token)}/cancel`,
        schema: FlightCancelResponse,
        retries: 0,
      });
    },

    byId: async (token: string, flightId: string): Promise<FlightResult> => {
      const res = await client.call({
        method: 'GET',
        path: `/api2/flights/GetFlightById/${tokenPath(token)}/${encodeURIComponent(flightId)}`,
        schema: FlightByIdResponse,
      });
      return toFlightResult(res.data);
    },

    fareRules: async (token: string, flightId: string) =>
      (await ref('/api/v1/flights/rules', FareRulesResponse, token, flightId)).data.rules,

    baggage: async (token: string, flightId: string) => {
      const { items, note } = (await ref('/api/v1/flights/baggages', BaggageRulesResponse, token, flightId)).data;
      return { items, note };
    },

    /** The penalty table by time before departure. */
    cancellationRules: async (token: string, flightId: string) => {
      const { isRefundable, rules, note } = (
        await ref('/api2/CancellationRules/CancellationRulesFlight', FlightCancellationRulesResponse, token, flightId)
      ).data;
      return { isRefundable, rules, note };
    },

    charterRule: async (token: string, flightId: string) => {
      const { isCharter, rules } = (await ref('/api2/CharterFlightRule/GetRules', CharterRuleResponse, token, flightId)).data;
      return { isCharter, rules };
    },

    /** Re-checks price and seats now. A sold-out flight is an UpstreamError with status 409 and code `sold_out`. */
    provision: async (token: string, flightId: string, returnFlightId: string | null = null) => {
      const res = await client.call({
        method: 'POST',
        path: '/api2/flights/Provision',
        body: { searchToken: tokenPath(token), flightId, returnFlightId },
        schema: FlightProvisionResponse,
      });
      return res.data;
    },

    /** Booking classes of an airline (optionally one class): cabin, refundability, baggage. */
    flightClasses: async (airline: string, bookingClass?: string) => {
      const query = new URLSearchParams({ airline, ...(bookingClass ? { bookingClass } : {}) });
      return (await client.call({ method: 'GET', path: `/api/v2/flights/get_flight_class?${query}`, schema: FlightClassResponse })).data;
    },

    /**
     * One-way economy day prices of a city pair (rial, one adult; null = no flight that day), at most 62 days.
     * `bound`: optional content (the home page's popular routes) waits less and is not retried.
     */
    dayPrices: async (
      source: string,
      destination: string,
      fromDate: IsoDate,
      toDate: IsoDate,
      bound?: { deadlineMs: number; retries: number },
    ) =>
      (
        await client.call({
          method: 'POST',
          path: '/api2/flights/Cheapest',
          body: { fromDate, toDate, source, destination },
          schema: CheapestResponse,
          idempotent: true,
          ...(bound ?? {}),
        })
      ).data,

    nonStopRoutes: async () =>
      (await client.call({ method: 'GET', path: '/api2/flights/NonStopRoutes', schema: NonStopRoutesResponse })).data,

    charterSchedule: async () =>
      (await client.call({ method: 'GET', path: '/api2/flights/CharterSchedule', schema: CharterScheduleResponse })).data,
  };
};

/**
 * The flight's calls of the one checkout (choose → provision → basket): the flight as the search returned it (the
 * supplier's own record, never the browser's copy) and its provision, retried safely (idempotent).
 */
export const flightCheckoutApi = (client: UpstreamClient) => ({
  /** The supplier's own record of a flight of a search (never the browser's copy). */
  flight: async (searchToken: string, flightId: string) =>
    (
      await client.call({
        method: 'GET',
        path: `/api2/flights/GetFlightById/${tokenPath(searchToken)}/${encodeURIComponent(flightId)}`,
        schema: FlightByIdResponse,
      })
    ).data,
  /** Price and seats now. Sold out: UpstreamError 409 `sold_out`; an expired search: 410. */
  provision: async (searchToken: string, flightId: string, returnFlightId: string | null) =>
    (
      await client.call({
        method: 'POST',
        path: '/api2/flights/Provision',
        body: { searchToken: tokenPath(searchToken), flightId, returnFlightId },
        schema: FlightProvisionResponse,
        idempotent: true,
      })
    ).data,
});
