/** Board (meal) codes of hotel room types. */
import * as messages from '../messages';
import { createLookup } from './lookup';

export interface MealCodeRecord {
  code: string;
  /** Persian text shown on package cards. */
  name: string;
  englishName: string;
}

const meals = messages.meals;

export const MEAL_CODES: readonly MealCodeRecord[] = [
  { code: 'RO', name: meals.roomOnly, englishName: 'Room only' },
  { code: 'R', name: meals.roomOnly, englishName: 'Room only' },
  { code: 'BB', name: meals.breakfast, englishName: 'Bed and breakfast' },
  { code: 'HB', name: meals.halfBoard, englishName: 'Half board' },
  { code: 'FB', name: meals.fullBoard, englishName: 'Full board' },
];

const table = createLookup(
  MEAL_CODES,
  (m) => m.code,
  (m) => m.name,
);
export const findMealCode = table.find;
/** Persian meal text (or the record); unknown codes come back unchanged — see `mealText` for the "unknown" label. */
export const lookupMealCode = table.lookup;

/** RO/R no breakfast, BB breakfast, HB breakfast and lunch, FB full board; any other code "unknown". */
export function mealText(code: string | null | undefined): string {
  return findMealCode(code)?.name ?? meals.unknown;
}
