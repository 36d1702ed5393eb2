/**
 * The flight's routes on the browser-facing API's allow-list (src/edge/proxy.ts): the date picker's day prices and
 * non-stop days, and a flight's detail panel (fare rules, baggage, the cancellation penalty table, the charter rule).
 */
import type { ApiRoute } from '@/server/api-route';
import {
  BaggageRulesResponse,
  CharterRuleResponse,
  CheapestRequest,
  CheapestResponse,
  FareRulesResponse,
  FlightCancellationRulesResponse,
  FlightRef,
  NonStopRoutesResponse,
} from './schemas';

export const FLIGHT_API_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/flights/cheapest',
    upstream: '/api2/flights/Cheapest',
    body: CheapestRequest,
    response: CheapestResponse,
    idempotent: true,
  },
  // The date picker's non-stop days (orange, with a notice).
  { method: 'GET', path: '/api/flights/non-stop-routes', upstream: '/api2/flights/NonStopRoutes', response: NonStopRoutesResponse },
  // A flight's detail panel (results page): fare rules, baggage, the cancellation penalty table, the charter rule.
  ...(
    [
      ['/api/flights/rules', '/api/v1/flights/rules', FareRulesResponse],
      ['/api/flights/baggages', '/api/v1/flights/baggages', BaggageRulesResponse],
      ['/api/flights/cancellation-rules', '/api2/CancellationRules/CancellationRulesFlight', FlightCancellationRulesResponse],
      ['/api/flights/charter-rule', '/api2/CharterFlightRule/GetRules', CharterRuleResponse],
    ] as const
  ).map(([path, upstream, response]): ApiRoute => ({ method: 'POST', path, upstream, body: FlightRef, response, idempotent: true })),
];
