import type { PageProps } from 'waku/router';
import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { invoicePage, invoiceProduct } from '@/content/orders';

export default async function InvoiceTypePage({ destination, type }: PageProps<'/invoice/[destination]/[type]'>) {
  const product = invoiceProduct(type) ?? invoiceProduct(destination);
  return <Article page={invoicePage(product, destination)} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
