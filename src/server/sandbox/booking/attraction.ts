/**
 * BasketBook's attraction slot (`typeInfos.attractions`): each line re-checked now against the day it names — offered
 * (400 otherwise), not sold out and with enough tickets left (409 `sold_out`), counts a venue accepts (400), a lead
 * traveller (400) — and priced at that day's prices. The catalogue's facts (names, city, address, unit prices) are
 * written over the line, so the order's booking and its voucher say what was sold. The `sold-out` knob forces 409.
 */
import * as v from 'valibot';
import { percentOf } from '@/lib/payment-split';
import { persianNumber } from '@/lib/text';
import { dateProblem } from '@/products/attraction/model/dates';
import { attractionDayOnSale } from '@/products/attraction/model/sale-cutoff';
import { ticketCount, ticketCountsProblem, ticketTotal } from '@/products/attraction/model/price';
import { attractionTexts as m } from '@/products/attraction/messages';
import { AttractionBasketItem } from '@/products/attraction/server/schemas';
import { discountFor } from '../data/accounts';
import { findAttraction } from '../data/attractions';
import { getCity } from '../data/cities';
import { routeFault } from '../faults';
import { fail } from '../http';
import { getStore } from '../store';
import { tehranToday } from '../time';
import { attractionDates, dayKey, ticketsTaken } from './attraction-stock';
import type { SlotBooker } from './slot-booker';

export const attractionBooker: SlotBooker = {
  slot: 'attractions',
  product: 'attraction',
  async book(c, items, user) {
    const ctx = c.get('ctx');
    const now = ctx.clock();
    const today = tehranToday(now);
    const taken = ticketsTaken(await getStore(ctx), now, user.userId);
    let gross = 0;
    let shown = 0;
    let tickets = 0;
    const booked: { fa: string; cityId: number; date: string }[] = [];
    for (const raw of items) {
      const r = v.safeParse(AttractionBasketItem, raw);
      if (!r.success) {
        const message = r.issues[0]?.message ?? '';
        return fail(c, 400, 'validation', /[\u0600-\u06FF]/.test(message) ? message : m.invalid);
      }
      const d = r.output.details;
      const a = findAttraction(d.attractionId);
      if (!a) return fail(c, 404, 'not_found', m.unknown);
      // A day from today on whose last start has passed (Tehran time): never sold (a past day is the date rule's 400).
      if (d.serviceDate >= today && !attractionDayOnSale(d.serviceDate, a.hours, now)) return fail(c, 409, 'sale_closed', m.dayStarted);
      const dates = attractionDates(ctx.seed, a, today, taken, now);
      const problem = dateProblem(dates, d.serviceDate, today);
      if (problem === m.soldOut || routeFault(c)?.soldOut) return fail(c, 409, 'sold_out', m.soldOut);
      if (problem) return fail(c, 400, 'validation', problem);
      const day = dates.find((x) => x.serviceDate === d.serviceDate)!;
      const counts = { adult: d.tickets.adult, child: d.tickets.child, infant: d.tickets.infant };
      const countProblem = ticketCountsProblem(counts, day.remaining);
      // Fewer places left than tickets asked is a capacity refusal (409); counts a venue never sells are a bad request.
      if (countProblem === m.notEnough(persianNumber(day.remaining))) return fail(c, 409, 'sold_out', countProblem);
      if (countProblem) return fail(c, 400, 'validation', countProblem);
      if (r.output.passengers.length === 0) return fail(c, 400, 'validation', m.leadNeeded);
      // Two lines of one basket for the same day share its places.
      const key = dayKey(a.id, d.serviceDate);
      taken.set(key, (taken.get(key) ?? 0) + ticketCount(counts));
      const price = ticketTotal(day.prices, counts);
      const city = getCity(a.cityId);
      Object.assign((raw as { details: Record<string, unknown> }).details, {
        persianName: a.fa,
        englishName: a.en,
        slug: a.slug,
        cityName: city?.fa ?? '',
        address: a.address,
        openingHours: a.hours,
        prices: day.prices,
        bookedPrice: price,
      });
      gross += price;
      shown += d.totalPrice;
      tickets += ticketCount(counts);
      booked.push({ fa: a.fa, cityId: a.cityId, date: d.serviceDate });
    }
    const lead = booked[0];
    if (!lead) return null;
    const dates = booked.map((b) => b.date).sort();
    return {
      gross,
      shown,
      roleDiscount: percentOf(gross, discountFor(user.roles)),
      title: `بلیت ${lead.fa}${booked.length > 1 ? ` و ${booked.length - 1} جاذبهٔ دیگر` : ''}`,
      fromDate: dates[0]!,
      toDate: dates[dates.length - 1]!,
      cityName: getCity(lead.cityId)?.fa ?? null,
      travellers: tickets,
      refundable: false,
      log: `+${booked.length} attraction`,
    };
  },
};
