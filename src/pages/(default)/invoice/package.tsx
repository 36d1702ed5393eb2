import type { PageProps } from 'waku/router';
import { TourInvoice } from '@/products/tour/components/TourInvoice';

/** `/invoice/package[?factorId=N]`: a tour order's invoice (issue 45), else what the invoice holds. */
export default async function PackageInvoicePage({ query }: PageProps<'/invoice/package'>) {
  return <TourInvoice factorIdText={new URLSearchParams(query ?? '').get('factorId') ?? ''} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
