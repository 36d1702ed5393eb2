import type { PageProps } from 'waku/router';
import { TourListSection } from '@/products/tour/components/TourListSection';

// /tour/{destination}[?flightDate&returnDate&pCount&adults&band&nights&stars&transport&month&sort]: the destination's tours.
export default async function TourDestinationPage({ destination, query }: PageProps<'/tour/[destination]'>) {
  return <TourListSection base="tour" place={destination} raw={query ?? ''} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
