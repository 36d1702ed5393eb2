/**
 * Flight+hotel (dynamic tours) as the engines see it on the server (src/server/product.ts): its search route's date
 * repair, its polled search and its results page (`/flight+hotel/{source-destination}/search`, also written
 * `/flight%2Bhotel/…`), reserving a bundle (edge/reserve-route.ts) and its basket slot (three items, one group). Listed once, in src/products/registry.server.ts.
 */
import type { ServerProduct } from '@/server/product';
import type { SearchProduct } from '@/server/search/pipeline';
import { mountLegacyRedirect } from '../edge/legacy-redirect';
import { mountBundleReserveRoute } from '../edge/reserve-route';
import { repairFlightHotelSearchQuery } from '../model/dates';
import { BUNDLE_SLOT, BUNDLE_TICKETS_DOCUMENT, bundleItem, bundleItems } from './basket';
import { flightHotelCheckout } from './checkout-definition';
import { flightHotelTickets, flightHotelVoucher } from './ticket';
import { flightHotelSearch } from './search';

const search = flightHotelSearch as SearchProduct<never, unknown, unknown>;

export const flightHotelServer: ServerProduct = {
  id: 'flightHotel',
  orderProduct: 'flightHotel',
  homeSearch: () => import('../components/HomeSearch'),
  searchRoutes: [{ segment: /^flight(?:%2b|\+)hotel$/i, repair: repairFlightHotelSearchQuery }],
  searches: [search],
  resultsPages: [{ path: /^\/flight(?:\+|%2[bB])hotel\/([^/]+)\/search\/?$/, search }],
  mountRoutes: (app) => {
    mountLegacyRedirect(app);
    mountBundleReserveRoute(app);
  },
  checkout: flightHotelCheckout,
  ticket: flightHotelVoucher,
  // Its flight tickets are a document of their own beside the voucher (one order, two downloads).
  documents: [{ id: BUNDLE_TICKETS_DOCUMENT, ticket: flightHotelTickets }],
  basket: {
    slot: BUNDLE_SLOT,
    viewKey: 'flightHotel',
    view: (doc) => {
      const b = bundleItem(doc);
      return b ? bundleItems(b).map((x) => ({ key: x.key, bundle: x.bundleKey, kind: x.kind, ...('leg' in x ? { leg: x.leg } : {}) })) : [];
    },
    // The bundle's two flights and its hotel are one purchase: removing any removes all three.
    group: (item) => (typeof (item as { bundleKey?: unknown }).bundleKey === 'string' ? (item as { bundleKey: string }).bundleKey : null),
  },
};
