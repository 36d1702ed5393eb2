/** The insurance home's search form: its popular destinations (the supplier's offline set) and the request's Tehran day. */
import { upstream } from '@/server/request-context';
import { offlineDestinations } from '@/server/upstream/search-form';
import { InsuranceSearchForm } from './InsuranceSearchForm';
import { currentDay } from '@/server/clock';

export async function InsuranceSearchSection() {
  const offline = await offlineDestinations(upstream(), 'hotels');
  return <InsuranceSearchForm today={currentDay()} offline={offline} />;
}
