/** Currency names and the short labels prices are shown with. */
import { createLookup } from './lookup';

export interface CurrencyRecord {
  code: string;
  /** Persian name, for the currency menu. */
  name: string;
  englishName: string;
  /** Short Persian label written after an amount. IRR amounts are shown in toman (rial ÷ 10), hence «تومان». */
  label: string;
}

export const CURRENCIES: readonly CurrencyRecord[] = [
  { code: 'IRR', name: 'ریال ایران', englishName: 'Iranian Rial', label: 'تومان' },
  { code: 'TOMAN', name: 'تومان', englishName: 'Toman', label: 'تومان' },
  { code: 'USD', name: 'دلار آمریکا', englishName: 'US Dollar', label: 'دلار' },
  { code: 'EUR', name: 'یورو', englishName: 'Euro', label: 'یورو' },
  { code: 'GBP', name: 'پوند انگلیس', englishName: 'British Pound', label: 'پوند' },
  { code: 'AED', name: 'درهم امارات', englishName: 'UAE Dirham', label: 'درهم' },
  { code: 'OMR', name: 'ریال عمان', englishName: 'Omani Rial', label: 'ریال عمان' },
  { code: 'BHD', name: 'دینار بحرین', englishName: 'Bahraini Dinar', label: 'دینار بحرین' },
  { code: 'SAR', name: 'ریال عربستان', englishName: 'Saudi Riyal', label: 'ریال عربستان' },
  { code: 'RUB', name: 'روبل روسیه', englishName: 'Russian Ruble', label: 'روبل' },
  { code: 'IQD', name: 'دینار عراق', englishName: 'Iraqi Dinar', label: 'دینار عراق' },
  { code: 'YTL', name: 'لیر ترکیه', englishName: 'Turkish Lira', label: 'لیر' },
];

const table = createLookup(
  CURRENCIES,
  (c) => c.code,
  (c) => c.name,
);
export const findCurrency = table.find;
/** Persian currency name (or the record); unknown codes come back unchanged. */
export const lookupCurrency = table.lookup;
