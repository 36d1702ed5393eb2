/**
 * A plan priced for a trip and its travellers: the answer's plan (band prices of the trip's length tier, each
 * traveller's price by their age on the first day, the total of those it covers), and the search over the catalogue
 * (every plan whose zone covers the destination and whose longest trip covers this one; with the sports option only
 * plans that offer it).
 */
import { ageOn } from '@/products/insurance/model/age';
import { quotePlan } from '@/products/insurance/model/price';
import { type TripTier, tripTier } from '@/products/insurance/model/trip';
import { zoneCovers, type ZoneId } from '@/products/insurance/model/zones';
import type { InsurancePlan } from '@/products/insurance/server/schemas';
import { insurerLogo } from './insurers';
import { bandPrices, type PlanDef, planCatalogue } from './plans';

export interface TripFacts {
  zone: ZoneId;
  startDate: string;
  days: number;
  /** The travellers' ages on the trip's first day. */
  ages: readonly number[];
  sports: boolean;
}

/** The travellers' ages on the trip's first day. */
export const agesOn = (startDate: string, birthDates: readonly string[]) => birthDates.map((b) => ageOn(b, startDate));

/** The plan's common facts as every view states them. */
export function planEntries(base: string, plan: PlanDef) {
  return {
    id: plan.id,
    insurer: { id: plan.insurer.id, name: { fa: plan.insurer.fa, en: plan.insurer.en }, logo: insurerLogo(base, plan.insurer) },
    zone: plan.zone,
    title: { ...plan.title },
    coverage: { currency: 'EUR' as const, ...plan.coverage, covid: { ...plan.coverage.covid } },
    sports: { ...plan.sports },
    maxTripDays: plan.maxTripDays,
    maxAge: plan.maxAge,
  };
}

/** The plan priced for these travellers on a trip of this tier. */
export function pricedPlan(base: string, plan: PlanDef, tier: TripTier, ages: readonly number[], sports: boolean): InsurancePlan {
  const prices = bandPrices(plan, tier, sports);
  const quote = quotePlan({ id: plan.id, maxAge: plan.maxAge, bandPrices: prices }, ages);
  return {
    ...planEntries(base, plan),
    bandPrices: prices,
    travellerPrices: quote.lines.map((l) => ({
      travellerIndex: l.index,
      age: l.age,
      band: l.band ?? '0-12',
      price: l.price,
    })),
    coveredTravellers: quote.covered,
    coversAll: quote.coversAll,
    total: quote.total,
    currency: 'IRR',
  };
}

/** Every plan of the seed that can cover this trip, priced, covering at least one traveller; unsorted. */
export function matchingPlans(seed: number, base: string, trip: TripFacts): InsurancePlan[] {
  const tier = tripTier(trip.days);
  if (!tier) return [];
  const ages = trip.ages;
  return planCatalogue(seed)
    .filter((p) => zoneCovers(p.zone, trip.zone) && trip.days <= p.maxTripDays && (!trip.sports || p.sports.available))
    .map((p) => pricedPlan(base, p, tier, ages, trip.sports))
    .filter((p) => p.coveredTravellers.length > 0);
}
