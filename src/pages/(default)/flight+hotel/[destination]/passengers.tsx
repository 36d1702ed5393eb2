import type { PageProps } from 'waku/router';
import { SearchSummaryPage } from '@/components/content/SearchSummaryPage';
import { flightHotelSummary } from '@/lib/product-search';
import { toQuery } from '@/lib/query';

export default async function SearchRoutePage({ destination, query }: PageProps<'/flight+hotel/[destination]/passengers'>) {
  return <SearchSummaryPage summary={flightHotelSummary(destination, toQuery(query ?? ''))} step="passengers" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
