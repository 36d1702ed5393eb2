/**
 * Baggage per passenger type (issue 48 point 4): the fare says what each of an adult, a child and an infant may
 * check in and carry on. An infant on most fares has 10 kg checked and no cabin bag, not the adult's 30 + 7. A
 * supplier that sends only the adult's figures and the infant's checked weight (`infantCheckedKg`) is read the same
 * way: a child as an adult, an infant with that weight and no cabin bag.
 */
export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

export interface Allowance {
  /** Checked pieces (1 unless the fare says otherwise). */
  pieces: number;
  checkedKg: number;
  cabinKg: number;
}

/** What a fare's baggage carries: the adult's figures, the infant's checked weight, and per type when the fare says. */
export interface FareBaggage {
  checkedKg: number;
  cabinKg: number;
  infantCheckedKg: number;
  byType?: Partial<Record<PassengerType, { pieces?: number; checkedKg: number; cabinKg: number }>> | undefined;
}

/** The allowance of one passenger type on a fare. */
export function baggageFor(baggage: FareBaggage, type: PassengerType): Allowance {
  const own = baggage.byType?.[type];
  if (own) return { pieces: own.pieces ?? (own.checkedKg > 0 ? 1 : 0), checkedKg: own.checkedKg, cabinKg: own.cabinKg };
  if (type === 'infant') return { pieces: baggage.infantCheckedKg > 0 ? 1 : 0, checkedKg: baggage.infantCheckedKg, cabinKg: 0 };
  return { pieces: baggage.checkedKg > 0 ? 1 : 0, checkedKg: baggage.checkedKg, cabinKg: baggage.cabinKg };
}

/** Each type's allowance, in the order adult, child, infant. */
export function baggageByType(baggage: FareBaggage): Record<PassengerType, Allowance> {
  return { adult: baggageFor(baggage, 'adult'), child: baggageFor(baggage, 'child'), infant: baggageFor(baggage, 'infant') };
}

/** The types present in a passenger mix, with their allowance (the review's baggage line). */
export function baggageOfMix(
  baggage: FareBaggage,
  counts: { adult: number; child: number; infant: number },
): { type: PassengerType; allowance: Allowance }[] {
  return PASSENGER_TYPES.filter((t) => counts[t] > 0).map((type) => ({ type, allowance: baggageFor(baggage, type) }));
}
