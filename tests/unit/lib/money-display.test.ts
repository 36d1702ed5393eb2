/**
 * Prices in the chosen currency (issue 49 point 1, spec 001 §1): a rial amount shown as toman by default, or in the
 * user's currency at the supplier's rate. Rounding rule: rial ÷ rate, rounded to 2 decimals (cents), half away from
 * zero; a foreign amount always shows two decimals; the amount comes first, then the currency's Persian name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyFormat } from '@/components/money/MoneyProvider';
import {
  convertRial,
  type DisplayCurrency,
  formatMoney,
  formatMoneyAmount,
  formatPrice,
  isTomanDisplay,
  moneyUnit,
  TOMAN_DISPLAY,
} from '@/lib/money';

const EUR: DisplayCurrency = { code: 'EUR', rialRate: 950_000 };
const USD: DisplayCurrency = { code: 'USD', rialRate: 820_000 };

describe('convertRial', () => {
  it('toman by default: rial ÷ 10', () => {
    expect(convertRial(12_500_000)).toBe(1_250_000);
    expect(convertRial(12_500_005, TOMAN_DISPLAY)).toBe(1_250_000.5);
  });

  it('another currency: rial ÷ rate, to the cent, half away from zero', () => {
    expect(convertRial(12_500_000, EUR)).toBe(13.16); // 13.1578…
    expect(convertRial(9_500_000, EUR)).toBe(10);
    expect(convertRial(4_750, EUR)).toBe(0.01); // 0.005 exactly → up
    expect(convertRial(4_749, EUR)).toBe(0); // 0.004998… → down
    expect(convertRial(-4_750, EUR)).toBe(-0.01); // away from zero
    expect(convertRial(1_025, { code: 'X', rialRate: 100 })).toBe(10.25);
  });

  it('a missing or broken rate falls back to toman, never to a wrong figure', () => {
    expect(convertRial(100_000, { code: 'EUR', rialRate: 0 })).toBe(10_000);
    expect(convertRial(100_000, { code: 'EUR', rialRate: Number.NaN })).toBe(10_000);
  });

  it('never off by more than half a cent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 5_000_000 }), (rial, rate) => {
        const shown = convertRial(rial, { code: 'EUR', rialRate: rate });
        // Half a cent, plus what a double cannot hold at that size (an amount near 9e10 has steps of about 1.5e-5:
        // fast-check found 718 281 408 331 rial at 8, shown 89 785 176 041.38, stored as …041.380004…).
        expect(Math.abs(shown - rial / rate)).toBeLessThanOrEqual(0.005 + Math.abs(shown) * Number.EPSILON * 4);
        expect(Number(shown.toFixed(2))).toBe(shown);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('toman: exactly as before (formatPrice IRR), Persian digits and grouping', () => {
    expect(formatMoney(12_500_000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
    for (const rial of [0, 10, 15, 12_345_678, 987_654_321_0]) expect(formatMoney(rial, TOMAN_DISPLAY)).toBe(formatPrice(rial, 'IRR'));
    expect(formatMoney(12_500_000, { code: 'TOMAN', rialRate: 10 })).toBe('۱٬۲۵۰٬۰۰۰ تومان');
  });

  it('euro: amount with two decimals, then «یورو»', () => {
    expect(formatMoney(12_500_000, EUR)).toBe('۱۳٫۱۶ یورو');
    expect(formatMoney(9_500_000, EUR)).toBe('۱۰٫۰۰ یورو');
    expect(formatMoney(9_975_000, EUR)).toBe('۱۰٫۵۰ یورو');
    expect(formatMoney(1_187_500_000, EUR)).toBe('۱٬۲۵۰٫۰۰ یورو');
    expect(formatMoney(12_500_000, EUR, 'latn')).toBe('13.16 یورو');
    expect(formatMoney(82_000_000, USD)).toBe('۱۰۰٫۰۰ دلار');
  });

  it('the number alone and the unit', () => {
    expect(formatMoneyAmount(12_500_000, EUR)).toBe('۱۳٫۱۶');
    expect(formatMoneyAmount(12_500_000)).toBe('۱٬۲۵۰٬۰۰۰');
    expect(moneyUnit(EUR)).toBe('یورو');
    expect(moneyUnit()).toBe('تومان');
    expect(isTomanDisplay(EUR)).toBe(false);
    expect(isTomanDisplay({ code: 'irr', rialRate: 1 })).toBe(true);
  });

  it('a currency whose rate is unavailable shows toman', () => {
    expect(formatMoney(12_500_000, { ...TOMAN_DISPLAY, unavailable: 'EUR' })).toBe('۱٬۲۵۰٬۰۰۰ تومان');
  });

  it('the component format (useMoney) is the same function', () => {
    const f = moneyFormat(EUR);
    expect(f.isToman).toBe(false);
    expect(f.format(12_500_000)).toBe('۱۳٫۱۶ یورو');
    expect(f.amount(12_500_000)).toBe('۱۳٫۱۶');
    expect(f.unit).toBe('یورو');
    expect(moneyFormat(TOMAN_DISPLAY).format(12_500_000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
  });
});
