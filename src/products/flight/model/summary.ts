/** The summary of a flight search, `/flight/{origin-destination}/search` (spec 001 §2 "Query parameters"). */
import { parseDateParam } from '@/lib/dates';
import { lookupCabinClass } from '@/lib/lookups';
import type { Query } from '@/lib/query';
import { type SearchSummary, type SummaryLine, decodeParam, parseRoute, passengerBreakdown, summaryDate } from '@/lib/search-summary';

export function flightSummary(route: string, query: Query): SearchSummary {
  const parsed = parseRoute(route);
  const origin = parsed?.origin.city ?? decodeParam(route);
  const destination = parsed?.destination.city ?? decodeParam(route);
  const oneWay = query['flightType'] === '1';
  const lines: SummaryLine[] = [
    { label: 'مبدأ', value: origin },
    { label: 'مقصد', value: destination },
    { label: 'نوع سفر', value: oneWay ? 'یک‌طرفه' : 'رفت و برگشت' },
  ];
  const out = summaryDate(parseDateParam(query['flightDate']));
  if (out) lines.push({ label: 'تاریخ رفت', value: out });
  const back = oneWay ? null : summaryDate(parseDateParam(query['returnDate']));
  if (back) lines.push({ label: 'تاریخ برگشت', value: back });
  lines.push({ label: 'مسافران', value: passengerBreakdown(query) });
  if (query['flightClass']) lines.push({ label: 'کلاس پرواز', value: lookupCabinClass(query['flightClass']) });
  return { productName: 'بلیت هواپیما', title: `بلیت هواپیما ${origin} به ${destination}`, cityName: destination, lines };
}
