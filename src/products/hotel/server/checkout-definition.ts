/**
 * The hotel on the one checkout (src/server/checkout): its review lines (one per hotel), its guests step (the same
 * `validateCheckout` as the form), what the supplier's refusals mean for a hotel, and where its result page and
 * its search are.
 */
import { type CheckoutInput, guestDocuments, guestsFitRooms, validateCheckout } from '@/products/hotel/model/guests';
import { hotelDocument, hotelJourney } from '../messages';
import { type CheckoutProductDefinition, supplierBookingFailure, travellersStep } from '@/server/checkout/products';
import { hotelItems } from './basket';
import { HotelCheckoutBody, hotelLeaderName, withHotelGuests } from './checkout';

export const hotelCheckout: CheckoutProductDefinition = {
  product: 'hotel',
  resultPath: '/checkout/hotel/result',
  document: { title: hotelDocument.title },
  roleDiscountAtBooking: false,
  lines: (doc) =>
    hotelItems(doc).map((h) => ({
      key: h.key,
      product: 'hotel',
      title: h.details.hotelName,
      facts: [h.details.checkIn, h.details.checkOut, ...h.details.rooms.map((r) => r.name)],
      travellers: h.passengers.map((g) => `${g.firstName} ${g.lastName}`.trim()),
      price: h.details.packagePrice,
      expireAt: null,
    })),
  searchPath: (doc) => {
    const h = doc ? hotelItems(doc)[0] : undefined;
    return h ? `/hotel/${h.details.destination}` : '/hotel';
  },
  travellersPath(doc) {
    const h = hotelItems(doc).find((x) => x.passengers.length === 0);
    return h ? `/hotel/${h.details.destination}/passengers` : null;
  },
  travellers: travellersStep<CheckoutInput>({
    body: HotelCheckoutBody,
    validate(body, doc) {
      // The form's rules need no basket: a crafted form gets its field errors first, then "no hotel to book".
      const checked = validateCheckout(body as CheckoutInput);
      if (!checked.ok) return checked;
      const items = doc ? hotelItems(doc) : [];
      if (items.length === 0) return null;
      // The guests fit the rooms booked: as many rooms, and no room with more guests than the package puts in it.
      const fits = items.every((h) => guestsFitRooms(checked.value.rooms, h.details.rooms));
      return fits ? checked : { ok: false, errors: { rooms: hotelJourney.guestsExceedRooms } };
    },
    write: withHotelGuests,
    documents: (input) => guestDocuments(input.rooms),
    guest: (input) => ({ mobile: input.mobile, email: input.email, leaderName: hotelLeaderName(input) }),
    aliases: ['/api/checkout/hotel'],
  }),
  // BasketBook's refusals for a hotel package: 409 no room left, 410 expired, 404/400 no longer sold.
  failure: supplierBookingFailure,
};
