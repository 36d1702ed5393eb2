/**
 * Flight+hotel (dynamic tours) as the engines see it on the server (src/server/product.ts): its search route's date
 * repair, its polled search and its results page (`/flight+hotel/{source-destination}/search`, also written
 * `/flight%2Bhotel/…`). Listed once, in src/products/registry.server.ts.
 */
import type { ServerProduct } from '@/server/product';
import type { SearchProduct } from '@/server/search/pipeline';
import { repairFlightHotelSearchQuery } from '../model/dates';
import { flightHotelSearch } from './search';

const search = flightHotelSearch as SearchProduct<never, unknown, unknown>;

export const flightHotelServer: ServerProduct = {
  id: 'flightHotel',
  orderProduct: 'flightHotel',
  searchRoutes: [{ segment: /^flight(?:%2b|\+)hotel$/i, repair: repairFlightHotelSearchQuery }],
  searches: [search],
  resultsPages: [{ path: /^\/flight(?:\+|%2[bB])hotel\/([^/]+)\/search\/?$/, search }],
};
