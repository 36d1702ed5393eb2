/**
 * The hotel results' banners from the loading-banners service (issue 49 point 3; spec 001 §3 "Loading banner", §7
 * "GET loading-banners service with params local and one of tour, hotel, flight"): the searched destination's
 * banners, placed in the list at RESULT_BANNER_SLOTS. Optional content: one call, no retry, a short deadline; an
 * outage, a malformed answer or a destination without banners is no banner, never an error of the page.
 */
import { type Banner, type LoadingBannerItem, LoadingBannersResponse, type LoadingBanners } from '@/server/schemas/content';
import { UpstreamError, type UpstreamClient } from '@/server/upstream/request';

export const HOTEL_BANNER_DEADLINE_MS = 2_500;
/** Where the destination's banners go in the list: before the 4th and the 9th hotel (0-based `order`). */
export const RESULT_BANNER_SLOTS = [3, 8] as const;

/** A banner's three parts, when image1..3 and link1..3 are all given. */
function threeParts(b: LoadingBannerItem): { image: string; link: string }[] | null {
  const parts = [
    [b.image1, b.link1],
    [b.image2, b.link2],
    [b.image3, b.link3],
  ] as const;
  if (!parts.every(([image, link]) => image && link)) return null;
  return parts.map(([image, link]) => ({ image: image as string, link: link as string }));
}

/** The list's banners for `locationId` out of the service's answer (none when the destination has none). */
export function destinationBanners(answer: LoadingBanners, locationId: number, scope: 'l' | 'i'): Banner[] {
  const entry = answer.find((e) => e.destination.locationId === locationId);
  if (!entry) return [];
  return entry.banner.slice(0, RESULT_BANNER_SLOTS.length).map((b, i) => {
    const parts = threeParts(b);
    return {
      id: locationId * 10 + i,
      Place: 'SearchResult',
      order: RESULT_BANNER_SLOTS[i] as number,
      Link: b.link,
      Desktop: b.url,
      Mobile: b.url,
      DesktopThree: parts,
      MobileThree: null,
      ShowThreeBanner: parts !== null,
      expireDate: b.expireDate,
      DstName: entry.destination.name,
      Locale: scope === 'l' ? 'Local' : 'International',
    };
  });
}

/** The searched destination's banners for the hotel results, or [] on any failure. */
export async function hotelResultsBanners(client: UpstreamClient, locationId: number, scope: 'l' | 'i'): Promise<Banner[]> {
  try {
    const answer = await client.call({
      method: 'GET',
      path: `/loading-banners?local=${scope === 'l'}&hotel=true`,
      schema: LoadingBannersResponse,
      retries: 0,
      deadlineMs: HOTEL_BANNER_DEADLINE_MS,
    });
    return destinationBanners(answer, locationId, scope);
  } catch (err) {
    if (!(err instanceof UpstreamError && err.silent))
      console.warn('loading banners unavailable:', err instanceof Error ? err.message : err);
    return [];
  }
}
