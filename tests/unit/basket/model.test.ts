import { describe, expect, it } from 'vitest';
import { EMPTY_BASKET, hotelItems, itemCount, parseBasketData, withHotel, withoutItem } from '@/server/basket/model';

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

  it('removes by key', () => {
    const two = withHotel(withHotel(structuredClone(EMPTY_BASKET), d(1)), d(2));
    expect(hotelItems(withoutItem(two, 'hotel:p-1')).map((h) => h.details.hotelId)).toEqual([2]);
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

  it.each(['', 'not json', '{}', '[]', 'null'])('unreadable data %j counts as an empty basket', (text) => {
    expect(itemCount(parseBasketData(text))).toBe(0);
  });
});
