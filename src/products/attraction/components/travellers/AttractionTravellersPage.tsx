/**
 * `/passengers/attraction`: the lead traveller of the tickets in the session's basket, beside the basket's lines (the
 * shared TripSummary). Without attraction tickets in the basket there is nothing to give travellers for: back to the
 * attraction search; a session whose basket the supplier no longer gives it sees the expired state.
 */
import { unstable_redirect } from 'waku/router/server';
import { css } from '../../../../../styled-system/css';
import { BasketExpired } from '@/components/checkout/BasketExpired';
import { RemoveFromBasket } from '@/components/checkout/RemoveFromBasket';
import { TripSummary } from '@/components/checkout/TripSummary';
import { PageMeta } from '@/components/layout/PageMeta';
import { travellersDraftPrefix } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { BasketService } from '@/server/basket/service';
import { guestBookingAllowed, sessionBasketId, upstream, viewer } from '@/server/request-context';
import { attractionTravellers as m } from '../../messages';
import { attractionLines } from '../../server/basket';
import { attractionCheckout } from '../../server/checkout-definition';
import { AttractionTravellersForm } from './AttractionTravellersForm';

export async function AttractionTravellersPage() {
  // Guests book by validating their phone unless GUEST_BOOKING is off: then they log in first (as for hotels).
  if (!viewer().isLogin && !guestBookingAllowed()) unstable_redirect(`/auth?redirectUrl=${encodeURIComponent('/passengers/attraction')}`);
  const basketId = sessionBasketId();
  const state = await new BasketService(upstream()).load(basketId);
  if (!state && basketId !== null)
    return (
      <>
        <PageMeta title={m.title} description={messages.checkout.basketExpired} noindex />
        <BasketExpired searchPath="/attraction" />
      </>
    );
  const lines = state ? attractionLines(state.doc) : [];
  if (!state || lines.length === 0) unstable_redirect('/attraction');
  const first = lines[0]!;
  return (
    <>
      <PageMeta title={m.title} description={m.title} noindex />
      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: '[minmax(0, 2fr) minmax(0, 1fr)]' },
          alignItems: 'start',
        })}
      >
        <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{m.title}</h1>
          <AttractionTravellersForm storageKey={`${travellersDraftPrefix('attraction')}${state!.basketId}`} />
        </div>
        <aside className={css({ display: 'grid', gap: '3', position: { lg: 'sticky' }, top: '4' })}>
          <TripSummary lines={attractionCheckout.lines(state!.doc)} title={messages.payment.items} />
          <RemoveFromBasket backTo={`/attraction/${encodeURIComponent(first.details.slug)}`} />
        </aside>
      </div>
    </>
  );
}
