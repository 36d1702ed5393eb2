/**
 * Insurance items in the basket document (`typeInfos.insurances`, spec 001 §3 "Basket"). An item is the chosen plan
 * for one trip: what BasketBook needs (plan, destination, dates, the shown total) plus what the travellers step, the
 * review and the contract print need without asking the supplier again (insurer, title, zone, cover, the age limit
 * and the band prices of the trip's length, so each traveller's premium follows their birth date). Its travellers are
 * written by the travellers step (`passengers`). One trip's insurance per basket: choosing another plan replaces it.
 */
import { slotItems } from '@/server/basket/slots';
import * as v from 'valibot';
import type { BasketDoc } from '@/server/basket/model';
import { quotePlan } from '../model/price';
import { type InsurancePlan, PlanId, PlanCoverage, BandPrice, InsuredTraveller, Zone, type InsuranceSearchAnswer } from './schemas';

const Iso = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const InsuranceItemDetails = v.object({
  planId: PlanId,
  destination: Text(60),
  destinationName: Text(100),
  startDate: Iso,
  endDate: Iso,
  days: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The sports option was chosen: the band prices below already carry its surcharge. */
  sports: v.boolean(),
  /** The plan's sports surcharge (percent) when the option was chosen; absent otherwise (an item from before). */
  sportsSurchargePercent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(200))),
  /** What the traveller was shown for the searched ages (rial); the travellers step prices the birth dates. */
  totalPrice: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** How many travellers the plan was chosen for: the travellers step asks for as many. */
  travellers: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
  title: v.object({ fa: Text(200), en: Text(200) }),
  insurer: v.object({ id: Text(40), name: v.object({ fa: Text(200), en: Text(200) }), logo: Text(300) }),
  zone: Zone,
  coverage: PlanCoverage,
  maxAge: v.number(),
  maxTripDays: v.number(),
  bandPrices: v.array(BandPrice),
});
export type InsuranceItemDetails = v.InferOutput<typeof InsuranceItemDetails>;

/** An insured traveller as the item keeps them (the supplier's InsuredTraveller and the form's extra facts). */
export const ItemTraveller = v.looseObject({
  ...InsuredTraveller.entries,
  passportExpiry: v.optional(v.string()),
  nationality: v.optional(v.string()),
  isIranian: v.optional(v.boolean()),
  /** The premium of this traveller's age (rial). */
  price: v.optional(v.number()),
});
export type ItemTraveller = v.InferOutput<typeof ItemTraveller>;

export const InsuranceItem = v.object({
  key: v.string(),
  details: InsuranceItemDetails,
  passengers: v.optional(v.array(ItemTraveller), []),
});
export type InsuranceItem = v.InferOutput<typeof InsuranceItem>;

export const insuranceItemKey = (d: Pick<InsuranceItemDetails, 'planId' | 'startDate' | 'endDate' | 'sports'>) =>
  `insurance:${d.planId}:${d.startDate}:${d.endDate}${d.sports ? ':sports' : ''}`;

/** The basket's insurance items that match the schema (for display and checkout). */
export function insuranceItems(doc: BasketDoc): InsuranceItem[] {
  return slotItems(doc, 'insurances').flatMap((x) => {
    const r = v.safeParse(InsuranceItem, x);
    return r.success ? [r.output] : [];
  });
}

/**
 * The item of a plan from a search answer, for the searched trip and travellers. With `sports` the answer must have
 * been searched with the option (its band prices carry the surcharge); a plan without the option is never given it.
 */
export function insuranceItemDetails(
  plan: InsurancePlan,
  answer: Pick<InsuranceSearchAnswer, 'trip'>,
  destination: string,
  ages: readonly number[],
  sports = false,
): InsuranceItemDetails {
  const quote = quotePlan(plan, ages);
  return {
    planId: plan.id,
    destination,
    destinationName: answer.trip.destinationName ?? destination,
    startDate: answer.trip.startDate,
    endDate: answer.trip.endDate,
    days: answer.trip.days,
    sports,
    ...(sports ? { sportsSurchargePercent: plan.sports.surchargePercent } : {}),
    totalPrice: quote.total,
    travellers: ages.length,
    title: plan.title,
    insurer: plan.insurer,
    zone: plan.zone,
    coverage: plan.coverage,
    maxAge: plan.maxAge,
    maxTripDays: plan.maxTripDays,
    bandPrices: plan.bandPrices,
  };
}

/** The basket with this plan as its one insurance item (another plan chosen before is replaced; the same is kept). */
export function withInsurance(doc: BasketDoc, details: InsuranceItemDetails): BasketDoc {
  const key = insuranceItemKey(details);
  const [first, ...rest] = doc;
  const current = slotItems(doc, 'insurances');
  if (current.some((x) => (x as { key?: string }).key === key)) return doc;
  return [{ ...first!, typeInfos: { ...first!.typeInfos, insurances: [{ key, details, passengers: [] }] } }, ...rest];
}
