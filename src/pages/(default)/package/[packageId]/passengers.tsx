import type { PageProps } from 'waku/router';
import { TourPassengersPage } from '@/products/tour/components/TourPassengersPage';
import { packageIdOf } from '@/products/tour/model/query';

// /package/{packageId}/passengers: the basket's tour travellers, then the review.
export default async function PackagePassengersPage({ packageId, path }: PageProps<'/package/[packageId]/passengers'>) {
  return <TourPassengersPage packageId={packageIdOf(packageId)} path={path ?? `/package/${packageId}/passengers`} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
