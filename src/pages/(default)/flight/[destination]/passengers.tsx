import type { PageProps } from 'waku/router';
import { SearchSummaryPage } from '@/components/content/SearchSummaryPage';
import { flightSummary } from '@/lib/product-search';
import { toQuery } from '@/lib/query';

export default async function SearchRoutePage({ destination, query }: PageProps<'/flight/[destination]/passengers'>) {
  return <SearchSummaryPage summary={flightSummary(destination, toQuery(query ?? ''))} step="passengers" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
