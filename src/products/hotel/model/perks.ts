/**
 * Featured hotels and per-city perks (spec 001 §3 "Featured hotels list", §9): Mashhad's six featured hotels, the
 * Dubai list of six, the hotels with hard-coded perks and free airport transfer for Istanbul (and two more codes).
 * Plain data. The spec gives the perk and transfer codes; it names the featured and Dubai lists only by city and
 * size, so those ids are the sandbox's (ids `cityId * 1000 + n`) until the business supplies its own.
 */

/** Spec 001 §3: featured hotels, cityName and hotelId (Mashhad, six hotels). */
export const FEATURED_HOTELS: readonly { cityName: string; hotelId: number }[] = [401001, 401002, 401003, 401004, 401005, 401006].map(
  (hotelId) => ({ cityName: 'mashhad', hotelId }),
);

/** Spec 001 §9: the Dubai hotel ids list (six). */
export const DUBAI_HOTEL_IDS: readonly number[] = [46082001, 46082002, 46082003, 46082004, 46082005, 46082006];

/** Spec 001 §9: hotels with hard-coded perks. */
export const PERK_HOTEL_CODES: readonly string[] = ['349904', '229', '807324', '8', '9', '786181', '11423'];

/** Spec 001 §9: free transfer for IST (the Istanbul destination) or these hotel codes. */
export const FREE_TRANSFER_CODES: readonly string[] = ['11514', '349802'];
/** Istanbul's location id (the lead-city table) and IATA code. */
export const ISTANBUL_LOCATION_ID = 5847;

export type HotelPerk = 'featured' | 'dubaiSelection' | 'perk' | 'freeTransfer';

/** The perks a result card shows for a hotel of a search at `locationId`. */
export function hotelPerks(hotel: { hotelId: number; code: string }, locationId: number | null): HotelPerk[] {
  const out: HotelPerk[] = [];
  if (FEATURED_HOTELS.some((f) => f.hotelId === hotel.hotelId)) out.push('featured');
  if (DUBAI_HOTEL_IDS.includes(hotel.hotelId)) out.push('dubaiSelection');
  if (PERK_HOTEL_CODES.includes(hotel.code)) out.push('perk');
  if (locationId === ISTANBUL_LOCATION_ID || FREE_TRANSFER_CODES.includes(hotel.code)) out.push('freeTransfer');
  return out;
}
