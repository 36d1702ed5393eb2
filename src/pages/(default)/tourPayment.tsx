import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { tourPayment } from '@/content/products';

export default async function TourPaymentPage() {
  return <Article page={tourPayment} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
