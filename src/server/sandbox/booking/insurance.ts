/**
 * BasketBook's insurance slot: each `typeInfos.insurances` item is priced again now from its plan, for its trip and
 * its travellers' ages on the first day, never from what the basket says it cost (that is only `shown`). An item the
 * plan cannot insure (a past start, a trip longer than the plan sells, a destination outside its zone, a traveller
 * past its age limit, sports it does not offer) is refused with a Persian 400. Contracts are numbered when the order
 * is issued (./issuers.ts).
 */
import * as v from 'valibot';
import { percentOf } from '@/lib/payment-split';
import { insuranceModel } from '@/products/insurance/messages';
import { tripDays, tripLengthProblem, tripTier } from '@/products/insurance/model/trip';
import { zoneCovers } from '@/products/insurance/model/zones';
import { InsuranceBasketItem } from '@/products/insurance/server/schemas';
import { discountFor } from '../data/accounts';
import { findPlan } from '../data/insurance/plans';
import { agesOn, pricedPlan } from '../data/insurance/quote';
import { INSURANCE_REFUSALS as R } from '../data/insurance/refusals';
import { resolveDestination } from '../data/insurance/zones';
import { roundTo } from '../data/prng';
import { routeFault } from '../faults';
import { fail } from '../http';
import { tehranToday } from '../time';
import type { SlotBooker } from './slot-booker';

export const insuranceBooker: SlotBooker = {
  slot: 'insurances',
  product: 'insurance',
  async book(c, items, user) {
    const ctx = c.get('ctx');
    const parsed = items.map((x) => v.safeParse(InsuranceBasketItem, x));
    if (parsed.length === 0) return null;
    const today = tehranToday(ctx.clock());
    const knob = routeFault(c)?.priceChange;
    let gross = 0;
    let shown = 0;
    let travellers = 0;
    const titles: string[] = [];
    let dest = '';
    // The order's dates are the first item's trip.
    let dates: { from: string; to: string } | null = null;
    for (const r of parsed) {
      if (!r.success || r.output.passengers.length === 0) return fail(c, 400, 'validation', R.travellersIncomplete);
      const d = r.output.details;
      const plan = findPlan(ctx.seed, d.planId);
      if (!plan) return fail(c, 404, 'not_found', R.planNotFound);
      const where = resolveDestination(d.destination);
      if (typeof where === 'string') return fail(c, 400, 'validation', where === 'home' ? R.homeDestination : R.unknownDestination);
      if (!zoneCovers(plan.zone, where.zone)) return fail(c, 400, 'validation', R.zoneNotCovered);
      if (d.startDate < today) return fail(c, 400, 'validation', R.pastStart);
      const days = tripDays(d.startDate, d.endDate);
      const tooLong = tripLengthProblem(days, plan.maxTripDays);
      const tier = tripTier(days);
      if (tooLong || !tier) return fail(c, 400, 'validation', tooLong ?? insuranceModel.tripTooShort);
      if (d.sports && !plan.sports.available) return fail(c, 400, 'validation', R.noSports);
      const ages = agesOn(
        d.startDate,
        r.output.passengers.map((p) => p.birthDate),
      );
      const priced = pricedPlan(ctx.publicBaseUrl, plan, tier, ages, d.sports);
      const uncovered = priced.travellerPrices.find((t) => t.price === null);
      if (uncovered) return fail(c, 400, 'validation', R.overPlanAge(uncovered.age, plan.maxAge));
      // The price-change knob raises what it costs now, as a supplier's new tariff would.
      gross += knob ? roundTo(priced.total * (1 + knob / 100), 10_000) : priced.total;
      shown += d.totalPrice;
      travellers += ages.length;
      dest ||= where.name;
      dates ??= { from: d.startDate, to: d.endDate };
      titles.push(`بیمهٔ مسافرتی ${plan.insurer.fa} (${where.name})`);
    }
    if (!dates) return null;
    return {
      gross,
      shown,
      // Insurance premiums are list prices: the counter/agent discount is taken off here, as a flight's is.
      roleDiscount: percentOf(gross, discountFor(user.roles)),
      title: titles.join(' و '),
      fromDate: dates.from,
      toDate: dates.to,
      cityName: dest,
      travellers,
      // Not through the whole-order refund (routes/refunds.ts prices a stay, not a contract): contracts are cancelled
      // by the insurer's own call before the cover starts (routes/insurance.ts CancelContract), so money goes back once.
      refundable: false,
      log: `+${parsed.length} insurance`,
    };
  },
};
