import type { PageProps } from 'waku/router';
import { TourPackagePage } from '@/products/tour/components/TourPackagePage';
import { packageIdOf } from '@/products/tour/model/query';

// /package/pdp?packageId=…[&departureId=]: the package page by query.
export default async function PackagePdpPage({ query }: PageProps<'/package/pdp'>) {
  const q = new URLSearchParams(query ?? '');
  return <TourPackagePage packageId={packageIdOf(q.get('packageId') ?? undefined)} chosen={q.get('departureId') ?? undefined} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
