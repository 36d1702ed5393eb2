import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { invoicePage } from '@/content/orders';

export default async function InvoicePage() {
  return <Article page={invoicePage(null, null)} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
