/**
 * BasketBook's CIP slot (`typeInfos.cip`, one object: packageId, entrancePackage, leavePackage, passengers, price
 * shown). Each side re-checked now: the package exists (404) and is of its side (arrival for the entrance, departure
 * for the leave; 400), the flight's date is today … +90 days (400) and its local time inside the service's hours
 * (400), the party fits (an adult, at most the package's passengers and extra guests; 400), every extra chosen is one
 * the booked packages offer (400). Priced as src/products/cip/model/price.ts says; the catalogue's names are written
 * over each side, so the order's booking and its voucher say what was sold.
 */
import * as v from 'valibot';
import { addDays } from '@/lib/dates';
import { percentOf } from '@/lib/payment-split';
import { serviceHoursProblem } from '@/products/cip/model/hours';
import { type CipTraveller, cipPartyProblem, cipTotal, unknownExtras } from '@/products/cip/model/price';
import { cipTexts as m } from '@/products/cip/messages';
import { CipBasket } from '@/products/cip/server/schemas';
import { discountFor } from '../data/accounts';
import { CIP_DAYS_AHEAD, type CipPackageDef, cipKindName, findCipPackage } from '../data/cip';
import { fail } from '../http';
import { tehranToday } from '../time';
import type { SlotBooker } from './slot-booker';

const SIDES = [
  ['entrancePackage', 'arrival'],
  ['leavePackage', 'departure'],
] as const;

export const cipBooker: SlotBooker = {
  slot: 'cip',
  product: 'cip',
  async book(c, items, user) {
    const ctx = c.get('ctx');
    const raw = items[0];
    if (raw === null || raw === undefined) return null;
    const r = v.safeParse(CipBasket, raw);
    if (!r.success) {
      const message = r.issues[0]?.message ?? '';
      return fail(c, 400, 'validation', /[\u0600-\u06FF]/.test(message) ? message : m.invalid);
    }
    const cip = r.output;
    const today = tehranToday(ctx.clock());
    const travellers: CipTraveller[] = cip.passengers.map((p) => ({ type: p.type, extras: p.extras }));
    const legs: { side: (typeof SIDES)[number][0]; pkg: CipPackageDef; extraGuests: number; date: string }[] = [];
    for (const [side, kind] of SIDES) {
      const leg = cip[side];
      if (!leg) continue;
      const pkg = findCipPackage(ctx.seed, leg.packageId);
      if (!pkg) return fail(c, 404, 'not_found', m.unknown);
      if (pkg.kind !== kind) return fail(c, 400, 'validation', m.wrongKind);
      if (leg.flightDate < today) return fail(c, 400, 'validation', m.datePast);
      if (leg.flightDate > addDays(today, CIP_DAYS_AHEAD)) return fail(c, 400, 'validation', m.dateTooFar);
      const hours = serviceHoursProblem(pkg.hours, leg.flightTime);
      if (hours) return fail(c, 400, 'validation', hours);
      const party = cipPartyProblem(pkg, travellers, leg.extraGuests);
      if (party) return fail(c, 400, 'validation', party);
      legs.push({ side, pkg, extraGuests: leg.extraGuests, date: leg.flightDate });
    }
    const lead = legs[0];
    if (!lead) return fail(c, 400, 'validation', m.noPackage);
    if (
      unknownExtras(
        legs.map((l) => l.pkg),
        travellers,
      ).length > 0
    )
      return fail(c, 400, 'validation', m.unknownExtra);
    const gross = cipTotal(legs, travellers);
    for (const l of legs) {
      Object.assign((raw as Record<string, Record<string, unknown>>)[l.side]!, {
        persianName: l.pkg.fa,
        serviceName: l.pkg.serviceName,
        kindName: cipKindName(l.pkg.kind),
        iata: l.pkg.iata,
        airportName: l.pkg.airportName,
        terminal: l.pkg.terminal,
        extraNames: Object.fromEntries(l.pkg.extras.map((x) => [x.extraId, x.persianName])),
      });
    }
    const dates = legs.map((l) => l.date).sort();
    return {
      gross,
      shown: cip.totalPrice,
      roleDiscount: percentOf(gross, discountFor(user.roles)),
      title: `خدمات CIP ${lead.pkg.airportName}`,
      fromDate: dates[0]!,
      toDate: dates[dates.length - 1]!,
      cityName: lead.pkg.city.fa,
      travellers: travellers.length,
      refundable: false,
      log: `+cip ${legs.map((l) => l.pkg.packageId).join('/')}`,
    };
  },
};
