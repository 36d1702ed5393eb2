/**
 * The basket document (spec 001 §3 "Basket"): the supplier stores `data` as JSON text; parsed, `data[0]` has
 * `typeInfos` (one slot per product, by the supplier's field names) and `passengerInfos`. The engine reads no slot by
 * name: each product declares its slot (slots.ts `BasketSlot`) and reads it with its own schema. Parts written by
 * other clients are kept as they are.
 */
import * as v from 'valibot';

// Loose on read: every slot is kept as written (items another client or an older version wrote are never dropped);
// each product reads its own slot through slots.ts `slotItems` and checks the items with its own schema.
const TypeInfos = v.record(v.string(), v.unknown());

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

/** A basket with nothing in it; slots.ts `emptyBasket` gives each declared product slot its empty value. */
export const EMPTY_BASKET: BasketDoc = [{ typeInfos: {}, passengerInfos: [], searchInfo: null }];

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
