/**
 * Money: rial ↔ toman, number formatting, price display per currency, struck-through price, cashback, day prices
 * and price bands. Amounts from the supplier are in the currency's own unit (IRR = rial).
 */
import { DEFAULT_CURRENCY, DEFAULT_PRICE_BANDS_RIAL, PRICE_BAND_FIRST_START_MILLION_TOMAN, STRIKE_PRICE_MARKUP_PERCENT } from './constants';
import { findCurrency } from './lookups/currencies';
import * as messages from './messages';
import { type Digits, formatNumber, toLatinDigits } from './text';
import { rialToToman, tomanToRial } from './toman';

export { rialToToman, tomanToRial } from './toman';

/** Rounds to 2 decimals, half away from zero, without 1.005-style binary error. */
export function roundMoney(amount: number): number {
  // From 1e15 on a double has no cents left to round.
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e15) return amount;
  const abs = Math.abs(amount);
  const text = String(abs);
  // Shifting the decimal point in the text avoids 1.005 * 100 === 100.49999…; tiny/huge numbers use e-notation.
  const scaled = text.includes('e') ? abs * 100 : Number(`${text}e2`);
  return Math.sign(amount) * (Math.round(scaled) / 100) || 0;
}

/** 1234567.891 → «۱٬۲۳۴٬۵۶۷٫۸۹» (or "1,234,567.89"): 2 decimals at most (rounded half away from zero), grouped. */
export function formatAmount(amount: number, digits: Digits = 'fa'): string {
  return formatNumber(roundMoney(amount), { digits });
}

/** The price of one night of a stay (the total over the nights, at least one), rounded to a whole unit. */
export function pricePerNight(total: number, nights: number): number {
  return Math.round(total / Math.max(1, Math.floor(nights) || 1));
}

/** The Persian label written after an amount of this currency; unknown codes show as they are. */
export function currencyLabel(currency: string): string {
  return findCurrency(currency)?.label ?? currency;
}

/** An amount with its unit: IRR (rial) is shown as toman, «۱٬۲۵۰٬۰۰۰ تومان»; others «۱۲۰ دلار». */
export function formatPrice(amount: number, currency: string = DEFAULT_CURRENCY, digits: Digits = 'fa'): string {
  const code = currency.toUpperCase();
  const value = code === 'IRR' ? rialToToman(amount) : amount;
  return `${formatAmount(value, digits)} ${currencyLabel(code)}`;
}

// ── Display currency ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * How this viewer sees prices (spec 001 §1: "prices are shown in the chosen currency; IRR is shown in toman"): the
 * session's currency and the supplier's rate for it (`GET /api2/Currency/GetRates`, rial per one unit). Amounts
 * themselves, baskets and payments stay in rial; only the display converts.
 */
export interface DisplayCurrency {
  /** The currency shown: IRR (as toman, the default) or the one the user chose. */
  code: string;
  /** Rial for one unit of `code` (IRR: 1). */
  rialRate: number;
  /** The user's currency when its rate could not be had (supplier outage): the prices are in toman meanwhile. */
  unavailable?: string;
}

/** The default display: toman (rial ÷ 10), for guests, IRR users and whenever a rate is missing. */
export const TOMAN_DISPLAY: DisplayCurrency = { code: 'IRR', rialRate: 1 };

/** IRR and TOMAN are both shown as toman. */
export function isTomanDisplay(display: DisplayCurrency): boolean {
  const code = display.code.toUpperCase();
  return code === 'IRR' || code === 'TOMAN';
}

/**
 * A rial amount in the display's unit. Toman: rial ÷ 10. Another currency: rial ÷ rate, rounded to 2 decimals
 * (cents), half away from zero (`roundMoney`), e.g. 12 500 000 rial at 950 000 rial/EUR = 13.157… → 13.16 EUR.
 */
export function convertRial(rial: number, display: DisplayCurrency = TOMAN_DISPLAY): number {
  if (isTomanDisplay(display) || !(display.rialRate > 0)) return rialToToman(rial);
  return roundMoney(rial / display.rialRate);
}

/** «۱۳٫۱۶»: always two decimals for a foreign currency (13 → «۱۳٫۰۰»), grouped. */
function formatCents(value: number, digits: Digits): string {
  const text = formatAmount(value, digits);
  const mark = digits === 'fa' ? '\u066B' : '.';
  const zero = digits === 'fa' ? '\u06F0' : '0';
  const at = text.indexOf(mark);
  if (at < 0) return `${text}${mark}${zero}${zero}`;
  return text.length - at - 1 === 1 ? `${text}${zero}` : text;
}

/**
 * A rial amount as this viewer reads it: «۱٬۲۵۰٬۰۰۰ تومان» by default, «۱۳٫۱۶ یورو» for a EUR user (the amount,
 * then the currency's Persian name, as Persian price tags write it, not Intl's «‎€۱۳٫۱۶»).
 */
export function formatMoney(rial: number, display: DisplayCurrency = TOMAN_DISPLAY, digits: Digits = 'fa'): string {
  if (isTomanDisplay(display) || !(display.rialRate > 0)) return formatPrice(rial, 'IRR', digits);
  return `${formatCents(convertRial(rial, display), digits)} ${currencyLabel(display.code.toUpperCase())}`;
}

/** Only the number of `formatMoney` (for texts that place the unit themselves). */
export function formatMoneyAmount(rial: number, display: DisplayCurrency = TOMAN_DISPLAY, digits: Digits = 'fa'): string {
  if (isTomanDisplay(display) || !(display.rialRate > 0)) return formatAmount(rialToToman(rial), digits);
  return formatCents(convertRial(rial, display), digits);
}

/** The unit `formatMoney` writes: «تومان», «یورو»… */
export function moneyUnit(display: DisplayCurrency = TOMAN_DISPLAY): string {
  return isTomanDisplay(display) || !(display.rialRate > 0) ? currencyLabel('IRR') : currencyLabel(display.code.toUpperCase());
}

// ── Typed amounts (the price filters' fields) ─────────────────────────────────────────────────────────────────────

/**
 * An amount the viewer typed into a price field: Latin, Persian or Arabic-Indic digits; «٫» or "." as the decimal
 * mark; thousands separators («٬», «،», ",", spaces) and any unit written with it ignored; several "." are grouping
 * («1.250.000»). Null when it holds no number.
 */
export function parseMoneyInput(text: string): number | null {
  let clean = toLatinDigits(text)
    .replace(/\u066B/g, '.')
    .replace(/[^\d.]/g, '');
  if (clean.indexOf('.') !== clean.lastIndexOf('.')) clean = clean.replace(/\./g, '');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(clean)) return null;
  const n = Number(clean);
  return Number.isFinite(n) ? n : null;
}

/** Which end of a price range a typed amount bounds. */
export type RangeEnd = 'min' | 'max';

/**
 * A typed bound in the viewer's unit → whole toman, the unit the price filters keep in the URL whatever the viewer's
 * currency (so a link reads the same for everyone). Toman is taken as it is (a lower bound rounded down, an upper one
 * up). A foreign amount covers every price shown as it: the shown price is rounded to cents, so «from 13.16 EUR»
 * starts at 13.155 EUR and «up to 13.16 EUR» ends at 13.165 EUR, then rounded outwards to whole toman.
 */
export function displayAmountToToman(amount: number, display: DisplayCurrency, end: RangeEnd): number {
  if (!(amount > 0)) return 0;
  if (isTomanDisplay(display) || !(display.rialRate > 0)) return end === 'min' ? Math.floor(amount) : Math.ceil(amount);
  const edge = end === 'min' ? Math.max(0, amount - 0.005) : amount + 0.005;
  const toman = rialToToman(edge * display.rialRate);
  // 13.16 − 0.005 is 13.154999…: a millionth of a toman of slack keeps the bound on the whole toman it names.
  return end === 'min' ? Math.floor(toman + 1e-6) : Math.ceil(toman - 1e-6);
}

/** A toman bound (the URL's) in the viewer's unit, as its field shows it again: the inverse of `displayAmountToToman`. */
export function tomanToDisplayAmount(toman: number, display: DisplayCurrency, end: RangeEnd): number {
  if (isTomanDisplay(display) || !(display.rialRate > 0)) return toman;
  const value = tomanToRial(toman) / display.rialRate;
  return Math.max(0, roundMoney(end === 'min' ? value + 0.005 : value - 0.005));
}

/** A field's text → its toman bound; null when the field is empty or holds no number (the bound is cleared). */
export function typedPriceBound(text: string, display: DisplayCurrency, end: RangeEnd): number | null {
  const amount = parseMoneyInput(text);
  return amount === null ? null : displayAmountToToman(amount, display, end);
}

/** The struck-through "before" price: the package price plus 10 %. */
export function strikePrice(packagePrice: number): number {
  return roundMoney((packagePrice * (100 + STRIKE_PRICE_MARKUP_PERCENT)) / 100);
}

/** floor(price × percent / 100), in the price's unit (rial). */
export function cashbackAmount(price: number, percent: number): number {
  return Math.floor((price * percent) / 100);
}

/** The percent a cashback configuration gives, or null when it is off (disabled, or not a positive percent). */
export function cashbackPercentOf(config: { isEnable: boolean; cashbackPercent: number }): number | null {
  const p = config.cashbackPercent;
  return config.isEnable && Number.isFinite(p) && p > 0 ? Math.min(p, 100) : null;
}

/** «۱۲٬۳۴۵ تومان به کیف پول شما برمی‌گردد». */
export function formatCashback(priceRial: number, percent: number, digits: Digits = 'fa'): string {
  return messages.cashback.backToWallet(formatAmount(rialToToman(cashbackAmount(priceRial, percent)), digits));
}

/** Date-picker day price: shown in ten-thousands of rial (= thousands of toman), rounded. */
export function dayPriceInTenThousands(priceRial: number): number {
  return Math.round(priceRial / 10_000);
}

// ── Price bands ────────────────────────────────────────────────────────────────────────────────────────────────────

/** A row of the city price table (thresholds in rial, per night and room). */
export interface CityPriceRanges {
  firstRange: number;
  secondRange: number;
  thirdRange: number;
}

export interface PriceBandInput {
  /** The city's row; the defaults of the scope apply when unknown. */
  city?: CityPriceRanges | null;
  scope: 'l' | 'i';
  nights: number;
  rooms: number;
}

/** The three cut points in rial: the city's (or the default) thresholds × nights × rooms. */
export function priceBandThresholds({ city, scope, nights, rooms }: PriceBandInput): [number, number, number] {
  const base = city
    ? [city.firstRange, city.secondRange, city.thirdRange]
    : DEFAULT_PRICE_BANDS_RIAL[scope === 'i' ? 'international' : 'domestic'];
  const factor = Math.max(1, nights) * Math.max(1, rooms);
  return [(base[0] ?? 0) * factor, (base[1] ?? 0) * factor, (base[2] ?? 0) * factor];
}

/** rial ÷ 1e7, rounded to 2 decimals. */
export function rialToMillionToman(rial: number): number {
  return roundMoney(rial / 1e7);
}

export interface PriceBand {
  /** Millions of toman. */
  from: number;
  /** Millions of toman; null for the open-ended last band. */
  to: number | null;
}

/**
 * Four bands in millions of toman cut at the three thresholds. The first band starts at 5 — unless its upper
 * threshold is not above 5 (a one-night domestic stay), when it starts at 0 so no band is inverted.
 */
export function priceBands(thresholdsRial: readonly [number, number, number]): PriceBand[] {
  const [a, b, c] = thresholdsRial.map(rialToMillionToman) as [number, number, number];
  const firstStart = a > PRICE_BAND_FIRST_START_MILLION_TOMAN ? PRICE_BAND_FIRST_START_MILLION_TOMAN : 0;
  return [
    { from: firstStart, to: a },
    { from: a, to: b },
    { from: b, to: c },
    { from: c, to: null },
  ];
}

/**
 * A band's label: «از ۵ تا ۷٫۸۶ میلیون تومان» in toman; for a viewer who chose another currency the band's ends in it,
 * «از ۵۲٫۶۳ تا ۸۲٫۷۴ یورو» (the band itself, and the URL's value, stay in millions of toman).
 */
export function priceBandLabel(band: PriceBand, display: DisplayCurrency = TOMAN_DISPLAY): string {
  if (isTomanDisplay(display) || !(display.rialRate > 0)) {
    return band.to === null
      ? messages.filters.priceAbove(formatAmount(band.from))
      : messages.filters.priceBand(formatAmount(band.from), formatAmount(band.to));
  }
  const amount = (millionToman: number) => formatMoneyAmount(millionToman * 1e7, display);
  const unit = moneyUnit(display);
  return band.to === null
    ? messages.filters.priceAboveIn(amount(band.from), unit)
    : messages.filters.priceBandIn(amount(band.from), amount(band.to), unit);
}
