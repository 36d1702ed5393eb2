/** The insurance model: ages and bands, trip length and tiers, prices, filters, sorts and the comparison. */
import { describe, expect, it } from 'vitest';
import { ageBand, ageOn, agesForCounts } from '@/products/insurance/model/age';
import { canCompare, chosenPlans, compareRows, toggleCompare } from '@/products/insurance/model/compare';
import { filterPlans, insurerOptions, sortPlans } from '@/products/insurance/model/filters';
import type { PlanFacts } from '@/products/insurance/model/plan';
import { type PlanBandPrice, plansCovering, quotePlan, roundPremium, travellerPrice, withSports } from '@/products/insurance/model/price';
import { MAX_TRIP_DAYS, TRIP_TIERS, tripDays, tripLengthProblem, tripTier } from '@/products/insurance/model/trip';
import { zoneCovers } from '@/products/insurance/model/zones';
import { insuranceModel } from '@/products/insurance/messages';

describe('age on a date and its band', () => {
  it('counts completed years: the day before a birthday is still the younger age', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn('2026-01-01', '2026-01-01')).toBe(0);
    // 29 February: the birthday of a common year is 1 March.
    expect(ageOn('2000-02-29', '2027-02-28')).toBe(26);
    expect(ageOn('2000-02-29', '2027-03-01')).toBe(27);
  });

  it('prices the age on the trip’s first day, not today’s: a birthday in between moves the band', () => {
    const birth = '1960-12-10';
    const today = '2026-11-29';
    const start = '2026-12-15';
    expect(ageBand(ageOn(birth, today))?.id).toBe('13-65');
    expect(ageBand(ageOn(birth, start))?.id).toBe('66-75');
  });

  it.each([
    [0, '0-12'],
    [12, '0-12'],
    [13, '13-65'],
    [65, '13-65'],
    [66, '66-75'],
    [75, '66-75'],
    [76, '76-80'],
    [80, '76-80'],
    [81, '81+'],
    [104, '81+'],
  ])('age %i is in band %s', (age, band) => {
    expect(ageBand(age)?.id).toBe(band);
  });

  it('a link’s passenger counts quote an adult in the 13–65 band, children and infants in the 0–12 band', () => {
    const ages = agesForCounts({ adults: 2, child: 1, infant: 1 });
    expect(ages).toHaveLength(4);
    expect(ages.map((a) => ageBand(a)?.id)).toEqual(['13-65', '13-65', '0-12', '0-12']);
  });

  it('a negative or fractional age has no band', () => {
    expect(ageBand(-1)).toBeNull();
    expect(ageBand(3.5)).toBeNull();
  });
});

describe('trip length and its tier', () => {
  it('counts both the first and the last day', () => {
    expect(tripDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(tripDays('2026-12-01', '2026-12-07')).toBe(7);
    expect(tripDays('2026-12-01', '2026-11-30')).toBe(0);
  });

  it.each([
    [1, 1, 7],
    [7, 1, 7],
    [8, 8, 15],
    [15, 8, 15],
    [16, 16, 23],
    [31, 24, 31],
    [32, 32, 45],
    [62, 46, 62],
    [63, 63, 92],
    [92, 63, 92],
  ])('%i days fall in the %i–%i tier', (days, min, max) => {
    expect(tripTier(days)).toEqual({ minDays: min, maxDays: max });
  });

  it('the tiers join without gaps up to the longest trip sold', () => {
    for (const [i, t] of TRIP_TIERS.entries()) if (i > 0) expect(t.minDays).toBe((TRIP_TIERS[i - 1]?.maxDays ?? 0) + 1);
    expect(TRIP_TIERS.at(-1)?.maxDays).toBe(MAX_TRIP_DAYS);
    expect(tripTier(93)).toBeNull();
    expect(tripTier(0)).toBeNull();
  });

  it('refuses a trip longer than the plan sells, in Persian, and none shorter than a day', () => {
    expect(tripLengthProblem(31, 31)).toBeNull();
    expect(tripLengthProblem(32, 31)).toBe(insuranceModel.tripTooLong(31));
    expect(tripLengthProblem(32, 31)).toContain('۳۱');
    expect(tripLengthProblem(93)).toBe(insuranceModel.tripTooLong(92));
    expect(tripLengthProblem(0)).toBe(insuranceModel.tripTooShort);
  });
});

const bands = (adult: number, maxAge: number): PlanBandPrice[] => [
  { band: '0-12', minAge: 0, maxAge: 12, price: adult / 2 },
  { band: '13-65', minAge: 13, maxAge: 65, price: adult },
  { band: '66-75', minAge: 66, maxAge: 75, price: adult * 2 },
  { band: '76-80', minAge: 76, maxAge: 80, price: maxAge >= 76 ? adult * 3 : null },
  { band: '81+', minAge: 81, maxAge: null, price: maxAge >= 81 ? adult * 4 : null },
];

function plan(id: string, over: Partial<PlanFacts> & { adult?: number; ceiling?: number; covid?: boolean } = {}): PlanFacts {
  const { adult = 10_000_000, ceiling = 30_000, covid = true, ...rest } = over;
  const maxAge = rest.maxAge ?? 80;
  return {
    id,
    insurer: { id: id.split('-')[0] ?? id, name: { fa: `بیمه ${id}`, en: id }, logo: '' },
    zone: 'WORLD_EXCL_US_CA',
    title: { fa: id, en: id },
    coverage: {
      ceiling,
      medical: ceiling,
      evacuation: 10_000,
      baggage: 500,
      flightDelay: 200,
      covid: { covered: covid, amount: covid ? 5_000 : null },
      deductible: 50,
    },
    sports: { available: false, surchargePercent: 0 },
    maxTripDays: 92,
    maxAge,
    bandPrices: bands(adult, maxAge),
    total: adult,
    ...rest,
  };
}

describe('prices', () => {
  it('a traveller pays the band price of their age; past the plan’s age limit nothing is sold', () => {
    const p = plan('A', { maxAge: 75 });
    expect(travellerPrice(p, 5)).toBe(5_000_000);
    expect(travellerPrice(p, 40)).toBe(10_000_000);
    expect(travellerPrice(p, 75)).toBe(20_000_000);
    expect(travellerPrice(p, 76)).toBeNull();
    const old = plan('B', { maxAge: 85 });
    expect(travellerPrice(old, 85)).toBe(40_000_000);
    expect(travellerPrice(old, 86)).toBeNull();
  });

  it('the total is the sum over the travellers the plan covers, and says who is not covered', () => {
    const q = quotePlan(plan('A', { maxAge: 75 }), [40, 8, 78]);
    expect(q.lines.map((l) => l.price)).toEqual([10_000_000, 5_000_000, null]);
    expect(q.lines.map((l) => l.band)).toEqual(['13-65', '0-12', '76-80']);
    expect(q).toMatchObject({ covered: [0, 1], total: 15_000_000, coversAll: false });
    expect(quotePlan(plan('B', { maxAge: 80 }), [40, 78])).toMatchObject({ total: 40_000_000, coversAll: true });
  });

  it('premiums round to 1 000 toman; the sports option adds its surcharge', () => {
    expect(roundPremium(12_345_678)).toBe(12_350_000);
    expect(withSports(10_000_000, 50)).toBe(15_000_000);
    expect(withSports(12_340_000, 30)).toBe(16_040_000);
  });

  it('which plans cover a traveller', () => {
    const plans = [plan('A', { maxAge: 75 }), plan('B', { maxAge: 80 }), plan('C', { maxAge: 85 })];
    expect(plansCovering(plans, 70).map((p) => p.id)).toEqual(['A', 'B', 'C']);
    expect(plansCovering(plans, 79).map((p) => p.id)).toEqual(['B', 'C']);
    expect(plansCovering(plans, 90)).toEqual([]);
  });

  it('a wider zone covers a narrower one, never the other way', () => {
    expect(zoneCovers('WORLDWIDE', 'SCHENGEN')).toBe(true);
    expect(zoneCovers('WORLD_EXCL_US_CA', 'SCHENGEN')).toBe(true);
    expect(zoneCovers('SCHENGEN', 'WORLD_EXCL_US_CA')).toBe(false);
    expect(zoneCovers('WORLD_EXCL_US_CA', 'WORLDWIDE')).toBe(false);
  });
});

describe('filters and sorts', () => {
  const plans = [
    plan('SAMAN-1', { total: 30_000_000, ceiling: 50_000 }),
    plan('MOALLEM-1', { total: 12_000_000, ceiling: 10_000, covid: false }),
    plan('SAMAN-2', { total: 18_000_000, ceiling: 30_000, zone: 'WORLDWIDE' }),
    plan('TAAVON-1', { total: 18_000_000, ceiling: 50_000 }),
  ];

  it('by insurer, zone, least ceiling and COVID cover; no filter keeps all', () => {
    expect(filterPlans(plans, {})).toHaveLength(4);
    expect(filterPlans(plans, { insurers: ['SAMAN'] }).map((p) => p.id)).toEqual(['SAMAN-1', 'SAMAN-2']);
    expect(filterPlans(plans, { zones: ['WORLDWIDE'] }).map((p) => p.id)).toEqual(['SAMAN-2']);
    expect(filterPlans(plans, { minCeiling: 30_000 }).map((p) => p.id)).toEqual(['SAMAN-1', 'SAMAN-2', 'TAAVON-1']);
    expect(filterPlans(plans, { covidOnly: true }).map((p) => p.id)).not.toContain('MOALLEM-1');
    expect(filterPlans(plans, { insurers: ['SAMAN'], minCeiling: 50_000 }).map((p) => p.id)).toEqual(['SAMAN-1']);
  });

  it('cheapest first (equal prices keep their order); highest ceiling first, the cheaper of equals first', () => {
    expect(sortPlans(plans, 'price').map((p) => p.id)).toEqual(['MOALLEM-1', 'SAMAN-2', 'TAAVON-1', 'SAMAN-1']);
    expect(sortPlans(plans, 'ceiling').map((p) => p.id)).toEqual(['TAAVON-1', 'SAMAN-1', 'SAMAN-2', 'MOALLEM-1']);
    expect(plans[0]?.id).toBe('SAMAN-1');
  });

  it('the insurer filter lists each insurer once', () => {
    expect(insurerOptions(plans).map((o) => o.id)).toEqual(['SAMAN', 'MOALLEM', 'TAAVON']);
  });
});

describe('comparison', () => {
  it('2 or 3 plans; a fourth is refused with a message, a chosen one toggles out', () => {
    let ids: string[] = [];
    for (const id of ['A', 'B', 'C']) {
      const r = toggleCompare(ids, id);
      expect(r.ok).toBe(true);
      ids = r.ids;
    }
    expect(canCompare(ids)).toBe(true);
    const fourth = toggleCompare(ids, 'D');
    expect(fourth).toEqual({ ok: false, ids: ['A', 'B', 'C'], message: insuranceModel.compareTooMany(3) });
    expect(toggleCompare(ids, 'B').ids).toEqual(['A', 'C']);
    expect(canCompare(['A'])).toBe(false);
  });

  it('one row per fact, the best plan marked per row, and whether the plans differ', () => {
    const a = plan('SAMAN-1', { total: 30_000_000, ceiling: 50_000 });
    const b = plan('MOALLEM-1', { total: 12_000_000, ceiling: 10_000, covid: false });
    const rows = compareRows([a, b]);
    const row = (key: string) => rows.find((r) => r.key === key);
    expect(rows.map((r) => r.label)).toContain(insuranceModel.compareRows.ceiling);
    expect(row('ceiling')).toMatchObject({ values: [50_000, 10_000], best: [0], differs: true });
    expect(row('total')).toMatchObject({ values: [30_000_000, 12_000_000], best: [1] });
    expect(row('covid')).toMatchObject({ values: [5_000, null], best: [0] });
    expect(row('baggage')).toMatchObject({ values: [500, 500], best: [], differs: false });
    expect(row('insurer')).toMatchObject({ values: ['بیمه SAMAN-1', 'بیمه MOALLEM-1'], best: [] });
    expect(chosenPlans([a, b], ['MOALLEM-1', 'GONE', 'SAMAN-1']).map((p) => p.id)).toEqual(['MOALLEM-1', 'SAMAN-1']);
  });
});
