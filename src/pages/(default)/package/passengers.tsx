import type { PageProps } from 'waku/router';
import { TourPassengersPage } from '@/products/tour/components/TourPassengersPage';

// /package/passengers: the basket's tour travellers (whichever package it holds), then the review.
export default async function PackagePassengersPage({ path }: PageProps<'/package/passengers'>) {
  return <TourPassengersPage packageId={null} path={path ?? '/package/passengers'} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
