import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { istanbulAirlines } from '@/content/travel';

export default async function IstanbulAirlinesPage() {
  return <Article page={istanbulAirlines} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
