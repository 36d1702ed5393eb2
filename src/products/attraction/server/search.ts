/**
 * The attraction search as a single-answer pipeline product (src/server/search/pipeline.ts): a city slug and the
 * visit day/party of the search link → the city's location (looked up once), then one call to
 * `available?CityId=…` that answers the whole list (no token, no rounds). A city the location search does not know
 * is not an error: it is searched as nothing (an empty list with a clear "unknown city"), and a failed location
 * lookup is the supplier's outage, shown as an outage rather than as "no attractions".
 */
import type { IsoDate } from '@/lib/dates';
import { omitKeys } from '@/lib/query';
import { RESUME_KEYS, type SingleAnswerSearch } from '@/server/search/pipeline';
import { UpstreamError } from '@/server/upstream/request';
import { locationsApi } from '@/server/upstream/locations';
import { attractionSearchProblem } from '../model/search';
import type { TicketCounts } from '../model/price';
import { ticketCountsOfQuery, visitDateOfQuery } from '../model/query';
import type { AttractionItem } from './schemas';
import { attractionsApi } from './upstream';

export const ATTRACTION_STREAM = 'attractions';
/** One call (retries included) is given this long before the page shows the outage. */
const ATTRACTION_SEARCH_LIMIT_MS = 15_000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface AttractionSearchRequest {
  slug: string;
  /** The city's location id; null: the location search does not know the slug (an empty list, not an error). */
  cityId: number | null;
  /** The location lookup itself failed: the search is the supplier's outage. */
  lookupFailed: boolean;
  /** The city's Persian name from the location lookup (null: unknown slug, or the lookup failed). */
  cityName: string | null;
  date: IsoDate | null;
  counts: TicketCounts;
}

export interface AttractionSearchInfo {
  cityId: number | null;
  /** The city in Persian (the supplier's, else the location's); null for a city nobody knows. */
  cityName: string | null;
  date: IsoDate | null;
  counts: TicketCounts;
}

/** A card shows one photo and never the per-day offer: the rest stays on the server (the detail page asks for it). */
export function forAttractionList(item: AttractionItem): AttractionItem {
  return { ...item, photos: item.photos.slice(0, 1), dateOffer: null };
}

export const attractionSearch: SingleAnswerSearch<AttractionSearchRequest, AttractionItem, AttractionSearchInfo> = {
  mode: 'single',
  name: ATTRACTION_STREAM,
  limits: { limitMs: ATTRACTION_SEARCH_LIMIT_MS },
  isPlace: (place) => place.length <= 100 && SLUG.test(place),
  parse: async (client, place, raw, today) => {
    const query = omitKeys(raw, RESUME_KEYS);
    // The summary page's own rules (place, party, dates): the page's Persian message and the edge's 400.
    const problem = attractionSearchProblem(place, query, today);
    if (problem) return { ok: false, code: 'invalid_query', message: problem };
    let city: { locationId: number; name: string } | null = null;
    let lookupFailed = false;
    try {
      city = await locationsApi(client).cityBySlug(place);
    } catch {
      lookupFailed = true;
    }
    const date = visitDateOfQuery(query);
    const request = {
      slug: place,
      cityId: city?.locationId ?? null,
      cityName: city?.name ?? null,
      lookupFailed,
      date,
      counts: ticketCountsOfQuery(query),
    };
    return { ok: true, value: { request, query } };
  },
  requestKey: (r) => JSON.stringify([r.slug, r.cityId, r.date, r.counts]),
  search: async (client, request, { deadlineMs }) => {
    const info = { cityId: request.cityId, date: request.date, counts: request.counts };
    if (request.lookupFailed) throw new UpstreamError('network', null, 'attraction city lookup failed');
    if (request.cityId === null) return { items: [], info: { ...info, cityName: null } };
    const answer = await attractionsApi(client).available(request.cityId, { deadlineMs });
    return { items: answer.items, info: { ...info, cityName: answer.cityName ?? request.cityName } };
  },
  key: (item) => item.attractionId,
  mergeValue: (item) => item.minPrice ?? Number.POSITIVE_INFINITY,
  replaces: (next, before) => next < before,
  forResultsList: forAttractionList,
};
