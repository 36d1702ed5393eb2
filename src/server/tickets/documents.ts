/**
 * The documents of an order (issue 48: every buyer holds their document): one per product part of the order that
 * issued one. An order is led by one product (its `product`), and other products may join it at the review (a CIP
 * or an insurance added to a flight): each part's product prints its own document from the order's booking (its
 * slot of the basket), so a flight with a CIP and an insurance holds the flight's tickets, the CIP voucher and the
 * insurance contract, three downloads. The engine names no product: each product declares its mapper (`ticket`) and
 * its basket slot (src/server/product.ts). A product may print more than one document of its part (a bundle's voucher
 * and its flight tickets): `documents` lists the further ones, each with its own id.
 */
import type { OrderDocumentRef, TicketDocument } from '../schemas/tickets';
import { readBooking, type TicketOrder } from './booking';
import type { TicketContext } from './context';
import type { TicketMapper } from './mapper';

/** A further document a product prints of its part: its id (the download's name) and its mapper. */
export interface FurtherDocument {
  /** Unique among the products' documents: `[a-z][A-Za-z]{1,31}` (the download address's form). */
  id: string;
  ticket: TicketMapper;
}

/** A product that may print a document: its order product name, its mapper and where its items are in a basket. */
export interface DocumentProduct {
  orderProduct: string;
  ticket?: TicketMapper | undefined;
  /** Documents it prints besides `ticket`, after it, in this order. */
  documents?: readonly FurtherDocument[] | undefined;
  /** Its basket slot (typeInfos key), directly or as its server definition's `basket.slot`. */
  slot?: string | undefined;
  basket?: { slot: string } | undefined;
}

export interface OrderDocument {
  /** The part's product (its order product name), or a further document's own id: its name in a download's address. */
  id: string;
  doc: TicketDocument;
}

const slotOf = (p: DocumentProduct) => p.slot ?? p.basket?.slot;

/**
 * The order's documents: the leading product's first (its `ticket`, then its further `documents`), then every other
 * product whose slot of the order's booked basket holds items, in the products' order. A product whose mapper makes nothing of the order is left out; an
 * order without its booking (older orders) has only its leading product's document.
 */
export function orderDocuments(order: TicketOrder, ctx: TicketContext, products: readonly DocumentProduct[]): OrderDocument[] {
  const booking = readBooking(order);
  const lead = products.find((p) => p.orderProduct === order.product);
  const joined = booking
    ? products.filter((p) => p !== lead && p.ticket && slotOf(p) && (booking.typeInfos[slotOf(p)!]?.length ?? 0) > 0)
    : [];
  // Whom the order was bought for (a buyer for others' customer) is the order's, so every document says it.
  const boughtFor = order.customer?.name ?? null;
  return [lead, ...joined].flatMap((p) => {
    if (!p) return [];
    const mappers = [...(p.ticket ? [{ id: p.orderProduct, ticket: p.ticket }] : []), ...(p.documents ?? [])];
    return mappers.flatMap(({ id, ticket }) => {
      const doc = ticket(order, ctx);
      return doc ? [{ id, doc: boughtFor ? { ...doc, boughtFor } : doc }] : [];
    });
  });
}

/** What an order's answer says of its documents (no PDF, no personal data): id, kind and title. */
export const documentRefs = (docs: readonly OrderDocument[]): OrderDocumentRef[] =>
  docs.map(({ id, doc }) => ({ id, kind: doc.kind, title: doc.title, ...(doc.cancelled ? { cancelled: true } : {}) }));
