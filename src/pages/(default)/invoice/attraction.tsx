import type { PageProps } from 'waku/router';
import { toQuery } from '@/lib/query';
import { AttractionInvoice } from '@/products/attraction/components/AttractionInvoice';

/** `/invoice/attraction[?factorId=N]`: an attraction order's invoice (issue 47), else what the invoice holds. */
export default async function AttractionInvoicePage({ query }: PageProps<'/invoice/attraction'>) {
  return <AttractionInvoice query={toQuery(query ?? '')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
