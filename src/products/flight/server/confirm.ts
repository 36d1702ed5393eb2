/**
 * `/flight-confirm/{uid}` (spec 000 §2.1): which flight order a uid names for this viewer, and where it is confirmed
 * (its result page, src/components/checkout/PaymentResult.tsx, which reads the order from the supplier for this
 * session: paid and issued with its documents, or waiting for its payment with the way to pay).
 * The uid is the order's factor id (Latin or Persian digits) or, for a logged-in viewer, its official order number.
 * A guest reaches only the orders of its own session; anything else is null (the page says so in Persian).
 */
import { toLatinDigits } from '@/lib/text';
import { sessionMayReadOrder, upstream, viewer } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';
import { checkoutApi } from '@/server/upstream/checkout';
import type { BasketDoc } from '@/server/basket/model';
import { flightVehicles } from './checkout';
import { flightCheckout } from './checkout-definition';

const FACTOR_ID = /^\d{1,12}$/;
const OFFICIAL_ID = /^[A-Za-z0-9-]{1,40}$/;

async function factorIdOf(uid: string): Promise<number | null> {
  const raw = toLatinDigits(uid.trim());
  if (FACTOR_ID.test(raw)) return Number(raw) || null;
  if (!OFFICIAL_ID.test(raw) || !viewer().isLogin) return null;
  const orders = await accountApi(upstream())
    .orders('orders', 1, 20)
    .catch(() => null);
  const match = orders?.items.find((o) => o.product === 'flight' && o.officialFactorId.toUpperCase() === raw.toUpperCase());
  return match?.factorId ?? null;
}

/** The result page of the viewer's flight order the uid names, or null. */
export async function flightOrderToConfirm(uid: string): Promise<string | null> {
  const factorId = await factorIdOf(uid);
  if (factorId === null || !(await sessionMayReadOrder(factorId))) return null;
  const order = await checkoutApi(upstream())
    .order(factorId)
    .catch(() => null);
  return order?.product === 'flight' ? `${flightCheckout.resultPath}?factorId=${order.factorId}` : null;
}

/**
 * `/flight/preprovision` (spec 000 §2.1): the flight's provision step is the trip held in the session's basket. Where
 * it goes on: the passengers form while the trip has none, then the review (which provisions and books); without a
 * trip in the basket, the flight search.
 */
export function flightProvisionStep(doc: BasketDoc | null): string {
  if (!doc || flightVehicles(doc).length === 0) return '/flight';
  return flightCheckout.travellersPath(doc) ?? '/checkout/review';
}
