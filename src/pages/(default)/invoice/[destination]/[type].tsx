import type { PageProps } from 'waku/router';
import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { InvoiceFinder } from '@/components/tickets/InvoiceFinder';
import { invoicePage, invoiceProduct } from '@/content/orders';
import { toQuery } from '@/lib/query';
import { invoiceOf } from '@/products/invoices';

/**
 * `/invoice/{destination}/{type}` (spec 000 §2.1): the product's invoice page (`?factorId=N`: the order's invoice;
 * without it, the viewer's orders and the search by order number and mobile). A type that names no product: the
 * invoice search over every order.
 */
export default async function InvoiceTypePage({ destination, type, query }: PageProps<'/invoice/[destination]/[type]'>) {
  const path = `/invoice/${encodeURIComponent(destination)}/${encodeURIComponent(type)}`;
  const page = invoiceOf(type);
  if (page) return page({ query: toQuery(query ?? ''), path });
  const product = invoiceProduct(destination);
  return (
    <Article page={invoicePage(product, product ? null : destination)} after={<SupportPhone />}>
      <InvoiceFinder orderProduct={null} path={path} />
    </Article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
