/**
 * BasketBook's flight+hotel slot (`typeInfos.tourDynamics`): the bundle's three items (outbound and return vehicles,
 * the hotel's rooms) booked as one part of one order. Re-checked now through the same provision as the reserve
 * (routes/tour-dynamic.ts provisionBundle: the search still known, seats, the flights' check-in still open (409
 * `sale_closed`), knobs `sold-out` and `price-change`), an expired hold 410, a traveller for every person of the rooms
 * on both flights and the hotel (400). Priced as the supplier prices it: hotel + flights − bundle discount.
 */
import * as v from 'valibot';
import { percentOf } from '@/lib/payment-split';
import { onSale } from '@/lib/sale-cutoff';
import { passengerSlots } from '@/products/flight-hotel/model/travellers';
import { BundleHotelItem, BundleVehicle } from '@/products/flight-hotel/server/basket';
import { discountFor } from '../data/accounts';
import { fail } from '../http';
import { provisionBundle } from '../routes/tour-dynamic';
import type { SlotBooker } from './slot-booker';

const EXPIRED = 'نتایج جستجو منقضی شده است؛ برای مشاهده آخرین قیمت‌ها جستجو را به‌روز کنید';
const INCOMPLETE = 'اطلاعات مسافران تور کامل نیست';
const SALE_CLOSED = 'فروش این پرواز به پایان رسیده است (پذیرش مسافر بسته شده)؛ لطفاً پرواز دیگری انتخاب کنید';

export const tourDynamicBooker: SlotBooker = {
  slot: 'tourDynamics',
  product: 'flightHotel',
  async book(c, items, user) {
    const ctx = c.get('ctx');
    const hotel = items.flatMap((x) => {
      const r = v.safeParse(BundleHotelItem, x);
      return r.success ? [r.output] : [];
    })[0];
    if (!hotel) return null;
    const vehicles = items.flatMap((x) => {
      const r = v.safeParse(BundleVehicle, x);
      return r.success && r.output.bundleKey === hotel.bundleKey ? [r.output] : [];
    });
    const outbound = vehicles.find((x) => x.leg === 'outbound');
    const inbound = vehicles.find((x) => x.leg === 'return');
    if (!outbound || !inbound) return fail(c, 400, 'validation', 'پرواز رفت و برگشت این تور در سبد نیست');
    const people = passengerSlots(hotel.details.roomPassengers).length;
    if ([outbound, inbound, hotel].some((x) => x.passengers.length !== people)) return fail(c, 400, 'validation', INCOMPLETE);
    if (Date.parse(outbound.provision.expireAt) <= ctx.clock()) return fail(c, 410, 'provision_expired', EXPIRED);
    if (!onSale(outbound.details, ctx.clock()) || !onSale(inbound.details, ctx.clock())) return fail(c, 409, 'sale_closed', SALE_CLOSED);
    const now = await provisionBundle(c, outbound.searchToken, {
      hotelId: hotel.details.hotel.hotelId,
      outboundId: outbound.details.flightId,
      inboundId: inbound.details.flightId,
      // The room package chosen on the bundle page (the bundle's own unless another was chosen).
      packageNumber: hotel.details.packageNumber,
    });
    if (now instanceof Response) return now;
    // The supplier's facts of the booking, written over the line: the voucher prints what was sold.
    Object.assign((items.find((x) => (x as { kind?: unknown }).kind === 'hotel') as { details: Record<string, unknown> }).details, {
      bookedPrice: now.totalPrice,
      packageNumber: now.packageNumber,
    });
    const h = hotel.details;
    return {
      gross: now.totalPrice,
      shown: h.totalPrice,
      roleDiscount: percentOf(now.totalPrice, discountFor(user.roles)),
      title: `تور ${h.hotel.cityPersianName}: پرواز و هتل ${h.hotel.persianName}`,
      fromDate: h.checkIn,
      toDate: h.checkOut,
      cityName: h.hotel.cityPersianName,
      travellers: people,
      // Refunded as one order (routes/refunds.ts): refundable while either part gives money back by its rules.
      refundable: h.isRefundable || outbound.details.isRefundable || inbound.details.isRefundable,
      hotelId: h.hotel.hotelId,
      packageNumber: h.packageNumber,
      log: '+1 flight+hotel bundle',
    };
  },
};
