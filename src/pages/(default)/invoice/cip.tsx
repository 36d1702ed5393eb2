import type { PageProps } from 'waku/router';
import { toQuery } from '@/lib/query';
import { CipInvoice } from '@/products/cip/components/CipInvoice';

/** `/invoice/cip[?factorId=N]`: a CIP order's invoice (issue 47), else what the invoice holds. */
export default async function CipInvoicePage({ query }: PageProps<'/invoice/cip'>) {
  return <CipInvoice query={toQuery(query ?? '')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
