import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { terms } from '@/content/company';

export default async function TermsPage() {
  return <Article page={terms} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
