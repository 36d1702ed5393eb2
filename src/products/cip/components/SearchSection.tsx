/** The cip home's search form: no offline destinations (the airport field has its own table) and the request's Tehran day. */
import { todayIn } from '@/lib/dates';
import { CipSearchForm } from './CipSearchForm';

export async function CipSearchSection() {
  const offline = { domestic: [], international: [] };
  return <CipSearchForm today={todayIn()} offline={offline} />;
}
