/**
 * The one place that changes a basket. Every change is a read-modify-write of the whole document guarded by the
 * supplier's `version`: when another tab wrote in between (409), the change is re-applied to the fresh copy, so
 * concurrent edits never lose an item. Adding the same package twice is a no-op. A session has one basket: its
 * first creation is coordinated (`FirstBasket`), so two first adds at once still end in one basket.
 */
import * as v from 'valibot';
import type { Basket } from '../schemas/basket';
import { basketApi } from '../upstream/basket';
import { UpstreamError, type UpstreamClient } from '../upstream/request';
import { EMPTY_BASKET, parseBasketData, type BasketDoc } from './model';

const MAX_ATTEMPTS = 10;
/**
 * A basket the supplier says is missing is looked up once more after this pause before the session gives it up for a
 * new one: one transient 404 must not split the session's items over two baskets.
 */
const CONFIRM_MISSING_MS = 300;

/** A short random pause before re-applying after a conflict, so racing writers don't collide again in lockstep. */
const backoff = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 15 * attempt));

export interface BasketState {
  basketId: number;
  version: number;
  doc: BasketDoc;
}

function toState(b: Basket): BasketState {
  return { basketId: b.basketId, version: b.version, doc: parseBasketData(b.data) };
}

const isConflict = (err: unknown) =>
  err instanceof UpstreamError && err.kind === 'http' && err.status === 409 && err.code !== 'basket_closed';

const ClosedBy = v.object({ factorId: v.pipe(v.number(), v.integer(), v.minValue(1)), product: v.string(), paid: v.boolean() });
/** The order that closes a basket (one basket, one order): paid, or being paid from credit. */
export type BasketClosedBy = v.InferOutput<typeof ClosedBy>;

/**
 * The supplier refused a change because the basket's order is paid or being paid (409 `basket_closed`): which order,
 * or null for any other error.
 */
export function basketClosedBy(err: unknown): BasketClosedBy | null {
  if (!(err instanceof UpstreamError) || err.kind !== 'http' || err.status !== 409 || err.code !== 'basket_closed') return null;
  const parsed = v.safeParse(ClosedBy, err.data);
  return parsed.success ? parsed.output : { factorId: 0, product: '', paid: false };
}
const isMissing = (err: unknown) => err instanceof UpstreamError && err.kind === 'http' && (err.status === 404 || err.status === 403);

/**
 * Coordinates the first basket of a session. Two requests of one session without a basket yet (two tabs, a double
 * click) must not create two: the first runs `create`, the others wait for it and get its basket id (`shared: true`)
 * to apply their own change to. On Cloudflare the edge coordinates across isolates (src/edge/store/first-basket.ts).
 */
export interface FirstBasket {
  once(
    sessionId: string,
    create: () => Promise<BasketState>,
  ): Promise<{ state: BasketState; shared: false } | { basketId: number; shared: true }>;
}

/** `FirstBasket` within one isolate: the creations under way, by session id. */
export function isolateFirstBasket(): FirstBasket {
  const creating = new Map<string, Promise<BasketState>>();
  return {
    async once(sessionId, create) {
      const pending = creating.get(sessionId);
      if (pending) return { basketId: (await pending).basketId, shared: true };
      const created = create();
      creating.set(sessionId, created);
      try {
        return { state: await created, shared: false };
      } finally {
        creating.delete(sessionId);
      }
    },
  };
}

const firstBasketInThisIsolate = isolateFirstBasket();

/** The basket a change applies to: the session's own, and who the session is (to coordinate its first basket). */
export interface BasketOwner {
  /** The session's id; null for a request without a session, whose creations are never shared. */
  sessionId: string | null;
  basketId: number | null;
}

export class BasketService {
  private readonly api;
  constructor(
    client: UpstreamClient,
    private readonly firstBasket: FirstBasket = firstBasketInThisIsolate,
    /** What a new basket starts from (slots.ts `emptyBasket`: every product's slot present and empty). */
    private readonly empty: BasketDoc = EMPTY_BASKET,
  ) {
    this.api = basketApi(client);
  }

  /**
   * Applies `change` to the owner's basket, creating it when the session has none; concurrent first changes of one
   * session share one creation. Returns the stored state (its `basketId` is what the session keeps).
   */
  async change(owner: BasketOwner, change: (doc: BasketDoc) => BasketDoc): Promise<BasketState> {
    if (owner.basketId !== null) {
      try {
        return await this.update(owner.basketId, change);
      } catch (err) {
        // A paid basket is spent: the next choice starts a new one (the session keeps its id). One being paid from
        // credit is not left behind: the refusal goes to the traveller.
        if (!basketClosedBy(err)?.paid) throw err;
        return this.update(null, change);
      }
    }
    if (owner.sessionId === null) return this.update(owner.basketId, change);
    const first = await this.firstBasket.once(owner.sessionId, () => this.update(null, change));
    return first.shared ? this.update(first.basketId, change) : first.state;
  }

  /** The session's basket, or null when it has none (or the supplier says it is missing: maybe only for now). */
  async load(basketId: number | null): Promise<BasketState | null> {
    if (basketId === null) return null;
    try {
      return toState(await this.api.get(basketId));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /**
   * Applies `change` to the basket (creating one when the session has none) and writes it; on a version conflict
   * the change is applied again to the fresh copy. Returns the stored state.
   */
  async update(basketId: number | null, change: (doc: BasketDoc) => BasketDoc): Promise<BasketState> {
    let current = await this.load(basketId);
    if (!current && basketId !== null) {
      await new Promise((r) => setTimeout(r, CONFIRM_MISSING_MS));
      current = await this.load(basketId);
    }
    if (!current) {
      const doc = change(structuredClone(this.empty));
      return toState(await this.api.create(JSON.stringify(doc)));
    }
    for (let attempt = 1; ; attempt++) {
      const next = change(current.doc);
      if (next === current.doc) return current; // nothing to do (e.g. the item is already there)
      try {
        return toState(await this.api.edit(current.basketId, JSON.stringify(next), current.version));
      } catch (err) {
        if (!isConflict(err) || attempt >= MAX_ATTEMPTS) throw err;
        await backoff(attempt);
        current = toState(await this.api.get(current.basketId));
      }
    }
  }
}
