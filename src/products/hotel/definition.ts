/** The hotel as pages and shared components see it (client-safe). Listed once, in src/products/registry.ts. */
import * as messages from '@/lib/messages';
import type { ProductDefinition } from '@/lib/product';

export const hotelProduct: ProductDefinition = {
  id: 'hotel',
  orderProduct: 'hotel',
  document: { title: messages.tickets.voucherTitle },
};
