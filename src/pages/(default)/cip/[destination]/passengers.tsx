import type { PageProps } from 'waku/router';
import { SearchSummaryPage } from '@/components/content/SearchSummaryPage';
import { toQuery } from '@/lib/query';
import { cipSummary } from '@/products/cip/model/search';

export default async function SearchRoutePage({ destination, query }: PageProps<'/cip/[destination]/passengers'>) {
  return <SearchSummaryPage summary={cipSummary(destination, toQuery(query ?? ''))} step="passengers" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
