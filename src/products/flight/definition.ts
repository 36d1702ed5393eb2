/** The flight as pages and shared components see it (client-safe). Listed once, in src/products/registry.ts. */
import type { ProductDefinition } from '@/lib/product';
import { flightDocument, flightNames } from './messages';

export const flightProduct: ProductDefinition = {
  id: 'flight',
  orderProduct: 'flight',
  name: flightNames.product,
  document: { title: flightDocument.title },
  home: { tab: 'بلیت هواپیما', order: 1, path: '/flight' },
};
