/**
 * The products on the one checkout, in the order the checkout takes them (the first with items in the basket is the
 * order's product: flights first), and the routes the products add to the edge. The engines (src/edge,
 * src/server/checkout, src/components/checkout) name no product: they are handed this list by the composition
 * root (src/waku.server.tsx, the edge tests' harness, the checkout pages).
 * Temporary: the products registry (src/products/registry*) takes this over.
 */
import type { Hono } from 'hono';
import type { CheckoutProducts } from '@/server/checkout/products';
import { flightCheckout } from './flight/server/checkout-definition';
import { mountFlightPlaces } from './flight/server/places-route';
import { mountFlightRoutes } from './flight/server/routes';
import { hotelCheckout } from './hotel/server/checkout-definition';

export const CHECKOUT_PRODUCTS: CheckoutProducts = [flightCheckout, hotelCheckout];

/** The products' own edge routes (the flight's place lookup; choosing an item into the basket). */
export function mountProductRoutes(app: Hono): void {
  mountFlightPlaces(app);
  mountFlightRoutes(app);
}

/** What the edge pipeline is handed about the products. */
export const EDGE_PRODUCTS = { checkout: CHECKOUT_PRODUCTS, mountRoutes: mountProductRoutes };
