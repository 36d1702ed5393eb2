import { env } from 'cloudflare:workers';
import type { PageProps } from 'waku/router';
import { HotelResultsSection } from '@/components/hotel/HotelResultsSection';
import { toQuery } from '@/lib/query';

/** A tile URL template (`https://…/{z}/{x}/{y}.png` or a same-origin path); empty = no tiles. */
function tileUrl(): string {
  const value = (env as { MAP_TILE_URL?: string }).MAP_TILE_URL?.trim() ?? '';
  return /^(https:\/\/|\/)[^\s"'<>]*\{z\}[^\s"'<>]*$/.test(value) ? value : '';
}

/** `/hotel-map/{destination}/search`: the same search and stream as `/hotel/{destination}/search`, shown on a map. */
export default async function HotelMapSearchPage({ destination, query }: PageProps<'/hotel-map/[destination]/search'>) {
  return <HotelResultsSection destination={destination} search={toQuery(query ?? '')} view="map" tileUrl={tileUrl()} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
