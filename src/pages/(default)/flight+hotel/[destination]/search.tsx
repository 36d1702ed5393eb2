import type { PageProps } from 'waku/router';
import { toQuery } from '@/lib/query';
import { FlightHotelResultsSection } from '@/products/flight-hotel/components/FlightHotelResultsSection';

/** `/flight+hotel/{source-destination}/search`: bundles of a hotel and its flights (issue 44), through the shared results shell. */
export default async function FlightHotelSearchPage({ destination, query }: PageProps<'/flight+hotel/[destination]/search'>) {
  return <FlightHotelResultsSection route={destination} query={toQuery(query ?? '')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
