/** The flight as pages and shared components see it (client-safe). Listed once, in src/products/registry.ts. */
import * as messages from '@/lib/messages';
import type { ProductDefinition } from '@/lib/product';

export const flightProduct: ProductDefinition = {
  id: 'flight',
  orderProduct: 'flight',
  document: { title: messages.tickets.flightTitle },
};
