/**
 * The attraction as the engines see it on the server (src/server/product.ts): its single-answer search and results
 * page, putting tickets in the basket (its own route), its basket slot (`typeInfos.attractions`), its checkout and
 * its voucher. Listed once, in src/products/registry.server.ts.
 */
import type { ServerProduct } from '@/server/product';
import type { SingleAnswerSearch } from '@/server/search/pipeline';
import { mountAttractionBasketRoute } from '../edge/basket-route';
import { attractionLines } from './basket';
import { attractionCheckout } from './checkout-definition';
import { attractionSearch } from './search';
import { attractionVoucher } from './ticket';

const search = attractionSearch as SingleAnswerSearch<never, unknown, unknown>;

export const attractionServer: ServerProduct = {
  id: 'attraction',
  orderProduct: 'attraction',
  homeSearch: () => import('../components/HomeSearch'),
  searches: [search],
  resultsPages: [{ path: /^\/attraction\/([^/]+)\/search\/?$/, search }],
  mountRoutes: mountAttractionBasketRoute,
  checkout: attractionCheckout,
  ticket: attractionVoucher,
  basket: {
    slot: 'attractions',
    viewKey: 'attractions',
    view: (doc) =>
      attractionLines(doc).map((l) => ({
        key: l.key,
        attractionId: l.details.attractionId,
        serviceDate: l.details.serviceDate,
        tickets: l.details.tickets,
      })),
  },
};
