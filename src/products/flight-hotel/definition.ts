/** Flight+hotel (dynamic tours) as pages and shared components see it (client-safe). Listed once, in src/products/registry.ts. */
import type { ProductDefinition } from '@/lib/product';
import { bundleDocument, flightHotelForm } from './messages';

export const flightHotelProduct: ProductDefinition = {
  id: 'flightHotel',
  orderProduct: 'flightHotel',
  name: flightHotelForm.name,
  document: { title: bundleDocument.title },
};
