/** Flight+hotel (dynamic tours) as pages and shared components see it (client-safe). Listed once, in src/products/registry.ts. */
import type { ProductDefinition } from '@/lib/product';
import { bundleDocument, flightHotelForm } from './messages';

export const flightHotelProduct: ProductDefinition = {
  id: 'flightHotel',
  orderProduct: 'flightHotel',
  name: flightHotelForm.name,
  document: { title: bundleDocument.title },
  // The main nav labels flight+hotel «تور» (spec 001 §2).
  home: { tab: 'تور', order: 3, path: '/flight%2Bhotel' },
};
