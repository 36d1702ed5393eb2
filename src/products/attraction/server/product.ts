/**
 * The attraction as the engines see it on the server (src/server/product.ts): its single-answer search and results
 * page, putting tickets in the basket, its basket slot (`typeInfos.attractions`), its checkout and its voucher.
 * Listed once, in src/products/registry.server.ts.
 */
import type { ServerProduct } from '@/server/product';
import type { SingleAnswerSearch } from '@/server/search/pipeline';
import { attractionSearch } from './search';
import { attractionVoucher } from './ticket';

const search = attractionSearch as SingleAnswerSearch<never, unknown, unknown>;

export const attractionServer: ServerProduct = {
  id: 'attraction',
  orderProduct: 'attraction',
  searches: [search],
  resultsPages: [{ path: /^\/attraction\/([^/]+)\/search\/?$/, search }],
  ticket: attractionVoucher,
};
