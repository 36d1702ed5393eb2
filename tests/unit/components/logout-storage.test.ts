import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUserStorage } from '@/components/auth/flow';
import { STORAGE_KEYS } from '@/products/hotel/components/storage';
import { RECENT_HOTEL_SEARCHES_KEY } from '@/products/hotel/components/search/form-logic';

/** A Storage over a Map (Object.keys of a real Storage lists its keys; this one's own enumerable keys are them). */
function memoryStorage(entries: Record<string, string>): Storage {
  const data: Record<string, string> = { ...entries };
  const api = {
    getItem: (k: string) => data[k] ?? null,
    setItem: (k: string, v: string) => {
      data[k] = v;
    },
    removeItem: (k: string) => void delete data[k],
    clear: () => {
      for (const k of Object.keys(data)) delete data[k];
    },
    key: (i: number) => Object.keys(data)[i] ?? null,
    get length() {
      return Object.keys(data).length;
    },
  };
  return new Proxy(data, {
    get: (_t, p) => (p in api ? api[p as keyof typeof api] : data[p as string]),
    ownKeys: () => Reflect.ownKeys(data),
    getOwnPropertyDescriptor: (_t, p) => Reflect.getOwnPropertyDescriptor(data, p),
  }) as unknown as Storage;
}

afterEach(() => vi.unstubAllGlobals());

describe('logout clears the stored search data under the keys it is really written with', () => {
  it('removes the chosen hotel, its token, the lead and the recent searches; keeps the version and the cashback timer', () => {
    const local = memoryStorage({
      [STORAGE_KEYS.hotelInfo]: '{"hotel":1}',
      [STORAGE_KEYS.hotelToken]: 't',
      [STORAGE_KEYS.hotelLead]: '{}',
      [RECENT_HOTEL_SEARCHES_KEY]: '[]',
      version: '0.17.1',
      'sfn-cashback-alert-at': '1',
    });
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', memoryStorage({}));
    clearUserStorage();
    expect(Object.keys(local).sort()).toEqual(['sfn-cashback-alert-at', 'version']);
  });
});
