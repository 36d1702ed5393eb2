/**
 * Server-side data of the search forms: the offline (popular) destination lists, rendered into the page so the
 * combobox works before hydration, and the form's preselected destination. A failure never breaks the page: the
 * lists are then empty, the destination unset, and the remote search still works. The calls are those of
 * `./locations`, made to degrade fast (no retry, a short deadline).
 */
import { popularFirst } from '@/lib/popular-destinations';
import type { Location, OfflineSetName } from '../schemas/locations';
import { locationsApi } from './locations';
import { UpstreamError, type UpstreamClient } from './request';

const FORM_CALL = { retries: 0, deadlineMs: 3_000 } as const;

/**
 * What a form needs of a destination: the supplier's location has ~30 fields, and the popular lists ride in the
 * page's RSC payload, which the browser parses and hydrates before the form answers (on /hotel about half of the
 * payload was the 30 popular cities' unused fields).
 */
export type FormLocation = Pick<
  Location,
  | 'locationId'
  | 'name'
  | 'persianName'
  | 'englishName'
  | 'locationTypeId'
  | 'priority'
  | 'countryCode'
  | 'countryPersianName'
  | 'iataCode'
  | 'parentName'
  | 'province'
  | 'slug'
  | 'isLocal'
  | 'hotelName'
>;

export function toFormLocation(l: FormLocation): FormLocation {
  return {
    locationId: l.locationId,
    name: l.name,
    persianName: l.persianName,
    englishName: l.englishName,
    locationTypeId: l.locationTypeId,
    priority: l.priority,
    countryCode: l.countryCode,
    countryPersianName: l.countryPersianName,
    iataCode: l.iataCode,
    parentName: l.parentName,
    province: l.province,
    slug: l.slug,
    isLocal: l.isLocal,
    hotelName: l.hotelName,
  };
}

export interface OfflineDestinations {
  domestic: FormLocation[];
  international: FormLocation[];
}

/** The popular domestic and foreign cities of a set, highest priority first, with the fields a form uses. */
export async function offlineDestinations(client: UpstreamClient, set: OfflineSetName): Promise<OfflineDestinations> {
  try {
    const lists = popularFirst(await locationsApi(client).offline(set, FORM_CALL));
    return { domestic: lists.domestic.map(toFormLocation), international: lists.international.map(toFormLocation) };
  } catch (err) {
    warn('offline destinations unavailable:', err);
    return { domestic: [], international: [] };
  }
}

/** The one destination whose slug is `slug` (a city of type 3), from the offline lists, else a location search. */
export async function destinationBySlug(client: UpstreamClient, slug: string, offline: OfflineDestinations): Promise<FormLocation | null> {
  const wanted = slug.toLowerCase();
  const known = [...offline.domestic, ...offline.international].find((l) => l.slug.toLowerCase() === wanted);
  if (known) return known;
  try {
    return await locationsApi(client).cityBySlug(slug, FORM_CALL);
  } catch (err) {
    warn('destination lookup failed:', err);
    return null;
  }
}

/** Network errors and cancelled requests are expected noise and stay silent; anything else is logged. */
function warn(what: string, err: unknown): void {
  if (!(err instanceof UpstreamError && err.silent)) console.warn(what, err instanceof Error ? err.message : err);
}
