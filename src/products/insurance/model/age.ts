/**
 * A traveller's age for an insurance price: completed years on the trip's first day (an insurer prices the age the
 * traveller has when the cover starts, not the age on the day of purchase), and the age band the price table reads.
 */
import { gregorianParts, type IsoDate } from '@/lib/dates';
import type { PassengerCounts } from '@/lib/passengers';

/** Completed years on `onDate` of someone born on `birthDate` (a 29 February birthday counts from 1 March). */
export function ageOn(birthDate: IsoDate, onDate: IsoDate): number {
  const b = gregorianParts(birthDate);
  const d = gregorianParts(onDate);
  const hadBirthday = d.month > b.month || (d.month === b.month && d.day >= b.day);
  return d.year - b.year - (hadBirthday ? 0 : 1);
}

export const AGE_BAND_IDS = ['0-12', '13-65', '66-75', '76-80', '81+'] as const;
export type AgeBandId = (typeof AGE_BAND_IDS)[number];

export interface AgeBand {
  id: AgeBandId;
  minAge: number;
  /** null: no upper end. */
  maxAge: number | null;
}

/** The insurers' common bands: a child, an adult, and three senior bands priced ever higher. */
export const AGE_BANDS: readonly AgeBand[] = [
  { id: '0-12', minAge: 0, maxAge: 12 },
  { id: '13-65', minAge: 13, maxAge: 65 },
  { id: '66-75', minAge: 66, maxAge: 75 },
  { id: '76-80', minAge: 76, maxAge: 80 },
  { id: '81+', minAge: 81, maxAge: null },
];

/** The band of an age (a negative age, a birth after the trip starts, has none). */
export function ageBand(age: number): AgeBand | null {
  if (!Number.isInteger(age) || age < 0) return null;
  return AGE_BANDS.find((b) => age >= b.minAge && (b.maxAge === null || age <= b.maxAge)) ?? null;
}

/**
 * The ages a first quote uses when a link carries only the passenger counts (`adults`, `child`, `infant`), before the
 * travellers step asks for birth dates: an adult is priced in the 13–65 band, a child and an infant in the 0–12 band.
 * The booking prices the real birth dates again, so a senior's price is never the adult's.
 */
export const COUNT_AGES = { adults: 30, child: 7, infant: 1 } as const;

export function agesForCounts(p: PassengerCounts): number[] {
  return [
    ...Array<number>(p.adults).fill(COUNT_AGES.adults),
    ...Array<number>(p.child).fill(COUNT_AGES.child),
    ...Array<number>(p.infant).fill(COUNT_AGES.infant),
  ];
}
