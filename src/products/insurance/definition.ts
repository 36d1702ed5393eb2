/** Travel insurance as pages and shared components see it (client-safe). Listed once, in src/products/registry.ts. */
import type { ProductDefinition } from '@/lib/product';
import { insuranceDocument, insuranceNames } from './messages';

export const insuranceProduct: ProductDefinition = {
  id: 'insurance',
  orderProduct: 'insurance',
  name: insuranceNames.product,
  document: { title: insuranceDocument.title },
  home: { tab: 'بیمهٔ مسافرتی', order: 5, path: '/insurance' },
};
