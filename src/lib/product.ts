/**
 * A product as the pages and the shared components see it (client-safe: no server code): the one list of them is
 * src/products/registry.ts; the server half of each product is its server/product.ts (src/server/product.ts).
 */
export interface ProductDefinition {
  /** The registry's id (`hotel`, `flight`): its folder, its routes' first segment, its travellers draft prefix. */
  id: string;
  /** The supplier's name of its orders (`Order.product`). */
  orderProduct: string;
  /** Its name in the dashboard's orders lists (the orders and pending tables). */
  name: string;
  /** Its issued order's document (ticket, voucher, contract): the title the links and pages show. */
  document?: { title: string };
  /**
   * Its tab on the home page (issue 48): the tab's label, its place among the tabs (lowest first) and its own home
   * route. The home page lists the products that have one, with the chosen one's search form (its server half's
   * `homeSearch`); `isDefault` is the tab `/` opens on.
   */
  home?: { tab: string; order: number; path: string; isDefault?: boolean };
}
