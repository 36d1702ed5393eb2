/** BasketBook's flight slot: the trip re-checked through its provision (price and seats); an expired hold is 410. */
import * as v from 'valibot';
import { percentOf } from '@/lib/payment-split';
import { onSale } from '@/products/flight/model/sale-cutoff';
import { FlightVehicle } from '@/products/flight/server/schemas';
import { discountFor } from '../data/accounts';
import { fail } from '../http';
import { provisionNow, saleClosed } from '../routes/flights';
import type { SlotBooker } from './slot-booker';

const EXPIRED = 'نتایج جستجو منقضی شده است؛ برای مشاهده آخرین قیمت‌ها جستجو را به‌روز کنید';

export const flightBooker: SlotBooker = {
  slot: 'vehicles',
  product: 'flight',
  async book(c, items, user) {
    const vehicles = items.flatMap((x) => {
      const r = v.safeParse(FlightVehicle, x);
      return r.success ? [r.output] : [];
    });
    const outbound = vehicles.find((x) => x.leg === 'outbound');
    const inbound = vehicles.find((x) => x.leg === 'return');
    if (!outbound?.provision) return null;
    if (vehicles.some((x) => x.passengers.length === 0)) return fail(c, 400, 'validation', 'اطلاعات مسافران کامل نیست');
    if (Date.parse(outbound.provision.expireAt) <= c.get('ctx').clock()) return fail(c, 410, 'provision_expired', EXPIRED);
    // Chosen in time but paid after check-in closed: refused before any charge (provisionNow checks it again).
    if (vehicles.some((x) => !onSale(x.details, c.get('ctx').clock()))) return saleClosed(c);
    const now = await provisionNow(c, outbound.searchToken, outbound.details.flightId, inbound?.details.flightId ?? null);
    if (now instanceof Response) return now;
    const d = outbound.details;
    const title = `بلیت هواپیما ${d.origin.city} به ${d.destination.city}${inbound ? ' (رفت و برگشت)' : ''}`;
    return {
      gross: now.totalPrice,
      shown: outbound.provision.totalPrice,
      // The flight's counter/agent discount is taken off its gross here.
      roleDiscount: percentOf(now.totalPrice, discountFor(user.roles)),
      title,
      fromDate: d.departureTime.slice(0, 10),
      toDate: (inbound?.details ?? d).arrivalTime.slice(0, 10),
      cityName: d.destination.city,
      travellers: outbound.passengers.length,
      refundable: d.isRefundable,
      log: '',
    };
  },
};
