import type { PageProps } from 'waku/router';
import { SearchSummaryPage } from '@/components/content/SearchSummaryPage';
import { toQuery } from '@/lib/query';
import { attractionSummary } from '@/products/attraction/model/search';

export default async function SearchRoutePage({ destination, query }: PageProps<'/attraction/[destination]/passengers'>) {
  return <SearchSummaryPage summary={attractionSummary(destination, toQuery(query ?? ''))} step="passengers" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
