import type { PageProps } from 'waku/router';
import { SearchSummaryPage } from '@/components/content/SearchSummaryPage';
import { destinationSummary } from '@/lib/product-search';
import { toQuery } from '@/lib/query';

export default async function SearchRoutePage({ destination, query }: PageProps<'/insurance/[destination]/search'>) {
  return <SearchSummaryPage summary={destinationSummary('insurance', destination, toQuery(query ?? ''))} step="search" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
