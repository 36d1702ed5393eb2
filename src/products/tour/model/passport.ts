/** International tours: a passport valid at least six months after the return (pure). */
import { addDays, type IsoDate } from '@/lib/dates';
import { tourTexts as m } from '../messages';

export const PASSPORT_VALID_DAYS_AFTER_RETURN = 182;

/** Why this passport cannot travel on a tour returning on `returnDate` (Persian), or null. */
export function passportProblem(number: string | null | undefined, expiry: string | null | undefined, returnDate: IsoDate): string | null {
  if (!number || !/^[A-Za-z0-9]{6,12}$/.test(number.trim()) || !expiry || !/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return m.passportNeeded;
  if (expiry < addDays(returnDate, PASSPORT_VALID_DAYS_AFTER_RETURN)) return m.passportExpiry;
  return null;
}
