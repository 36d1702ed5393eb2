/**
 * The hotel's items in the basket document (`typeInfos.hotels`, spec 001 §3 "Basket"): the package the traveller
 * reserved with its stay and rooms, its guests once given. Its basket slot (the engine's add/remove/view) is declared
 * in ./product.ts.
 */
import { slotItems } from '@/server/basket/slots';
import * as v from 'valibot';
import { ROOM_LIMITS } from '@/lib/constants';
import type { BasketDoc } from '@/server/basket/model';

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

export const HotelItemDetails = v.object({
  hotelId: v.pipe(v.number(), v.integer()),
  hotelName: v.pipe(v.string(), v.maxLength(200)),
  destination: v.pipe(v.string(), v.regex(/^[a-z]{2}-[a-z0-9-]{1,60}$/)),
  checkIn: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  checkOut: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** The search this package came from (needed to re-check its price and rules). */
  searchToken: v.nullable(v.pipe(v.string(), v.maxLength(4096))),
  packageId: v.pipe(v.number(), v.integer()),
  packageNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /** The price the traveller saw, rial. */
  packagePrice: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.pipe(v.string(), v.maxLength(8)),
  isGuaranty: v.boolean(),
  rooms: v.pipe(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.maxLength(200)),
        mealType: v.pipe(v.string(), v.maxLength(16)),
        adults: v.number(),
        childrenAges: v.array(v.number()),
      }),
    ),
    v.maxLength(8),
  ),
});
export type HotelItemDetails = v.InferOutput<typeof HotelItemDetails>;

/**
 * A new item as the hotel page's «reserve» sends it (`POST /api/basket/hotels`): the package's rooms as the traveller
 * chose them, within the search's own bounds (src/lib/constants ROOM_LIMITS); their occupancy must be the package's
 * (the supplier refuses another, and writes the hotel's and rooms' names and boards itself).
 */
export const NewHotelItemDetails = v.object({
  ...HotelItemDetails.entries,
  rooms: v.pipe(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.maxLength(200)),
        mealType: v.pipe(v.string(), v.maxLength(16)),
        adults: int(ROOM_LIMITS.minAdultsPerRoom, ROOM_LIMITS.maxAdultsPerRoom),
        childrenAges: v.pipe(v.array(int(0, ROOM_LIMITS.maxChildAge - 1)), v.maxLength(ROOM_LIMITS.maxChildrenPerRoom)),
      }),
    ),
    v.minLength(ROOM_LIMITS.minRooms),
    v.maxLength(ROOM_LIMITS.maxRooms),
  ),
});

export const HotelItem = v.object({
  /** Identity of the item: adding the same package twice is a no-op. */
  key: v.string(),
  details: HotelItemDetails,
  /** The pre-reserve result, once there is one. */
  provision: v.nullable(v.unknown()),
  /** The guests the traveller gave at the hotel's guests step (one per guest, with its room); empty before. */
  passengers: v.optional(v.array(v.looseObject({ firstName: v.string(), lastName: v.string() })), []),
});
export type HotelItem = v.InferOutput<typeof HotelItem>;

export const hotelItemKey = (d: Pick<HotelItemDetails, 'packageNumber'>) => `hotel:${d.packageNumber}`;

/** The product's own hotel items (those that match the schema), for display and checkout. */
export function hotelItems(doc: BasketDoc): HotelItem[] {
  return slotItems(doc, 'hotels').flatMap((h) => {
    const r = v.safeParse(HotelItem, h);
    return r.success ? [r.output] : [];
  });
}

/** Adds a hotel item unless an item with the same key is there (idempotent). */
export function withHotel(doc: BasketDoc, details: HotelItemDetails): BasketDoc {
  const key = hotelItemKey(details);
  const [first, ...rest] = doc;
  const hotels = slotItems(doc, 'hotels');
  if (hotels.some((h) => h.key === key)) return doc;
  return [{ ...first!, typeInfos: { ...first!.typeInfos, hotels: [...hotels, { key, details, provision: null }] } }, ...rest];
}
