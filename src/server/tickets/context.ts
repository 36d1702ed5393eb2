/** What a ticket mapper may look up besides the order (the issuer's data, injected so the mappers stay pure). */
export interface TicketContext {
  /** The agency that sold the order (printed as the seller). */
  agencyName: string;
  /** A hotel's Persian name by id (orders made before bookings were recorded carry only the id). */
  hotelName?: (hotelId: number) => string | null;
}
