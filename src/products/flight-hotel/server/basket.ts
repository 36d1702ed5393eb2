/**
 * A flight+hotel bundle in the basket: three items of the product's slot (`typeInfos.tourDynamics`), the outbound and
 * return flights (vehicles with their provision) and the hotel's rooms, each carrying the bundle's key. The slot's
 * group is that key (src/server/basket/slots.ts BasketSlot.group), so removing any of the three removes all three;
 * one bundle at a time (a new choice replaces the one before). Read loosely: a basket another client wrote is never
 * dropped, only not shown as ours.
 */
import * as v from 'valibot';
import type { BasketDoc } from '@/server/basket/model';
import { slotItems } from '@/server/basket/slots';
import { BundleProvision, ProvisionedFlight, TourBundle } from './schemas';

export const BUNDLE_SLOT = 'tourDynamics';
/** The id of the bundle's flight-tickets document (the voucher's is the product's own, `flightHotel`). */
export const BUNDLE_TICKETS_DOCUMENT = 'flightHotelTickets';

const Passenger = v.looseObject({});
const Common = {
  key: v.string(),
  bundleKey: v.string(),
  searchToken: v.string(),
  passengers: v.array(Passenger),
};

export const BundleVehicle = v.looseObject({
  ...Common,
  kind: v.literal('vehicle'),
  leg: v.picklist(['outbound', 'return']),
  details: ProvisionedFlight,
  counts: v.object({ adult: v.number(), child: v.number(), infant: v.number() }),
  provision: v.object({ provisionId: v.string(), totalPrice: v.number(), expireAt: v.string() }),
});
export type BundleVehicle = v.InferOutput<typeof BundleVehicle>;

export const BundleHotelItem = v.looseObject({
  ...Common,
  kind: v.literal('hotel'),
  details: v.looseObject({
    hotel: BundleProvision.entries.hotel,
    packageId: v.number(),
    packageNumber: v.string(),
    rooms: TourBundle.entries.rooms,
    roomPassengers: BundleProvision.entries.roomPassengers,
    checkIn: v.string(),
    checkOut: v.string(),
    nights: v.number(),
    hotelPrice: v.number(),
    flightPrice: v.number(),
    bundleDiscount: v.number(),
    /** The bundle's price (hotel + flights − discount), what the order charges; the flights' lines carry 0. */
    totalPrice: v.number(),
    isRefundable: v.boolean(),
    freeCancellationUntil: v.nullable(v.string()),
    route: v.string(),
  }),
});
export type BundleHotelItem = v.InferOutput<typeof BundleHotelItem>;

export interface StoredBundle {
  bundleKey: string;
  outbound: BundleVehicle;
  inbound: BundleVehicle;
  hotel: BundleHotelItem;
}

/** The basket's bundle (its three items under one key), or null when it holds none this site can read. */
export function bundleItem(doc: BasketDoc): StoredBundle | null {
  const items = slotItems(doc, BUNDLE_SLOT);
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
  return outbound && inbound ? { bundleKey: hotel.bundleKey, outbound, inbound, hotel } : null;
}

/** The bundle's three items, as the slot keeps them (outbound, return, hotel). */
export const bundleItems = (b: StoredBundle) => [b.outbound, b.inbound, b.hotel];

/** The basket with this bundle as its one bundle (the slot's items before it go). */
export function withBundle(doc: BasketDoc, b: StoredBundle): BasketDoc {
  const [first, ...rest] = doc;
  return [{ ...first!, typeInfos: { ...first!.typeInfos, [BUNDLE_SLOT]: bundleItems(b) } }, ...rest];
}

/** The items of a provisioned bundle, not yet with travellers. */
export function storedBundle(searchToken: string, p: BundleProvision, route: string): StoredBundle {
  const bundleKey = `fh-${p.provisionId}`;
  const counts = { adult: p.passengers.adults, child: p.passengers.children, infant: p.passengers.infants };
  const provision = { provisionId: p.provisionId, totalPrice: p.totalPrice, expireAt: p.expireAt };
  const vehicle = (leg: 'outbound' | 'return', details: ProvisionedFlight): BundleVehicle => ({
    key: `${bundleKey}:${leg}`,
    bundleKey,
    searchToken,
    passengers: [],
    kind: 'vehicle',
    leg,
    details,
    counts,
    provision,
  });
  return {
    bundleKey,
    outbound: vehicle('outbound', p.outbound),
    inbound: vehicle('return', p.inbound),
    hotel: {
      key: `${bundleKey}:hotel`,
      bundleKey,
      searchToken,
      passengers: [],
      kind: 'hotel',
      details: {
        hotel: p.hotel,
        packageId: p.packageId,
        packageNumber: p.packageNumber,
        rooms: p.rooms,
        roomPassengers: p.roomPassengers,
        checkIn: p.checkIn,
        checkOut: p.checkOut,
        nights: p.nights,
        hotelPrice: p.hotelPrice,
        flightPrice: p.flightPrice,
        bundleDiscount: p.bundleDiscount,
        totalPrice: p.totalPrice,
        isRefundable: p.isRefundable,
        freeCancellationUntil: p.freeCancellationUntil,
        route,
      },
    },
  };
}

/** The bundle's one travellers page. */
export const bundleTravellersPath = (b: StoredBundle) => `/flight+hotel/${b.hotel.details.route}/passengers`;
