/**
 * The hotel as the engines see it on the server (src/server/product.ts): its search and results pages, its room
 * packages stream, its basket slot and its voucher. Listed once, in src/products/registry.server.ts.
 */
import { detailStream, type ServerProduct } from '@/server/product';
import type { SearchProduct } from '@/server/search/pipeline';
import { HOTEL_API_ROUTES } from './api-routes';
import { mountHotelBasketRoute } from '../edge/basket-route';
import { hotelItems } from './basket';
import { hotelCheckout } from './checkout-definition';
import { packageSearchFromQuery, pollPackageSearch } from './package-search';
import { hotelSearchRouteQuery } from '../model/query';
import { hotelSearch } from './search';
import { hotelVoucher } from './ticket';

const search = hotelSearch as SearchProduct<never, unknown, unknown>;

export const hotelServer: ServerProduct = {
  id: 'hotel',
  orderProduct: 'hotel',
  homeSearch: () => import('../components/search/HomeSearch'),
  // The list and the map search the same way; a legacy bare city (`/hotel/kish`) gets its country prefix. The repair
  // also fills an empty query's defaults and drops HotelId/HotelSearchId, in the same hop.
  searchRoutes: [{ segment: /^hotel(?:-map)?$/, countryPrefixed: true, repair: (query, o) => hotelSearchRouteQuery(query, o) }],
  searches: [search],
  apiRoutes: HOTEL_API_ROUTES,
  // The list and the map of a city's hotels search the same way.
  resultsPages: [{ path: /^\/hotel(?:-map)?\/([^/]+)\/search\/?$/, search }],
  detailStreams: [detailStream({ name: 'packages', parse: packageSearchFromQuery, poll: pollPackageSearch })],
  mountRoutes: mountHotelBasketRoute,
  ticket: hotelVoucher,
  checkout: hotelCheckout,
  basket: { slot: 'hotels', viewKey: 'hotels', view: hotelItems },
};
