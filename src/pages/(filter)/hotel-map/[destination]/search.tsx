import { env } from 'cloudflare:workers';
import type { PageProps } from 'waku/router';
import { SearchProblem } from '@/components/content/SearchProblem';
import { HotelResultsSection } from '@/products/hotel/components/HotelResultsSection';
import { toQuery } from '@/lib/query';
import { hotelSearchProblem } from '@/products/hotel/model/search-problem';
import { currentDay } from '@/server/clock';

/** A tile URL template (`https://…/{z}/{x}/{y}.png` or a same-origin path); empty = no tiles. */
function tileUrl(): string {
  const value = (env as { MAP_TILE_URL?: string }).MAP_TILE_URL?.trim() ?? '';
  return /^(https:\/\/|\/)[^\s"'<>]*\{z\}[^\s"'<>]*$/.test(value) ? value : '';
}

/** `/hotel-map/{destination}/search`: the same search and stream as `/hotel/{destination}/search`, shown on a map. */
export default async function HotelMapSearchPage({ destination, query }: PageProps<'/hotel-map/[destination]/search'>) {
  const search = toQuery(query ?? '');
  // Input no repair redirect can fix: the reason, with status 400 (src/edge/search-prefetch.ts).
  const problem = hotelSearchProblem(search, currentDay(), destination);
  if (problem) return <SearchProblem productName="هتل" formPath="/hotel" message={problem} />;
  return <HotelResultsSection destination={destination} search={search} view="map" tileUrl={tileUrl()} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
