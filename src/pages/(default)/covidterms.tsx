import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { covidterms } from '@/content/company';

export default async function CovidtermsPage() {
  return <Article page={covidterms} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
