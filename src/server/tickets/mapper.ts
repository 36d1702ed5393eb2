/** A product's ticket, voucher or contract: its issued order (with the booking) → the document, or null. */
import type { TicketDocument } from '../schemas/tickets';
import type { TicketOrder } from './booking';
import type { TicketContext } from './context';

export type TicketMapper = (order: TicketOrder, ctx: TicketContext) => TicketDocument | null;
