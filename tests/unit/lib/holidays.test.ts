import { describe, expect, it } from 'vitest';
import { addDays, fromJalaliParts, weekdayIndex } from '@/lib/dates';
import { FRIDAY_TITLE, HOLIDAY_YEARS, holidayOf, isHoliday } from '@/lib/holidays';

const j = (y: number, m: number, d: number) => fromJalaliParts(y, m, d)!;

describe('holiday table (src/lib/holidays)', () => {
  it('covers the years the picker can show', () => {
    expect(HOLIDAY_YEARS).toEqual([1405, 1406]);
  });

  it('marks every Friday, named «جمعه»', () => {
    // 2026-11-27 is a Friday (7 Azar 1405), with no official occasion.
    expect(weekdayIndex('2026-11-27')).toBe(6);
    expect(holidayOf('2026-11-27')).toEqual({ date: '2026-11-27', title: FRIDAY_TITLE, kind: 'friday' });
    let fridays = 0;
    for (let i = 0; i < 400; i++) {
      const day = addDays('2026-11-29', i);
      if (weekdayIndex(day) === 6) {
        fridays++;
        expect(isHoliday(day), day).toBe(true);
      }
    }
    expect(fridays).toBeGreaterThanOrEqual(57);
  });

  it('a working day is no holiday', () => {
    expect(holidayOf('2026-11-29')).toBeNull(); // Sunday 8 Azar 1405
    expect(holidayOf(j(1405, 2, 15))).toBeNull(); // Ordibehesht 1405 has no day off
  });

  it('has the Jalali-fixed days off every year', () => {
    for (const year of [1404, 1405, 1406, 1407]) {
      for (const [m, d] of [
        [1, 1],
        [1, 2],
        [1, 3],
        [1, 4],
        [1, 12],
        [1, 13],
        [3, 14],
        [3, 15],
        [11, 22],
        [12, 29],
      ] as const) {
        expect(isHoliday(j(year, m, d)), `${year}/${m}/${d}`).toBe(true);
      }
    }
    expect(holidayOf(j(1405, 11, 22))).toMatchObject({ title: 'پیروزی انقلاب اسلامی', kind: 'solar' });
  });

  it('has the lunar days off of 1405 as the official calendar publishes them', () => {
    // Eid al-Fitr 1447 on 1–2 Farvardin 1405 (with Nowruz: the occasions are joined), Eid al-Adha 6 Khordad,
    // Ghadir 14 Khordad (with 14 Khordad), Tasua and Ashura 3–4 Tir.
    expect(holidayOf(j(1405, 1, 1))?.title).toBe('جشن نوروز؛ عید سعید فطر');
    expect(holidayOf(j(1405, 3, 6))).toMatchObject({ date: '2026-05-27', title: 'عید سعید قربان', kind: 'lunar' });
    expect(holidayOf(j(1405, 3, 14))?.title).toBe('رحلت امام خمینی (ره)؛ عید سعید غدیر خم');
    expect(holidayOf(j(1405, 4, 3))?.title).toBe('تاسوعای حسینی');
    expect(holidayOf(j(1405, 4, 4))?.title).toBe('عاشورای حسینی');
    // 1 Dey 1405 (13 Rajab): a Tuesday that is a holiday.
    expect(holidayOf('2026-12-22')).toMatchObject({ title: 'ولادت امام علی (ع) و روز پدر', kind: 'lunar' });
    // Eid al-Fitr 1448 on 18–19 Esfand 1405.
    expect(isHoliday(j(1405, 12, 18)) && isHoliday(j(1405, 12, 19))).toBe(true);
  });

  it('counts the official days off of 1405 and 1406 (not Fridays)', () => {
    const count = (year: number) => {
      let n = 0;
      const last = j(year + 1, 1, 1);
      for (let day = j(year, 1, 1); day < last; day = addDays(day, 1)) {
        const h = holidayOf(day);
        if (h && h.kind !== 'friday') n++;
      }
      return n;
    };
    // 1405: 10 fixed + 19 lunar rows, three on fixed days (Fitr on 1–2 Farvardin, Ghadir on 14 Khordad);
    // 1406: 10 fixed + 17 lunar rows, one on a fixed day (Imam Sadegh on 13 Farvardin).
    expect(count(1405)).toBe(26);
    expect(count(1406)).toBe(26);
  });

  it('names an official day that falls on a Friday by its occasion', () => {
    // 15 Khordad 1405 is a Friday.
    expect(weekdayIndex(j(1405, 3, 15))).toBe(6);
    expect(holidayOf(j(1405, 3, 15))).toMatchObject({ title: 'قیام ۱۵ خرداد', kind: 'solar' });
  });
});
