import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants';
import type { FirstBasket } from '@/server/basket/service';
import { REQUEST_BUDGET_MS, UpstreamError } from '@/server/upstream/request';
import type { EdgeStore } from './store';

/** How often a request waiting for another's first basket looks again. */
const POLL_MS = 50;

/**
 * A session's first basket through the edge store, so two first adds of one session make one basket even when they
 * land on different isolates (two tabs, a double click on Cloudflare): the first claims the session's basket and
 * creates it, the others wait for its id and add their item to that basket. The id stays known for the session's
 * lifetime, so a request that still carries a cookie without the basket finds it too. A failed creation releases
 * the claim (the next add creates); a creator that vanished lets its claim lapse after the request budget.
 */
export function storeFirstBasket(store: EdgeStore, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): FirstBasket {
  return {
    async once(sessionId, create) {
      const key = `basket:${sessionId}`;
      for (let waited = 0; waited <= REQUEST_BUDGET_MS; waited += POLL_MS) {
        const claim = await store.claim(key, REQUEST_BUDGET_MS);
        if (claim.claimed) {
          try {
            const state = await create();
            await store.settle(key, state.basketId, SESSION_COOKIE_MAX_AGE_SECONDS * 1000);
            return { state, shared: false };
          } catch (err) {
            await store.release(key).catch(() => {});
            throw err;
          }
        }
        if (claim.value !== null) return { basketId: claim.value, shared: true };
        await sleep(POLL_MS);
      }
      throw new UpstreamError('deadline', null, 'the first basket of this session was not created in time');
    },
  };
}
