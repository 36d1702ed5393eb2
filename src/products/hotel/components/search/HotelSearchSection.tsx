/**
 * Server part of the hotel search form: reads the popular destinations (so the combobox works before hydration),
 * the route's destination and today's Tehran day, then renders the client form behind its preview until the
 * traveller reaches for it. Used by /hotel and /hotel/{destination}; the results page passes the same data
 * (`hotelSearchFormProps`) to its search summary.
 */
import { parseHotelQuery } from '@/products/hotel/model/query';
import type { Query } from '@/lib/query';
import { upstream } from '@/server/request-context';
import { destinationBySlug, offlineDestinations } from '@/server/upstream/search-form';
import { DeferredHotelSearchForm } from './DeferredHotelSearchForm';
import type { HotelSearchFormData, HotelSearchFormVariant } from './HotelSearchForm';
import { toDestination } from '@/lib/destination';
import { currentDay } from '@/server/clock';

/** `popularInPage: false` (the results page): the popular destinations still resolve the slug here, but the form
 * fetches its own copy when it loads, so they are not in the page. */
export async function hotelSearchFormProps({
  query,
  slug,
  popularInPage = true,
}: {
  query: Query;
  slug?: string;
  popularInPage?: boolean;
}): Promise<HotelSearchFormData> {
  const client = upstream();
  const offline = await offlineDestinations(client, 'hotels');
  const location = slug ? await destinationBySlug(client, slug, offline) : null;
  return {
    initial: parseHotelQuery(query),
    destination: location ? toDestination(location) : null,
    offline: popularInPage ? offline : null,
    today: currentDay(),
  };
}

export async function HotelSearchSection({
  query,
  slug,
  variant = 'page',
}: {
  query: Query;
  slug?: string;
  variant?: HotelSearchFormVariant;
}) {
  const props = await hotelSearchFormProps({ query, slug });
  // The form's code loads at the traveller's first reach for it (hover, focus, touch, press), behind a static
  // preview: not in the page's first JavaScript, its hydration or its idle time (DeferredHotelSearchForm).
  return <DeferredHotelSearchForm data={props} variant={variant} />;
}
