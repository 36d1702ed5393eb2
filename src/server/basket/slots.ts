/**
 * Where each product's items live in the basket document (spec 001 §3 "Basket": one `typeInfos` slot per product, by
 * the supplier's field names), declared by the product (src/server/product.ts `basket`). The basket routes
 * add, remove and show items of every product through these slots, never through a product's name.
 */
import { EMPTY_BASKET, type BasketDoc } from './model';

/**
 * The typeInfos list an item lives in, by the supplier's own field name (spec 001 §3 lists vehicles, hotels,
 * insurances and attractions; `cip` is a single object, not a list). Any list name works: the product declares it.
 */
export type BasketListSlot = string;

export interface BasketSlot {
  slot: BasketListSlot;
  /** The slot holds one object (or null), not a list (spec 001 §3 keeps one slot so). */
  single?: boolean;
  /** The key of the browser's basket view that lists the product's items (`hotels`, `flights`). */
  viewKey: string;
  /** What the browser sees of the product's items. */
  view(doc: BasketDoc): unknown[];
  /**
   * Items that go together: removing one removes every item of its group (a round trip's two legs are one trip).
   * Null or absent: the item goes alone.
   */
  group?(item: { key?: string | undefined }): string | null;
}

export type StoredItem = { key?: string | undefined; [field: string]: unknown };

/**
 * A slot's items: its list, or the one object a single-object slot holds (spec 001 §3: `cip` is one object, not a
 * list), read as a list of one; nothing else is an item.
 */
function itemsOf(value: unknown): StoredItem[] {
  if (Array.isArray(value)) return value as StoredItem[];
  return value !== null && typeof value === 'object' ? [value as StoredItem] : [];
}

/** The items of one slot of the document, read as itemsOf does; the product checks them with its own schema. */
export function slotItems(doc: BasketDoc, slot: BasketListSlot): StoredItem[] {
  return itemsOf(doc[0]!.typeInfos[slot]);
}

/** A basket with nothing in it and every declared slot present and empty: `[]`, or `null` for a single-object slot. */
export function emptyBasket(slots: readonly BasketSlot[]): BasketDoc {
  const doc = structuredClone(EMPTY_BASKET);
  doc[0]!.typeInfos = Object.fromEntries(slots.map((s) => [s.slot, s.single ? null : []]));
  return doc;
}

/**
 * The document without the item `key` (and the rest of its group), in whichever product's slot it is. An unknown key
 * changes nothing. A single-object slot whose item goes is left empty (null), in the shape it had.
 */
export function withoutItem(doc: BasketDoc, key: string, slots: readonly BasketSlot[]): BasketDoc {
  const [first, ...rest] = doc;
  const typeInfos: Record<string, unknown> = { ...first!.typeInfos };
  for (const s of slots) {
    const value = typeInfos[s.slot];
    const items = itemsOf(value);
    const removed = items.find((x) => x.key === key);
    if (!removed) continue;
    const group = s.group?.(removed) ?? null;
    const kept = items.filter((x) => x.key !== key && (group === null || s.group?.(x) !== group));
    typeInfos[s.slot] = Array.isArray(value) ? kept : (kept[0] ?? null);
  }
  return [{ ...first!, typeInfos }, ...rest];
}

/** The browser's view of every product's items, each under its product's view key. */
export function basketItemsView(doc: BasketDoc, slots: readonly BasketSlot[]): Record<string, unknown[]> {
  return Object.fromEntries(slots.map((s) => [s.viewKey, s.view(doc)]));
}
