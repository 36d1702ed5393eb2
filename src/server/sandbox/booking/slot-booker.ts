/**
 * What BasketBook asks of each basket slot it can book (the supplier's side of a product, sandbox only): read the
 * slot's items, re-check them now (price, seats, dates) for this user, and say what the order records of them.
 * BasketBook (routes/checkout.ts) knows no product: it walks `SLOT_BOOKERS` (./index.ts) in order, and the first slot
 * with items leads the order (its product, dates, city and travellers); the others add their price and their title.
 * A new product's sandbox adds its booker file and one line to that list.
 */
import type { Ctx } from '../http';
import type { UserRecord } from '../store';

/** A slot's items as booked now: what the order is made of. */
export interface BookedPart {
  /** What the whole order costs for these items now (rial), before the role discount this part takes below. */
  gross: number;
  /** What the traveller was shown for them (the basket's price): a difference is a price change. */
  shown: number;
  /** The counter/agent discount taken off `gross` here (a product whose price already carries it says 0). */
  roleDiscount: number;
  /** The order's title when this part leads; after « و » when it joins the leading part. */
  title: string;
  /** The lead's facts on the order (ISO dates). */
  fromDate: string;
  toDate: string;
  cityName: string | null;
  travellers: number;
  refundable: boolean;
  /** A hotel's id and package number (the voucher and the refund rules read them, whichever part leads). */
  hotelId?: number | null;
  packageNumber?: string | null;
  /** A short word for the log line («+1 hotel»). */
  log: string;
}

export interface SlotBooker {
  /** The basket's typeInfos key (spec 001 basket type infos). */
  slot: string;
  /** The order's product when this slot leads (src/products/registry.ts `orderProduct`). */
  product: string;
  /**
   * The slot's items re-checked now. A Response is the refusal to send as it is (400 incomplete travellers, 404 gone,
   * 409 sold out, 410 an expired hold…); null when the slot has nothing to book.
   */
  book(c: Ctx, items: readonly unknown[], user: UserRecord): Promise<BookedPart | Response | null>;
}
