import type { PageProps } from 'waku/router';
import { ProductHome } from '@/components/content/ProductHome';

export default async function ProductDestinationPage({ destination }: PageProps<'/cip/[destination]'>) {
  return <ProductHome product="cip" destination={destination} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
