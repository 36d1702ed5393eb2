/**
 * `/invoice/hotel?factorId=N` (and `/invoice/{destination}/hotel`): a hotel order's invoice — its issued voucher as
 * the supplier prints it, through the shared order invoice (src/components/tickets/OrderInvoice.tsx); without an order
 * number, the viewer's hotel orders and the search by order number and mobile.
 */
import { OrderInvoice } from '@/components/tickets/OrderInvoice';
import type { Query } from '@/lib/query';
import { hotelInvoice as m } from '../messages';

export function HotelInvoice({ query, path }: { query: Query; path?: string }) {
  return (
    <OrderInvoice
      query={query}
      product="hotel"
      orderProduct="hotel"
      {...(path ? { path } : {})}
      document="voucher"
      owns={(doc) => doc.product === 'hotel'}
      title={m.title}
      notFound={m.notFound}
      testId="hotel-invoice"
    />
  );
}
