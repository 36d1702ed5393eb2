/**
 * The hotel's part of the one checkout (basket-checkout.ts): its traveller form and where its guests go in the
 * basket. The guests step only writes the basket; the review, the final re-check and the payment are the shared
 * checkout's, exactly as for a flight.
 */
import { slotItems } from '@/server/basket/slots';
import * as v from 'valibot';
import type { CheckoutInput } from '@/products/hotel/model/guests';
import type { BasketDoc } from '@/server/basket/model';
import { hotelItems } from './basket';

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

/** The leader's name, for a guest's guest-reserve session. */
export function hotelLeaderName(input: CheckoutInput): string {
  const leader = input.rooms[0]![input.leader]!;
  return `${leader.firstName} ${leader.lastName}`.trim();
}

/**
 * The basket with the hotel's guests: on the hotel item (`passengers`, one entry per guest with its room) so they
 * stay with their product when a flight in the same basket writes its own passengers, and as the basket's
 * `passengerInfos` and `contact` (spec 001 §3) as before.
 */
export function withHotelGuests(doc: BasketDoc, input: CheckoutInput): BasketDoc {
  const [first, ...rest] = doc;
  const passengers = input.rooms.flatMap((guests, room) =>
    guests.map((g, i) => ({ ...g, room, isLeader: room === 0 && i === input.leader })),
  );
  const own = new Set(hotelItems(doc).map((h) => h.key));
  const hotels = slotItems(doc, 'hotels').map((h) => (h.key !== undefined && own.has(h.key) ? { ...h, passengers } : h));
  return [
    {
      ...first!,
      typeInfos: { ...first!.typeInfos, hotels },
      passengerInfos: passengers,
      contact: { mobile: input.mobile, email: input.email },
    },
    ...rest,
  ];
}
