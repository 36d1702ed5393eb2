import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants';
import type { BasketState, FirstBasket } from '@/server/basket/service';
import { REQUEST_BUDGET_MS } from '@/server/upstream/request';
import type { EdgeStore } from './store';

/**
 * A session's first basket through the edge store's `once` (on Cloudflare the session's Durable Object), so two first
 * adds of one session make one basket even when they land on different isolates (two tabs, a double click): the
 * first creates the basket, the others wait for its id and add their item to that basket. The id stays known for the
 * session's lifetime, so a request that still carries a cookie without the basket finds it too. A failed creation
 * keeps nothing (the next add creates); a creator that vanished lets its claim lapse after the request budget.
 */
export function storeFirstBasket(store: Pick<EdgeStore, 'once'>): FirstBasket {
  return {
    async once(sessionId, create) {
      let created: BasketState | undefined;
      const { value } = await store.once(
        sessionId,
        'basket',
        { leaseMs: REQUEST_BUDGET_MS, keepMs: SESSION_COOKIE_MAX_AGE_SECONDS * 1000 },
        async () => {
          created = await create();
          return created.basketId;
        },
      );
      return created ? { state: created, shared: false } : { basketId: value, shared: true };
    },
  };
}
