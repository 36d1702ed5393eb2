import type { PageProps } from 'waku/router';
import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { flightConfirmPage } from '@/content/orders';

export default async function FlightConfirmPage({ uid }: PageProps<'/flight-confirm/[uid]'>) {
  return <Article page={flightConfirmPage(uid)} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
