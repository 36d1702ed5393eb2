'use client';
/**
 * The popular destinations for a form whose page did not carry them. The results page leaves them out of its HTML
 * (20 KB its visitors rarely need: the form there loads only when reached for), so they are fetched through the
 * edge when the form loads, once per set and page. Until they arrive, and if they cannot be had, the lists are
 * empty and the remote search still works.
 */
import { useEffect, useState } from 'react';
import { popularFirst } from '@/lib/popular-destinations';
import type { Location, OfflineSetName } from '@/server/schemas/locations';
import { edgeJson } from '../../edge-client';
import type { OfflineLists } from './DestinationCombobox';

const EMPTY: OfflineLists = { domestic: [], international: [] };
const loaded = new Map<OfflineSetName, Promise<OfflineLists>>();

export function loadOfflineLists(set: OfflineSetName): Promise<OfflineLists> {
  let pending = loaded.get(set);
  if (!pending) {
    pending = edgeJson<{ data?: { domestic?: Location[]; international?: Location[] } }>(`/api/locations/offline/${set}`).then((res) => {
      if (!res.ok) {
        loaded.delete(set); // a later form may try again
        return EMPTY;
      }
      const lists = res.data.data;
      return popularFirst({ domestic: lists?.domestic ?? [], international: lists?.international ?? [] });
    });
    loaded.set(set, pending);
  }
  return pending;
}

/** `inPage` when the page carried the lists; otherwise they are fetched. */
export function useOfflineLists(inPage: OfflineLists | null, set: OfflineSetName): OfflineLists {
  const [fetched, setFetched] = useState<OfflineLists | null>(null);
  useEffect(() => {
    if (inPage) return;
    let live = true;
    void loadOfflineLists(set).then((lists) => live && setFetched(lists));
    return () => {
      live = false;
    };
  }, [inPage, set]);
  return inPage ?? fetched ?? EMPTY;
}
