import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { packageFaq } from '@/content/products';

export default async function PackageFaqPage() {
  return <Article page={packageFaq} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
