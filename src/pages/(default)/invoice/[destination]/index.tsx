import type { PageProps } from 'waku/router';
import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { invoicePage, invoiceProduct } from '@/content/orders';

export default async function InvoiceProductPage({ destination }: PageProps<'/invoice/[destination]'>) {
  const product = invoiceProduct(destination);
  return <Article page={invoicePage(product, product ? null : destination)} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
