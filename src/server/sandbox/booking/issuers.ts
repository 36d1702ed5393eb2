/**
 * What an order's issue adds per basket slot besides the flight tickets (issue.ts: `booking.documents`): a product whose supplier issues a
 * document per traveller (an insurance contract) names its slot and how it numbers them. issue.ts knows no product:
 * it walks this list. Kept apart from ./index.ts so issue.ts does not load the bookers (they import the routes).
 */
import type { DocumentRecord } from '../store';
import { issueContracts } from '../data/insurance/contracts';
import { hotelConfirmation } from '../data/hotels';

export interface SlotIssuer {
  /** The basket's typeInfos key. */
  slot: string;
  /** The documents of the order's booked basket, numbered for this order. */
  issue?(seed: number, basket: unknown, factorId: number): DocumentRecord[];
  /**
   * The supplier's confirmation number of the slot's booking (a hotel's), written when the slot has items: its
   * document prints it (`booking.confirmations[slot]`).
   */
  confirm?(seed: number, factorId: number): string;
}

export const SLOT_ISSUERS: readonly SlotIssuer[] = [
  { slot: 'insurances', issue: issueContracts },
  { slot: 'hotels', confirm: hotelConfirmation },
];
