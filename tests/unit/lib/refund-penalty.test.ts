import { describe, expect, it } from 'vitest';
import {
  creditReturn,
  hoursBeforeDeparture,
  paidShare,
  penaltyAmount,
  penaltyFor,
  refundLine,
  sumLines,
  type CancellationRow,
} from '@/products/flight/model/refund-penalty';
import { leavesInfantAlone } from '@/lib/passenger-mix';

// The sandbox's economy table (src/server/sandbox/data/flights.ts cancellationTable), as the detail panel shows it.
const TABLE: CancellationRow[] = [
  { fromHoursBefore: null, toHoursBefore: 72, penaltyPercent: 30 },
  { fromHoursBefore: 72, toHoursBefore: 24, penaltyPercent: 40 },
  { fromHoursBefore: 24, toHoursBefore: 3, penaltyPercent: 50 },
  { fromHoursBefore: 3, toHoursBefore: 0, penaltyPercent: 60 },
  { fromHoursBefore: 0, toHoursBefore: null, penaltyPercent: 80 },
];

describe('penaltyFor: the row by hours before departure', () => {
  it.each([
    [500, 0, 30],
    [72.01, 0, 30],
    [72, 1, 40], // a boundary hour belongs to the later, dearer row
    [24.5, 1, 40],
    [24, 2, 50],
    [3.0001, 2, 50],
    [3, 3, 60],
    [0.01, 3, 60],
  ])('%s h before → row %s (%s %%)', (hours, row, percent) => {
    expect(penaltyFor(TABLE, hours, true)).toEqual({ refundable: true, row, percent, basis: 'total' });
  });

  it('is not refundable at or after departure, nor on a non-refundable fare', () => {
    expect(penaltyFor(TABLE, 0, true)).toEqual({ refundable: false, reason: 'departed' });
    expect(penaltyFor(TABLE, -5, true)).toEqual({ refundable: false, reason: 'departed' });
    expect(penaltyFor(TABLE, 100, false)).toEqual({ refundable: false, reason: 'nonRefundable' });
    expect(penaltyFor([{ fromHoursBefore: null, toHoursBefore: null, penaltyPercent: 100 }], 100, true)).toEqual({
      refundable: false,
      reason: 'noRule',
    });
    expect(penaltyFor([{ fromHoursBefore: null, toHoursBefore: 0, penaltyPercent: 100 }], 100, true)).toEqual({
      refundable: false,
      reason: 'nonRefundable',
    });
    expect(penaltyFor([], 100, true)).toEqual({ refundable: false, reason: 'noRule' });
  });
});

describe('rule kinds (issue 48): what the percent is taken of', () => {
  const BASE: CancellationRow[] = TABLE.map((r) => ({ ...r, basis: 'base' }));
  // A fare with taxes: 3 039 000 rial, of which 339 000 taxes and airport charges; base fare 2 700 000.
  const price = 3_039_000;
  const taxes = 339_000;

  it('«۳۰٪ جریمه از نرخ پایه»: 30 % of the base fare, the taxes refunded in full', () => {
    const quote = penaltyFor(BASE, 100, true);
    expect(quote).toEqual({ refundable: true, row: 0, percent: 30, basis: 'base' });
    const line = refundLine(price, quote, taxes);
    expect(line.penalty).toBe(810_000); // 30 % of 2 700 000, not 30 % of 3 039 000 (911 700)
    expect(line.refund).toBe(price - 810_000);
    expect(line.refund).toBe(0.7 * 2_700_000 + taxes);
  });

  it('a rule on the whole ticket (no basis said): the percent of the whole price, taxes or not', () => {
    const quote = penaltyFor(TABLE, 100, true);
    expect(quote).toMatchObject({ refundable: true, percent: 30, basis: 'total' });
    expect(refundLine(price, quote, taxes)).toEqual({ price, penalty: 911_700, refund: price - 911_700 });
  });

  it('every row of a base-fare table keeps the taxes whole; a fare without taxes is the same under both kinds', () => {
    for (const [hours, percent] of [
      [100, 30],
      [48, 40],
      [10, 50],
      [1, 60],
    ] as const) {
      const line = refundLine(price, penaltyFor(BASE, hours, true), taxes);
      expect(line.penalty).toBe(penaltyAmount(price - taxes, percent));
      expect(line.refund).toBeGreaterThanOrEqual(taxes);
      expect(refundLine(price, penaltyFor(BASE, hours, true), 0)).toEqual(refundLine(price, penaltyFor(TABLE, hours, true), 0));
    }
  });

  it('taxes above the price leave no base to penalise; bad taxes are refused', () => {
    const quote = penaltyFor(BASE, 100, true);
    expect(refundLine(100_000, quote, 200_000)).toEqual({ price: 100_000, penalty: 0, refund: 100_000 });
    expect(() => refundLine(100_000, quote, -1)).toThrow(RangeError);
    expect(() => refundLine(100_000, quote, 1.5)).toThrow(RangeError);
  });

  it('not refundable (departed, non-refundable fare, 100 % row): nothing back under any kind', () => {
    expect(refundLine(price, penaltyFor(BASE, -1, true), taxes)).toEqual({ price, penalty: price, refund: 0 });
    expect(refundLine(price, penaltyFor(BASE, 100, false), taxes)).toEqual({ price, penalty: price, refund: 0 });
    const full: CancellationRow[] = [{ fromHoursBefore: null, toHoursBefore: 0, penaltyPercent: 100, basis: 'base' }];
    expect(refundLine(price, penaltyFor(full, 100, true), taxes)).toEqual({ price, penalty: price, refund: 0 });
  });
});

describe('money: whole rial, one rounding rule', () => {
  it('rounds the penalty half up to a whole rial, and penalty + refund = price', () => {
    expect(penaltyAmount(10_000_000, 30)).toBe(3_000_000);
    expect(penaltyAmount(15, 30)).toBe(5); // 4.5 → 5
    expect(penaltyAmount(11, 30)).toBe(3); // 3.3 → 3
    expect(penaltyAmount(0, 50)).toBe(0);
    for (const price of [1, 7, 99, 12_345_679, 48_760_000]) {
      for (const percent of [0, 10, 20, 33, 40, 50, 60]) {
        const line = refundLine(price, { refundable: true, percent, row: 0, basis: 'total' });
        expect(Number.isInteger(line.penalty) && Number.isInteger(line.refund)).toBe(true);
        expect(line.penalty + line.refund).toBe(price);
      }
    }
  });

  it('refuses amounts that are not whole rial, and percents out of range', () => {
    expect(() => penaltyAmount(10.5, 10)).toThrow(RangeError);
    expect(() => penaltyAmount(-1, 10)).toThrow(RangeError);
    expect(() => penaltyAmount(100, 101)).toThrow(RangeError);
  });

  it('gives nothing back for a non-refundable line and sums lines', () => {
    expect(refundLine(1_000, { refundable: false, reason: 'departed' })).toEqual({ price: 1_000, penalty: 1_000, refund: 0 });
    expect(
      sumLines([
        { price: 100, penalty: 30, refund: 70 },
        { price: 50, penalty: 50, refund: 0 },
      ]),
    ).toEqual({ price: 150, penalty: 80, refund: 70 });
  });
});

describe('hours before departure and infants', () => {
  it('reads the departure with its airport offset', () => {
    const now = Date.UTC(2026, 11, 1, 0, 0, 0);
    expect(hoursBeforeDeparture('2026-12-01T08:30:00+03:30', now)).toBe(5);
    expect(hoursBeforeDeparture('2026-11-30T23:00:00+00:00', now)).toBe(-1);
    expect(() => hoursBeforeDeparture('soon', now)).toThrow(RangeError);
  });

  it('never leaves an infant without an adult', () => {
    const types = ['adult', 'adult', 'infant'] as const;
    expect(leavesInfantAlone(types, [], [0])).toBe(false);
    expect(leavesInfantAlone(types, [1], [0])).toBe(true);
    expect(leavesInfantAlone(types, [1], [0, 2])).toBe(false);
    expect(leavesInfantAlone(types, [], [0, 1, 2])).toBe(false);
  });
});

describe('creditReturn: the part paid from credit goes back to the wallet', () => {
  it('returns the credit first, never more than the refund nor than the credit not yet returned', () => {
    expect(creditReturn(900_000, 0, 0)).toBe(0); // paid wholly by gateway
    expect(creditReturn(900_000, 1_000_000, 0)).toBe(900_000); // refund smaller than the credit part
    expect(creditReturn(900_000, 300_000, 0)).toBe(300_000); // partly from credit: the rest follows the choice
    expect(creditReturn(900_000, 1_000_000, 900_000)).toBe(100_000); // a later refund of the same order
    expect(creditReturn(500_000, 1_000_000, 1_000_000)).toBe(0);
  });
});

describe('paidShare: a ticket is refunded on what the order cost', () => {
  it('spreads the paid total over the list prices, rounding down; the list price without a paid figure', () => {
    expect(paidShare(3_000_000, 6_300_000, null)).toBe(3_000_000);
    expect(paidShare(3_000_000, 6_300_000, 6_300_000)).toBe(3_000_000);
    // A 5% counter discount: 6,300,000 → 5,985,000.
    expect(paidShare(3_000_000, 6_300_000, 5_985_000)).toBe(2_850_000);
    expect(paidShare(300_000, 6_300_000, 5_985_000)).toBe(285_000);
    // Rounded down: the shares never add up to more than was paid.
    const shares = [1_000_001, 1_000_001, 1_000_001].map((p) => paidShare(p, 3_000_003, 2_000_000));
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(2_000_000);
  });
});
