import type { PassengerMix } from '@/lib/passenger-mix';

export type { PassengerMix } from '@/lib/passenger-mix';

/** A flight's price for a party: adults, children and infants each pay their own fare (rial). */
export interface PassengerFares {
  adult: number;
  child: number;
  infant: number;
}

export function priceFor(fares: PassengerFares, mix: PassengerMix): number {
  return fares.adult * mix.adults + fares.child * mix.children + fares.infant * mix.infants;
}

/** A return trip costs both legs for the same party. */
export function tripPrice(outbound: PassengerFares, inbound: PassengerFares | null, mix: PassengerMix): number {
  return priceFor(outbound, mix) + (inbound ? priceFor(inbound, mix) : 0);
}
