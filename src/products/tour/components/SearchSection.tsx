/** The tour home's search form: its popular destinations (the supplier's offline set) and the request's Tehran day. */
import { upstream } from '@/server/request-context';
import { offlineDestinations } from '@/server/upstream/search-form';
import { TourSearchForm } from './TourSearchForm';
import { currentDay } from '@/server/clock';

export async function TourSearchSection() {
  const offline = await offlineDestinations(upstream(), 'dtour');
  return <TourSearchForm today={currentDay()} offline={offline} />;
}
