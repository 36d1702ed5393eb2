import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BANDS_RIAL } from '@/lib/constants';
import {
  cashbackAmount,
  currencyLabel,
  dayPriceInTenThousands,
  formatAmount,
  pricePerNight,
  formatCashback,
  formatPrice,
  priceBandThresholds,
  priceBands,
  rialToMillionToman,
  rialToToman,
  roundMoney,
  strikePrice,
  tomanToRial,
} from '@/lib/money';
import { toLatinDigits } from '@/lib/text';

describe('rial and toman', () => {
  it('toman is rial ÷ 10', () => {
    expect(rialToToman(12_500_000)).toBe(1_250_000);
    expect(rialToToman(15)).toBe(1.5);
    expect(tomanToRial(1_250_000)).toBe(12_500_000);
  });
});

describe('roundMoney', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [-1.005, -1.01],
    [1234.5678, 1234.57],
    [0.1 + 0.2, 0.3],
    [1e-7, 0],
    [-0.001, 0],
    [12, 12],
    [1e21, 1e21],
  ])('%d → %d', (input, expected) => {
    expect(roundMoney(input)).toBe(expected);
  });

  it('never moves more than half a cent (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        const r = roundMoney(x);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + 1e-9 * Math.abs(x));
        expect(Math.abs(Math.round(r * 100) - r * 100)).toBeLessThan(1e-3 * Math.max(1, Math.abs(r)));
      }),
    );
  });
});

describe('formatAmount', () => {
  it.each([
    [0, 'fa', '۰'],
    [1_250_000, 'fa', '۱٬۲۵۰٬۰۰۰'],
    [1_250_000, 'latn', '1,250,000'],
    [1234567.891, 'fa', '۱٬۲۳۴٬۵۶۷٫۸۹'],
    [1234567.891, 'latn', '1,234,567.89'],
    [999.5, 'latn', '999.5'],
    [100, 'latn', '100'],
    [-2500, 'latn', '-2,500'],
    [Number.NaN, 'latn', ''],
  ] as const)('%d (%s) → %s', (amount, digits, expected) => {
    expect(formatAmount(amount, digits)).toBe(expected);
  });

  it('matches Intl fa-IR for non-negative amounts (property)', () => {
    const intl = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e13, noNaN: true }), (x) => {
        const rounded = roundMoney(x);
        expect(formatAmount(x)).toBe(intl.format(rounded));
      }),
    );
  });

  it('matches Intl en-US in Latin digits (property)', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => formatAmount(n, 'latn') === intl.format(n)));
  });
});

describe('formatPrice', () => {
  it.each([
    [12_500_000, 'IRR', 'fa', '۱٬۲۵۰٬۰۰۰ تومان'],
    [12_500_000, 'irr', 'latn', '1,250,000 تومان'],
    [12_345, 'IRR', 'latn', '1,234.5 تومان'],
    [1_250_000, 'TOMAN', 'latn', '1,250,000 تومان'],
    [120, 'USD', 'fa', '۱۲۰ دلار'],
    [99.999, 'EUR', 'latn', '100 یورو'],
    [450, 'AED', 'latn', '450 درهم'],
    [75, 'GBP', 'latn', '75 پوند'],
    [3, 'XYZ', 'latn', '3 XYZ'],
  ] as const)('%d %s (%s) → %s', (amount, currency, digits, expected) => {
    expect(formatPrice(amount, currency, digits)).toBe(expected);
  });

  it('defaults to IRR shown in toman', () => {
    expect(formatPrice(100)).toBe('۱۰ تومان');
  });

  it.each(['USD', 'GBP', 'IRR', 'AED', 'EUR', 'OMR', 'BHD', 'SAR', 'RUB', 'IQD', 'YTL', 'TOMAN'])('has a Persian label for %s', (code) => {
    expect(currencyLabel(code)).toMatch(/^[\u0600-\u06FF ]+$/);
  });
});

describe('strike price and cashback', () => {
  it.each([
    [1_000_000, 1_100_000],
    [123_456, 135_801.6],
    [0, 0],
    [10.05, 11.06],
  ])('strikePrice(%d) = %d (package price + 10%)', (price, expected) => {
    expect(strikePrice(price)).toBe(expected);
  });

  it.each([
    [10_000_000, 3, 300_000],
    [1_234_567, 2.5, 30_864],
    [999, 1, 9],
    [100, 0, 0],
  ])('cashbackAmount(%d, %d%%) = floor(...) = %d', (price, percent, expected) => {
    expect(cashbackAmount(price, percent)).toBe(expected);
  });

  it('shows cashback in toman with the wallet text', () => {
    expect(formatCashback(10_000_000, 3)).toBe('۳۰٬۰۰۰ تومان به کیف پول شما برمی\u200cگردد');
    expect(formatCashback(1_234_567, 2.5, 'latn')).toBe('3,086.4 تومان به کیف پول شما برمی\u200cگردد');
  });

  it('shows day prices in ten-thousands', () => {
    expect(dayPriceInTenThousands(25_000_000)).toBe(2_500);
    expect(dayPriceInTenThousands(25_004_999)).toBe(2_500);
    expect(dayPriceInTenThousands(25_005_000)).toBe(2_501);
  });
});

describe('price bands', () => {
  it('uses the defaults by scope when the city is unknown', () => {
    expect(priceBandThresholds({ scope: 'l', nights: 1, rooms: 1 })).toEqual([26_190_000, 45_590_000, 81_600_000]);
    expect(priceBandThresholds({ scope: 'i', nights: 1, rooms: 1 })).toEqual([133_189_000, 240_321_000, 401_472_000]);
    expect(DEFAULT_PRICE_BANDS_RIAL.domestic).toEqual([26_190_000, 45_590_000, 81_600_000]);
  });

  it('multiplies by nights and rooms', () => {
    expect(priceBandThresholds({ scope: 'l', nights: 3, rooms: 2 })).toEqual([157_140_000, 273_540_000, 489_600_000]);
    const city = { firstRange: 10_000_000, secondRange: 20_000_000, thirdRange: 30_000_000 };
    expect(priceBandThresholds({ city, scope: 'i', nights: 2, rooms: 1 })).toEqual([20_000_000, 40_000_000, 60_000_000]);
  });

  it('shows bands in millions of toman (rial ÷ 1e7), the first starting at 5', () => {
    expect(rialToMillionToman(133_189_000)).toBe(13.32);
    expect(priceBands([133_189_000, 240_321_000, 401_472_000])).toEqual([
      { from: 5, to: 13.32 },
      { from: 13.32, to: 24.03 },
      { from: 24.03, to: 40.15 },
      { from: 40.15, to: null },
    ]);
  });

  it('starts the first band at 0 when its top is not above 5', () => {
    const [first] = priceBands([26_190_000, 45_590_000, 81_600_000]);
    expect(first).toEqual({ from: 0, to: 2.62 });
  });

  it('never produces an inverted band (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1e10 }), { minLength: 3, maxLength: 3 }), (values) => {
        const [a, b, c] = [...values].sort((x, y) => x - y) as [number, number, number];
        for (const band of priceBands([a, b, c])) if (band.to !== null) expect(band.from).toBeLessThanOrEqual(band.to);
      }),
    );
  });
});

it('formatAmount output has only digits and separators', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (x) =>
      /^[0-9,.]+$/.test(toLatinDigits(formatAmount(x)).replace(/[\u066B\u066C]/g, ',')),
    ),
  );
});

describe('pricePerNight', () => {
  it('is the stay total over its nights (at least one), rounded', () => {
    expect(pricePerNight(3_000_000, 3)).toBe(1_000_000);
    expect(pricePerNight(1_000_000, 3)).toBe(333_333);
    expect(pricePerNight(500, 0)).toBe(500);
  });
});
