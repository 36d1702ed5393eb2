import { AttractionTravellersPage } from '@/products/attraction/components/travellers/AttractionTravellersPage';

/** `/passengers/attraction`: the attraction tickets' lead traveller (issue 47), then the one checkout. */
export default async function PassengersPage() {
  return <AttractionTravellersPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
