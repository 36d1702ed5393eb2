/**
 * Travel insurance (issue 46).
 *   POST /api2/Insurance/Search { destination | zone, startDate, endDate | days, travellers: [{ birthDate } | { age }], sports? }
 *                                                              → envelope InsuranceSearchAnswer (one answer, no token)
 *   GET  /api2/Insurance/Plan/{planId}                         → envelope InsurancePlanDetail
 *   GET  /api2/Insurance/Contracts/{factorId}                  → envelope InsuranceContracts (an issued order's)
 *   POST /api2/Insurance/CancelContract { factorId, contractNumbers? } → envelope InsuranceCancelAnswer
 *   GET  /ticketapi/v1/Contract/InsuranceContract/{factorId}[?contract=] → envelope InsuranceContractDocument
 *   GET  /sandbox/insurance/verify/{contractNumber}            → InsuranceVerification (the QR's page; no login)
 *   GET  /sandbox/img/insurer/{id}.svg                         → the insurer's generated logo
 * Only the order's owner sees or cancels its contracts (anyone else: 404). A contract is cancelled before its first
 * day only: the paid premium less a 5 % fee goes back to the payer (wallet/credit part to the wallet at once, the rest to the card); on or after the first day 409
 * `not_cancellable`; twice 409 `already_refunded`. Knobs: `empty` on Search answers no plans; `price-change` applies
 * to BasketBook's insurance slot (booking/insurance.ts).
 */
import { Hono } from 'hono';
import { BRAND_FA } from '@/lib/constants';
import { contractVerificationUrl } from '@/products/insurance/server/ticket';
import { insuranceModel } from '@/products/insurance/messages';
import { ageBand, ageOn } from '@/products/insurance/model/age';
import { roundPremium } from '@/products/insurance/model/price';
import { MAX_TRIP_DAYS, TRIP_TIERS, tripDays, tripLengthProblem, tripTier } from '@/products/insurance/model/trip';
import { zoneCovers, type ZoneId } from '@/products/insurance/model/zones';
import {
  INSURANCE_SEARCH_LIMIT,
  type InsuranceContractDocument,
  InsuranceCancelRequest,
  type InsurancePlan,
  type InsurancePlanDetail,
  type InsuranceSearchAnswer,
  InsuranceSearchRequest,
} from '@/products/insurance/server/schemas';
import { answerDelay, type SandboxEnv } from '../context';
import { CONTRACT_NUMBER, insuredAge, insuredTravellers, type InsuredRef } from '../data/insurance/contracts';
import { coverageTable, planTerms } from '../data/insurance/coverage';
import { findInsurer } from '../data/insurance/insurers';
import { bandPrices, findPlan, type PlanDef } from '../data/insurance/plans';
import { matchingPlans, planEntries, pricedPlan, type TripFacts } from '../data/insurance/quote';
import { INSURANCE_REFUSALS as R } from '../data/insurance/refusals';
import { type Destination, resolveDestination } from '../data/insurance/zones';
import { routeFault } from '../faults';
import { type Ctx, fail, intParam, ok, readBody } from '../http';
import { currentUser } from '../session';
import {
  getStore,
  ORDER_STATUS_TEXT,
  type OrderRecord,
  postTransaction,
  REFUND_STATUS_TEXT,
  type DocumentRecord,
  type Store,
  type UserRecord,
} from '../store';
import { logoSvg } from '../svg';
import { addDays, isoInstant, normaliseDate, tehranToday } from '../time';
import { valuesWhere } from '../tracked-map';

/** The insurer's fee of a cancellation before the cover starts, percent of the premium paid. */
export const CANCEL_FEE_PERCENT = 5;
const MAX_AGE_YEARS = 120;
const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400, immutable',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

interface SearchFacts extends TripFacts {
  destination: Destination | null;
  endDate: string;
  /** Per traveller; null: searched by age. */
  birthDates: (string | null)[];
}

/** The trip a valid request describes, or the 400 the supplier answers. */
function searchFacts(c: Ctx, body: InsuranceSearchRequest): SearchFacts | Response {
  const bad = (message: string) => fail(c, 400, 'validation', message);
  let destination: Destination | null = null;
  if (body.destination !== undefined && body.destination.trim() !== '') {
    const found = resolveDestination(body.destination);
    if (found === 'home') return bad(R.homeDestination);
    if (found === 'unknown') return bad(R.unknownDestination);
    destination = found;
  }
  // A zone asked for with a destination must cover it; the search then answers plans of that zone or wider only.
  if (body.zone && destination && !zoneCovers(body.zone, destination.zone)) return bad(R.zoneNotCovered);
  const zone: ZoneId | undefined = body.zone ?? destination?.zone;
  if (!zone) return bad(R.noDestination);
  const startDate = normaliseDate(body.startDate);
  if (!startDate) return bad(R.badStart);
  const today = tehranToday(c.get('ctx').clock());
  if (startDate < today) return bad(R.pastStart);
  if (startDate > addDays(today, 365)) return bad(R.farStart);
  let endDate: string;
  if (body.endDate) {
    const end = normaliseDate(body.endDate);
    if (!end) return bad(R.badEnd);
    if (end < startDate) return bad(R.endBeforeStart);
    if (body.days !== undefined && body.days !== tripDays(startDate, end)) return bad(R.daysMismatch);
    endDate = end;
  } else if (body.days !== undefined) {
    endDate = addDays(startDate, body.days - 1);
  } else return bad(R.noEnd);
  const days = tripDays(startDate, endDate);
  const tooLong = tripLengthProblem(days, MAX_TRIP_DAYS);
  if (tooLong) return bad(tooLong);
  const birthDates: (string | null)[] = [];
  const ages: number[] = [];
  for (const t of body.travellers) {
    if ('age' in t) {
      birthDates.push(null);
      ages.push(t.age);
      continue;
    }
    const birth = normaliseDate(t.birthDate);
    if (!birth) return bad(R.badBirthDate);
    if (birth > startDate) return bad(R.bornAfterStart);
    if (startDate > addDays(birth, MAX_AGE_YEARS * 366)) return bad(R.tooOld);
    birthDates.push(birth);
    ages.push(ageOn(birth, startDate));
  }
  return { destination, zone, startDate, endDate, days, birthDates, ages, sports: body.sports === true };
}

/** Plans covering more travellers first (every one who can be insured), each group cheapest first; ties by id. */
function answerOrder(a: InsurancePlan, b: InsurancePlan): number {
  return b.coveredTravellers.length - a.coveredTravellers.length || a.total - b.total || (a.id < b.id ? -1 : 1);
}

function searchAnswer(c: Ctx, facts: SearchFacts): InsuranceSearchAnswer {
  const ctx = c.get('ctx');
  const all = matchingPlans(ctx.seed, ctx.publicBaseUrl, facts).sort(answerOrder);
  const plans = routeFault(c)?.empty ? [] : all.slice(0, INSURANCE_SEARCH_LIMIT);
  const ages = facts.ages;
  return {
    trip: {
      destinationCountry: facts.destination?.countryCode ?? null,
      destinationName: facts.destination?.name ?? null,
      zone: facts.zone,
      startDate: facts.startDate,
      endDate: facts.endDate,
      days: facts.days,
      tier: tripTier(facts.days) ?? TRIP_TIERS[0]!,
    },
    travellers: ages.map((age, index) => {
      // Whether any plan of the zone and length would insure them (the answer's cut does not decide it).
      const eligible = all.some((p) => p.coveredTravellers.includes(index));
      return {
        index,
        birthDate: facts.birthDates[index] ?? null,
        age,
        band: ageBand(age)?.id ?? '0-12',
        eligible,
        planCount: plans.filter((p) => p.coveredTravellers.includes(index)).length,
        message: eligible ? null : insuranceModel.overAge(age),
      };
    }),
    plans,
    totalCount: routeFault(c)?.empty ? 0 : all.length,
    sports: facts.sports,
    currency: 'IRR',
  };
}

function planDetail(base: string, plan: PlanDef): InsurancePlanDetail {
  return {
    ...planEntries(base, plan),
    priceTable: TRIP_TIERS.filter((t) => t.minDays <= plan.maxTripDays).map((tier) => ({
      tier: { ...tier },
      bandPrices: bandPrices(plan, tier),
    })),
    coverageTable: coverageTable(plan),
    terms: planTerms(plan),
    currency: 'IRR',
  };
}

/** The user's own order with insurance contracts, or the refusal. */
async function insuranceOrder(c: Ctx, id: string | undefined): Promise<{ store: Store; user: UserRecord; order: OrderRecord } | Response> {
  const { store, user } = await currentUser(c);
  const factorId = intParam(id);
  const order = factorId === null ? undefined : store.orders.get(factorId);
  if (!order || order.userId !== user.userId) return fail(c, 404, 'not_found', R.orderNotFound);
  if (insuredTravellers(order.booking?.basket).length === 0) return fail(c, 404, 'not_found', R.notInsurance);
  const issued = order.status === 'issued' || order.status === 'refund_requested' || order.status === 'refunded';
  if (!issued || !order.booking?.documents?.length) return fail(c, 409, 'ticket_not_issued', R.notIssued);
  return { store, user, order };
}

interface Contract {
  ref: InsuredRef;
  ticket: DocumentRecord;
  plan: PlanDef;
  /** The tariff premium of this traveller (rial). */
  premium: number;
}

/** An issued order's contracts, each with its traveller, plan and premium. */
function contractsOf(seed: number, base: string, order: OrderRecord): Contract[] {
  return insuredTravellers(order.booking?.basket).flatMap((ref) => {
    const ticket = order.booking?.documents?.find((t) => t.passengerIndex === ref.index);
    const plan = findPlan(seed, ref.item.details.planId);
    const tier = tripTier(tripDays(ref.item.details.startDate, ref.item.details.endDate));
    if (!ticket || !plan || !tier) return [];
    const priced = pricedPlan(base, plan, tier, [insuredAge(ref)], ref.item.details.sports);
    return [{ ref, ticket, plan, premium: priced.total }];
  });
}

const verificationUrl = contractVerificationUrl;

function contractView(base: string, k: Contract) {
  const t = k.ref.traveller;
  const fa = `${t.fnameFa ?? ''} ${t.lnameFa ?? ''}`.trim();
  return {
    contractNumber: k.ticket.number,
    travellerIndex: k.ref.index,
    status: k.ticket.cancelled ? ('cancelled' as const) : ('issued' as const),
    traveller: {
      nameFa: fa || null,
      nameEn: `${t.fnameEn} ${t.lnameEn}`.toUpperCase(),
      passportNumber: t.passportNumber,
      nationalCode: t.nationalCode ?? null,
      birthDate: t.birthDate,
      age: insuredAge(k.ref),
    },
    premium: k.premium,
    verificationUrl: verificationUrl(base, k.ticket.number),
    cancelledAt: k.ticket.cancelled?.at ?? null,
    refund: k.ticket.cancelled?.refund ?? null,
  };
}

/** What the buyer paid of a tariff premium: the order's payable over its gross (discounts and coupon shared out). */
function paidOf(order: OrderRecord, premium: number): number {
  const co = order.checkout;
  if (!co || co.grossPrice <= 0) return premium;
  return Math.round((premium * co.payable) / co.grossPrice);
}

async function cancel(c: Ctx): Promise<Response> {
  const ctx = c.get('ctx');
  const body = await readBody(c, InsuranceCancelRequest);
  if ('error' in body) return body.error;
  const found = await insuranceOrder(c, String(body.value.factorId));
  if (found instanceof Response) return found;
  const { store, user, order } = found;
  const all = contractsOf(ctx.seed, ctx.publicBaseUrl, order);
  const wanted = body.value.contractNumbers;
  const chosen = wanted ? all.filter((k) => wanted.includes(k.ticket.number)) : all.filter((k) => !k.ticket.cancelled);
  if (wanted && chosen.length !== new Set(wanted).size) return fail(c, 404, 'not_found', R.contractNotFound);
  if (chosen.length === 0 || chosen.some((k) => k.ticket.cancelled)) return fail(c, 409, 'already_refunded', R.alreadyCancelled);
  // The cover starts on the trip's first day (Tehran's calendar): from then on nothing is cancelled.
  const today = tehranToday(ctx.clock());
  if (chosen.some((k) => today >= k.ref.item.details.startDate)) return fail(c, 409, 'not_cancellable', R.started);
  const at = isoInstant(ctx.clock());
  const lines = chosen.map((k) => {
    const paid = paidOf(order, k.premium);
    const fee = roundPremium((paid * CANCEL_FEE_PERCENT) / 100);
    const refund = Math.max(0, paid - fee);
    k.ticket.cancelled = { at, fee, refund };
    return { contractNumber: k.ticket.number, premium: paid, fee, refund };
  });
  const refundAmount = lines.reduce((n, l) => n + l.refund, 0);
  const fee = lines.reduce((n, l) => n + l.fee, 0);
  // To the payer, as a flight's refund: what the wallet or credit paid goes back to the wallet at once, the rest to
  // the card the gateway took it from (the refund `approved`, the bank transfers it).
  const refunds = store.refunds.get(user.userId) ?? [];
  const mine = refunds.filter((r) => r.factorId === order.factorId);
  const creditBack = mine.reduce((n, r) => n + (r.creditReturned ?? 0), 0);
  const creditReturned = Math.max(0, Math.min(refundAmount, (order.checkout?.creditPaid ?? order.totalPrice) - creditBack));
  const toCard = refundAmount - creditReturned;
  const refundedTo = toCard > 0 ? ('card' as const) : ('wallet' as const);
  // The order is the contracts only when insurance leads it; inside a flight's order the tickets stay issued and valid.
  if (order.product === 'insurance' && all.every((k) => k.ticket.cancelled)) {
    order.status = toCard > 0 ? 'refund_requested' : 'refunded';
    order.statusText = ORDER_STATUS_TEXT[order.status];
  }
  if (creditReturned > 0)
    postTransaction(store, user, {
      type: 'refund',
      amount: creditReturned,
      description: `لغو ${lines.length} بیمه‌نامهٔ سفارش ${order.officialFactorId}`,
      createdAt: at,
      factorId: order.factorId,
    });
  const status = toCard > 0 ? ('approved' as const) : ('paid' as const);
  refunds.push({
    // Numbered as the refund route numbers an order's refunds.
    refundId: order.factorId * 100 + mine.length + 1,
    factorId: order.factorId,
    officialFactorId: order.officialFactorId,
    status,
    statusText: REFUND_STATUS_TEXT[status],
    refundAmount,
    penalty: fee,
    createdAt: at,
    destination: refundedTo,
    passengers: chosen.map((k) => k.ref.index),
    ...(creditReturned > 0 ? { creditReturned } : {}),
  });
  store.refunds.set(user.userId, refunds);
  ctx.log(`insurance ${order.officialFactorId}: ${lines.length} contract(s) cancelled, ${refundAmount} IRR to the ${refundedTo}`);
  return ok(c, {
    factorId: order.factorId,
    cancelled: lines,
    refundAmount,
    fee,
    refundedTo,
    creditReturned,
    orderStatus: order.status,
    currency: 'IRR' as const,
  });
}

async function contractDocument(c: Ctx): Promise<Response> {
  const ctx = c.get('ctx');
  const found = await insuranceOrder(c, c.req.param('id'));
  if (found instanceof Response) return found;
  const { order } = found;
  const all = contractsOf(ctx.seed, ctx.publicBaseUrl, order);
  const only = c.req.query('contract');
  const lead = only ? all.find((k) => k.ticket.number === only) : all[0];
  if (!lead) return fail(c, 404, 'not_found', R.contractNotFound);
  // One document per plan and trip: the named contract's item, else the first; its travellers' contracts.
  const contracts = only ? [lead] : all.filter((k) => k.ref.item === lead.ref.item);
  const d = lead.ref.item.details;
  const where = resolveDestination(d.destination);
  const doc: InsuranceContractDocument = {
    factorId: order.factorId,
    officialFactorId: order.officialFactorId,
    issuedAt: lead.ticket.issuedAt ?? order.createdAt,
    agencyName: BRAND_FA,
    insurer: planEntries(ctx.publicBaseUrl, lead.plan).insurer,
    plan: { id: lead.plan.id, title: { ...lead.plan.title }, zone: lead.plan.zone, zoneName: insuranceModel.zones[lead.plan.zone] },
    coverage: coverageTable(lead.plan),
    trip: {
      destinationName: typeof where === 'string' ? d.destination : where.name,
      startDate: d.startDate,
      endDate: d.endDate,
      days: tripDays(d.startDate, d.endDate),
    },
    contracts: contracts.map((k) => contractView(ctx.publicBaseUrl, k)),
    terms: planTerms(lead.plan),
    total: contracts.reduce((n, k) => n + k.premium, 0),
    currency: 'IRR',
  };
  return ok(c, doc);
}

/** The contract a number names, across every order of the store (the QR page needs no login). */
function findContract(seed: number, base: string, store: Store, number: string): Contract | null {
  for (const order of valuesWhere(store.orders, (o) => o.booking?.documents?.some((t) => t.number === number) === true, {
    index: 'documents',
    value: number,
  })) {
    if (order.status !== 'issued' && order.status !== 'refunded' && order.status !== 'refund_requested') return null;
    return contractsOf(seed, base, order).find((k) => k.ticket.number === number) ?? null;
  }
  return null;
}

export function insuranceRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/api2/Insurance/Search', async (c) => {
    const body = await readBody(c, InsuranceSearchRequest);
    if ('error' in body) return body.error;
    const facts = searchFacts(c, body.value);
    if (facts instanceof Response) return facts;
    await answerDelay(c.get('ctx'), c.req.raw.signal);
    return ok(c, searchAnswer(c, facts));
  });

  app.get('/api2/Insurance/Plan/:planId', (c) => {
    const ctx = c.get('ctx');
    const plan = findPlan(ctx.seed, c.req.param('planId'));
    return plan ? ok(c, planDetail(ctx.publicBaseUrl, plan)) : fail(c, 404, 'not_found', R.planNotFound);
  });

  app.get('/api2/Insurance/Contracts/:factorId', async (c) => {
    const ctx = c.get('ctx');
    const found = await insuranceOrder(c, c.req.param('factorId'));
    if (found instanceof Response) return found;
    const { order } = found;
    return ok(c, {
      factorId: order.factorId,
      officialFactorId: order.officialFactorId,
      orderStatus: order.status,
      contracts: contractsOf(ctx.seed, ctx.publicBaseUrl, order).map((k) => contractView(ctx.publicBaseUrl, k)),
    });
  });

  app.post('/api2/Insurance/CancelContract', cancel);
  app.get('/ticketapi/v1/Contract/InsuranceContract/:id', contractDocument);

  app.get('/sandbox/insurance/verify/:number', async (c) => {
    const ctx = c.get('ctx');
    const number = c.req.param('number');
    const k = CONTRACT_NUMBER.test(number) ? findContract(ctx.seed, ctx.publicBaseUrl, await getStore(ctx), number) : null;
    if (!k) return fail(c, 404, 'not_found', R.contractNotFound);
    const t = k.ref.traveller;
    return c.json({
      contractNumber: number,
      valid: !k.ticket.cancelled && tehranToday(ctx.clock()) <= k.ref.item.details.endDate,
      status: k.ticket.cancelled ? ('cancelled' as const) : ('issued' as const),
      insurer: k.plan.insurer.fa,
      plan: k.plan.title.fa,
      // Initial and surname only: the QR is read by whoever holds the paper.
      insured: `${t.fnameEn.slice(0, 1)}. ${t.lnameEn}`.toUpperCase(),
      startDate: k.ref.item.details.startDate,
      endDate: k.ref.item.details.endDate,
    });
  });

  app.get('/sandbox/img/insurer/:file', (c) => {
    const m = /^([A-Z]{2,12})\.svg$/.exec(c.req.param('file'));
    const insurer = m ? findInsurer(m[1] as string) : undefined;
    if (!insurer) return c.notFound();
    return c.body(logoSvg(insurer.mark, c.get('ctx').seed), 200, SVG_HEADERS);
  });

  return app;
}
