/** BasketBook's hotel slot: each package re-checked at its price for this user, as AddPreReserve does. */
import * as v from 'valibot';
import { fail } from '../http';
import { hotelPriceNow } from '../routes/basket';
import { applyHotelFacts } from './hotel-facts';
import type { SlotBooker } from './slot-booker';

/** A hotel item of the basket as BasketBook reads it (the package to re-check and the price the traveller saw). */
const BookedHotel = v.looseObject({
  key: v.string(),
  details: v.looseObject({ packageNumber: v.string(), packagePrice: v.number() }),
  /** The guests the hotel's guests step wrote on the item. */
  passengers: v.optional(v.array(v.unknown()), []),
});

export const hotelBooker: SlotBooker = {
  slot: 'hotels',
  product: 'hotel',
  async book(c, items, user) {
    // What is booked is the package: its facts over whatever the item says (the order's booking keeps these items).
    for (const item of items) {
      const refused = applyHotelFacts(c.get('ctx').seed, item);
      if (refused) return fail(c, 400, 'validation', refused);
    }
    const hotels = items.flatMap((x) => {
      const r = v.safeParse(BookedHotel, x);
      return r.success ? [r.output] : [];
    });
    if (hotels.length === 0) return null;
    if (hotels.some((h) => h.passengers.length === 0)) return fail(c, 400, 'validation', 'اطلاعات مسافران کامل نیست');
    const stays = [];
    for (const h of hotels) {
      const now = hotelPriceNow(c, h.details.packageNumber, user);
      if (now instanceof Response) return now;
      stays.push({ item: h, now });
    }
    const stay = stays[0]!;
    const title = `رزرو ${stay.now.hotel.fa}`;
    return {
      // A hotel's price for this user already carries the counter/agent discount (as its search listed it).
      gross: stays.reduce((n, s) => n + s.now.current, 0),
      shown: hotels.reduce((n, h) => n + h.details.packagePrice, 0),
      roleDiscount: 0,
      title,
      fromDate: stay.now.ref.stay.checkIn,
      toDate: stay.now.ref.stay.checkOut,
      cityName: stay.now.cityName,
      travellers: stays.reduce((n, s) => n + s.now.guests, 0),
      refundable: stays.every((s) => s.now.refundable),
      hotelId: stay.now.hotel.id,
      packageNumber: stay.item.details.packageNumber,
      log: `+${stays.length} hotel`,
    };
  },
};
