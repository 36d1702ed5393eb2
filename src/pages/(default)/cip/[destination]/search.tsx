import type { PageProps } from 'waku/router';
import { toQuery } from '@/lib/query';
import { CipResultsSection } from '@/products/cip/components/CipResultsSection';

export default async function CipSearchPage({ destination, query }: PageProps<'/cip/[destination]/search'>) {
  return <CipResultsSection place={destination} search={toQuery(query ?? '')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
