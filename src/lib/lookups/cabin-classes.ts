/** Cabin classes: Y, S (class type 1), C, J (3), F, P (5). */
import { createLookup } from './lookup';

export type CabinClassType = 1 | 3 | 5;

export interface CabinClassRecord {
  code: 'Y' | 'S' | 'C' | 'J' | 'F' | 'P';
  name: string;
  englishName: string;
  classType: CabinClassType;
}

export const CABIN_CLASSES: readonly CabinClassRecord[] = [
  { code: 'Y', name: 'اکونومی', englishName: 'Economy', classType: 1 },
  { code: 'S', name: 'پریمیوم اکونومی', englishName: 'Premium economy', classType: 1 },
  { code: 'C', name: 'بیزینس', englishName: 'Business', classType: 3 },
  { code: 'J', name: 'پریمیوم بیزینس', englishName: 'Premium business', classType: 3 },
  { code: 'F', name: 'فرست', englishName: 'First', classType: 5 },
  { code: 'P', name: 'پریمیوم فرست', englishName: 'Premium first', classType: 5 },
];

const table = createLookup(
  CABIN_CLASSES,
  (c) => c.code,
  (c) => c.name,
);
export const findCabinClass = table.find;
export const lookupCabinClass = table.lookup;
