import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { TrackOrderForm } from '@/components/content/TrackOrderForm';
import { trackOrder } from '@/content/company';

export default async function TrackOrderPage() {
  return (
    <Article page={trackOrder} after={<SupportPhone />}>
      <TrackOrderForm />
    </Article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
