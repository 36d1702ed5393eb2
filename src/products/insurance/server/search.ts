/**
 * The plan search as a single-answer pipeline product (src/server/search/pipeline.ts): one call, no token, no
 * polling; at most 12 plans (the spec's insurance search count limit), those covering every traveller first, each
 * group cheapest first, as the supplier answers them. A trip the supplier refuses with its own Persian reason (a
 * destination no plan covers, a trip too long) is an answer with that reason, not an outage; any other failure is
 * the pipeline's outage.
 */
import type { SingleAnswerSearch } from '@/server/search/pipeline';
import { UpstreamError } from '@/server/upstream/request';
import { type InsuranceQuery, insuranceRequestKey, parseInsuranceQuery } from '../model/query';
import type { InsurancePlan, InsuranceSearchAnswer } from './schemas';
import { insuranceApi } from './upstream';

/** The answer's facts besides the plans: the trip, each traveller's age and eligibility, and a supplier's refusal. */
export interface InsuranceSearchInfo {
  trip: InsuranceSearchAnswer['trip'] | null;
  travellers: InsuranceSearchAnswer['travellers'];
  totalCount: number;
  /** The supplier's Persian reason it found nothing for this trip (400 validation), or null. */
  problem: string | null;
}

export const INSURANCE_STREAM = 'insurance';
const INSURANCE_SEARCH_LIMIT_MS = 8_000;
/** Any place the page's own rule (model/search.ts) reads: the supplier says which it insures. */
const MAX_PLACE = 100;

export const insuranceSearch: SingleAnswerSearch<InsuranceQuery, InsurancePlan, InsuranceSearchInfo> = {
  mode: 'single',
  name: INSURANCE_STREAM,
  limits: { limitMs: INSURANCE_SEARCH_LIMIT_MS },
  isPlace: (place) => place.length > 0 && place.length <= MAX_PLACE,
  parse: async (_client, place, query, today) => {
    const parsed = parseInsuranceQuery(place, query, today);
    if (!parsed.ok) return { ok: false, code: 'invalid_query', message: parsed.message };
    return { ok: true, value: { request: parsed.value, query: parsed.query } };
  },
  requestKey: insuranceRequestKey,
  search: async (client, request, { deadlineMs }) => {
    try {
      const answer = await insuranceApi(client).search(
        {
          destination: request.destination,
          startDate: request.startDate,
          endDate: request.endDate,
          travellers: request.ages.map((age) => ({ age })),
          sports: request.sports,
        },
        deadlineMs,
      );
      return {
        items: answer.plans,
        info: { trip: answer.trip, travellers: answer.travellers, totalCount: answer.totalCount, problem: null },
      };
    } catch (err) {
      // The supplier's own refusal of this trip (Persian): an answer to show, never «the service is down».
      if (err instanceof UpstreamError && err.kind === 'http' && err.status === 400 && err.upstreamMessage)
        return { items: [], info: { trip: null, travellers: [], totalCount: 0, problem: err.upstreamMessage } };
      throw err;
    }
  },
  key: (plan) => plan.id,
  mergeValue: (plan) => plan.total,
  replaces: (next, before) => next < before,
  // Every field is the card's or the comparison's; the insurer is the product itself, so no viewer cut either.
  forResultsList: (plan) => plan,
};
