import { describe, expect, it } from 'vitest';
import { afterRoleDiscount, percentOf, splitPayment } from '@/lib/payment-split';

describe('payment split (rial integers)', () => {
  it('percentages round down to a whole rial, never past the stated percent', () => {
    expect(percentOf(1_000_000, 5)).toBe(50_000);
    expect(percentOf(1_234_567, 8)).toBe(98_765); // 98 765.36 → 98 765
    expect(percentOf(19, 5)).toBe(0); // 0.95 → 0
    expect(percentOf(-100, 5)).toBe(0);
    expect(percentOf(Number.NaN, 5)).toBe(0);
  });

  it('a traveller pays the whole price through the gateway', () => {
    expect(splitPayment({ gross: 25_400_000, rolePercent: 0, couponDiscount: 0, balance: 12_500_000, credit: 'none' })).toEqual({
      gross: 25_400_000,
      roleDiscount: 0,
      couponDiscount: 0,
      payable: 25_400_000,
      credit: 0,
      gateway: 25_400_000,
    });
  });

  it('a counter user (5 %) pays all from credit: the balance goes down by the discounted total', () => {
    const s = splitPayment({ gross: 30_000_000, rolePercent: 5, couponDiscount: 0, balance: 250_000_000, credit: 'max' });
    expect(s).toMatchObject({ roleDiscount: 1_500_000, payable: 28_500_000, credit: 28_500_000, gateway: 0 });
    expect(afterRoleDiscount(30_000_000, 5)).toBe(28_500_000);
  });

  it('an agent (8 %) with an odd price: the discount is floored, the split adds up exactly', () => {
    const s = splitPayment({ gross: 12_345_679, rolePercent: 8, couponDiscount: 0, balance: 1_000_000_000, credit: 'max' });
    expect(s.roleDiscount).toBe(987_654);
    expect(s.payable + s.roleDiscount).toBe(12_345_679);
    expect(s.credit + s.gateway).toBe(s.payable);
  });

  it('partial credit: never past the balance, the rest through the gateway', () => {
    const s = splitPayment({ gross: 20_000_000, rolePercent: 0, couponDiscount: 0, balance: 12_500_000, credit: 'max' });
    expect(s).toMatchObject({ credit: 12_500_000, gateway: 7_500_000 });
    const asked = splitPayment({ gross: 20_000_000, rolePercent: 0, couponDiscount: 0, balance: 12_500_000, credit: 99_000_000 });
    expect(asked.credit).toBe(12_500_000);
    const some = splitPayment({ gross: 20_000_000, rolePercent: 0, couponDiscount: 0, balance: 12_500_000, credit: 3_000_000.7 });
    expect(some).toMatchObject({ credit: 3_000_000, gateway: 17_000_000 });
  });

  it('a coupon comes off after the role discount and never makes the price negative', () => {
    const s = splitPayment({ gross: 10_000_000, rolePercent: 5, couponDiscount: 2_000_000, balance: 0, credit: 'none' });
    expect(s).toMatchObject({ roleDiscount: 500_000, couponDiscount: 2_000_000, payable: 7_500_000, gateway: 7_500_000 });
    const huge = splitPayment({ gross: 1_000_000, rolePercent: 0, couponDiscount: 5_000_000, balance: 0, credit: 'none' });
    expect(huge).toMatchObject({ couponDiscount: 1_000_000, payable: 0, gateway: 0 });
  });

  it('negative or fractional inputs never produce negative or fractional amounts', () => {
    const s = splitPayment({ gross: 999.9, rolePercent: 0, couponDiscount: -5, balance: -100, credit: -3 });
    expect(s).toEqual({ gross: 999, roleDiscount: 0, couponDiscount: 0, payable: 999, credit: 0, gateway: 999 });
  });

  it('the role discount comes off only its base: a hotel whose price already carries it is not discounted twice', () => {
    const mixed = splitPayment({
      gross: 30_000_000,
      rolePercent: 8,
      roleDiscountBase: 10_000_000,
      couponDiscount: 0,
      balance: 0,
      credit: 'none',
    });
    expect(mixed).toMatchObject({ roleDiscount: 800_000, payable: 29_200_000 });
    const hotelOnly = splitPayment({
      gross: 20_000_000,
      rolePercent: 8,
      roleDiscountBase: 0,
      couponDiscount: 0,
      balance: 0,
      credit: 'none',
    });
    expect(hotelOnly).toMatchObject({ roleDiscount: 0, payable: 20_000_000 });
    const past = splitPayment({
      gross: 1_000_000,
      rolePercent: 5,
      roleDiscountBase: 9_000_000,
      couponDiscount: 0,
      balance: 0,
      credit: 'none',
    });
    expect(past.roleDiscount).toBe(50_000); // never a base past the total
  });
});
