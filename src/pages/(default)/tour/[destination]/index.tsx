import { Suspense } from 'react';
import type { PageProps } from 'waku/router';
import { DestinationTourOffers } from '@/products/flight-hotel/components/DestinationTourOffers';
import { TourListSection } from '@/products/tour/components/TourListSection';

// /tour/{destination}[?flightDate&returnDate&pCount&adults&band&nights&stars&transport&month&sort]: the destination's
// tours, then its flight+hotel tour offers (streamed after the list: an offer never holds the tours up).
export default async function TourDestinationPage({ destination, query }: PageProps<'/tour/[destination]'>) {
  return (
    <>
      <TourListSection base="tour" place={destination} raw={query ?? ''} />
      <Suspense fallback={null}>
        <DestinationTourOffers destination={destination} />
      </Suspense>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
