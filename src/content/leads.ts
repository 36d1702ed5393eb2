/** The lead box's service choices (the product pages' and landings' call-back form) → the supplier's lead order ids. */
export const LEAD_ORDER_IDS = {
  domesticFlight: 1,
  internationalFlight: 2,
  domesticHotel: 3,
  internationalHotel: 4,
  domesticTour: 5,
  internationalTour: 6,
} as const;
