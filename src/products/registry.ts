/**
 * The client-safe half of the one list of products (issue 42): what pages and shared components (the dashboard's
 * orders, ticket links) know of a product. The server half is registry.server.ts. Engines never import either: the
 * pages and the composition root hand them what they need.
 *
 * Adding a product: its folder under src/products/<id>/ with its definition.ts, one line here and one in
 * registry.server.ts.
 */
import * as messages from '@/lib/messages';
import type { ProductDefinition } from '@/lib/product';
import { attractionProduct } from './attraction/definition';
import { cipProduct } from './cip/definition';
import { flightProduct } from './flight/definition';
import { flightHotelProduct } from './flight-hotel/definition';
import { hotelProduct } from './hotel/definition';
import { insuranceProduct } from './insurance/definition';
import { tourProduct } from './tour/definition';

export const PRODUCTS: readonly ProductDefinition[] = [
  flightProduct,
  hotelProduct,
  insuranceProduct,
  attractionProduct,
  cipProduct,
  tourProduct,
  flightHotelProduct,
];

/** The home page's product tabs (issue 48), in their order: every product with a home tab. */
export const HOME_TABS: readonly ProductDefinition[] = PRODUCTS.filter((p) => p.home).sort((a, b) => a.home!.order - b.home!.order);

/** The tab `/` opens on: the one marked default, else the first. */
export const DEFAULT_HOME_TAB: ProductDefinition = HOME_TABS.find((p) => p.home?.isDefault) ?? HOME_TABS[0]!;

/** The product of an order (by the supplier's product name), if the site knows it. */
export const productOfOrder = (orderProduct: string): ProductDefinition | undefined =>
  PRODUCTS.find((p) => p.orderProduct === orderProduct);

/**
 * The name an order's product is shown by in the dashboard: its definition's, else the name of a product the site
 * sells without a folder yet (messages.dash.products: tour, insurance), else none.
 */
export const orderProductName = (orderProduct: string): string =>
  productOfOrder(orderProduct)?.name ?? (messages.dash.products as Record<string, string>)[orderProduct] ?? '';
