/**
 * The server half of the one list of products (issue 42). Every server-side list of products is derived from this
 * one: the result streams and detail streams, the results pages the edge prefetches, the products' own routes, the
 * ticket mappers, the basket slots and the order products the account schemas accept. The composition root
 * (src/waku.server.tsx) hands it to the edge; engines never import it or a product.
 *
 * Adding a product: its folder under src/products/<id>/, its server definition (server/product.ts), one line here and
 * one in registry.ts.
 */
import { attractionServer } from './attraction/server/product';
import { cipServer } from './cip/server/product';
import { flightServer } from './flight/server/product';
import { flightHotelServer } from './flight-hotel/server/product';
import { hotelServer } from './hotel/server/product';
import { insuranceServer } from './insurance/server/product';
import { tourServer } from './tour/server/product';
import type { CheckoutProducts } from '@/server/checkout/products';
import type { ServerProduct } from '@/server/product';

/**
 * In the checkout's order: a basket's order is booked as the first product with items in it (flights first), and the
 * review lists the products' lines in this order.
 */
export const SERVER_PRODUCTS: readonly ServerProduct[] = [
  flightServer,
  hotelServer,
  insuranceServer,
  attractionServer,
  cipServer,
  tourServer,
  flightHotelServer,
];

/** Every product's search routes, for the redirects (which run before the session). */
export const SEARCH_ROUTE_RULES = SERVER_PRODUCTS.flatMap((p) => p.searchRoutes ?? []);

/** The one checkout's product definitions (the review and result pages take them from here). */
export const CHECKOUT_PRODUCTS: CheckoutProducts = SERVER_PRODUCTS.flatMap((p) => (p.checkout ? [p.checkout] : []));
