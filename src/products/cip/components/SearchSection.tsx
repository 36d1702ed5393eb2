/** The cip home's search form: no offline destinations (the airport field has its own table) and the request's Tehran day. */
import { CipSearchForm } from './CipSearchForm';
import { currentDay } from '@/server/clock';

export async function CipSearchSection() {
  const offline = { domestic: [], international: [] };
  return <CipSearchForm today={currentDay()} offline={offline} />;
}
