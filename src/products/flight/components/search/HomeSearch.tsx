/** The flight's search form under its tab on the home page (issue 48): the same form as /flight. */
import { FlightSearchForm } from './FlightSearchForm';
import { currentDay } from '@/server/clock';

export default function FlightHomeSearch() {
  return <FlightSearchForm today={currentDay()} />;
}
