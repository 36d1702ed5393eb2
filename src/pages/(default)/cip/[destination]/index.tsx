import type { PageProps } from 'waku/router';
import { ProductHome } from '@/components/content/ProductHome';
import { toQuery } from '@/lib/query';
import { CipDetailPage } from '@/products/cip/components/CipDetailPage';
import { packageIdOfDetail } from '@/products/cip/model/query';

// `/cip/{detail}` (`ika-1108`: a package) is the package's page; any other place is the product home for it.
export default async function CipPlacePage({ destination, query }: PageProps<'/cip/[destination]'>) {
  const packageId = packageIdOfDetail(destination);
  if (packageId !== null) return <CipDetailPage packageId={packageId} query={toQuery(query ?? '')} />;
  return <ProductHome product="cip" destination={destination} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
