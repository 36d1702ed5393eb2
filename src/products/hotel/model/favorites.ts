/**
 * Favourite hotels, kept in this browser: the heart on a result card or on the hotel page adds or removes one, and
 * /dashboard/favorites lists them. The newest first, one entry per hotel, at most FAVORITES_LIMIT.
 */
export const FAVORITES_KEY = 'sfn-favorites';
export const FAVORITES_LIMIT = 50;

export interface FavoriteHotel {
  hotelId: number;
  name: string;
  /** The hotel page, on this site (`/hotel/…`). */
  href: string;
  city?: string;
}

/** The stored list as written, keeping only well-formed entries with a same-site link. */
export function parseFavorites(raw: string | null): FavoriteHotel[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return (value as Partial<FavoriteHotel>[]).filter(
    (x): x is FavoriteHotel =>
      !!x && Number.isSafeInteger(x.hotelId) && typeof x.name === 'string' && typeof x.href === 'string' && /^\/(?!\/)/.test(x.href),
  );
}

/** Adds the hotel (first) or, when it is there, removes it. */
export function toggleFavorite(list: readonly FavoriteHotel[], entry: FavoriteHotel): FavoriteHotel[] {
  const rest = list.filter((f) => f.hotelId !== entry.hotelId);
  return rest.length < list.length ? rest : [entry, ...rest].slice(0, FAVORITES_LIMIT);
}
