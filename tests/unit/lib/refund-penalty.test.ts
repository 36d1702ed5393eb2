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
    expect(penaltyFor(TABLE, hours, true)).toEqual({ refundable: true, row, percent });
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

describe('money: whole rial, one rounding rule', () => {
  it('rounds the penalty half up to a whole rial, and penalty + refund = price', () => {
    expect(penaltyAmount(10_000_000, 30)).toBe(3_000_000);
    expect(penaltyAmount(15, 30)).toBe(5); // 4.5 → 5
    expect(penaltyAmount(11, 30)).toBe(3); // 3.3 → 3
    expect(penaltyAmount(0, 50)).toBe(0);
    for (const price of [1, 7, 99, 12_345_679, 48_760_000]) {
      for (const percent of [0, 10, 20, 33, 40, 50, 60]) {
        const line = refundLine(price, { refundable: true, percent, row: 0 });
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
