/**
 * BasketBook's tour slot (`typeInfos.tours`): each line re-checked now against the departure it names — of the
 * package and still offered (400), rooms a hotel sells (400), enough seats left (409 `sold_out`; knob `sold-out`
 * too), a traveller for every person in the rooms (400), and on an international tour each traveller's passport
 * valid six months after the return (400) — and priced at that departure's table (src/products/tour/model/price.ts;
 * knob `price-change` re-prices). The catalogue's facts are written over the line, so the order's booking and its
 * voucher say what was sold.
 */
import * as v from 'valibot';
import * as messages from '@/lib/messages';
import { percentOf } from '@/lib/payment-split';
import { tourTexts as m } from '@/products/tour/messages';
import { passportProblem } from '@/products/tour/model/passport';
import { tourOnSale } from '@/products/tour/model/sale-cutoff';
import { roomPrice, roomsProblem, seatsNeeded, seatsProblem, travellerCount } from '@/products/tour/model/price';
import { TourBasketItem } from '@/products/tour/server/schemas';
import { discountFor } from '../data/accounts';
import { MEAL_NAMES, TOUR_MAX_ROOMS, findTourPackage, parseDepartureId, tourTitle } from '../data/tours';
import { routeFault } from '../faults';
import { fail } from '../http';
import { departureFor, scalePrices, transportOf } from '../routes/tours';
import { uploadProblem } from '../routes/uploads';
import { getStore } from '../store';
import { tehranToday } from '../time';
import { seatsTaken } from './tour-stock';
import type { SlotBooker } from './slot-booker';

export const tourBooker: SlotBooker = {
  slot: 'tours',
  product: 'tour',
  async book(c, items, user) {
    const ctx = c.get('ctx');
    const store = await getStore(ctx);
    const taken = seatsTaken(store, ctx.clock(), user.userId);
    let gross = 0;
    let shown = 0;
    let travellers = 0;
    const booked: { title: string; city: string; date: string; returnDate: string }[] = [];
    for (const raw of items) {
      const r = v.safeParse(TourBasketItem, raw);
      if (!r.success) {
        const message = r.issues[0]?.message ?? '';
        return fail(c, 400, 'validation', /[\u0600-\u06FF]/.test(message) ? message : m.invalid);
      }
      const d = r.output.details;
      const p = findTourPackage(ctx.seed, d.packageId);
      if (!p) return fail(c, 404, 'not_found', m.unknown);
      const rooms = roomsProblem(d.rooms, undefined, TOUR_MAX_ROOMS);
      if (rooms) return fail(c, 400, 'validation', rooms);
      // A departure past its carrier's cut-off (Tehran time) is never sold (the shared rule), before any other check.
      const departs = parseDepartureId(d.departureId);
      if (
        departs &&
        departs.date >= tehranToday(ctx.clock()) &&
        !tourOnSale({ date: departs.date, transport: transportOf(p), domestic: p.domestic }, ctx.clock())
      )
        return fail(c, 409, 'sale_closed', messages.payment.saleClosed);
      const dep = departureFor(c, p, d.departureId, taken);
      if (dep instanceof Response) return dep;
      const needed = seatsNeeded(d.rooms);
      const seats = routeFault(c)?.soldOut ? m.soldOut : seatsProblem(dep.seats.seatsLeft, needed);
      if (seats) return fail(c, 409, 'sold_out', seats, { seatsLeft: dep.seats.seatsLeft });
      const people = r.output.passengers as Record<string, unknown>[];
      if (people.length !== travellerCount(d.rooms)) return fail(c, 400, 'validation', m.travellersMismatch);
      // A passport scan a traveller carries is a file this supplier was given (FileUploads/Upload).
      for (const person of people) {
        const problem = uploadProblem(store, person['passportScanId']);
        if (problem) return fail(c, 400, 'traveller_invalid', problem);
      }
      if (!p.domestic) {
        for (const person of people) {
          const problem = passportProblem(
            typeof person['passportNumber'] === 'string' ? person['passportNumber'] : null,
            typeof person['passportExpiry'] === 'string' ? person['passportExpiry'] : null,
            dep.seeded.returnDate,
          );
          if (problem) return fail(c, 400, 'validation', problem);
        }
      }
      // Two lines of one basket on the same departure share its seats.
      taken.set(d.departureId, (taken.get(d.departureId) ?? 0) + needed);
      const factor = 1 + (routeFault(c)?.priceChange ?? 0) / 100;
      const table = factor === 1 ? dep.seeded.prices : scalePrices(dep.seeded.prices, factor);
      const quoted = d.rooms.map((room) => roomPrice(table, room));
      const price = quoted.reduce((n, q) => n + q.total, 0);
      const title = tourTitle(p);
      Object.assign((raw as { details: Record<string, unknown> }).details, {
        title,
        operator: p.operator,
        cityName: p.city.fa,
        date: dep.seeded.date,
        returnDate: dep.seeded.returnDate,
        nights: p.nights,
        hotels: p.hotels.map((h) => ({ ...h, mealName: MEAL_NAMES[h.mealCode] })),
        transport: transportOf(p),
        quote: quoted,
        bookedPrice: price,
        international: !p.domestic,
      });
      gross += price;
      shown += d.totalPrice;
      travellers += people.length;
      booked.push({ title, city: p.city.fa, date: dep.seeded.date, returnDate: dep.seeded.returnDate });
    }
    const lead = booked[0];
    if (!lead) return null;
    return {
      gross,
      shown,
      roleDiscount: percentOf(gross, discountFor(user.roles)),
      title: lead.title,
      fromDate: lead.date,
      toDate: booked
        .map((b) => b.returnDate)
        .sort()
        .at(-1)!,
      cityName: lead.city,
      travellers,
      // Cancelled by the package's own steps (routes/refunds.ts).
      refundable: true,
      log: `+${booked.length} tour`,
    };
  },
};
