/**
 * Server parts of the product forms that need data before hydration: the flight+hotel form's popular destinations
 * (offline set "dtour", location type 7) and the request's Tehran day.
 */
import { todayIn } from '../../lib/dates';
import { upstream } from '../../server/request-context';
import { offlineDestinations } from '../../server/upstream/search-form';
import { FlightHotelSearchForm } from './FlightHotelSearchForm';

export async function FlightHotelSearchSection() {
  const offline = await offlineDestinations(upstream(), 'dtour');
  return <FlightHotelSearchForm today={todayIn()} offline={offline} />;
}
