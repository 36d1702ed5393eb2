/**
 * The flight+hotel home's search form: its popular destinations (offline set "dtour", location type 7) and the
 * request's Tehran day, loaded before hydration.
 */
import { upstream } from '@/server/request-context';
import { offlineDestinations } from '@/server/upstream/search-form';
import { FlightHotelSearchForm } from './FlightHotelSearchForm';
import { currentDay } from '@/server/clock';

export async function FlightHotelSearchSection() {
  const offline = await offlineDestinations(upstream(), 'dtour');
  return <FlightHotelSearchForm today={currentDay()} offline={offline} />;
}
