import type { PageProps } from 'waku/router';
import { TourReservePage } from '@/products/tour/components/TourReservePage';
import { packageIdOf } from '@/products/tour/model/query';

// /package/reserve?packageId=…&departureId=…: the departure and the rooms.
export default async function PackageReservePage({ query }: PageProps<'/package/reserve'>) {
  const q = new URLSearchParams(query ?? '');
  return <TourReservePage packageId={packageIdOf(q.get('packageId') ?? undefined)} departureId={q.get('departureId')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
