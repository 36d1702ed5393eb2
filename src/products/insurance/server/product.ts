/**
 * Travel insurance as the engines see it on the server (src/server/product.ts): its plan search in single-answer mode
 * and its results page, choosing a plan into the basket, its basket slot, its checkout and its contract. Listed once,
 * in src/products/registry.server.ts.
 */
import type { ServerProduct } from '@/server/product';
import type { SingleAnswerSearch } from '@/server/search/pipeline';
import { mountInsuranceRoutes } from '../edge/basket-route';
import { insuranceItems } from './basket';
import { insuranceCheckout } from './checkout-definition';
import { insuranceSearch } from './search';
import { insuranceContract } from './ticket';

const search = insuranceSearch as SingleAnswerSearch<never, unknown, unknown>;

export const insuranceServer: ServerProduct = {
  id: 'insurance',
  orderProduct: 'insurance',
  homeSearch: () => import('../components/HomeSearch'),
  searches: [search],
  resultsPages: [{ path: /^\/insurance\/([^/]+)\/search\/?$/, search }],
  mountRoutes: mountInsuranceRoutes,
  checkout: insuranceCheckout,
  ticket: insuranceContract,
  basket: {
    slot: 'insurances',
    viewKey: 'insurances',
    view: (doc) =>
      insuranceItems(doc).map((x) => ({
        key: x.key,
        planId: x.details.planId,
        travellers: x.details.travellers,
        sports: x.details.sports,
        totalPrice: x.details.totalPrice,
        passengers: x.passengers.length,
      })),
  },
};
