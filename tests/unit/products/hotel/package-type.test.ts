import { describe, expect, it } from 'vitest';
import { packageTypeRows } from '@/products/hotel/model/package-type';

describe('packageTypeRows (package-type panel of dynamic tours)', () => {
  it('gives one line per room: ordinal first to fourth, room name, meal code and Persian meal title', () => {
    const rows = packageTypeRows([
      { name: 'Double Standard', mealType: 'BB' },
      { name: 'Twin Deluxe', mealType: 'hb' },
      { name: 'Single', mealType: 'RO' },
      { name: 'Suite', mealType: 'FB' },
    ]);
    expect(rows.map((r) => r.ordinal)).toEqual(['اتاق اول', 'اتاق دوم', 'اتاق سوم', 'اتاق چهارم']);
    expect(rows.map((r) => r.roomName)).toEqual(['Double Standard', 'Twin Deluxe', 'Single', 'Suite']);
    expect(rows.map((r) => r.mealCode)).toEqual(['BB', 'HB', 'RO', 'FB']);
    expect(rows.map((r) => r.mealTitle)).toEqual(['با صبحانه', 'صبحانه و ناهار', 'بدون صبحانه', 'صبحانه، ناهار و شام']);
    expect(rows.every((r) => r.knownMeal)).toBe(true);
  });

  it('R reads as no breakfast; unknown or missing codes read "unknown" and keep what was sent', () => {
    const [r, ai, none] = packageTypeRows([
      { name: 'A', mealType: 'R' },
      { name: 'B', mealType: 'AI' },
      { name: '  ', mealType: '' },
    ]);
    expect(r!.mealTitle).toBe('بدون صبحانه');
    expect(ai!.mealCode).toBe('AI');
    expect(ai!.knownMeal).toBe(false);
    expect(ai!.mealTitle).not.toBe('با صبحانه');
    expect(none!.mealCode).toBe('—');
    expect(none!.roomName).toBe('اتاق');
    expect(none!.mealTitle).toBe(ai!.mealTitle);
  });

  it('a fifth room falls back to a numbered label', () => {
    const rows = packageTypeRows(Array.from({ length: 5 }, () => ({ name: 'X', mealType: 'BB' })));
    expect(rows[4]!.ordinal).toBe('اتاق ۵');
  });
});
