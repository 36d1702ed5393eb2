import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { LeadBox } from '@/components/lead/LeadBox';
import { campaign } from '@/content/travel';

export default async function CampaignPage() {
  return (
    <Article page={campaign} after={<SupportPhone />}>
      <LeadBox product="جشنوارهٔ سفر" cityName="" />
    </Article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
