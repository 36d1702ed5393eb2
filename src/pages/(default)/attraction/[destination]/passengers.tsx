import type { PageProps } from 'waku/router';
import { unstable_redirect } from 'waku/router/server';
import { toQuery, toSearchString } from '@/lib/query';
import { attractionLines } from '@/products/attraction/server/basket';
import { BasketService } from '@/server/basket/service';
import { sessionBasketId, upstream } from '@/server/request-context';

/**
 * `/attraction/{destination}/passengers` (spec 000's product route "followed by /passengers": the passengers step):
 * the attraction's one travellers step is `/passengers/attraction`, so with tickets in the basket this goes there;
 * without any there is no one to name, so back to the destination's results with the search's query kept.
 */
export default async function AttractionPassengersRoute({ destination, query }: PageProps<'/attraction/[destination]/passengers'>) {
  const state = await new BasketService(upstream()).load(sessionBasketId());
  if (state && attractionLines(state.doc).length > 0) unstable_redirect('/passengers/attraction');
  unstable_redirect(`/attraction/${encodeURIComponent(destination)}/search${toSearchString(toQuery(query ?? ''))}`);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
