import type { PageProps } from 'waku/router';
import { HotelResultsSection } from '@/components/hotel/HotelResultsSection';
import { toQuery } from '@/lib/query';

/** `/hotel/{destination}/search`: the streamed hotel results (spec 000 §2.3, §4). */
export default async function HotelSearchPage({ destination, query }: PageProps<'/hotel/[destination]/search'>) {
  return <HotelResultsSection destination={destination} search={toQuery(query ?? '')} view="list" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
