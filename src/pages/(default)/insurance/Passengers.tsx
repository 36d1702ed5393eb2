import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { LeadBox } from '@/components/lead/LeadBox';
import { passengersStep } from '@/content/products';

export default async function PassengersPage() {
  return (
    <Article page={passengersStep('بیمهٔ مسافرتی')} after={<SupportPhone />}>
      <LeadBox product="بیمهٔ مسافرتی" cityName="" />
    </Article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
