/**
 * Issue 49 point 1 leftovers: the price filters a viewer types in their own currency (flight+hotel, attraction) and
 * the band labels (hotel, tour). A typed amount (Latin or Persian digits) becomes a whole-toman bound, the unit the
 * URL keeps whatever the currency; the field shows it back as typed; filtering with it keeps exactly the prices shown
 * inside the typed range (up to one toman at the edge).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import {
  type DisplayCurrency,
  displayAmountToToman,
  formatAmount,
  formatMoneyAmount,
  convertRial,
  parseMoneyInput,
  priceBandLabel,
  TOMAN_DISPLAY,
  tomanToDisplayAmount,
  typedPriceBound,
} from '@/lib/money';
import { matchesFilter } from '@/products/attraction/model/filters';
import { attractionFilterQuery, parseAttractionFilters, toAttractionFilter } from '@/products/attraction/model/query';
import { matchesBundle, NO_BUNDLE_FILTER } from '@/products/flight-hotel/model/filters';
import { bundleFilterQuery, clearedBundleFilters, parseBundleFilters, toBundleFilter } from '@/products/flight-hotel/model/search';

const EUR: DisplayCurrency = { code: 'EUR', rialRate: 950_000 };
const USD: DisplayCurrency = { code: 'USD', rialRate: 820_000 };

describe('parseMoneyInput', () => {
  it('reads Latin, Persian and Arabic-Indic digits, with «٫» or "." as the decimal mark', () => {
    expect(parseMoneyInput('13.16')).toBe(13.16);
    expect(parseMoneyInput('۱۳٫۱۶')).toBe(13.16);
    expect(parseMoneyInput('١٣٫١٦')).toBe(13.16);
    expect(parseMoneyInput('۱۳.۵')).toBe(13.5);
    expect(parseMoneyInput('.5')).toBe(0.5);
    expect(parseMoneyInput('7.')).toBe(7);
  });

  it('ignores thousands separators, spaces and a unit written with the amount', () => {
    expect(parseMoneyInput('1,250,000')).toBe(1_250_000);
    expect(parseMoneyInput('۱٬۲۵۰٬۰۰۰')).toBe(1_250_000);
    expect(parseMoneyInput('۱،۲۵۰،۰۰۰ تومان')).toBe(1_250_000);
    expect(parseMoneyInput(' 2 500 ')).toBe(2500);
    expect(parseMoneyInput('۱۰۰ یورو')).toBe(100);
    // Several dots are grouping, as some keyboards write them.
    expect(parseMoneyInput('1.250.000')).toBe(1_250_000);
  });

  it('is null when there is no number', () => {
    for (const text of ['', '   ', 'تومان', '.', '-', '٫']) expect(parseMoneyInput(text), text).toBeNull();
  });
});

describe('typed bounds ↔ toman', () => {
  it('toman is taken as typed, a lower bound down and an upper bound up to whole toman', () => {
    expect(displayAmountToToman(1_250_000, TOMAN_DISPLAY, 'min')).toBe(1_250_000);
    expect(displayAmountToToman(1_250_000.5, TOMAN_DISPLAY, 'min')).toBe(1_250_000);
    expect(displayAmountToToman(1_250_000.5, TOMAN_DISPLAY, 'max')).toBe(1_250_001);
    expect(typedPriceBound('۱٬۲۵۰٬۰۰۰', TOMAN_DISPLAY, 'min')).toBe(1_250_000);
    expect(tomanToDisplayAmount(1_250_000, TOMAN_DISPLAY, 'max')).toBe(1_250_000);
  });

  it('euros: every price shown as the typed amount is inside (13.16 EUR = 12 497 250 … 12 506 750 rial)', () => {
    expect(typedPriceBound('۱۳٫۱۶', EUR, 'min')).toBe(1_249_725);
    expect(typedPriceBound('13.16', EUR, 'max')).toBe(1_250_675);
    // 12 500 000 rial is shown as 13.16 EUR: a «from 13.16» and an «up to 13.16» filter both keep it.
    expect(convertRial(12_500_000, EUR)).toBe(13.16);
    expect(12_500_000 >= 1_249_725 * 10 && 12_500_000 <= 1_250_675 * 10).toBe(true);
  });

  it('empty or unreadable text clears the bound; zero and negatives are no bound', () => {
    expect(typedPriceBound('', EUR, 'min')).toBeNull();
    expect(typedPriceBound('یورو', EUR, 'max')).toBeNull();
    expect(displayAmountToToman(0, EUR, 'min')).toBe(0);
    expect(displayAmountToToman(-5, EUR, 'max')).toBe(0);
  });

  it('the field shows back what was typed, in any currency (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_00 }),
        fc.constantFrom(EUR, USD, { code: 'GBP', rialRate: 1_083_333 }),
        fc.constantFrom('min' as const, 'max' as const),
        (cents, display, end) => {
          const typed = cents / 100;
          const toman = displayAmountToToman(typed, display, end);
          expect(tomanToDisplayAmount(toman, display, end)).toBe(typed);
        },
      ),
    );
  });

  it('a price is kept by a typed range exactly when it is shown inside it (up to a toman at the edge; property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 100_000, max: 5_000_000_000 }), (cents, rial) => {
        const typed = cents / 100;
        const lo = displayAmountToToman(typed, EUR, 'min') * 10;
        const hi = displayAmountToToman(typed, EUR, 'max') * 10;
        const shown = convertRial(rial, EUR);
        if (shown >= typed) expect(rial >= lo).toBe(true);
        if (shown <= typed) expect(rial <= hi).toBe(true);
        // Outside by more than the one-toman rounding of the bound: left out.
        if (rial < lo) expect(shown).toBeLessThanOrEqual(typed);
        if (rial + 10 < lo) expect(shown).toBeLessThan(typed);
        if (rial - 10 > hi) expect(shown).toBeGreaterThan(typed);
      }),
    );
  });
});

describe('price filters typed in euros', () => {
  const bundle = (hotelId: number, pricePerPerson: number) => ({
    hotelId,
    persianName: `هتل ${hotelId}`,
    englishName: `Hotel ${hotelId}`,
    star: 4,
    rate: 4,
    pricePerPerson,
    totalPrice: pricePerPerson * 2,
    freeCancellation: false,
    airlines: ['IR'],
    outboundDeparture: '08:00',
  });

  it('flight+hotel: «۱۳٫۱۶ … ۲۰» EUR keeps the bundles shown from 13.16 to 20.00 EUR; the URL keeps toman', () => {
    const bundles = [bundle(1, 12_400_000), bundle(2, 12_500_000), bundle(3, 19_000_000), bundle(4, 19_004_000), bundle(5, 19_010_000)];
    // 13.05, 13.16, 20.00, 20.00 (20.0042…), 20.01 EUR.
    expect(bundles.map((b) => convertRial(b.pricePerPerson, EUR))).toEqual([13.05, 13.16, 20, 20, 20.01]);
    const price = { min: typedPriceBound('۱۳٫۱۶', EUR, 'min')!, max: typedPriceBound('20', EUR, 'max')! };
    const filters = { ...clearedBundleFilters(), price };
    const query = bundleFilterQuery(filters);
    expect(query['fPrice']).toBe('1249725-1900475');
    // The same link reads the same for everyone (toman in the URL).
    const read = parseBundleFilters(query);
    expect(read.price).toEqual(price);
    const kept = bundles.filter((b) => matchesBundle(b, { ...NO_BUNDLE_FILTER, price: toBundleFilter(read).price }));
    expect(kept.map((b) => b.hotelId)).toEqual([2, 3, 4]);
  });

  it('attraction: a minimum typed in Persian digits in euros, written to minPrice in toman, filters the adult prices', () => {
    const item = (attractionId: number, minPrice: number | null) => ({
      attractionId,
      category: 'museum',
      minPrice,
      durationMinutes: 60,
      firstDate: null,
    });
    const items = [item(1, 4_700_000), item(2, 4_750_000), item(3, 9_500_000), item(4, null)];
    // 4.95, 5.00, 10.00 EUR, sold out.
    const min = typedPriceBound('۵', EUR, 'min')!;
    const query = attractionFilterQuery({
      categories: [],
      price: { min, max: Number.MAX_SAFE_INTEGER },
      duration: null,
      sort: 'suggested',
    });
    expect(query).toEqual({ minPrice: '474525' });
    const filter = toAttractionFilter(parseAttractionFilters(query));
    expect(items.filter((x) => matchesFilter(x, filter)).map((x) => x.attractionId)).toEqual([2, 3]);
    // Shown back in the field as typed.
    expect(tomanToDisplayAmount(parseAttractionFilters(query).price!.min, EUR, 'min')).toBe(5);
  });
});

describe('priceBandLabel', () => {
  it('toman: the band in millions of toman, as before', () => {
    expect(priceBandLabel({ from: 5, to: 9 })).toBe(messages.filters.priceBand(formatAmount(5), formatAmount(9)));
    expect(priceBandLabel({ from: 28.5, to: null }, TOMAN_DISPLAY)).toBe(messages.filters.priceAbove(formatAmount(28.5)));
  });

  it("another currency: the band's ends in it, then its name", () => {
    const label = priceBandLabel({ from: 5, to: 9 }, EUR);
    expect(label).toBe(`از ${formatMoneyAmount(50_000_000, EUR)} تا ${formatMoneyAmount(90_000_000, EUR)} یورو`);
    expect(label).toBe('از ۵۲٫۶۳ تا ۹۴٫۷۴ یورو');
    expect(priceBandLabel({ from: 28.5, to: null }, EUR)).toBe('بیش از ۳۰۰٫۰۰ یورو');
    expect(label).not.toContain('تومان');
  });
});
