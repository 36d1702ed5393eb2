import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { InvoiceFinder } from '@/components/tickets/InvoiceFinder';
import { invoicePage } from '@/content/orders';

/** `/invoice`: the invoice of any order, by order number and mobile (or among a logged-in viewer's orders). */
export default async function InvoicePage() {
  return (
    <Article page={invoicePage(null, null)} after={<SupportPhone />}>
      <InvoiceFinder orderProduct={null} path="/invoice" />
    </Article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
