import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { refund } from '@/content/company';

export default async function RefundPage() {
  return <Article page={refund} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
