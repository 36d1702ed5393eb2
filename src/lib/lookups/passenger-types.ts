/** Passenger types of flight and tour bookings. */
import { toPersianDigits as fa } from '../text';
import { createLookup } from './lookup';

export interface PassengerTypeRecord {
  code: string;
  name: string;
  englishName: string;
  /** Age band in years, when the type has one. */
  ages?: readonly [min: number, max: number];
}

const senior = (code: string, min: number, max: number): PassengerTypeRecord => ({
  code,
  name: `بزرگسال ${fa(min)} تا ${fa(max)} سال`,
  englishName: `Adult ${min}-${max}`,
  ages: [min, max],
});

export const PASSENGER_TYPES: readonly PassengerTypeRecord[] = [
  { code: 'adult', name: 'بزرگسال', englishName: 'Adult' },
  senior('adult2', 66, 70),
  senior('adult3', 71, 75),
  senior('adult4', 76, 80),
  senior('adult5', 81, 85),
  { code: 'childWithService', name: 'کودک با خدمات', englishName: 'Child with service' },
  { code: 'child', name: 'کودک', englishName: 'Child' },
  { code: 'childNB', name: 'کودک بدون تخت', englishName: 'Child, no bed' },
  { code: 'infant', name: 'نوزاد', englishName: 'Infant' },
];

const table = createLookup(
  PASSENGER_TYPES,
  (p) => p.code,
  (p) => p.name,
);
export const findPassengerType = table.find;
export const lookupPassengerType = table.lookup;
