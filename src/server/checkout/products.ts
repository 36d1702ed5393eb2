/**
 * The one checkout is driven by the basket's type infos: each product is a definition that says which of the
 * basket's items are its own, how the review shows them, where its result page is and where "search again" goes.
 * Hotels and flights now; insurance, tours, attractions and CIP plug in by adding a definition here.
 */
import type { FlightPassenger } from '@/products/flight/model/passengers';
import type { BasketDoc } from '../basket/model';
import { hotelItems } from '@/products/hotel/server/basket';
import { flightVehicles } from '@/products/flight/server/checkout';

export type CheckoutProductName = 'flight' | 'hotel';

/** One line of the review: an item of the basket with its travellers and price (rial). */
export interface ReviewLine {
  key: string;
  product: CheckoutProductName;
  title: string;
  /** Facts shown under the title (route, times, flight number; dates and rooms). */
  facts: string[];
  travellers: string[];
  /** The price now (the provision's), rial; a return trip's price is on its outbound line. */
  price: number;
  /** When the item's hold ends (ISO), or null. */
  expireAt: string | null;
}

export interface CheckoutProductDefinition {
  product: CheckoutProductName;
  /** The product's items in the basket, as review lines. */
  lines(doc: BasketDoc): ReviewLine[];
  /** The result page the gateway sends the traveller back to (our own origin). */
  resultPath: string;
  /** Whether BasketBook takes the counter/agent discount off this product's price (false: the price carries it). */
  roleDiscountAtBooking: boolean;
  /** Where the traveller searches again (an expired or sold-out item). */
  searchPath(doc: BasketDoc): string;
  /** The page where the traveller still has to give this product's travellers, or null when they are all given. */
  travellersPath(doc: BasketDoc): string | null;
}

export function travellerName(p: Pick<FlightPassenger, 'fnameFa' | 'lnameFa' | 'fnameEn' | 'lnameEn'>): string {
  return `${p.fnameFa} ${p.lnameFa}`.trim() || `${p.fnameEn} ${p.lnameEn}`.trim();
}

export const flightCheckout: CheckoutProductDefinition = {
  product: 'flight',
  resultPath: '/checkout/flight/result',
  roleDiscountAtBooking: true,
  lines: (doc) =>
    flightVehicles(doc).map((x) => {
      const d = x.details;
      return {
        key: x.key,
        product: 'flight',
        title: `${d.origin.city} به ${d.destination.city}`,
        facts: [
          `${d.airline.persianName} ${d.airline.code} ${d.flightNumber}`,
          `${d.origin.iata} ← ${d.destination.iata}`,
          d.departureTime,
          x.leg === 'return' ? 'برگشت' : 'رفت',
        ],
        travellers: (x.passengers as FlightPassenger[]).map(travellerName),
        price: x.leg === 'outbound' ? (x.provision?.totalPrice ?? d.totalPrice) : 0,
        expireAt: x.provision?.expireAt ?? null,
      };
    }),
  searchPath(doc) {
    const out = flightVehicles(doc)[0];
    return out ? `/flight/${out.details.origin.iata}-${out.details.destination.iata}` : '/flight';
  },
  travellersPath(doc) {
    const vehicles = flightVehicles(doc);
    return vehicles.some((x) => x.passengers.length === 0) ? `${flightCheckout.searchPath(doc)}/passengers` : null;
  },
};

export const hotelCheckoutProduct: CheckoutProductDefinition = {
  product: 'hotel',
  resultPath: '/checkout/hotel/result',
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
    const h = hotelItems(doc)[0];
    return h ? `/hotel/${h.details.destination}` : '/hotel';
  },
  travellersPath(doc) {
    const h = hotelItems(doc).find((x) => x.passengers.length === 0);
    return h ? `/hotel/${h.details.destination}/passengers` : null;
  },
};

export const CHECKOUT_PRODUCTS: readonly CheckoutProductDefinition[] = [flightCheckout, hotelCheckoutProduct];

/** The review lines of every product in the basket. */
export function reviewLines(doc: BasketDoc): ReviewLine[] {
  return CHECKOUT_PRODUCTS.flatMap((p) => p.lines(doc));
}

/** The part of the review's total the counter/agent discount is taken off (the products that take it at booking). */
export function roleDiscountBase(lines: readonly ReviewLine[]): number {
  const taking = new Set(CHECKOUT_PRODUCTS.filter((p) => p.roleDiscountAtBooking).map((p) => p.product));
  return lines.reduce((n, l) => n + (taking.has(l.product) ? l.price : 0), 0);
}

/** Where the traveller still has to give travellers before the review, or null when every item has them. */
export function missingTravellers(doc: BasketDoc): string | null {
  for (const p of CHECKOUT_PRODUCTS) {
    const path = p.travellersPath(doc);
    if (path) return path;
  }
  return null;
}

/** The product a basket order is booked as (its result page): the first product with items (flights first). */
export function bookedProduct(doc: BasketDoc): CheckoutProductDefinition | undefined {
  return CHECKOUT_PRODUCTS.find((p) => p.lines(doc).length > 0);
}
