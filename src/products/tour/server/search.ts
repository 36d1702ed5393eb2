/**
 * A destination's tour list (`/tour/{destination}`, `/tours/{destination}`, stream `/stream/tour/{destination}`) in the
 * pipeline's single-answer mode: the supplier's catalogue answers every package of the destination in one call, with
 * no token and no polling. The search form's rules (a destination, its dates and passengers) refuse bad input with
 * their Persian message (the edge's 400); a destination without tours is an empty list, not an error.
 */
import type { SingleAnswerSearch } from '@/server/search/pipeline';
import { type TourSearchInfo, type TourSearchRequest, tourRequestOf } from '../model/query';
import { tourSearchProblem } from '../model/search';
import { placeProblem } from '@/lib/search-problems';
import type { TourPackageSummary } from './schemas';
import { tourApi } from './upstream';

/** The catalogue answers at once; a supplier that has not answered in this time is an outage. */
export const TOUR_SEARCH_LIMIT_MS = 8_000;

export const tourSearch: SingleAnswerSearch<TourSearchRequest, TourPackageSummary, TourSearchInfo> = {
  mode: 'single',
  name: 'tour',
  limits: { limitMs: TOUR_SEARCH_LIMIT_MS },
  isPlace: (place) => placeProblem(place) === null,
  async parse(_client, place, query, today) {
    const problem = tourSearchProblem(place, query, today);
    if (problem) return { ok: false, code: 'invalid_query', message: problem };
    const request = tourRequestOf(place);
    if (!/^[a-z-]{2,30}$/.test(request.destination)) return { ok: false, code: 'invalid_destination', message: problem ?? '' };
    return { ok: true, value: { request, query } };
  },
  requestKey: (r) => r.destination,
  async search(client, request, { deadlineMs }) {
    const list = await tourApi(client).list(request.destination, { deadlineMs });
    const d = list.destination;
    const info: TourSearchInfo = {
      destination: request.destination,
      name: d?.name ?? null,
      countryCode: d?.countryCode ?? null,
      domestic: d?.domestic ?? true,
    };
    return { items: list.items, info };
  },
  key: (p) => p.packageId,
  mergeValue: (p) => p.priceFrom ?? Number.POSITIVE_INFINITY,
  replaces: (next, before) => next !== before,
  forResultsList: (p) => p,
};
