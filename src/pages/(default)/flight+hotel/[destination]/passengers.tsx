import type { PageProps } from 'waku/router';
import { BundlePassengersPage } from '@/products/flight-hotel/components/BundlePassengersPage';

// /flight+hotel/{SRC-DST}/passengers: the basket's bundle travellers (both flights and the hotel), then the review.
export default async function FlightHotelPassengersPage({ destination, path }: PageProps<'/flight+hotel/[destination]/passengers'>) {
  return <BundlePassengersPage route={destination} path={path ?? `/flight+hotel/${destination}/passengers`} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
