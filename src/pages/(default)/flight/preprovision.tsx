import { unstable_redirect } from 'waku/router/server';
import { BasketService } from '@/server/basket/service';
import { sessionBasketId, upstream } from '@/server/request-context';
import { flightProvisionStep } from '@/products/flight/server/confirm';

/**
 * `/flight/preprovision` (spec 000 §2.1): the flight's provision step — the trip in the session's basket goes on to
 * its passengers form or its review; without one, the flight search. A basket the supplier cannot read right now is
 * no trip (the search page, never a 500).
 */
export default async function PreprovisionPage() {
  const state = await new BasketService(upstream()).load(sessionBasketId()).catch(() => null);
  unstable_redirect(flightProvisionStep(state?.doc ?? null));
  return null;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
