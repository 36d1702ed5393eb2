/** The hotel's search form under its tab on the home page (issue 48): the same deferred form as /hotel. */
import type { Query } from '@/lib/query';
import { HotelSearchSection } from './HotelSearchSection';

export default async function HotelHomeSearch({ query }: { query: Query }) {
  return <HotelSearchSection query={query} />;
}
