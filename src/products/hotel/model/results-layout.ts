/**
 * The order of the results list (spec 000 §2.3): the first 5 hotels, then the suggested economy tours, then the
 * rest; banners of the results list are interleaved before the hotel at their `order` (0-based). Only the hotels
 * shown so far (10 more at a time) are laid out.
 */
import { HOTEL_FIRST_RESULTS } from './constants';

export type ResultSlot<H, B> = { kind: 'hotel'; hotel: H; index: number } | { kind: 'offers' } | { kind: 'banner'; banner: B };

export interface LayoutInput<H, B extends { order: number }> {
  hotels: readonly H[];
  /** How many hotels are shown (pagination). */
  shown: number;
  hasOffers: boolean;
  banners: readonly B[];
}

export function layoutResults<H, B extends { order: number }>({
  hotels,
  shown,
  hasOffers,
  banners,
}: LayoutInput<H, B>): ResultSlot<H, B>[] {
  const count = Math.min(Math.max(0, shown), hotels.length);
  const byOrder = new Map<number, B[]>();
  for (const b of [...banners].sort((a, c) => a.order - c.order)) {
    const at = Math.max(0, Math.floor(b.order));
    byOrder.set(at, [...(byOrder.get(at) ?? []), b]);
  }
  const out: ResultSlot<H, B>[] = [];
  for (let i = 0; i < count; i++) {
    if (i === HOTEL_FIRST_RESULTS && hasOffers) out.push({ kind: 'offers' });
    for (const banner of byOrder.get(i) ?? []) out.push({ kind: 'banner', banner });
    out.push({ kind: 'hotel', hotel: hotels[i] as H, index: i });
  }
  // Fewer than 5 hotels: the tours still follow them.
  if (hasOffers && count <= HOTEL_FIRST_RESULTS && count === hotels.length) out.push({ kind: 'offers' });
  return out;
}
