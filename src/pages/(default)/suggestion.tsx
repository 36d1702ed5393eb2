import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { suggestion } from '@/content/company';

export default async function SuggestionPage() {
  return <Article page={suggestion} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
