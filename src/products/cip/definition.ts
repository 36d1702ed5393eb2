/** Airport CIP services as pages and shared components see them (client-safe). Listed once, in src/products/registry.ts. */
import type { ProductDefinition } from '@/lib/product';
import { cipDocument, cipForm } from './messages';

export const cipProduct: ProductDefinition = {
  id: 'cip',
  orderProduct: 'cip',
  name: cipForm.name,
  document: { title: cipDocument.title },
  home: { tab: 'CIP فرودگاه', order: 7, path: '/cip' },
};
