/**
 * Rial ↔ toman, on their own: the results workers convert prices with these, and importing them from money.ts would
 * bring that module's imports into every worker (the currency table, the Persian messages). money.ts re-exports them.
 */
import { RIAL_PER_TOMAN } from './constants';

export function rialToToman(rial: number): number {
  return rial / RIAL_PER_TOMAN;
}

export function tomanToRial(toman: number): number {
  return toman * RIAL_PER_TOMAN;
}
