import type { PageProps } from 'waku/router';
import { unstable_redirect } from 'waku/router/server';
import { TopupResult } from '@/components/account/TopupResult';
import { topupOutcome, topupReturnToken } from '@/lib/topup-result';
import { bookingApi } from '@/server/upstream/booking';
import { css } from '../../../../styled-system/css';
import { BasketExpired } from '@/components/checkout/BasketExpired';
import { ReviewOffers } from '@/components/checkout/ReviewOffers';
import { ReviewPay } from '@/components/checkout/ReviewPay';
import { SendPaymentLink } from '@/components/checkout/SendPaymentLink';
import { TripSummary } from '@/components/checkout/TripSummary';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';
import { hasRole, ROLES, roleDiscountPercent, roleNames, seesProviderName } from '@/lib/roles';
import { BasketService } from '@/server/basket/service';
import { CHECKOUT_PRODUCTS } from '@/products/registry.server';
import { bookedProduct, missingTravellers, reviewLines, reviewOffers, roleDiscountBase } from '@/server/checkout/products';
import { sessionBasketId, upstream, viewer } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';

// /checkout/review: every item of the basket with its passengers, the total and the counter/agent discount, then
// the payment (coupon, credit, gateway). The figures charged are the supplier's, re-checked when paying.
export default async function CheckoutReviewPage({ query }: PageProps<'/checkout/review'>) {
  const basketId = sessionBasketId();
  const state = await new BasketService(upstream()).load(basketId);
  if (!state && basketId !== null) {
    // The session's basket is no longer given to it: the expired state, never a silent "empty basket" redirect.
    return (
      <>
        <PageMeta title={messages.payment.reviewTitle} description={messages.checkout.basketExpired} noindex />
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>{messages.payment.reviewTitle}</h1>
        <BasketExpired searchPath="/" />
      </>
    );
  }
  const products = CHECKOUT_PRODUCTS;
  const product = state ? bookedProduct(products, state.doc) : undefined;
  // Every product's travellers must be given first (flight passengers, hotel guests); an empty basket searches again.
  const missing = state && product ? missingTravellers(products, state.doc) : '/';
  if (missing) {
    console.log(messages.basket.noBasketIdLog);
    unstable_redirect(missing);
  }
  const v = viewer();
  const roles = roleNames(v.roleIds);
  const lines = reviewLines(products, state!.doc);
  // Counter and agent users see who sells each item (spec 001 §6: each flight), as on the results.
  const providers = seesProviderName(roles) ? [...new Set(products.flatMap((p) => p.providers?.(state!.doc) ?? []))] : [];
  const gross = lines.reduce((n, l) => n + l.price, 0);
  const [balance, cashbackPercent] = v.isLogin
    ? await Promise.all([
        accountApi(upstream())
          .balance()
          .then(
            (b) => b.user_balance,
            () => null,
          ),
        accountApi(upstream()).cashbackPercent(),
      ])
    : [null, null];
  // A top-up asked from this review comes back here: what became of it, from the payment itself.
  const topupToken = v.isLogin ? topupReturnToken(new URLSearchParams(query)) : null;
  const topupPayment = topupToken
    ? await bookingApi(upstream())
        .paymentIntent(topupToken)
        .catch(() => null)
    : null;
  return (
    <>
      <PageMeta title={messages.payment.reviewTitle} description={messages.payment.reviewTitle} noindex />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>{messages.payment.reviewTitle}</h1>
      {topupToken ? <TopupResult result={topupOutcome(topupPayment, balance)} retryHref="/checkout/review" /> : null}
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, alignItems: 'start' })}>
        <div className={css({ display: 'grid', gap: '2', minW: '0' })}>
          <TripSummary lines={lines} title={messages.payment.items} removable />
          {providers.map((name) => (
            <p key={name} data-testid="review-provider" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {messages.results.provider(name)}
            </p>
          ))}
          {/* What the other products sell for this trip (an insurance for a flight abroad), into the same basket. */}
          <ReviewOffers offers={reviewOffers(products, state!.doc)} />
          {/* Counter staff and agents may have the customer pay: a link by SMS (issue 49 point 9). */}
          {v.isLogin && v.isCounterOrAgent ? <SendPaymentLink /> : null}
        </div>
        {/* Keyed by the basket's version: after an item is removed its state (a coupon's quote) is the old basket's. */}
        <ReviewPay
          key={state!.version}
          gross={gross}
          rolePercent={roleDiscountPercent(roles)}
          roleDiscountBase={roleDiscountBase(products, lines)}
          balance={balance}
          cashbackPercent={cashbackPercent}
          isLogin={v.isLogin}
          searchPath={product!.searchPath(state!.doc)}
          buysForOthers={v.isLogin && hasRole(roles, ROLES.BUYFOROTHER)}
        />
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
