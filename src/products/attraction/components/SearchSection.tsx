/** The attraction home's search form: its popular destinations (the supplier's offline set) and the request's Tehran day. */
import { upstream } from '@/server/request-context';
import { offlineDestinations } from '@/server/upstream/search-form';
import { AttractionSearchForm } from './AttractionSearchForm';
import { currentDay } from '@/server/clock';

export async function AttractionSearchSection() {
  const offline = await offlineDestinations(upstream(), 'attractions');
  return <AttractionSearchForm today={currentDay()} offline={offline} />;
}
