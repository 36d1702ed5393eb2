/**
 * The package-type panel of a dynamic tour's package (spec 001 "Package-type panel (dynamic tours)"): one row per
 * room. Pure: the hotel's PackageTypePanel renders what this returns.
 */
import { findMealCode, mealText } from '@/lib/lookups/meal-codes';
import { roomOrdinal } from '@/lib/rooms';
import { packageType } from '../messages';

/** One line of the package-type panel: «اتاق اول، Deluxe Double، BB، با صبحانه». */
export interface PackageTypeRow {
  ordinal: string;
  roomName: string;
  /** The meal code upper-cased (`BB`), or «—» when the supplier sent none. */
  mealCode: string;
  mealTitle: string;
  /** True when the code is one of RO/R/BB/HB/FB. */
  knownMeal: boolean;
}

/** One row per room, in the package's room order (first to fourth, then «اتاق ۵» …). */
export function packageTypeRows(rooms: readonly { name: string; mealType: string | null | undefined }[]): PackageTypeRow[] {
  return rooms.map((room, i) => {
    const code = (room.mealType ?? '').trim().toUpperCase();
    return {
      ordinal: roomOrdinal(i),
      roomName: room.name.trim() || packageType.room,
      mealCode: code || '—',
      mealTitle: mealText(code),
      knownMeal: findMealCode(code) !== undefined,
    };
  });
}
