/**
 * The results page's query as the plan search reads it: the destination slug, the trip's first and last day (the
 * form's `startDate`/`endDate`, or a flight link's `flightDate`/`returnDate`; the form's default range when absent)
 * and the travellers' ages. A link from the form carries only passenger counts, so each traveller is priced at a
 * typical age of their type (age.ts COUNT_AGES) until the travellers step gives birth dates; a link may carry the
 * ages themselves (`ages=30,70`), which then win. Input the page cannot search is refused with a Persian message.
 */
import { type IsoDate, parseDateParam } from '@/lib/dates';
import { parsePassengerMix } from '@/lib/passenger-mix';
import type { Query } from '@/lib/query';
import { toLatinDigits } from '@/lib/text';
import { insuranceResults } from '../messages';
import { agesForCounts } from './age';
import { insuranceFormDates, insuranceSearchProblem } from './search';
import { MAX_TRIP_DAYS, tripDays, tripLengthProblem } from './trip';

export interface InsuranceQuery {
  /** The route's destination slug, lower case (`tr-istanbul`). */
  destination: string;
  startDate: IsoDate;
  endDate: IsoDate;
  /** Each traveller's age on the first day (from the link's ages, else its passenger counts). */
  ages: number[];
  /** Whether the ages came from the link (true) or were assumed from the passenger counts. */
  agesGiven: boolean;
  /** The plan's sports option (`sports=1`): only plans that offer it, each priced with its surcharge. */
  sports: boolean;
}

/** The link's key of the sports option; `1` (or `true`) asks for it, anything else is without. */
export const SPORTS_KEY = 'sports';
export const parseSports = (raw: string | undefined): boolean => raw === '1' || raw === 'true';

export type InsuranceQueryParse = { ok: true; value: InsuranceQuery; query: Query } | { ok: false; message: string };

/** The most travellers one search insures (the supplier's limit, as the seat limit of a party). */
export const MAX_AGES = 9;
const AGES = /^\d{1,3}(,\d{1,3}){0,8}$/;

const first = (query: Query, keys: readonly string[]) => keys.map((k) => query[k]).find((v) => v !== undefined && v !== '');

/** `ages=30,70`: one to nine ages, each 0–120; null when absent, 'bad' when it cannot be read. */
export function parseAges(raw: string | undefined): number[] | null | 'bad' {
  if (raw === undefined || raw === '') return null;
  const text = toLatinDigits(raw).trim();
  if (!AGES.test(text)) return 'bad';
  const ages = text.split(',').map(Number);
  return ages.every((a) => a <= 120) ? ages : 'bad';
}

export function parseInsuranceQuery(place: string, query: Query, today: IsoDate): InsuranceQueryParse {
  const problem = insuranceSearchProblem(place, query, today);
  if (problem) return { ok: false, message: problem };
  const defaults = insuranceFormDates(today);
  const startDate = parseDateParam(first(query, ['startDate', 'flightDate'])) ?? defaults.start;
  const endDate = parseDateParam(first(query, ['endDate', 'returnDate'])) ?? (startDate === defaults.start ? defaults.end : startDate);
  if (endDate < startDate) return { ok: false, message: tripLengthProblem(0) ?? insuranceResults.badAges };
  const tooLong = tripLengthProblem(tripDays(startDate, endDate), MAX_TRIP_DAYS);
  if (tooLong) return { ok: false, message: tooLong };
  const given = parseAges(query['ages']);
  if (given === 'bad') return { ok: false, message: insuranceResults.badAges };
  // Counts may come in Persian digits (`adults=۲`), as the page's own rule reads them.
  const mix = parsePassengerMix(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, toLatinDigits(v)])));
  const ages = given ?? (typeof mix === 'string' ? null : agesForCounts({ adults: mix.adults, child: mix.children, infant: mix.infants }));
  if (!ages || ages.length === 0 || ages.length > MAX_AGES) return { ok: false, message: insuranceResults.badAges };
  const destination = decodeURIComponent(place).toLowerCase();
  return {
    ok: true,
    value: { destination, startDate, endDate, ages, agesGiven: given !== null, sports: parseSports(query[SPORTS_KEY]) },
    query: { ...query, startDate, endDate },
  };
}

/** What identifies a search: the same destination, trip and ages is the same answer. */
export const insuranceRequestKey = (q: InsuranceQuery) =>
  `${q.destination}|${q.startDate}|${q.endDate}|${q.ages.join(',')}${q.sports ? '|sports' : ''}`;

/** The results address with the sports option on or off (the other keys kept). */
export function withSportsQuery(search: string, sports: boolean): string {
  const params = new URLSearchParams(search);
  if (sports) params.set(SPORTS_KEY, '1');
  else params.delete(SPORTS_KEY);
  const text = params.toString();
  return text ? `?${text}` : '';
}
