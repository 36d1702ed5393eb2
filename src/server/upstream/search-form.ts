/**
 * Server-side data of the search forms: the offline (popular) destination lists, rendered into the page so the
 * combobox works before hydration. A failure never breaks the page: the lists are then empty and the remote
 * search still works.
 */
import { LOCATION_TYPES } from '../../lib/constants';
import { popularFirst } from '../../lib/popular-destinations';
import { FindLocationResponse, OfflineLocationsResponse, type Location, type OfflineSetName } from '../schemas/locations';
import { UpstreamError, type UpstreamClient } from './request';

const OFFLINE_DEADLINE_MS = 3_000;

export interface OfflineDestinations {
  domestic: Location[];
  international: Location[];
}

/** The popular domestic and foreign cities of a set, highest priority first. */
export async function offlineDestinations(client: UpstreamClient, set: OfflineSetName): Promise<OfflineDestinations> {
  try {
    const res = await client.call({
      method: 'GET',
      path: `/api2/Location/Offline/${set}`,
      schema: OfflineLocationsResponse,
      retries: 0,
      deadlineMs: OFFLINE_DEADLINE_MS,
    });
    return popularFirst(res.data);
  } catch (err) {
    if (!(err instanceof UpstreamError && err.silent))
      console.warn('offline destinations unavailable:', err instanceof Error ? err.message : err);
    return { domestic: [], international: [] };
  }
}

/** The one destination whose slug is `slug` (a city of type 3), from the offline lists or a location search. */
export async function destinationBySlug(client: UpstreamClient, slug: string, offline: OfflineDestinations): Promise<Location | null> {
  const wanted = slug.toLowerCase();
  const known = [...offline.domestic, ...offline.international].find((l) => l.slug.toLowerCase() === wanted);
  if (known) return known;
  try {
    const res = await client.call({
      method: 'POST',
      path: '/api2/Location/FindLocation',
      body: {
        name: wanted.replace(/^[a-z]{2}-/, '').replace(/-/g, ' '),
        lang: 'fa',
        locationTypes: [LOCATION_TYPES.cityOrAirport],
        takeCount: 10,
        parentid: null,
        showAllCity: true,
        myCityShowOnly: false,
        isLocal: null,
      },
      schema: FindLocationResponse,
      idempotent: true,
      retries: 0,
      deadlineMs: OFFLINE_DEADLINE_MS,
    });
    return res.data.find((l) => l.locationTypeId === LOCATION_TYPES.cityOrAirport && l.slug.toLowerCase() === wanted) ?? null;
  } catch (err) {
    if (!(err instanceof UpstreamError && err.silent)) console.warn('destination lookup failed:', err instanceof Error ? err.message : err);
    return null;
  }
}
