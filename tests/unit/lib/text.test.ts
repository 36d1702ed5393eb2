import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '@/lib/money';
import * as hotelMessages from '@/products/hotel/messages';
import {
  collapseWhitespace,
  formatNumber,
  joinParts,
  normalizeArabicLetters,
  normalizeForSearch,
  normalizePersian,
  searchTokens,
  slugify,
  toLatinDigits,
  toPersianDigits,
  persianProse,
  withDigits,
} from '@/lib/text';

describe('digits', () => {
  it.each([
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۹۱۲-٣٤٥ abc', '0912-345 abc'],
    ['', ''],
  ])('toLatinDigits(%j) = %j', (input, expected) => {
    expect(toLatinDigits(input)).toBe(expected);
  });

  it.each([
    ['0123456789', '۰۱۲۳۴۵۶۷۸۹'],
    [1405, '۱۴۰۵'],
    ['٣ اتاق', '۳ اتاق'],
    ['room 2', 'room ۲'],
  ] as const)('toPersianDigits(%j) = %j', (input, expected) => {
    expect(toPersianDigits(input)).toBe(expected);
  });

  it.each([
    ['مدت بازدید حدود 1.5 ساعت.', 'مدت بازدید حدود ۱٫۵ ساعت.'],
    ['ساعات بازدید: 09:00–22:00.', 'ساعات بازدید: ۰۹:۰۰–۲۲:۰۰.'],
    ['طبقه 124. پایان جمله 3.', 'طبقه ۱۲۴. پایان جمله ۳.'],
    ['Burj Khalifa', 'Burj Khalifa'],
  ] as const)('persianProse(%j) = %j', (input, expected) => {
    expect(persianProse(input)).toBe(expected);
  });

  it('withDigits picks the script', () => {
    expect(withDigits('12/3', 'fa')).toBe('۱۲/۳');
    expect(withDigits('۱۲/۳', 'latn')).toBe('12/3');
  });

  it('round-trips any text through Persian digits and back (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const latin = toLatinDigits(s);
        expect(toLatinDigits(toPersianDigits(latin))).toBe(latin);
        expect(toPersianDigits(s)).not.toMatch(/[0-9\u0660-\u0669]/);
        expect(toLatinDigits(s)).not.toMatch(/[\u06F0-\u06F9\u0660-\u0669]/);
      }),
    );
  });

  it('round-trips integers (property)', () => {
    fc.assert(fc.property(fc.nat(), (n) => Number(toLatinDigits(toPersianDigits(n))) === n));
  });
});

describe('letters and whitespace', () => {
  it('turns Arabic ي ى ك into Persian ی ک', () => {
    expect(normalizeArabicLetters('علي كيش مصطفى')).toBe('علی کیش مصطفی');
    expect(normalizeArabicLetters('یک')).toBe('یک');
  });

  it('collapses whitespace but keeps ZWNJ', () => {
    expect(collapseWhitespace('  a \t\n b  ')).toBe('a b');
    expect(collapseWhitespace('می\u200cروم')).toBe('می\u200cروم');
    expect(normalizePersian('  هتل   كيش ')).toBe('هتل کیش');
  });
});

describe('normalizeForSearch', () => {
  it.each([
    ['هتل كيش', 'هتل کیش'],
    ['HOTEL Dariush', 'hotel dariush'],
    ['به\u200cزودی', 'بهزودی'],
    ['آرامش', 'ارامش'],
    ['مُحَمَّد', 'محمد'],
    ['هتلـــ', 'هتل'],
    ['هتل ۵ ستاره', 'هتل 5 ستاره'],
    ['Café  Ñandú', 'cafe nandu'],
    ['ﻛﻴﺶ', 'کیش'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('makes Arabic and Persian spellings equal', () => {
    expect(normalizeForSearch('پارسيان كيش')).toBe(normalizeForSearch('پارسیان کیش'));
  });

  it('is idempotent (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => normalizeForSearch(normalizeForSearch(s)) === normalizeForSearch(s)));
  });

  it('splits tokens', () => {
    expect(searchTokens('  هتل   پارسیان ')).toEqual(['هتل', 'پارسیان']);
    expect(searchTokens('   ')).toEqual([]);
  });
});

describe('slugify', () => {
  it.each([
    ['Dubai', 'dubai'],
    ['Kuala Lumpur', 'kuala-lumpur'],
    ['  São Paulo!! ', 'sao-paulo'],
    ['Grand Hotel — Kish (Island)', 'grand-hotel-kish-island'],
    ['---', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('formatNumber: the one formatter of every number shown (Intl fa-IR)', () => {
  it('writes whole numbers itself exactly as Intl does (no ICU formatter on the main thread for them)', () => {
    const intl = (digits: 'fa' | 'latn', grouping: boolean) =>
      new Intl.NumberFormat(digits === 'fa' ? 'fa-IR' : 'en-US', { useGrouping: grouping, maximumFractionDigits: 2 });
    const values = [
      0,
      1,
      -1,
      9,
      10,
      99,
      100,
      999,
      1000,
      -1000,
      9999,
      10_000,
      123_456,
      -1_234_567,
      12_500_000,
      2 ** 31,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
    ];
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...values), fc.maxSafeInteger(), fc.integer()),
        fc.boolean(),
        fc.constantFrom('fa' as const, 'latn' as const),
        (n, grouping, digits) => {
          expect(formatNumber(n, { digits, grouping })).toBe(intl(digits, grouping).format(n));
        },
      ),
      { numRuns: 2000 },
    );
    expect(formatNumber(-0)).toBe(intl('fa', true).format(-0));
  });

  it('writes fractions itself exactly as Intl does (ratings: no ICU formatter on the results page)', () => {
    const intl = (digits: 'fa' | 'latn', grouping: boolean, maxFraction: number) =>
      new Intl.NumberFormat(digits === 'fa' ? 'fa-IR' : 'en-US', { useGrouping: grouping, maximumFractionDigits: maxFraction });
    const values = [0.5, 1.005, 2.675, 1.45, 3.4, 9.995, 99.999, -0.004, -0.005, -1.5, 0.1 + 0.2, 1234.5678, 999_999.995, 1e-7, 1.5e21];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...values),
          fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
          // Decimal-looking values (a rating, an amount with cents): where rounding ties live.
          fc.tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 4 })).map(([n, d]) => n / 10 ** d),
        ),
        fc.boolean(),
        fc.constantFrom('fa' as const, 'latn' as const),
        fc.integer({ min: 0, max: 3 }),
        (n, grouping, digits, maxFraction) => {
          expect(formatNumber(n, { digits, grouping, maxFraction })).toBe(intl(digits, grouping, maxFraction).format(n));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('writes the Persian decimal separator, thousands groups and the proper minus', () => {
    expect(formatNumber(3.4)).toBe('۳٫۴');
    expect(formatNumber(1_250_000)).toBe('۱٬۲۵۰٬۰۰۰');
    expect(formatNumber(-2500)).toBe('\u200E\u2212۲٬۵۰۰');
    expect(formatNumber(1405, { grouping: false })).toBe('۱۴۰۵');
    expect(formatNumber(4.56, { maxFraction: 1 })).toBe('۴٫۶');
    expect(formatNumber(-2500, { digits: 'latn' })).toBe('-2,500');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('a rating, a negative amount and a count in the messages go through it', () => {
    expect(hotelMessages.hotelResults.rating(3.4)).toBe('امتیاز ۳٫۴');
    expect(formatAmount(-2500)).toBe('\u200E\u2212۲٬۵۰۰');
    expect(hotelMessages.hotelSearch.resultsCount(1200, 1300)).toBe('۱٬۲۰۰ هتل از ۱٬۳۰۰');
  });
});

describe('joinParts', () => {
  it('joins with the Persian comma, never a middle dot that reads as a zero beside Persian digits', () => {
    expect(joinParts('۱ آذر ۱۴۰۵', '۳ شب')).toBe('۱ آذر ۱۴۰۵، ۳ شب');
    expect(joinParts('a', '', null, false, 'b')).toBe('a، b');
    expect(joinParts('x', 'y')).not.toContain('·');
  });
});
