/**
 * `/invoice/insurance?factorId=N`: the invoice of one of the viewer's insurance orders — its contracts as the insurer
 * prints them (one per insured: insurer, plan, trip, cover table, premium, contract number), through the shared order
 * invoice (src/components/tickets/OrderInvoice.tsx) as the attraction's is. An order a flight leads with insurance in
 * it has contracts too, so a contract is this product's whatever product leads the order.
 */
import { OrderInvoice } from '@/components/tickets/OrderInvoice';
import type { Query } from '@/lib/query';
import { insuranceInvoice as m } from '../messages';

export function InsuranceInvoice({ query, path }: { query: Query; path?: string }) {
  return (
    <OrderInvoice
      query={query}
      {...(path ? { path } : {})}
      product="insurance"
      document="contract"
      owns={(doc) => doc.kind === 'contract'}
      title={m.title}
      notFound={m.notFound}
      testId="insurance-invoice"
    />
  );
}
