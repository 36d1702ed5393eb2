/**
 * The CIP service in the basket: the spec's one `typeInfos.cip` object (packageId, entrancePackage, leavePackage),
 * with the passengers (age band, extras, and their names once the travellers step wrote them), the price shown and,
 * for the review and the pages, what was chosen (`details`). Read loosely: a basket another client wrote is never
 * dropped, only not shown as ours.
 */
import * as v from 'valibot';
import type { BasketDoc } from '@/server/basket/model';
import { CipBasket, CipKind } from './schemas';

/** What the pages and the review show of the chosen package (the catalogue's words at the time of choosing). */
export const CipChosen = v.looseObject({
  persianName: v.string(),
  serviceName: v.string(),
  kind: CipKind,
  kindName: v.string(),
  iata: v.string(),
  airportName: v.string(),
  terminal: v.string(),
  extraNames: v.optional(v.record(v.string(), v.string()), {}),
});

export const StoredCip = v.looseObject({
  ...CipBasket.entries,
  /** The item's key in the basket (the engine removes items by it). */
  key: v.string(),
  details: CipChosen,
});
export type StoredCip = v.InferOutput<typeof StoredCip>;
export type CipChosen = v.InferOutput<typeof CipChosen>;

/** The basket's CIP service, or null (none, or one this site cannot read). */
export function cipItem(doc: BasketDoc): StoredCip | null {
  const raw = doc[0]?.typeInfos.cip;
  if (raw === null || raw === undefined) return null;
  const r = v.safeParse(StoredCip, raw);
  return r.success ? r.output : null;
}

/** The side a package of this kind is booked as (the spec's entrance package is arrival, its leave package departure). */
export const legKey = (kind: CipKind): 'entrancePackage' | 'leavePackage' => (kind === 'arrival' ? 'entrancePackage' : 'leavePackage');

/**
 * The basket with this CIP service in its one slot: a new choice replaces the one before (the slot holds one service,
 * spec 001 §3), and any passengers' names written for it.
 */
export function withCip(doc: BasketDoc, cip: StoredCip): BasketDoc {
  const [first, ...rest] = doc;
  return [{ ...first!, typeInfos: { ...first!.typeInfos, cip } }, ...rest];
}

const Contact = v.looseObject({ mobile: v.optional(v.string(), ''), email: v.optional(v.nullable(v.string()), '') });

/** The contact another step of this basket already gave (a flight's passengers step), or empty strings. */
export function basketContact(doc: BasketDoc): { mobile: string; email: string } {
  const r = v.safeParse(Contact, doc[0]?.['contact'] ?? {});
  return r.success ? { mobile: r.output.mobile, email: r.output.email ?? '' } : { mobile: '', email: '' };
}
