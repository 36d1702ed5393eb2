/**
 * The plans: each insurer sells two levels in each zone (Schengen at 30 000 and 50 000 euros, the world without the
 * USA and Canada at 10 000 and 30 000, the whole world at 30 000 and 50 000: a Schengen visa asks for 30 000 at
 * least). The cover's side amounts, COVID cover, deductible, sports option and longest trip come from the seed; the
 * ids do not (`SAMAN-SCH-1`). Prices are a pure function of seed, plan, length tier and age band:
 *   zone base (adult, 1–7 days) × the ceiling's factor × the insurer's price level × a per-plan factor (0.94–1.06)
 *   × the length tier's factor × the age band's factor, rounded to 10 000 rial;
 * a band the insurer does not sell (its lowest age past the insurer's limit) has no price.
 */
import { AGE_BANDS, type AgeBandId } from '@/products/insurance/model/age';
import { type PlanBandPrice, roundPremium, withSports } from '@/products/insurance/model/price';
import { TRIP_TIERS, type TripTier } from '@/products/insurance/model/trip';
import type { ZoneId } from '@/products/insurance/model/zones';
import { createRng } from '../prng';
import { INSURERS, type InsurerDef } from './insurers';

export interface PlanDef {
  id: string;
  insurer: InsurerDef;
  zone: ZoneId;
  level: 1 | 2;
  title: { fa: string; en: string };
  coverage: {
    ceiling: number;
    medical: number;
    evacuation: number;
    baggage: number;
    flightDelay: number;
    covid: { covered: boolean; amount: number | null };
    deductible: number;
  };
  sports: { available: boolean; surchargePercent: number };
  maxTripDays: number;
  maxAge: number;
  /** The adult (13–65) price of a 1–7 day trip, before the tier and band factors (rial). */
  basePrice: number;
}

const ZONE_CODES: Record<ZoneId, string> = { SCHENGEN: 'SCH', WORLD_EXCL_US_CA: 'WXU', WORLDWIDE: 'WW' };
const ZONE_TITLES: Record<ZoneId, { fa: string; en: string }> = {
  SCHENGEN: { fa: 'شنگن', en: 'Schengen' },
  WORLD_EXCL_US_CA: { fa: 'جهان به‌جز آمریکا و کانادا', en: 'Worldwide excluding USA and Canada' },
  WORLDWIDE: { fa: 'سراسر جهان', en: 'Worldwide' },
};
const LEVEL_TITLES = { 1: { fa: 'طرح پایه', en: 'Basic' }, 2: { fa: 'طرح طلایی', en: 'Gold' } } as const;
/** The overall ceiling (euros) of each zone's two levels. */
const CEILINGS: Record<ZoneId, readonly [number, number]> = {
  SCHENGEN: [30_000, 50_000],
  WORLD_EXCL_US_CA: [10_000, 30_000],
  WORLDWIDE: [30_000, 50_000],
};
/** A 1–7 day adult premium of a 30 000-euro plan, by zone (rial). */
const ZONE_BASE: Record<ZoneId, number> = { SCHENGEN: 18_000_000, WORLD_EXCL_US_CA: 13_000_000, WORLDWIDE: 28_000_000 };
const CEILING_FACTOR: Record<number, number> = { 10000: 0.8, 30000: 1, 50000: 1.3 };
/** By length tier, in TRIP_TIERS order. */
const TIER_FACTORS = [1, 1.45, 1.85, 2.2, 2.9, 3.6, 4.6] as const;
const BAND_FACTORS: Record<AgeBandId, number> = { '0-12': 0.5, '13-65': 1, '66-75': 2, '76-80': 3, '81+': 4.5 };

function makePlan(seed: number, insurer: InsurerDef, zone: ZoneId, level: 1 | 2): PlanDef {
  const id = `${insurer.id}-${ZONE_CODES[zone]}-${level}`;
  const rng = createRng(seed, 'insurance-plan', id);
  const ceiling = CEILINGS[zone][level === 1 ? 0 : 1];
  const covidCovered = level === 2 || rng.chance(0.5);
  const sportsAvailable = rng.chance(level === 2 ? 0.7 : 0.4);
  return {
    id,
    insurer,
    zone,
    level,
    title: {
      fa: `${LEVEL_TITLES[level].fa} ${ZONE_TITLES[zone].fa} ${insurer.fa}`,
      en: `${insurer.en} ${LEVEL_TITLES[level].en} ${ZONE_TITLES[zone].en}`,
    },
    coverage: {
      ceiling,
      medical: ceiling,
      evacuation: Math.min(ceiling, rng.pick(level === 2 ? [15_000, 20_000, 30_000] : [5_000, 10_000, 15_000])),
      baggage: rng.pick(level === 2 ? [750, 1_000, 1_200] : [250, 400, 500]),
      flightDelay: rng.pick(level === 2 ? [300, 400, 500] : [100, 150, 200]),
      covid: { covered: covidCovered, amount: covidCovered ? rng.pick(level === 2 ? [10_000, 15_000] : [3_000, 5_000]) : null },
      deductible: rng.pick(level === 2 ? [0, 0, 50] : [50, 100]),
    },
    sports: { available: sportsAvailable, surchargePercent: sportsAvailable ? rng.pick([30, 50, 100]) : 0 },
    maxTripDays: level === 2 ? 92 : rng.pick([31, 62, 92]),
    maxAge: insurer.maxAge,
    basePrice: ZONE_BASE[zone] * (CEILING_FACTOR[ceiling] ?? 1) * insurer.priceLevel * rng.float(0.94, 1.06),
  };
}

const catalogues = new Map<number, readonly PlanDef[]>();

/** Every plan of the seed, insurer by insurer (memoised per seed). */
export function planCatalogue(seed: number): readonly PlanDef[] {
  let plans = catalogues.get(seed);
  if (!plans) {
    plans = INSURERS.flatMap((insurer) =>
      (['SCHENGEN', 'WORLD_EXCL_US_CA', 'WORLDWIDE'] as const).flatMap((zone) => [
        makePlan(seed, insurer, zone, 1),
        makePlan(seed, insurer, zone, 2),
      ]),
    );
    catalogues.set(seed, plans);
  }
  return plans;
}

export function findPlan(seed: number, id: string): PlanDef | undefined {
  return planCatalogue(seed).find((p) => p.id === id);
}

/** The plan's band prices for a length tier, with the sports surcharge when asked (null: a band not sold). */
export function bandPrices(plan: PlanDef, tier: TripTier, sports = false): PlanBandPrice[] {
  const tierIndex = Math.max(
    0,
    TRIP_TIERS.findIndex((t) => t.minDays === tier.minDays),
  );
  const tierFactor = TIER_FACTORS[tierIndex] ?? TIER_FACTORS[0];
  return AGE_BANDS.map((b) => {
    const sold = b.minAge <= plan.maxAge && tier.minDays <= plan.maxTripDays;
    const base = roundPremium(plan.basePrice * tierFactor * BAND_FACTORS[b.id]);
    const price = !sold ? null : sports ? withSports(base, plan.sports.surchargePercent) : base;
    return { band: b.id, minAge: b.minAge, maxAge: b.maxAge, price };
  });
}

export function clearInsurancePlans(): void {
  catalogues.clear();
}
