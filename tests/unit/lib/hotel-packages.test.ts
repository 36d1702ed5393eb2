import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendPackages,
  packageDisplayOrder,
  penaltyText,
  reserveButton,
  sortPackagesByPrice,
  type PackageLike,
} from '@/products/hotel/model/packages';
import { mealText } from '@/lib/lookups/meal-codes';
import * as hotelMessages from '@/products/hotel/messages';
import { roomOrdinal } from '@/lib/rooms';

describe('mealText', () => {
  it.each([
    ['RO', 'بدون صبحانه'],
    ['R', 'بدون صبحانه'],
    ['ro', 'بدون صبحانه'],
    ['BB', 'با صبحانه'],
    [' HB ', 'صبحانه و ناهار'],
    ['FB', 'صبحانه، ناهار و شام'],
    ['AI', 'نامشخص'],
    ['', 'نامشخص'],
    [null, 'نامشخص'],
  ])('%j → %s', (code, text) => {
    expect(mealText(code)).toBe(text);
  });
});

const p = (packageId: number, packagePrice: number, isGuaranty = false): PackageLike => ({
  packageId,
  packagePrice,
  isGuaranty,
});
const ids = (list: PackageLike[]) => list.map((x) => x.packageId);

describe('package order', () => {
  const list = [p(1, 500), p(2, 300, true), p(3, 100), p(4, 400, true), p(5, 200)];

  it('sorts by price ascending', () => {
    expect(ids(sortPackagesByPrice(list))).toEqual([3, 5, 2, 4, 1]);
  });

  it('shows the cheapest first, then the guaranteed, then the rest', () => {
    expect(ids(packageDisplayOrder(list))).toEqual([3, 2, 4, 5, 1]);
    expect(ids(packageDisplayOrder([p(1, 50, true), p(2, 10), p(3, 20, true)]))).toEqual([2, 3, 1]);
    expect(packageDisplayOrder([])).toEqual([]);
  });

  it('appends a round, replacing packages with the same id, sorted by price', () => {
    const merged = appendPackages([p(1, 500), p(2, 300)], [p(2, 250), p(3, 100)]);
    expect(merged).toEqual([p(3, 100), p(2, 250), p(1, 500)]);
  });

  it('display order is a permutation with the cheapest first (property)', () => {
    const pkg = fc.record({ packageId: fc.nat(), packagePrice: fc.nat(1e9), isGuaranty: fc.boolean() });
    fc.assert(
      fc.property(fc.uniqueArray(pkg, { selector: (x) => x.packageId, maxLength: 30 }), (list) => {
        const out = packageDisplayOrder(list);
        expect(new Set(out)).toEqual(new Set(list));
        expect(out).toHaveLength(list.length);
        if (list.length) expect(out[0]!.packagePrice).toBe(Math.min(...list.map((x) => x.packagePrice)));
        const rest = out.slice(1);
        const firstPlain = rest.findIndex((x) => !x.isGuaranty);
        if (firstPlain >= 0) expect(rest.slice(firstPlain).every((x) => !x.isGuaranty)).toBe(true);
      }),
    );
  });
});

describe('reserve button', () => {
  it('reads "reserve room", or "capacity full" and disabled when sold out', () => {
    expect(reserveButton({ isSoldOut: false })).toEqual({ label: 'رزرو اتاق', disabled: false });
    expect(reserveButton({})).toEqual({ label: 'رزرو اتاق', disabled: false });
    expect(reserveButton({ isSoldOut: true })).toEqual({ label: hotelMessages.packages.capacityFull, disabled: true });
  });
});

describe('penaltyText', () => {
  it.each([
    [{ charge: 0, isChargeBaseOnPercent: false }, 'IRR', 'fa', 'بدون جریمه'],
    [{ charge: null, isChargeBaseOnPercent: true }, 'IRR', 'fa', 'بدون جریمه'],
    [{ charge: 20, isChargeBaseOnPercent: true }, 'IRR', 'fa', '۲۰٪'],
    [{ charge: 12.5, isChargeBaseOnPercent: true }, 'USD', 'fa', '۱۲٫۵٪'],
    [{ charge: 100, isChargeBaseOnPercent: true }, 'USD', 'latn', '100%'],
    [{ charge: 25_000_000, isChargeBaseOnPercent: false }, 'IRR', 'fa', '۲٬۵۰۰٬۰۰۰ تومان'],
    [{ charge: 80, isChargeBaseOnPercent: false }, 'USD', 'latn', '80 دلار'],
  ] as const)('%j in %s (%s) → %s', (rule, currency, digits, text) => {
    expect(penaltyText(rule, currency, digits)).toBe(text);
  });

  it('defaults to IRR', () => {
    expect(penaltyText({ charge: 100, isChargeBaseOnPercent: false })).toBe('۱۰ تومان');
  });
});

describe('roomOrdinal', () => {
  it.each([
    [0, 'اتاق اول'],
    [1, 'اتاق دوم'],
    [2, 'اتاق سوم'],
    [3, 'اتاق چهارم'],
    [4, 'اتاق ۵'],
  ])('%i → %s', (index, text) => {
    expect(roomOrdinal(index)).toBe(text);
  });
});
