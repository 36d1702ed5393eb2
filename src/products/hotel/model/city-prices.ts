/**
 * The city price table (spec 001 §9 "Price filter"): per city, the three thresholds in rial (per night and room) that
 * cut the results into four price bands. Plain data, looked up by the destination's location id; a city missing here
 * uses the scope's defaults (DEFAULT_PRICE_BANDS_RIAL). The spec gives no city rows: these are sandbox values for the
 * cities the site promotes, to be replaced by the business's table.
 */
import type { CityPriceRanges } from '@/lib/money';

export const CITY_PRICE_TABLE: Readonly<Record<number, CityPriceRanges>> = {
  /** Kish */
  402: { firstRange: 30_000_000, secondRange: 55_000_000, thirdRange: 95_000_000 },
  /** Mashhad */
  401: { firstRange: 20_000_000, secondRange: 38_000_000, thirdRange: 70_000_000 },
  /** Shiraz */
  412: { firstRange: 18_000_000, secondRange: 32_000_000, thirdRange: 60_000_000 },
  /** Isfahan */
  399: { firstRange: 18_000_000, secondRange: 34_000_000, thirdRange: 62_000_000 },
  /** Istanbul */
  5847: { firstRange: 110_000_000, secondRange: 200_000_000, thirdRange: 350_000_000 },
  /** Dubai */
  46082: { firstRange: 150_000_000, secondRange: 280_000_000, thirdRange: 450_000_000 },
};

/** The row of a city (location id), or null: the scope's defaults apply. */
export function cityPriceRanges(locationId: number): CityPriceRanges | null {
  return CITY_PRICE_TABLE[locationId] ?? null;
}
