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
}
