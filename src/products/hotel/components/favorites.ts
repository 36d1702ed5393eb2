/**
 * The browser's favourite hotels (src/products/hotel/model/favorites.ts) for the hearts: read from localStorage once, shared by
 * every heart on the page, and kept in step with other tabs through the `storage` event. The server (and the
 * hydration) renders every heart empty; a favourite shows filled right after.
 */
import { useSyncExternalStore } from 'react';
import { FAVORITES_KEY, type FavoriteHotel, parseFavorites, toggleFavorite } from '@/products/hotel/model/favorites';

let cache: FavoriteHotel[] | null = null;
const listeners = new Set<() => void>();

function read(): FavoriteHotel[] {
  if (cache === null) {
    try {
      cache = parseFavorites(localStorage.getItem(FAVORITES_KEY));
    } catch {
      cache = [];
    }
  }
  return cache;
}

function subscribe(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== FAVORITES_KEY) return;
    cache = null;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useFavorite(hotelId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => read().some((f) => f.hotelId === hotelId),
    () => false,
  );
}

export function toggleFavoriteHotel(entry: FavoriteHotel): void {
  cache = toggleFavorite(read(), entry);
  try {
    localStorage.setItem(FAVORITES_KEY, JSON.stringify(cache));
  } catch {
    /* storage full or disabled: the heart still answers on this page */
  }
  for (const listener of listeners) listener();
}
