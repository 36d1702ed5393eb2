import { ProductHome } from '../../../components/content/ProductHome';

export default async function ProductHomePage() {
  return <ProductHome product="flightHotel" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
