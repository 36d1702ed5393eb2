/** What a ticket mapper may look up besides the order (the issuer's data, injected so the mappers stay pure). */
export interface TicketContext {
  /** The agency that sold the order (printed as the seller). */
  agencyName: string;
  /** The issuer's public address (no trailing slash), for the links a document prints (a QR's verification page). */
  publicBaseUrl?: string;
  /**
   * The Persian name of the catalogue item an order names only by id (a hotel order made before bookings were
   * recorded carries only its hotel's id): one neutral lookup, so the shared context names no product.
   */
  itemName?: (id: number) => string | null;
}
