/** The attraction as pages and shared components see it (client-safe). Listed once, in src/products/registry.ts. */
import type { ProductDefinition } from '@/lib/product';
import { attractionDocument, attractionNames } from './messages';

export const attractionProduct: ProductDefinition = {
  id: 'attraction',
  orderProduct: 'attraction',
  name: attractionNames.product,
  document: { title: attractionDocument.title },
  home: { tab: 'بلیت جاذبه', order: 6, path: '/attraction' },
};
