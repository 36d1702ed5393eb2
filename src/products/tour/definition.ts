/** Fixed tours and packages as pages and shared components see them (client-safe). Listed once, in src/products/registry.ts. */
import type { ProductDefinition } from '@/lib/product';
import { tourDocument, tourForm } from './messages';

export const tourProduct: ProductDefinition = {
  id: 'tour',
  orderProduct: 'tour',
  name: tourForm.name,
  document: { title: tourDocument.title },
  // The main nav labels fixed tours «پکیج» (spec 001 §2).
  home: { tab: 'پکیج', order: 4, path: '/tour' },
};
