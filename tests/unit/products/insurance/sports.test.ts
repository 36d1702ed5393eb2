import { describe, expect, it } from 'vitest';
import { insuranceDocument, insuranceResults } from '@/products/insurance/messages';
import { withSports } from '@/products/insurance/model/price';
import { insuranceRequestKey, parseInsuranceQuery, withSportsQuery } from '@/products/insurance/model/query';
import { tripTier } from '@/products/insurance/model/trip';
import { insuranceItemDetails, insuranceItemKey, withInsurance } from '@/products/insurance/server/basket';
import { insuranceCheckout } from '@/products/insurance/server/checkout-definition';
import type { BasketDoc } from '@/server/basket/model';
import { planCatalogue } from '@/server/sandbox/data/insurance/plans';
import { pricedPlan } from '@/server/sandbox/data/insurance/quote';

/**
 * The plan's optional sports cover (issue 46): asked in the results address (`sports=1`), part of what identifies a
 * search, carried on the basket item with the surcharge the supplier priced (band prices and total), a separate item
 * from the same plan without it, and named on the review line.
 */
const today = '2026-11-25';
const trip = { startDate: '2026-12-10', endDate: '2026-12-16', ages: '30,70' };
const answer = { trip: { startDate: '2026-12-10', endDate: '2026-12-16', days: 7, destinationName: 'استانبول' } } as never;
const tier = tripTier(7)!;
const catalogue = planCatalogue(1);
const sporty = catalogue.find((p) => p.sports.available && p.maxAge >= 75)!;

describe('the sports option in the query', () => {
  it('reads sports=1 (or true) as on, anything else as off, and keys the search apart', () => {
    const on = parseInsuranceQuery('tr-istanbul', { ...trip, sports: '1' }, today);
    const off = parseInsuranceQuery('tr-istanbul', { ...trip, sports: 'yes' }, today);
    const none = parseInsuranceQuery('tr-istanbul', trip, today);
    expect(on).toMatchObject({ ok: true, value: { sports: true } });
    expect(parseInsuranceQuery('tr-istanbul', { ...trip, sports: 'true' }, today)).toMatchObject({ ok: true, value: { sports: true } });
    expect(off).toMatchObject({ ok: true, value: { sports: false } });
    expect(none).toMatchObject({ ok: true, value: { sports: false } });
    if (!on.ok || !none.ok) throw new Error('parsed');
    expect(insuranceRequestKey(on.value)).toBe(`${insuranceRequestKey(none.value)}|sports`);
  });

  it('turns the option on and off in the address, keeping the other keys', () => {
    expect(withSportsQuery('?startDate=2026-12-10&ages=30', true)).toBe('?startDate=2026-12-10&ages=30&sports=1');
    expect(withSportsQuery('?startDate=2026-12-10&sports=1&fCovid=1', false)).toBe('?startDate=2026-12-10&fCovid=1');
    expect(withSportsQuery('?sports=1', false)).toBe('');
    expect(withSportsQuery('', true)).toBe('?sports=1');
  });
});

describe('the sports option on the basket item', () => {
  const ages = [30, 70];
  const plain = pricedPlan('', sporty, tier, ages, false);
  const withIt = pricedPlan('', sporty, tier, ages, true);

  it('the supplier raises every traveller’s price by the plan’s surcharge (rounded to 10 000 rial)', () => {
    expect(withIt.travellerPrices.map((t) => t.price)).toEqual(
      plain.travellerPrices.map((t) => (t.price === null ? null : withSports(t.price, sporty.sports.surchargePercent))),
    );
    expect(withIt.total).toBeGreaterThan(plain.total);
  });

  it('carries the option, its surcharge and the surcharged prices; without it none', () => {
    const d = insuranceItemDetails(withIt, answer, 'tr-istanbul', ages, true);
    expect(d).toMatchObject({ sports: true, sportsSurchargePercent: sporty.sports.surchargePercent, totalPrice: withIt.total });
    expect(d.bandPrices).toEqual(withIt.bandPrices);
    const p = insuranceItemDetails(plain, answer, 'tr-istanbul', ages);
    expect(p.sports).toBe(false);
    expect(p.sportsSurchargePercent).toBeUndefined();
    expect(p.totalPrice).toBe(plain.total);
  });

  it('the same plan with and without the option are different items: choosing one replaces the other', () => {
    const a = insuranceItemDetails(plain, answer, 'tr-istanbul', ages);
    const b = insuranceItemDetails(withIt, answer, 'tr-istanbul', ages, true);
    expect(insuranceItemKey(a)).not.toBe(insuranceItemKey(b));
    const doc: BasketDoc = [{ typeInfos: {} } as BasketDoc[number]];
    const first = withInsurance(doc, a);
    const second = withInsurance(first, b);
    const items = second[0]!.typeInfos['insurances'] as { details: { sports: boolean } }[];
    expect(items).toHaveLength(1);
    expect(items[0]!.details.sports).toBe(true);
  });

  it('the review line names the sports cover with its surcharge', () => {
    const b = insuranceItemDetails(withIt, answer, 'tr-istanbul', ages, true);
    const doc = withInsurance([{ typeInfos: {} } as BasketDoc[number]], b);
    const [line] = insuranceCheckout.lines(doc);
    expect(line!.facts).toContain(`${insuranceResults.sports}: ${insuranceDocument.sportsIncluded(sporty.sports.surchargePercent)}`);
    const plainDoc = withInsurance([{ typeInfos: {} } as BasketDoc[number]], insuranceItemDetails(plain, answer, 'tr-istanbul', ages));
    expect(insuranceCheckout.lines(plainDoc)[0]!.facts.join(' ')).not.toContain(insuranceResults.sports);
  });
});
