/** Flight day prices for the date picker (spec 001 §7 "POST /api2/flights/Cheapest"). */
import * as v from 'valibot';
import { Amount, Envelope, IsoDate } from './common';

/** Dates `YYYY-MM-DD` (a year below 1600 is Jalali); source/destination are IATA codes. At most 62 days. */
export const CheapestRequest = v.object({
  fromDate: v.string(),
  toDate: v.string(),
  source: v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/)),
  destination: v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/)),
});
/** price null: no flight that day. Rial, one adult, one way. */
export const DayPrice = v.object({ date: IsoDate, price: v.nullable(Amount), isCheapest: v.boolean() });
export const CheapestResponse = Envelope(v.array(DayPrice));

export type CheapestRequest = v.InferOutput<typeof CheapestRequest>;
export type DayPrice = v.InferOutput<typeof DayPrice>;
