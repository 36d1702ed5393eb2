import type { PageProps } from 'waku/router';
import { toQuery } from '@/lib/query';
import { InsuranceResultsSection } from '@/products/insurance/components/InsuranceResultsSection';

export default async function InsuranceSearchPage({ destination, query }: PageProps<'/insurance/[destination]/search'>) {
  return <InsuranceResultsSection destination={destination} search={toQuery(query ?? '')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
