/**
 * `/invoice/flight?factorId=N` (and `/invoice/{destination}/flight`): a flight order's invoice — its issued ticket as
 * the supplier prints it, through the shared order invoice (src/components/tickets/OrderInvoice.tsx); without an order
 * number, the viewer's flight orders and the search by order number and mobile.
 */
import { OrderInvoice } from '@/components/tickets/OrderInvoice';
import type { Query } from '@/lib/query';
import { flightInvoice as m } from '../messages';

export function FlightInvoice({ query, path }: { query: Query; path?: string }) {
  return (
    <OrderInvoice
      query={query}
      product="flight"
      orderProduct="flight"
      {...(path ? { path } : {})}
      document="ticket"
      owns={(doc) => doc.product === 'flight'}
      title={m.title}
      notFound={m.notFound}
      testId="flight-invoice"
    />
  );
}
