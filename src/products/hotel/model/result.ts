/** The least a hotel search result needs for filtering, sorting and the price slider. */
export interface HotelResultLike {
  hotelId: number | string;
  name?: string | null;
  persianName?: string | null;
  englishName?: string | null;
  /** 0 … 5 */
  star: number;
  /** Guest rating; higher is better. */
  rate: number;
  /** Guaranteed (special-rate) hotel. */
  isGuaranty: boolean;
  /** Cheapest package, in rial. */
  minimumPackagePrice: number;
  /** Last day the card's (cheapest) package cancels without penalty; null or missing: none. */
  freeCancellationUntil?: string | null;
  /** The hotel's area of the city (filter key area). */
  area?: string | null;
  /** Kind of stay: hotel, hotel apartment… (filter key type). */
  hotelType?: string | null;
  /** Provider of the card's (cheapest) package (filter key provider). */
  provider?: string | null;
}
