/**
 * `POST /api/basket/insurances { destination, startDate, endDate, ages, planId, sports? }`: the results page's «choose» puts the
 * plan in the session's basket. The plan is searched again here for the same trip and ages, so what the basket keeps
 * (the price table, the age limit, the cover) is the supplier's, never the browser's; a plan the supplier no longer
 * answers is a 409 with a Persian message. Then the travellers step (`/insurance/Passengers`).
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { basketView, changeBasket } from '@/edge/basket-routes';
import { BODY_LIMIT, jsonBody } from '@/edge/json-body';
import { insuranceResults } from '../messages';
import { insuranceItemDetails, withInsurance } from '../server/basket';
import { MAX_INSURED, PlanId } from '../server/schemas';
import { insuranceApi } from '../server/upstream';

const Iso = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const ChooseBody = v.object({
  destination: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  startDate: Iso,
  endDate: Iso,
  ages: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120))), v.minLength(1), v.maxLength(MAX_INSURED)),
  planId: PlanId,
  /** The plan's sports option, chosen on the results page: searched again with it, so the surcharge is the supplier's. */
  sports: v.optional(v.boolean(), false),
});

export const INSURANCE_TRAVELLERS_PATH = '/insurance/Passengers';
const noStore = { 'Cache-Control': 'no-store' };

export function mountInsuranceRoutes(app: Hono): void {
  app.post('/api/basket/insurances', jsonBody(ChooseBody, { limit: BODY_LIMIT.basket }), async (c) => {
    const body = c.req.valid('json');
    const answer = await insuranceApi(c.get('upstream')).search({
      destination: body.destination,
      startDate: body.startDate,
      endDate: body.endDate,
      travellers: body.ages.map((age) => ({ age })),
      sports: body.sports,
    });
    const plan = answer.plans.find((p) => p.id === body.planId);
    // Searched with the option, the supplier answers only plans that offer it; the check keeps a stale answer out.
    if (!plan || (body.sports && !plan.sports.available))
      return c.json({ succeed: false, code: 'not_found', message: insuranceResults.chooseFailed }, 409, noStore);
    const details = insuranceItemDetails(plan, answer, body.destination, body.ages, body.sports);
    const state = await changeBasket(c, (doc) => withInsurance(doc, details));
    return c.json({ ...basketView(c, state), next: INSURANCE_TRAVELLERS_PATH }, 200, noStore);
  });
}
