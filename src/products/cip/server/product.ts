/**
 * Airport CIP services as the engines see them on the server (src/server/product.ts): the airport's packages searched
 * in one call (single-answer mode) and their results page, its basket slot (the spec's one `cip` object), its checkout
 * and its voucher. Listed once, in src/products/registry.server.ts.
 */
import type { ServerProduct } from '@/server/product';
import type { SingleAnswerSearch } from '@/server/search/pipeline';
import { mountCipBasketRoute } from '../edge/basket-route';
import { cipItem } from './basket';
import { cipCheckout } from './checkout-definition';
import { cipSearch } from './search';
import { cipVoucher } from './ticket';

const search = cipSearch as SingleAnswerSearch<never, unknown, unknown>;

export const cipServer: ServerProduct = {
  id: 'cip',
  orderProduct: 'cip',
  homeSearch: () => import('../components/HomeSearch'),
  searches: [search],
  resultsPages: [{ path: /^\/cip\/([^/]+)\/search\/?$/, search }],
  mountRoutes: mountCipBasketRoute,
  ticket: cipVoucher,
  checkout: cipCheckout,
  // The spec's one `cip` object (not a list): the basket engine treats a single object as a list of one.
  basket: {
    slot: 'cip',
    single: true,
    viewKey: 'cip',
    view: (doc) => {
      const cip = cipItem(doc);
      return cip ? [{ key: cip.key, packageId: cip.packageId, passengers: cip.passengers.length }] : [];
    },
  },
};
