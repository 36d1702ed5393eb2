/** The summary of a flight+hotel search: `/flight+hotel/{source-destination}/search`. */
import { nightCount, parseDateParam } from '@/lib/dates';
import type { Query } from '@/lib/query';
import {
  type SearchSummary,
  type SummaryLine,
  decodeParam,
  parseRoute,
  passengerCount,
  placeFrom,
  summaryDate,
} from '@/lib/search-summary';
import { toPersianDigits as fa } from '@/lib/text';
import { flightHotelForm } from '../messages';
import { flightHotelSource } from './query';

export function flightHotelSummary(route: string, query: Query): SearchSummary {
  const parsed = parseRoute(route);
  const originCode = parsed?.origin.code.toUpperCase();
  // X stands for "any airport of the traveller's city"; a replaced source (IKA is sold as THR) shows its city.
  const source = originCode ? flightHotelSource(originCode) : null;
  const origin = !parsed || !source || originCode === 'X' ? null : source !== originCode ? placeFrom(source).city : parsed.origin.city;
  const destination = parsed?.destination.city ?? decodeParam(route);
  const lines: SummaryLine[] = [];
  if (origin) lines.push({ label: 'مبدأ', value: origin });
  lines.push({ label: 'مقصد', value: destination });
  const out = parseDateParam(query['flightDate']);
  const back = parseDateParam(query['returnDate']);
  if (out) lines.push({ label: 'تاریخ رفت', value: summaryDate(out)! });
  if (back) lines.push({ label: 'تاریخ برگشت', value: summaryDate(back)! });
  if (out && back) lines.push({ label: 'مدت اقامت', value: `${fa(nightCount(out, back))} شب` });
  const rooms = Number(query['room']);
  lines.push({
    label: 'اتاق و مسافر',
    value: `${fa(Number.isInteger(rooms) && rooms > 0 ? rooms : 1)} اتاق برای ${fa(passengerCount(query))} نفر`,
  });
  return { productName: flightHotelForm.name, title: `تور ${destination} (پرواز و هتل)`, cityName: destination, lines };
}
