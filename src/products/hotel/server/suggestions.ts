/**
 * Hotel suggestions (`/ai/recommendation/search`, issue 49 point 9) for the hotel home: a city's best-liked hotels,
 * each a link to its hotel page. Optional content: one call, no retry, a short deadline; a failure is an empty list
 * (the block is hidden), never an error of the page.
 */
import type * as v from 'valibot';
import { hotelPagePath } from '@/products/hotel/model/query';
import { UpstreamError, type UpstreamClient } from '@/server/upstream/request';
import { type HotelSuggestion, HotelSuggestionsResponse } from './schemas/hotels';

export const HOTEL_SUGGESTION_DEADLINE_MS = 2_500;
/** The hotel home suggests hotels of these cities (Kish, Mashhad). */
export const SUGGESTED_CITIES = [402, 401] as const;
export const SUGGESTIONS_PER_CITY = 4;

export type SuggestedHotel = v.InferOutput<typeof HotelSuggestion> & { href: string };

export async function hotelSuggestions(client: UpstreamClient, locationId: number, take = SUGGESTIONS_PER_CITY): Promise<SuggestedHotel[]> {
  try {
    const res = await client.call({
      method: 'GET',
      path: `/ai/recommendation/search?locationId=${locationId}&take=${take}`,
      schema: HotelSuggestionsResponse,
      retries: 0,
      deadlineMs: HOTEL_SUGGESTION_DEADLINE_MS,
    });
    return res.data.map((h) => ({ ...h, href: hotelPagePath({ destination: h.citySlug, hotelName: h.englishName, hotelId: h.hotelId }) }));
  } catch (err) {
    if (!(err instanceof UpstreamError && err.silent))
      console.warn('hotel suggestions unavailable:', err instanceof Error ? err.message : err);
    return [];
  }
}
