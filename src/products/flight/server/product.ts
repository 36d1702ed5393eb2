/**
 * The flight as the engines see it on the server (src/server/product.ts): its search and results page, choosing a
 * flight into the basket, its basket slot, its checkout and its ticket. Listed once, in src/products/registry.server.ts.
 */
import type { ServerProduct } from '@/server/product';
import type { SearchProduct } from '@/server/search/pipeline';
import { FLIGHT_API_ROUTES } from './api-routes';
import { mountFlightChoose } from '../edge/choose-route';
import { flightCheckout } from './checkout-definition';
import { flightVehicles } from './checkout';
import { repairFlightSearchQuery } from '@/products/flight/model/dates';
import { flightSearch } from './search';
import { flightTicket } from './ticket';

const search = flightSearch as SearchProduct<never, unknown, unknown>;

export const flightServer: ServerProduct = {
  id: 'flight',
  orderProduct: 'flight',
  homeSearch: () => import('../components/search/HomeSearch'),
  searchRoutes: [{ segment: /^flight$/, repair: (query, { today }) => repairFlightSearchQuery(query, { today }) }],
  searches: [search],
  apiRoutes: FLIGHT_API_ROUTES,
  resultsPages: [{ path: /^\/flight\/([^/]+)\/search\/?$/, search }],
  mountRoutes: mountFlightChoose,
  checkout: flightCheckout,
  ticket: flightTicket,
  basket: {
    slot: 'vehicles',
    viewKey: 'flights',
    view: (doc) =>
      flightVehicles(doc).map((x) => ({ key: x.key, leg: x.leg, flightId: x.details.flightId, passengers: x.passengers.length })),
    // One trip per basket (withFlightTrip): a leg is never removed without the other.
    group: () => 'trip',
  },
};
