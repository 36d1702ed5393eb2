/**
 * A destination's tour list filtered and sorted (pure): price band (per-person «from» price in the spec's four bands,
 * cut at the scope's thresholds × the tour default dates' nights), nights, hotel stars, transport (an airline code or
 * `BUS`) and departure month (the Jalali `YYYY-MM` of a departure with seats left); sorts: the supplier's order (default),
 * priceAsc, priceDes, and soonest departure.
 */
import { DEFAULT_PRICE_BANDS_RIAL } from '@/lib/constants';
import { toJalaliParts } from '@/lib/dates';

/** What filtering reads of a package (the supplier's `TourPackageSummary` has these). */
export interface TourFacts {
  packageId: number;
  nights: number;
  stars: number;
  priceFrom: number | null;
  transport: { mode: 'flight' | 'bus'; carrierCode: string };
  departures: readonly { date: string; isSoldOut: boolean }[];
  destination: { domestic: boolean };
}

export const TOUR_SORTS = ['default', 'priceAsc', 'priceDes', 'departure'] as const;
export type TourSort = (typeof TOUR_SORTS)[number];

export interface TourFilters {
  /** Band indexes 0–3 (empty: every band). */
  priceBands: readonly number[];
  nights: readonly number[];
  stars: readonly number[];
  /** Airline codes or `BUS`. */
  transport: readonly string[];
  /** Jalali `YYYY-MM` (`1405-09`). */
  months: readonly string[];
}

export const NO_TOUR_FILTERS: TourFilters = { priceBands: [], nights: [], stars: [], transport: [], months: [] };

/** Nights of the tour default dates (spec 001 §5: today + 2 → today + 4) the per-night thresholds are taken for. */
export const TOUR_BAND_NIGHTS = 2;

/** The three cut points (rial, per person) of a domestic or international list. */
export function tourBandThresholds(domestic: boolean): [number, number, number] {
  const base = DEFAULT_PRICE_BANDS_RIAL[domestic ? 'domestic' : 'international'];
  return [base[0] * TOUR_BAND_NIGHTS, base[1] * TOUR_BAND_NIGHTS, base[2] * TOUR_BAND_NIGHTS];
}

/** The band (0–3) of a price, or null when sold out everywhere. */
export function priceBandOf(price: number | null, domestic: boolean): number | null {
  if (price === null) return null;
  const [a, b, c] = tourBandThresholds(domestic);
  return price < a ? 0 : price < b ? 1 : price < c ? 2 : 3;
}

/** The Jalali month (`1405-09`) of a date. */
export function jalaliMonthKey(iso: string): string {
  const { year, month } = toJalaliParts(iso);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The Jalali months a package still has a seat in. */
export function openMonths(p: TourFacts): string[] {
  return [...new Set(p.departures.filter((d) => !d.isSoldOut).map((d) => jalaliMonthKey(d.date)))].sort();
}

export function matchesTour(p: TourFacts, f: TourFilters): boolean {
  if (f.priceBands.length > 0) {
    const band = priceBandOf(p.priceFrom, p.destination.domestic);
    if (band === null || !f.priceBands.includes(band)) return false;
  }
  if (f.nights.length > 0 && !f.nights.includes(p.nights)) return false;
  if (f.stars.length > 0 && !f.stars.includes(p.stars)) return false;
  if (f.transport.length > 0 && !f.transport.includes(p.transport.carrierCode)) return false;
  if (f.months.length > 0 && !openMonths(p).some((m) => f.months.includes(m))) return false;
  return true;
}

const firstOpen = (p: TourFacts): string => p.departures.find((d) => !d.isSoldOut)?.date ?? '9999-12-31';

/** Sorted copy; sold-out packages (no price) always last, ties by package id. */
export function sortTours<T extends TourFacts>(items: readonly T[], sort: TourSort): T[] {
  const price = (p: T) => p.priceFrom ?? Number.POSITIVE_INFINITY;
  const tie = (a: T, b: T) => a.packageId - b.packageId;
  const out = [...items];
  switch (sort) {
    case 'priceAsc':
      return out.sort((a, b) => price(a) - price(b) || tie(a, b));
    case 'priceDes':
      return out.sort((a, b) => (a.priceFrom === null ? 1 : 0) - (b.priceFrom === null ? 1 : 0) || price(b) - price(a) || tie(a, b));
    case 'departure':
      return out.sort((a, b) => firstOpen(a).localeCompare(firstOpen(b)) || tie(a, b));
    default:
      return out.sort((a, b) => (a.priceFrom === null ? 1 : 0) - (b.priceFrom === null ? 1 : 0));
  }
}

/** The options a list offers: nights, stars, transport codes and months present in it. */
export function filterOptions(items: readonly TourFacts[]) {
  const uniq = <T>(xs: T[]) => [...new Set(xs)];
  return {
    nights: uniq(items.map((p) => p.nights)).sort((a, b) => a - b),
    stars: uniq(items.map((p) => p.stars)).sort((a, b) => a - b),
    transport: uniq(items.map((p) => p.transport.carrierCode)).sort(),
    months: uniq(items.flatMap(openMonths)).sort(),
  };
}

export function filterTours<T extends TourFacts>(items: readonly T[], f: TourFilters, sort: TourSort = 'default'): T[] {
  return sortTours(
    items.filter((p) => matchesTour(p, f)),
    sort,
  );
}
