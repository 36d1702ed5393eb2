import type { PageProps } from 'waku/router';
import { TourPackagePage } from '@/products/tour/components/TourPackagePage';
import { packageIdOf } from '@/products/tour/model/query';

// /package/{packageId}[?departureId=]: the tour package page.
export default async function PackagePage({ packageId, query }: PageProps<'/package/[packageId]'>) {
  const chosen = new URLSearchParams(query ?? '').get('departureId') ?? undefined;
  return <TourPackagePage packageId={packageIdOf(packageId)} chosen={chosen} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
