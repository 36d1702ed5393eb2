import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { LeadBox } from '@/components/lead/LeadBox';
import { passengersStep } from '@/content/products';

export default async function PassengersPage() {
  return (
    <Article page={passengersStep('پکیج سفر')} after={<SupportPhone />}>
      <LeadBox product="پکیج سفر" cityName="" />
    </Article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
