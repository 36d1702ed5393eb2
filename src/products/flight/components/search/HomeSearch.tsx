/** The flight's search form under its tab on the home page (issue 48): the same form as /flight. */
import { todayIn } from '@/lib/dates';
import { FlightSearchForm } from './FlightSearchForm';

export default function FlightHomeSearch() {
  return <FlightSearchForm today={todayIn()} />;
}
