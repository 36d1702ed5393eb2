import type { PageProps } from 'waku/router';
import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { InvoiceFinder } from '@/components/tickets/InvoiceFinder';
import { invoicePage } from '@/content/orders';
import { toQuery } from '@/lib/query';
import { invoiceOf } from '@/products/invoices';

/**
 * `/invoice/{type}` (hotel, flight; the other products have their own file) and `/invoice/{destination}`: the
 * product's invoice page, else the invoice search over every order (by order number and mobile, or logged in).
 */
export default async function InvoiceProductPage({ destination, query }: PageProps<'/invoice/[destination]'>) {
  const path = `/invoice/${encodeURIComponent(destination)}`;
  const page = invoiceOf(destination);
  if (page) return page({ query: toQuery(query ?? ''), path });
  return (
    <Article page={invoicePage(null, destination)} after={<SupportPhone />}>
      <InvoiceFinder orderProduct={null} path={path} />
    </Article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
