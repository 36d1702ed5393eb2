/**
 * `/invoice/cip?factorId=N`: the invoice of one of the viewer's CIP orders — its issued voucher as the supplier prints
 * it (voucher number, status, each side's service, airport and flight, the passengers with their extras, the total in
 * toman), through the shared order invoice (src/components/tickets/OrderInvoice.tsx): print and PDF actions, the
 * Persian notices of an order that is not the viewer's, not a CIP order or not issued yet, and the content page
 * without an order number.
 */
import { OrderInvoice } from '@/components/tickets/OrderInvoice';
import type { Query } from '@/lib/query';
import { cipInvoice as m } from '../messages';

export function CipInvoice({ query, path }: { query: Query; path?: string }) {
  return (
    <OrderInvoice
      query={query}
      {...(path ? { path } : {})}
      product="cip"
      document="voucher"
      owns={(doc) => doc.product === 'cip'}
      title={m.title}
      notFound={m.notFound}
      testId="cip-invoice"
    />
  );
}
