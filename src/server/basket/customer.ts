/**
 * BUYFOROTHER: the customer a basket is bought for, kept in the basket document itself (its first entry's
 * `buyingFor`), server side: the travellers step's choice reaches the review and the payment in any tab or after a
 * reload, and a new basket starts with none. The supplier checks at booking that the customer is the buyer's own.
 */
import * as v from 'valibot';
import type { BasketDoc } from './model';

export const CustomerId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const BuyingFor = v.object({ customerId: CustomerId });

/** The customer the basket is bought for, or null (for the buyer). */
export function basketCustomer(doc: BasketDoc): string | null {
  const r = v.safeParse(BuyingFor, (doc[0] as { buyingFor?: unknown } | undefined)?.buyingFor);
  return r.success ? r.output.customerId : null;
}

/** The basket bought for this customer (null: for the buyer); every item and its travellers stay as they are. */
export function withBasketCustomer(doc: BasketDoc, customerId: string | null): BasketDoc {
  const [first, ...rest] = doc;
  if (!first) return doc;
  const { buyingFor: _, ...kept } = first as typeof first & { buyingFor?: unknown };
  return [customerId ? { ...kept, buyingFor: { customerId } } : kept, ...rest];
}
