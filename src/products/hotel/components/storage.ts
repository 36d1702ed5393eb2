/** Browser storage of the results page (spec 000 §3 keys, with the product prefix). Never throws. */
import { STORAGE_PREFIX } from '@/lib/constants';

export const STORAGE_KEYS = {
  /** The chosen hotel ticket. */
  hotelInfo: `${STORAGE_PREFIX}-hotelInfo`,
  hotelToken: `${STORAGE_PREFIX}-hotelToken`,
  /** The last hotel lead sent: { destination, phone }. */
  hotelLead: `${STORAGE_PREFIX}-lead-hotel`,
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the page works without it */
  }
}

/** Clears the product's search and basket state (after a counter/agent login). */
export function clearSearchStorage(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(`${STORAGE_PREFIX}-`)) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch {
    /* ignore */
  }
}
