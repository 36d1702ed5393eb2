/** The hotel's part of the checkout: its traveller form, its basket item and what the pre-reserve records. */
import * as v from 'valibot';
import { validateCheckout, type CheckoutInput } from '@/lib/passengers';
import { hotelItems, type BasketDoc } from '../basket/model';
import type { CheckoutItem, CheckoutProduct } from './service';

const Guest = v.object({
  firstName: v.pipe(v.string(), v.maxLength(60)),
  lastName: v.pipe(v.string(), v.maxLength(60)),
  gender: v.picklist(['MALE', 'FEMALE']),
  isIranian: v.boolean(),
  nationalCode: v.pipe(v.string(), v.maxLength(20)),
  passportNumber: v.pipe(v.string(), v.maxLength(20)),
});

/** The hotel traveller form as the browser sends it: one guest list per room (at most 4), the leader and contact. */
export const HotelCheckoutBody = v.object({
  rooms: v.pipe(v.array(v.pipe(v.array(Guest), v.maxLength(20))), v.minLength(1), v.maxLength(4)),
  leader: v.pipe(v.number(), v.integer()),
  mobile: v.pipe(v.string(), v.maxLength(20)),
  email: v.pipe(v.string(), v.maxLength(200)),
});

export const hotelCheckout: CheckoutProduct<CheckoutInput> = {
  resultPath: '/checkout/hotel/result',
  check: validateCheckout,
  item(doc) {
    const hotel = hotelItems(doc)[0];
    return (
      hotel && {
        key: hotel.key,
        reserveNumber: hotel.details.packageNumber,
        shownPrice: hotel.details.packagePrice,
        provision: hotel.provision,
      }
    );
  },
  traveller(input) {
    const leader = input.rooms[0]![input.leader]!;
    return {
      leaderName: `${leader.firstName} ${leader.lastName}`,
      passengers: input.rooms.flat(),
      contact: { mobile: input.mobile, email: input.email || null },
    };
  },
  record(doc: BasketDoc, item: CheckoutItem, input, provision) {
    const [first, ...rest] = doc;
    const passengerInfos = input.rooms.flatMap((guests, room) =>
      guests.map((g, i) => ({ ...g, room, isLeader: room === 0 && i === input.leader })),
    );
    const hotels = (first!.typeInfos.hotels ?? []).map((h) => (h.key === item.key ? { ...h, provision } : h));
    return [
      { ...first!, typeInfos: { ...first!.typeInfos, hotels }, passengerInfos, contact: { mobile: input.mobile, email: input.email } },
      ...rest,
    ];
  },
};
