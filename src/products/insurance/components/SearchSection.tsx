/** The insurance home's search form: its popular destinations (the supplier's offline set) and the request's Tehran day. */
import { todayIn } from '@/lib/dates';
import { upstream } from '@/server/request-context';
import { offlineDestinations } from '@/server/upstream/search-form';
import { InsuranceSearchForm } from './InsuranceSearchForm';

export async function InsuranceSearchSection() {
  const offline = await offlineDestinations(upstream(), 'hotels');
  return <InsuranceSearchForm today={todayIn()} offline={offline} />;
}
