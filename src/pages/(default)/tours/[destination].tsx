import type { PageProps } from 'waku/router';
import { TourListSection } from '@/products/tour/components/TourListSection';

// /tours/{destination}: the destination's tours (the same list as /tour/{destination}).
export default async function ToursDestinationPage({ destination, query }: PageProps<'/tours/[destination]'>) {
  return <TourListSection base="tours" place={destination} raw={query ?? ''} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
