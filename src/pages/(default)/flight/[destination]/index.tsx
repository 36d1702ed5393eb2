import type { PageProps } from 'waku/router';
import { ProductHome } from '../../../../components/content/ProductHome';

export default async function ProductDestinationPage({ destination }: PageProps<'/flight/[destination]'>) {
  return <ProductHome product="flight" destination={destination} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
