/**
 * The supplier's exchange rates (spec 001 §1 "prices are shown in the chosen currency", §3 "currency item", store
 * state "currencies"): `GET /api2/Currency/GetRates`. Prices, baskets and payments stay in rial (IRR); a display in
 * another currency divides a rial amount by that currency's `rialRate` (rial per one unit of it).
 */
import * as v from 'valibot';
import { CurrencyCode, Envelope, IsoDateTime } from './common';

export const CurrencyRate = v.object({
  currencyCode: CurrencyCode,
  currencyName: v.string(),
  currencyEnglishName: v.string(),
  currencyIcon: v.string(),
  /** Rial for one unit of the currency (IRR: 1, TOMAN: 10); always above zero. */
  rialRate: v.pipe(v.number(), v.finite(), v.gtValue(0)),
});
export type CurrencyRate = v.InferOutput<typeof CurrencyRate>;

export const CurrencyRatesResponse = Envelope(
  v.object({
    /** When the supplier last set these rates. */
    updatedAt: IsoDateTime,
    items: v.array(CurrencyRate),
  }),
);
export type CurrencyRatesResponse = v.InferOutput<typeof CurrencyRatesResponse>;
