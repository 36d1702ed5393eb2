/** Labels of a hotel result (spec 001 §4 "Hotel label"): special rate if guaranteed, new hotel, luxury. */
import { LUXURY_HOTEL_CODE, NEW_HOTEL_CODES } from './constants';
import * as hotelMessages from '@/products/hotel/messages';

export type HotelLabel = 'specialRate' | 'newHotel' | 'luxury';

export function hotelLabels(hotel: { code: string; isGuaranty: boolean }): HotelLabel[] {
  const out: HotelLabel[] = [];
  if (hotel.isGuaranty) out.push('specialRate');
  if ((NEW_HOTEL_CODES as readonly string[]).includes(hotel.code)) out.push('newHotel');
  if (hotel.code === LUXURY_HOTEL_CODE) out.push('luxury');
  return out;
}

export function hotelLabelText(label: HotelLabel): string {
  return hotelMessages.packages[label];
}
