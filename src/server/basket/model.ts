/**
 * The basket document (spec 001 §3 "Basket"): the supplier stores `data` as JSON text; parsed, `data[0]` has
 * `typeInfos` (vehicles, hotels, insurances, attractions, cip) and `passengerInfos`. Only the parts the product
 * writes are typed strictly; unknown parts written by other clients are kept as they are.
 */
import * as v from 'valibot';

// Loose on read: items another client wrote (or an older version of ours) are kept untouched, never dropped.
const StoredItem = v.looseObject({ key: v.optional(v.string()) });

const TypeInfos = v.looseObject({
  vehicles: v.optional(v.array(v.unknown()), []),
  // `hotels` (like `vehicles`) is the supplier's own field name of the basket document (spec 001 §3), not a product here.
  hotels: v.optional(v.array(StoredItem), []),
  insurances: v.optional(v.array(v.unknown()), []),
  attractions: v.optional(v.array(v.unknown()), []),
  cip: v.optional(v.nullable(v.unknown()), null),
});

export const BasketDoc = v.pipe(
  v.array(
    v.looseObject({
      typeInfos: v.optional(TypeInfos, {}),
      passengerInfos: v.optional(v.array(v.unknown()), []),
      searchInfo: v.optional(v.nullable(v.unknown()), null),
    }),
  ),
  v.minLength(1),
);
export type BasketDoc = v.InferOutput<typeof BasketDoc>;

export const EMPTY_BASKET: BasketDoc = [
  { typeInfos: { vehicles: [], hotels: [], insurances: [], attractions: [], cip: null }, passengerInfos: [], searchInfo: null },
];

/** Parses the supplier's `data` text; text that is not even JSON of a basket counts as empty (never a crash). */
export function parseBasketData(text: string): BasketDoc {
  try {
    const r = v.safeParse(BasketDoc, JSON.parse(text));
    return r.success ? r.output : structuredClone(EMPTY_BASKET);
  } catch {
    return structuredClone(EMPTY_BASKET);
  }
}

/**
 * Items in the basket: every typeInfos slot's items, whichever product's. A slot holding one object instead of a list
 * (the spec keeps `cip` so) is one item: the same reading as slots.ts `withoutItem`.
 */
export function itemCount(doc: BasketDoc): number {
  const slots = Object.values(doc[0]!.typeInfos as Record<string, unknown>);
  return slots.reduce<number>((n, x) => n + (Array.isArray(x) ? x.length : x !== null && typeof x === 'object' ? 1 : 0), 0);
}
