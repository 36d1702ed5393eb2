/** The hotel as pages and shared components see it (client-safe). Listed once, in src/products/registry.ts. */
import type { ProductDefinition } from '@/lib/product';
import { hotelDocument, hotelNames } from './messages';

export const hotelProduct: ProductDefinition = {
  id: 'hotel',
  orderProduct: 'hotel',
  name: hotelNames.product,
  document: { title: hotelDocument.title },
  home: { tab: 'هتل', order: 2, path: '/hotel', isDefault: true },
};
