import { css } from '../../../styled-system/css';
import { ClearPassengerDraft } from '@/components/checkout/ClearPassengerDraft';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';
import { formatAmount, rialToToman } from '@/lib/money';
import { toQuery } from '@/lib/query';
import { toPersianDigits } from '@/lib/text';
import { type CheckoutProducts, checkoutProduct, type ReviewOffer, reviewOffers } from '@/server/checkout/products';
import { BasketService } from '@/server/basket/service';
import { ReviewOffers } from '@/components/checkout/ReviewOffers';
import { PayAgainForm } from '@/components/checkout/PayAgainForm';
import type { PaymentIntentState } from '@/server/schemas/payment';
import type { CheckoutOrder } from '@/server/schemas/provision';
import { bookingApi } from '@/server/upstream/booking';
import { checkoutApi } from '@/server/upstream/checkout';
import { isGuestBuyer, reportPurchase, sessionBasketId, sessionMayReadOrder, upstream, viewer } from '@/server/request-context';
import { authApi } from '@/server/upstream/auth';
import { BasketRegister } from '@/components/checkout/BasketRegister';
import { ticketPageUrl } from '@/server/tickets/availability';
import { OrderDocuments } from '@/components/tickets/OrderDocuments';

const m = messages.payment;
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** What became of the gateway payment the callback names (`payment`), for this session only; null otherwise. */
async function paymentOf(token: string | undefined, factorId: number): Promise<PaymentIntentState | null> {
  if (!token || !TOKEN.test(token)) return null;
  const intent = await bookingApi(upstream())
    .paymentIntent(token)
    .catch(() => null);
  return intent && intent.kind === 'order' && intent.factorId === factorId ? intent : null;
}

/** The Persian note of a payment that did not pay the order: cancelled, expired, or money taken on a void link and given back. */
function paymentNote(payment: PaymentIntentState | null): string {
  if (payment?.refund) {
    const toman = formatAmount(rialToToman(payment.refund.amount));
    return payment.refund.to === 'wallet' ? m.refundedToWallet(toman) : m.refundedToCard(toman);
  }
  if (payment?.expired) return m.paymentExpired;
  if (payment?.state === 'cancelled') return m.paymentCancelled;
  return m.paymentFailed;
}

/**
 * A way back (issue 48): an order still waiting for its payment says what became of the gateway payment and offers
 * to pay again: the session's basket's review, which books the same order again (the same attempt), re-checks price
 * and seats and asks first when the price changed. A paid (or otherwise closed) order offers nothing to pay.
 */
function PaymentOutcome({ order, payment }: { order: CheckoutOrder; payment: PaymentIntentState | null }) {
  if (order.paid) return null;
  const pending = order.status === 'pending';
  // The session holds another basket now (a new search, another device after logging in): «pay again» first makes
  // the order's own basket the session's (read by the order's number), then its review.
  const ownBasket = order.basketId == null || order.basketId === sessionBasketId();
  return (
    <div
      role="status"
      data-testid="payment-note"
      data-outcome={payment?.refund ? 'refunded' : payment?.expired ? 'expired' : (payment?.state ?? 'unknown')}
      className={css({ bg: 'gray.3', p: '4', borderRadius: 'l3', lineHeight: 'relaxed', textAlign: 'start', display: 'grid', gap: '3' })}
    >
      <p>{paymentNote(payment)}</p>
      {pending && order.creditPaid > 0 ? (
        <p data-testid="payment-credit-kept">{m.creditKept(formatAmount(rialToToman(order.creditPaid)))}</p>
      ) : null}
      {pending ? (
        <>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{m.payAgainHint}</p>
          {ownBasket ? (
            <a
              href="/checkout/review"
              data-testid="pay-again"
              className={css({
                justifySelf: 'start',
                bg: 'primary.default',
                color: 'primary.fg',
                px: '5',
                py: '2.5',
                borderRadius: 'l2',
                fontWeight: 'bold',
                textDecoration: 'none',
                _hover: { bg: 'primary.emphasized' },
              })}
            >
              {m.payAgain}
            </a>
          ) : (
            <div className={css({ justifySelf: 'start' })}>
              <PayAgainForm factorId={order.factorId} />
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}

/**
 * What the paid order's trip invites, as the review offered it (CheckoutProductDefinition.offer: another product
 * that goes with the trip, as each definition says): read from the basket the order was booked from, when it is this session's.
 * An order of another basket, or a basket that cannot be read now, offers nothing; the page never waits on it long
 * (the upstream client's own time limits).
 */
async function paidOrderOffers(products: CheckoutProducts, order: CheckoutOrder): Promise<ReviewOffer[]> {
  const basketId = order.basketId ?? null;
  if (!order.paid || basketId === null || basketId !== sessionBasketId()) return [];
  try {
    const state = await new BasketService(upstream()).load(basketId);
    return state ? reviewOffers(products, state.doc) : [];
  } catch {
    return [];
  }
}

function ResultOffers({ offers }: { offers: readonly ReviewOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <section
      aria-label={m.resultOffers}
      data-testid="result-offers"
      className={css({ maxW: '[720px]', mx: 'auto', pb: '8', display: 'grid', gap: '3' })}
    >
      <ReviewOffers offers={offers} />
    </section>
  );
}

/**
 * A guest who has just paid (booked by phone) may make an account with that mobile (basket register): the offer, with
 * the mobile as the supplier has it for this session; nothing when it cannot be read.
 */
async function GuestAccountOffer({ order }: { order: CheckoutOrder }) {
  if (!order.paid || !isGuestBuyer()) return null;
  const user = await authApi(upstream())
    .getUser()
    .catch(() => null);
  if (!user?.mobile || !/^09\d{9}$/.test(user.mobile)) return null;
  return (
    <div className={css({ maxW: '[640px]', mx: 'auto', px: '4', pb: '8', w: 'full' })}>
      <BasketRegister mobile={user.mobile} />
    </div>
  );
}

/**
 * The payment result (`/checkout/{type}/result`, `/checkout/result`): where the gateway sends the traveller back. The
 * query only says which order (`factorId`) and which payment (`payment`); both are read from the supplier for the
 * current session (another session's order or payment is "not found"), and nothing the URL says (a status, an order
 * number, a tracking code) is shown. A product with its own order result (its definition's orderResult) shows the
 * order as the one checkout's checkorder answers it; any other the generic panel.
 */
export async function PaymentResult({
  type,
  query,
  products,
}: {
  type: string | null;
  query: string | undefined;
  /** The checkout's products (handed by the page: engines import no product). */
  products: CheckoutProducts;
}) {
  const q = toQuery(query ?? '');
  const factorId = Number(q['factorId']);
  // A guest sees only an order its own session booked (another session's is "not found").
  const validId = Number.isSafeInteger(factorId) && factorId > 0 && (await sessionMayReadOrder(factorId));
  const product = type === null ? undefined : checkoutProduct(products, type);
  const [order, payment] = validId
    ? await Promise.all([
        checkoutApi(upstream())
          .order(factorId)
          .catch(() => null),
        paymentOf(q['payment'], factorId),
      ])
    : [null, null];
  const offers = order ? await paidOrderOffers(products, order) : [];
  // A visit that came from a campaign link: its campaign record with the paid order's number (after the answer).
  if (order?.paid) reportPurchase(order.officialFactorId);
  if (order && product?.orderResult) {
    const OrderResult = await product.orderResult();
    return (
      <>
        <PageMeta title={order.paid ? 'پرداخت موفق' : 'نتیجهٔ پرداخت'} description="نتیجهٔ پرداخت سفارش" noindex />
        <PaymentOutcome order={order} payment={payment} />
        <OrderResult order={order} />
        {order.paid ? (
          <div className={css({ maxW: '[760px]', mx: 'auto', px: '4', pb: '8' })}>
            <OrderDocuments factorId={order.factorId} documents={order.documents ?? []} />
          </div>
        ) : null}
        <GuestAccountOffer order={order} />
        <ResultOffers offers={offers} />
      </>
    );
  }
  const paid = order?.paid === true;
  return (
    <>
      <PageMeta title={paid ? 'پرداخت موفق' : 'نتیجهٔ پرداخت'} description="نتیجهٔ پرداخت سفارش" noindex />
      <section
        className={css({ maxW: '[640px]', mx: 'auto', textAlign: 'center', py: '10', display: 'grid', gap: '4' })}
        data-testid="payment-result"
        data-paid={paid ? '1' : '0'}
      >
        {paid ? <ClearPassengerDraft /> : null}
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', color: paid ? '[#18794e]' : 'red.11' })}>
          {paid ? m.resultPaid : m.resultNotPaid}
        </h1>
        {order ? (
          <>
            <PaymentOutcome order={order} payment={payment} />
            <dl
              className={css({
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: '2',
                textAlign: 'start',
                bg: 'white',
                p: '4',
                borderRadius: 'l3',
              })}
            >
              <dt>{m.orderNumber}</dt>
              <dd data-testid="order-number">{toPersianDigits(order.officialFactorId)}</dd>
              <dt>{m.resultStatus}</dt>
              <dd>{order.statusText}</dd>
              {order.trackingCode ? (
                <>
                  <dt>{m.trackingCode}</dt>
                  <dd>{toPersianDigits(order.trackingCode)}</dd>
                </>
              ) : null}
            </dl>
            {/* Every document the paid order holds (one per part: the leading product's, then each added product's),
                then the leading one's printable page (in a logged-in traveller's dashboard: a guest
                has none, its downloads are its documents). */}
            {paid ? <OrderDocuments factorId={order.factorId} documents={order.documents ?? []} leadTestId="ticket-pdf" /> : null}
            {paid && viewer().isLogin && product?.document && (order.documents?.length ?? 0) > 0 ? (
              <p className={css({ display: 'flex', gap: '4', justifyContent: 'center', flexWrap: 'wrap' })} data-ticket-links>
                <a href={ticketPageUrl(order.factorId)} className={css({ color: 'primary.text', textDecoration: 'underline' })}>
                  {messages.tickets.view(product.document.title)}
                </a>
              </p>
            ) : null}
          </>
        ) : (
          <p>{m.resultNotFound}</p>
        )}
        <p className={css({ display: 'flex', gap: '4', justifyContent: 'center' })}>
          <a href="/dashboard/orders" className={css({ color: 'primary.text', textDecoration: 'underline' })}>
            {m.myOrders}
          </a>
          <a href="/track-order" className={css({ color: 'primary.text', textDecoration: 'underline' })}>
            {m.trackOrder}
          </a>
          <a href={product ? product.searchPath(null) : '/'} className={css({ color: 'primary.text', textDecoration: 'underline' })}>
            {m.searchAgain}
          </a>
        </p>
      </section>
      {order ? <GuestAccountOffer order={order} /> : null}
      <ResultOffers offers={offers} />
    </>
  );
}
