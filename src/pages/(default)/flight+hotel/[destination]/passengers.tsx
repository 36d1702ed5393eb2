import type { PageProps } from 'waku/router';
import { SearchSummaryPage } from '@/components/content/SearchSummaryPage';
import { toQuery } from '@/lib/query';
import { flightHotelSummary } from '@/products/flight-hotel/model/summary';

export default async function SearchRoutePage({ destination, query }: PageProps<'/flight+hotel/[destination]/passengers'>) {
  return <SearchSummaryPage summary={flightHotelSummary(destination, toQuery(query ?? ''))} step="passengers" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
