/**
 * The tour in the basket: the `typeInfos.tours` list (one tour at a time: a new choice replaces the one before), each
 * line the package, departure and rooms with the price the supplier quoted (`details`, what BasketBook reads, plus
 * what the pages and the review show) and the travellers once the travellers step wrote them. Read loosely: a basket
 * another client wrote is never dropped, only not shown as ours.
 */
import * as v from 'valibot';
import type { BasketDoc } from '@/server/basket/model';
import { IsoDate } from '@/server/schemas/common';
import { RoomQuote, TourBasketDetails } from './schemas';

export const StoredTour = v.looseObject({
  key: v.string(),
  details: v.looseObject({
    ...TourBasketDetails.entries,
    title: v.string(),
    cityName: v.string(),
    operator: v.string(),
    date: IsoDate,
    returnDate: IsoDate,
    nights: v.number(),
    international: v.boolean(),
    quote: v.array(RoomQuote),
  }),
  passengers: v.array(v.looseObject({ type: v.optional(v.picklist(['adult', 'child', 'infant'])) })),
});
export type StoredTour = v.InferOutput<typeof StoredTour>;

/** The basket's tour, or null (none, or one this site cannot read). */
export function tourItem(doc: BasketDoc): StoredTour | null {
  const list = (doc[0]?.typeInfos as Record<string, unknown> | undefined)?.['tours'];
  if (!Array.isArray(list) || list.length === 0) return null;
  const r = v.safeParse(StoredTour, list[0]);
  return r.success ? r.output : null;
}

/** The basket with this tour as its one tour line. */
export function withTour(doc: BasketDoc, tour: StoredTour): BasketDoc {
  const [first, ...rest] = doc;
  return [{ ...first!, typeInfos: { ...first!.typeInfos, tours: [tour] } }, ...rest];
}

export const tourTravellersPathOf = (tour: StoredTour): string => `/package/${tour.details.packageId}/passengers`;
