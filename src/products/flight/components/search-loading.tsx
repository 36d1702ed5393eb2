/**
 * The flight's search-loading dialog (spec 001 §2): its title, slogans and banner scene (a plane on its arc, drawn in
 * the shared frame of LoadingBanner). The page adds the route, the dates and the passengers.
 */
import type { SearchLoadingProduct } from '@/components/results/search-loading-products';
import { PLANE_PATH } from '@/components/ui/icons';
import { flightLoading } from '../messages';

function FlightScene() {
  return (
    <>
      <path d="M292 92Q170 -4 36 62" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="6 7" opacity="0.45" />
      {/* Nose to the left: in a right-to-left page, forward is leftward. */}
      <path d={PLANE_PATH} fill="currentColor" transform="translate(118 16) rotate(-80 12 12) scale(1.9)" />
    </>
  );
}

export const flightSearchLoading: SearchLoadingProduct = { ...flightLoading, banner: <FlightScene /> };
