/**
 * What sitemap.xml lists: the home and hotel home, every hotel destination of the supplier's popular list and every
 * hotel there (by its canonical URL, without dates or rooms), the city guides and the landing pages. One offline-list
 * call, then one hotel-list call per destination, a few at a time (a Worker has 6 outbound connections). A destination
 * whose hotel list fails is left out of this build (logged); a failed destination list fails the whole build, so
 * a half sitemap is never cached as the whole.
 */
import { cities } from '@/content/travel';
import { LANDING_SLUGS } from '@/content/landings';
import { hotelCanonicalPath } from '@/products/hotel/model/seo';
import type { SitemapEntry } from '@/lib/sitemap';
import { HotelListResponse } from '../products/hotel/server/schemas/hotels';
import { locationsApi } from './upstream/locations';
import type { UpstreamClient } from './upstream/request';

/** Hotel lists fetched at once. */
const CONCURRENT_LISTS = 4;
/** Each call's own bound: a slow supplier costs one destination, never an endless sitemap. */
const LIST_CALL = { retries: 1, deadlineMs: 8_000 } as const;

export async function sitemapEntries(client: UpstreamClient): Promise<SitemapEntry[]> {
  const offline = await locationsApi(client).offline('hotels', LIST_CALL);
  const destinations = [...offline.domestic, ...offline.international];
  const hotels: SitemapEntry[][] = [];
  for (let i = 0; i < destinations.length; i += CONCURRENT_LISTS) {
    const batch = destinations.slice(i, i + CONCURRENT_LISTS);
    hotels.push(
      ...(await Promise.all(
        batch.map(async (place): Promise<SitemapEntry[]> => {
          try {
            const res = await client.call({
              method: 'GET',
              path: `/api2/hotels/HotelList?locationId=${place.locationId}`,
              schema: HotelListResponse,
              ...LIST_CALL,
            });
            return res.data.map((h) => ({ path: hotelCanonicalPath(h), changefreq: 'weekly', priority: 0.6 }));
          } catch (err) {
            console.warn(`sitemap: hotels of ${place.slug} left out:`, err instanceof Error ? err.message : err);
            return [];
          }
        }),
      )),
    );
  }
  return [
    { path: '/', changefreq: 'daily', priority: 1 },
    { path: '/hotel', changefreq: 'daily', priority: 0.9 },
    ...destinations.map((d): SitemapEntry => ({ path: `/hotel/${encodeURIComponent(d.slug)}`, changefreq: 'daily', priority: 0.8 })),
    ...Object.keys(cities).map((slug): SitemapEntry => ({ path: `/city/${slug}`, changefreq: 'monthly', priority: 0.7 })),
    ...LANDING_SLUGS.map((slug): SitemapEntry => ({ path: `/landings/${slug}`, changefreq: 'weekly', priority: 0.6 })),
    ...hotels.flat(),
  ];
}
