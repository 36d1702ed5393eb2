/**
 * Optional page content: banners, tour offers and the home page's special offers. They must never break a page (spec 000 §8: a banner failure
 * means no banners; a tour-offer failure is only logged), so they are called once, without retries, under a
 * short deadline, and every failure degrades to an empty list.
 */
import {
  BannersResponse,
  SpecialOffersResponse,
  TourOffersResponse,
  type Banner,
  type SpecialOffer,
  type TourOffer,
} from '../schemas/content';
import { UpstreamError, type UpstreamClient } from './request';

/** Content may wait this long, then the page goes on without it. */
const CONTENT_DEADLINE_MS = 3_000;

async function orEmpty<T>(what: string, p: Promise<T[]>): Promise<T[]> {
  try {
    return await p;
  } catch (err) {
    if (!(err instanceof UpstreamError && err.silent)) console.warn(`${what} unavailable:`, err instanceof Error ? err.message : err);
    return [];
  }
}

export const contentApi = (client: UpstreamClient) => ({
  /** Hotel banners for a scope: l (Iran) → Local, i → International. */
  hotelBanners: (scope: 'l' | 'i'): Promise<Banner[]> =>
    orEmpty(
      'banners',
      client.call({
        method: 'GET',
        path: `/banners?Hotel=true&Locale=${scope === 'l' ? 'Local' : 'International'}`,
        schema: BannersResponse,
        retries: 0,
        deadlineMs: CONTENT_DEADLINE_MS,
      }),
    ),
  tourOffers: (locationId: number): Promise<TourOffer[]> =>
    orEmpty(
      'tour offers',
      client
        .call({
          method: 'GET',
          path: `/api2/Tour/TourOffer?locationId=${encodeURIComponent(String(locationId))}`,
          schema: TourOffersResponse,
          retries: 0,
          deadlineMs: CONTENT_DEADLINE_MS,
        })
        .then((r) => r.data),
    ),
  /**
   * The supplier's special offers (GetSpecialOffers, issue 49 point 9), those still running at `now` and linking
   * into the site only; any failure is an empty list (the home page then shows no offers block).
   */
  specialOffers: (now: number = Date.now()): Promise<SpecialOffer[]> =>
    orEmpty(
      'special offers',
      client
        .call({
          method: 'GET',
          path: '/api2/SpecialOffer/GetSpecialOffers',
          schema: SpecialOffersResponse,
          retries: 0,
          deadlineMs: CONTENT_DEADLINE_MS,
        })
        .then((r) => r.data.filter((o) => Date.parse(o.expireAt) > now)),
    ),
});
