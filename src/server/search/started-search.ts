/**
 * A results page's hotel search, started by the edge before Waku renders anything (src/edge/search-prefetch.ts). The
 * supplier counts its first round (1.2 s in the sandbox) from the token, so asking for the token only once React
 * reaches the results would add the shell's render time to the wait for the first card. The page takes the token
 * here, once, when the search it renders is the one that was started; otherwise it starts its own.
 */
import { tryGetContext } from 'hono/context-storage';
import type { HotelSearchParams } from '../upstream/hotels';

export interface StartedSearch {
  key: string;
  /** Resolves to null when the supplier refused a token (the page then stops silently, spec 000 §8). */
  token: Promise<string | null>;
}

type Vars = { Variables: { startedSearch?: StartedSearch | undefined } };

export function searchKey(p: HotelSearchParams): string {
  return JSON.stringify([p.locationId, p.checkIn, p.checkOut, p.rooms.map((r) => [r.adults, ...r.children])]);
}

/** The started search's token if it is for these parameters; hands it out once. */
export function takeStartedSearch(p: HotelSearchParams): Promise<string | null> | null {
  const c = tryGetContext<Vars>();
  const started = c?.get('startedSearch');
  if (!c || !started || started.key !== searchKey(p)) return null;
  c.set('startedSearch', undefined);
  return started.token;
}
