/**
 * Server parts of the product forms that need data before hydration: the flight+hotel form's popular destinations
 * (offline set "dtour", location type 7), the other products' offline sets, and the request's Tehran day.
 */
import { todayIn } from '@/lib/dates';
import { upstream } from '@/server/request-context';
import { offlineDestinations } from '@/server/upstream/search-form';
import type { DestinationProduct } from '@/lib/product-query';
import { DestinationSearchForm } from './DestinationSearchForm';
import { FlightHotelSearchForm } from './FlightHotelSearchForm';

export async function FlightHotelSearchSection() {
  const offline = await offlineDestinations(upstream(), 'dtour');
  return <FlightHotelSearchForm today={todayIn()} offline={offline} />;
}

const OFFLINE_SET = { tour: 'dtour', insurance: 'hotels', attraction: 'attractions', cip: 'cip' } as const;

/** Tour, insurance, attraction and cip: the product's popular destinations, then the small form. */
export async function DestinationSearchSection({ product }: { product: DestinationProduct }) {
  const offline = product === 'cip' ? { domestic: [], international: [] } : await offlineDestinations(upstream(), OFFLINE_SET[product]);
  return <DestinationSearchForm product={product} today={todayIn()} offline={offline} />;
}
