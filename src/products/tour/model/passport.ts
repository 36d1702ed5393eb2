/** International tours: a passport valid at least six months after the return (pure; the shared rule's months). */
import type { IsoDate } from '@/lib/dates';
import { addMonthsIso, PASSPORT_VALIDITY_MONTHS } from '@/lib/travellers';
import { tourTexts as m } from '../messages';

/** Why this passport cannot travel on a tour returning on `returnDate` (Persian), or null. */
export function passportProblem(number: string | null | undefined, expiry: string | null | undefined, returnDate: IsoDate): string | null {
  if (!number || !/^[A-Za-z0-9]{6,12}$/.test(number.trim()) || !expiry || !/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return m.passportNeeded;
  if (expiry < addMonthsIso(returnDate, PASSPORT_VALIDITY_MONTHS)) return m.passportExpiry;
  return null;
}
