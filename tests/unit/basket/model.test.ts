import { describe, expect, it } from 'vitest';
import { EMPTY_BASKET, itemCount, parseBasketData } from '@/server/basket/model';
import { emptyBasket, slotItems, withoutItem } from '@/server/basket/slots';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import { hotelItems, withHotel } from '@/products/hotel/server/basket';

/** Every product's basket slot, as the edge's basket routes take them from the registry. */
const slots = SERVER_PRODUCTS.flatMap((p) => (p.basket ? [p.basket] : []));

const d = (n: number) => ({
  hotelId: n,
  hotelName: 'هتل',
  destination: 'ir-kish',
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  searchToken: null,
  packageId: n * 100,
  packageNumber: `p-${n}`,
  packagePrice: 1000,
  currency: 'IRR',
  isGuaranty: false,
  rooms: [],
});

describe('basket document', () => {
  it('adding the same package twice is a no-op (same object back)', () => {
    const one = withHotel(structuredClone(EMPTY_BASKET), d(1));
    expect(itemCount(one)).toBe(1);
    expect(withHotel(one, d(1))).toBe(one);
    expect(itemCount(withHotel(one, d(2)))).toBe(2);
  });

  it('counts the items of every list, a list the spec does not name included, and the single cip object', () => {
    const doc = withHotel(structuredClone(EMPTY_BASKET), d(1));
    const t = doc[0]!.typeInfos as Record<string, unknown>;
    t['vehicles'] = [{ key: 'flight:out-1' }, { key: 'flight:back-1' }];
    t['visas'] = [{ key: 'visa:1' }];
    t['cip'] = { packageId: 7 };
    expect(itemCount(doc)).toBe(5);
    expect(itemCount(structuredClone(EMPTY_BASKET))).toBe(0);
  });

  it('removes by key', () => {
    const two = withHotel(withHotel(structuredClone(EMPTY_BASKET), d(1)), d(2));
    expect(hotelItems(withoutItem(two, 'hotel:p-1', slots)).map((h) => h.details.hotelId)).toEqual([2]);
  });

  it('removes a flight: both legs of the trip go, hotels and foreign parts stay; an unknown key changes nothing', () => {
    const withTrip = structuredClone(withHotel(structuredClone(EMPTY_BASKET), d(1)));
    withTrip[0]!.typeInfos.vehicles = [
      { key: 'flight:out-1', leg: 'outbound' },
      { key: 'flight:back-1', leg: 'return' },
    ];
    const removed = withoutItem(withTrip, 'flight:back-1', slots);
    expect(removed[0]!.typeInfos.vehicles).toEqual([]);
    expect(hotelItems(removed).map((h) => h.details.hotelId)).toEqual([1]);
    expect(itemCount(removed)).toBe(1);
    expect(withoutItem(withTrip, 'flight:nope', slots)).toEqual(withTrip);
  });

  it('keeps items and parts it does not understand (written by another client) instead of dropping them', () => {
    const foreign = JSON.stringify([
      { typeInfos: { hotels: [{ legacy: true }], vehicles: [{ flight: 'IR123' }] }, passengerInfos: [{ name: 'x' }], extra: 1 },
    ]);
    const doc = withHotel(parseBasketData(foreign), d(3));
    const text = JSON.stringify(doc);
    expect(text).toContain('"legacy":true');
    expect(text).toContain('IR123');
    expect(text).toContain('"extra":1');
    expect(hotelItems(doc).map((h) => h.details.hotelId)).toEqual([3]);
  });

  it('a new basket holds every declared slot, empty: a list, or null for a single-object slot; nothing else', () => {
    const doc = emptyBasket(slots);
    const typeInfos = doc[0]!.typeInfos;
    expect(Object.keys(typeInfos).sort()).toEqual(slots.map((s) => s.slot).sort());
    for (const s of slots) expect(typeInfos[s.slot]).toEqual(s.single ? null : []);
    expect(itemCount(doc)).toBe(0);
    expect(emptyBasket([])).toEqual([{ typeInfos: {}, passengerInfos: [], searchInfo: null }]);
  });

  it('a slot holding something other than items (a number, text) reads as no items, and is kept as written', () => {
    const doc = parseBasketData(JSON.stringify([{ typeInfos: { vehicles: 7, hotels: 'x' } }]));
    expect(slotItems(doc, 'vehicles')).toEqual([]);
    expect(slotItems(doc, 'hotels')).toEqual([]);
    expect(slotItems(doc, 'absent')).toEqual([]);
    expect(doc[0]!.typeInfos).toEqual({ vehicles: 7, hotels: 'x' });
  });

  it.each(['', 'not json', '{}', '[]', 'null'])('unreadable data %j counts as an empty basket', (text) => {
    expect(itemCount(parseBasketData(text))).toBe(0);
  });
});

describe('a single-object slot (spec 001 §3: `cip` is one object, not a list)', () => {
  const slot = { slot: 'cip', viewKey: 'cip', view: () => [] };
  it('is read as a list of one: its item goes by key and the slot is left null; another key changes nothing', async () => {
    const { withoutItem: without } = await import('@/server/basket/slots');
    const doc = [
      {
        typeInfos: { vehicles: [], hotels: [], insurances: [], attractions: [], cip: { key: 'cip-1108', packageId: 1108 } },
        passengerInfos: [],
        searchInfo: null,
      },
    ];
    expect(without(doc, 'other', [slot])[0]!.typeInfos.cip).toEqual({ key: 'cip-1108', packageId: 1108 });
    expect(without(doc, 'cip-1108', [slot])[0]!.typeInfos.cip).toBeNull();
  });
});
