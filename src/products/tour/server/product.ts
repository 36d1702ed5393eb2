/**
 * Fixed tours as the engines see them on the server (src/server/product.ts): a destination's packages searched in one
 * call (single-answer mode) and its list pages `/tour/{destination}` and `/tours/{destination}`, its basket slot (the
 * `tours` list, one tour at a time) and basket route, its checkout and its voucher. Listed once, in
 * src/products/registry.server.ts.
 */
import type { ServerProduct } from '@/server/product';
import type { SingleAnswerSearch } from '@/server/search/pipeline';
import { mountTourBasketRoute } from '../edge/basket-route';
import { tourItem } from './basket';
import { tourCheckout } from './checkout-definition';
import { tourSearch } from './search';
import { tourVoucher } from './ticket';

const search = tourSearch as SingleAnswerSearch<never, unknown, unknown>;

export const tourServer: ServerProduct = {
  id: 'tour',
  orderProduct: 'tour',
  homeSearch: () => import('../components/HomeSearch'),
  searches: [search],
  resultsPages: [
    { path: /^\/tour\/([^/]+)\/?$/, search },
    { path: /^\/tours\/([^/]+)\/?$/, search },
  ],
  mountRoutes: mountTourBasketRoute,
  ticket: tourVoucher,
  checkout: tourCheckout,
  basket: {
    slot: 'tours',
    viewKey: 'tours',
    view: (doc) => {
      const tour = tourItem(doc);
      return tour ? [{ key: tour.key, packageId: tour.details.packageId, departureId: tour.details.departureId }] : [];
    },
  },
};
