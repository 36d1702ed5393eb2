import { createElement } from 'react';
import { ResultsContext } from '@/components/results/store';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardCashback, CashbackProvider } from '@/components/account/CashbackContext';
import { CashbackNote } from '@/components/account/CashbackNote';
import { cashbackAmount, cashbackPercentOf, formatCashback } from '@/lib/money';
import { HotelCard } from '@/products/hotel/components/HotelCard';
import type { HotelResult } from '@/products/hotel/server/upstream/search';

/**
 * Issue 49 point 4: the per-purchase «… تومان به کیف پول شما برمی‌گردد» (spec 001 §9: floor(price × percent / 100),
 * in toman) from the cashback configuration, on the hotel card and the review (same component), and its edges.
 */
const note = (priceRial: number, percent: number | null) => renderToString(createElement(CashbackNote, { priceRial, percent }));

describe('cashback configuration → percent', () => {
  it('enabled with a positive percent gives it; off, zero, negative or NaN give none; above 100 is capped', () => {
    expect(cashbackPercentOf({ isEnable: true, cashbackPercent: 3 })).toBe(3);
    expect(cashbackPercentOf({ isEnable: false, cashbackPercent: 3 })).toBeNull();
    expect(cashbackPercentOf({ isEnable: true, cashbackPercent: 0 })).toBeNull();
    expect(cashbackPercentOf({ isEnable: true, cashbackPercent: -2 })).toBeNull();
    expect(cashbackPercentOf({ isEnable: true, cashbackPercent: Number.NaN })).toBeNull();
    expect(cashbackPercentOf({ isEnable: true, cashbackPercent: 250 })).toBe(100);
  });
});

describe('CashbackNote', () => {
  it('floor(price × percent / 100) rial, shown in toman with Persian digits', () => {
    // 12 345 670 rial × 3 % = 370 370.1 → 370 370 rial → 37 037 toman
    expect(cashbackAmount(12_345_670, 3)).toBe(370_370);
    const html = note(12_345_670, 3);
    expect(html).toContain('۳۷٬۰۳۷ تومان به کیف پول شما برمی‌گردد');
    expect(html).toContain('data-cashback="370370"');
    // 308 641 rial = 30 864.1 toman: amounts keep up to 2 decimals (spec 001 §9)
    expect(formatCashback(12_345_670, 2.5)).toBe('۳۰٬۸۶۴٫۱ تومان به کیف پول شما برمی‌گردد');
  });

  it('nothing when cashback is off, the price is zero or not a number, or the amount is under one toman', () => {
    expect(note(12_345_670, null)).toBe('');
    expect(note(0, 3)).toBe('');
    expect(note(Number.NaN, 3)).toBe('');
    expect(note(300, 3)).toBe(''); // 9 rial: under a toman
    expect(note(334, 3)).toContain('۱ تومان'); // 10 rial
  });
});

describe('the hotel card', () => {
  const hotel: HotelResult = {
    hotelId: 7,
    code: 'H7',
    name: 'هتل ترنج',
    englishName: 'Toranj',
    star: 5,
    rate: 8.5,
    reviewCount: 10,
    isGuaranty: false,
    minimumPackagePrice: 50_000_000,
    currency: 'IRR',
    address: 'کیش',
    cityName: 'کیش',
    location: { latitude: 26.5, longitude: 54 },
    images: [],
    facilities: [],
    rooms: [],
    preview: '',
    nights: 2,
    freeCancellationUntil: null,
    area: null,
    hotelType: null,
    provider: null,
  };
  // The card reads its results page (the detail panel closes when the filters change): a store is all it needs here.
  const results = { store: { filters: {} } };
  const card = (cashbackPercent: number | null | undefined) =>
    renderToString(
      createElement(
        ResultsContext.Provider,
        { value: results },
        createElement(HotelCard, {
          hotel,
          href: '/hotel/ir-kish/Toranj?hotelId=7',
          destination: 'ir-kish',
          onChoose: () => {},
          ...(cashbackPercent !== undefined ? { cashbackPercent } : {}),
        }),
      ),
    );

  it('shows the cashback of its cheapest price under the price (3 % of 5 000 000 toman = 150 000 toman)', () => {
    expect(card(3)).toContain('۱۵۰٬۰۰۰ تومان به کیف پول شما برمی‌گردد');
  });

  it('shows none without a percent (a guest, or cashback off)', () => {
    expect(card(null)).not.toContain('کیف پول');
    expect(card(undefined)).not.toContain('کیف پول');
  });
});

describe('the cards of the other products (CashbackProvider / CardCashback)', () => {
  const line = (percent: number | null | undefined, priceRial = 12_345_670) =>
    renderToString(createElement(CashbackProvider, { percent }, createElement(CardCashback, { priceRial })));

  it("shows the page's percent of the card's price, in toman, under any product's price", () => {
    expect(line(3)).toContain('۳۷٬۰۳۷ تومان به کیف پول شما برمی‌گردد');
    expect(line(3)).toContain('data-cashback="370370"');
  });

  it('nothing for a guest (no percent), cashback off, or outside a results page (no provider)', () => {
    expect(line(null)).toBe('');
    expect(line(undefined)).toBe('');
    expect(renderToString(createElement(CardCashback, { priceRial: 12_345_670 }))).toBe('');
  });
});
