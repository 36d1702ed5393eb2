import type { PageProps } from 'waku/router';
import { toQuery } from '@/lib/query';
import { InsuranceInvoice } from '@/products/insurance/components/InsuranceInvoice';

/** `/invoice/insurance[?factorId=N]`: an insurance order's invoice (its contracts), else what the invoice holds. */
export default async function InsuranceInvoicePage({ query }: PageProps<'/invoice/insurance'>) {
  return <InsuranceInvoice query={toQuery(query ?? '')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
