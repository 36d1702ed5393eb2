import type { PageProps } from 'waku/router';
import { ProductHome } from '@/components/content/ProductHome';
import { toQuery } from '@/lib/query';
import { AttractionDetailOutage, AttractionDetailPage } from '@/products/attraction/components/detail/AttractionDetailPage';
import { findAttractionDetail } from '@/products/attraction/server/detail';
import { upstream } from '@/server/request-context';

/**
 * `/attraction/{detail}` (spec 000 route table): an attraction's page when the segment is one (its slug or id); a
 * city of the offline attraction set is a destination (no detail is asked of the supplier), and so is any other
 * segment: the product home for it is shown, as before.
 */
export default async function AttractionDetailRoute({ destination, query }: PageProps<'/attraction/[destination]'>) {
  const found = await findAttractionDetail(upstream(), destination);
  if (found.kind === 'found') return <AttractionDetailPage a={found.attraction} query={toQuery(query ?? '')} />;
  if (found.kind === 'outage') return <AttractionDetailOutage />;
  return <ProductHome product="attraction" destination={destination} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
