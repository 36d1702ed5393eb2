/**
 * `/invoice/attraction?factorId=N`: the invoice of one of the viewer's attraction orders — its issued voucher as the
 * supplier prints it (order number, status, the day, the tickets by type, the lead, the total in toman), through the
 * shared order invoice (src/components/tickets/OrderInvoice.tsx): print and PDF actions, the Persian notices of an
 * order that is not the viewer's, not an attraction's or not issued yet, and the content page without an order number.
 */
import { OrderInvoice } from '@/components/tickets/OrderInvoice';
import type { Query } from '@/lib/query';
import { attractionInvoice as m } from '../messages';

export function AttractionInvoice({ query, path }: { query: Query; path?: string }) {
  return (
    <OrderInvoice
      query={query}
      {...(path ? { path } : {})}
      product="attraction"
      document="voucher"
      owns={(doc) => doc.product === 'attraction'}
      title={m.title}
      notFound={m.notFound}
      testId="attraction-invoice"
    />
  );
}
