import { describe, expect, it } from 'vitest';
import { FAVORITES_LIMIT, parseFavorites, toggleFavorite } from '@/products/hotel/model/favorites';

const fav = (hotelId: number) => ({ hotelId, name: `هتل ${hotelId}`, href: `/hotel/ir-kish/H?hotelId=${hotelId}` });

describe('favourite hotels', () => {
  it('a heart adds the hotel first, a second press removes it', () => {
    const one = toggleFavorite([fav(1)], fav(2));
    expect(one.map((f) => f.hotelId)).toEqual([2, 1]);
    expect(toggleFavorite(one, fav(2)).map((f) => f.hotelId)).toEqual([1]);
  });

  it(`keeps at most ${FAVORITES_LIMIT}`, () => {
    let list = [] as ReturnType<typeof toggleFavorite>;
    for (let i = 0; i < FAVORITES_LIMIT + 5; i++) list = toggleFavorite(list, fav(i));
    expect(list).toHaveLength(FAVORITES_LIMIT);
    expect(list[0]!.hotelId).toBe(FAVORITES_LIMIT + 4);
  });

  it('reads only well-formed entries with a link on this site', () => {
    const raw = JSON.stringify([fav(1), { hotelId: 2, name: 'x', href: '//evil.example/' }, { name: 'y' }, null, fav(3)]);
    expect(parseFavorites(raw).map((f) => f.hotelId)).toEqual([1, 3]);
    expect(parseFavorites('nope')).toEqual([]);
    expect(parseFavorites(null)).toEqual([]);
  });
});
