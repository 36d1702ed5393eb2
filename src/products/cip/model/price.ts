/**
 * CIP pricing: each passenger pays the package's price for their age band plus the extras they chose of this package;
 * each extra guest (a greeter or companion who does not fly) pays the guest price. An arrival and a departure package
 * booked together are priced each on its own and added.
 */
import { persianNumber } from '@/lib/text';
import { cipTexts as m } from '../messages';

export type CipPassengerType = 'adult' | 'child' | 'infant';

/** What pricing reads of a package (the supplier's `CipPackage` has these). */
export interface CipPriceFacts {
  prices: Readonly<Record<CipPassengerType, number>>;
  extraGuestPrice: number;
  maxExtraGuests: number;
  maxPassengers: number;
  extras: readonly { extraId: string; price: number }[];
}

export interface CipTraveller {
  type: CipPassengerType;
  /** Extra ids; those of another package are not this package's concern (see `unknownExtras`). */
  extras: readonly string[];
}

export interface CipLegPrice {
  passengers: number;
  extras: number;
  extraGuests: number;
  total: number;
}

/** One passenger on one package: the age band's price and the package's extras they chose. */
export function cipPassengerPrice(pkg: CipPriceFacts, p: CipTraveller): number {
  const extras = pkg.extras.filter((x) => p.extras.includes(x.extraId)).reduce((n, x) => n + x.price, 0);
  return pkg.prices[p.type] + extras;
}

export function cipLegPrice(pkg: CipPriceFacts, travellers: readonly CipTraveller[], extraGuests: number): CipLegPrice {
  const passengers = travellers.reduce((n, p) => n + pkg.prices[p.type], 0);
  const all = travellers.reduce((n, p) => n + cipPassengerPrice(pkg, p), 0);
  const guests = extraGuests * pkg.extraGuestPrice;
  return { passengers, extras: all - passengers, extraGuests: guests, total: all + guests };
}

/** The arrival and departure packages booked together (either may be absent). */
export function cipTotal(legs: readonly { pkg: CipPriceFacts; extraGuests: number }[], travellers: readonly CipTraveller[]): number {
  return legs.reduce((n, l) => n + cipLegPrice(l.pkg, travellers, l.extraGuests).total, 0);
}

/** Extra ids chosen that none of the given packages offers. */
export function unknownExtras(packages: readonly CipPriceFacts[], travellers: readonly CipTraveller[]): string[] {
  const offered = new Set(packages.flatMap((p) => p.extras.map((x) => x.extraId)));
  return [...new Set(travellers.flatMap((p) => p.extras))].filter((id) => !offered.has(id));
}

/** Why these travellers cannot be booked on the package (Persian), or null. */
export function cipPartyProblem(pkg: CipPriceFacts, travellers: readonly CipTraveller[], extraGuests: number): string | null {
  if (travellers.length === 0) return m.noPassengers;
  if (!travellers.some((p) => p.type === 'adult')) return m.adultNeeded;
  if (travellers.length > pkg.maxPassengers) return m.tooManyPassengers(persianNumber(pkg.maxPassengers));
  if (extraGuests > pkg.maxExtraGuests) return m.tooManyGuests(persianNumber(pkg.maxExtraGuests));
  return null;
}
