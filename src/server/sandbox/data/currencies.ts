/**
 * The sandbox supplier's exchange rates: rial for one unit of each currency of the display map (spec 001 §3). Fixed
 * figures, so tests can compute the converted prices; a real supplier moves them during the day.
 */
import type { CurrencyRate } from '../../schemas/currency';

/** When these rates were "set" (a fixed instant: the sandbox's rates never move). */
export const RATES_UPDATED_AT = '2026-11-29T06:00:00.000Z';

export const CURRENCY_RATES: readonly CurrencyRate[] = [
  { currencyCode: 'IRR', currencyName: 'ریال ایران', currencyEnglishName: 'Iranian Rial', currencyIcon: '﷼', rialRate: 1 },
  { currencyCode: 'TOMAN', currencyName: 'تومان', currencyEnglishName: 'Toman', currencyIcon: 'ت', rialRate: 10 },
  { currencyCode: 'USD', currencyName: 'دلار آمریکا', currencyEnglishName: 'US Dollar', currencyIcon: '$', rialRate: 820_000 },
  { currencyCode: 'EUR', currencyName: 'یورو', currencyEnglishName: 'Euro', currencyIcon: '€', rialRate: 950_000 },
  { currencyCode: 'GBP', currencyName: 'پوند انگلیس', currencyEnglishName: 'British Pound', currencyIcon: '£', rialRate: 1_090_000 },
  { currencyCode: 'AED', currencyName: 'درهم امارات', currencyEnglishName: 'UAE Dirham', currencyIcon: 'د.إ', rialRate: 223_300 },
  { currencyCode: 'OMR', currencyName: 'ریال عمان', currencyEnglishName: 'Omani Rial', currencyIcon: 'ر.ع.', rialRate: 2_130_000 },
  { currencyCode: 'BHD', currencyName: 'دینار بحرین', currencyEnglishName: 'Bahraini Dinar', currencyIcon: '.د.ب', rialRate: 2_175_000 },
  { currencyCode: 'SAR', currencyName: 'ریال عربستان', currencyEnglishName: 'Saudi Riyal', currencyIcon: 'ر.س', rialRate: 218_600 },
  { currencyCode: 'RUB', currencyName: 'روبل روسیه', currencyEnglishName: 'Russian Ruble', currencyIcon: '₽', rialRate: 10_250 },
  { currencyCode: 'IQD', currencyName: 'دینار عراق', currencyEnglishName: 'Iraqi Dinar', currencyIcon: 'ع.د', rialRate: 626 },
  { currencyCode: 'YTL', currencyName: 'لیر ترکیه', currencyEnglishName: 'Turkish Lira', currencyIcon: '₺', rialRate: 24_100 },
];
