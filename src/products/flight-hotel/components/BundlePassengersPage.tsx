/**
 * `/flight+hotel/{SRC-DST}/passengers`: the travellers of the basket's bundle (one per person of the rooms, for both
 * flights and the hotel) and the contact, beside the bundle's summary. Without a bundle in the basket there is nothing
 * to name: back to the flight+hotel search.
 */
import { unstable_redirect } from 'waku/router/server';
import { css } from '../../../../styled-system/css';
import { RemoveFromBasket } from '@/components/checkout/RemoveFromBasket';
import { TripSummary } from '@/components/checkout/TripSummary';
import { PageMeta } from '@/components/layout/PageMeta';
import { travellersDraftPrefix } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { BasketService } from '@/server/basket/service';
import { guestBookingAllowed, sessionBasketId, upstream, viewer } from '@/server/request-context';
import { bundleTravellers } from '../messages';
import { bundleItem } from '../server/basket';
import { bundleSlots, flightHotelCheckout, isInternational } from '../server/checkout-definition';
import { BundleTravellersForm } from './BundleTravellersForm';

export async function BundlePassengersPage({ route, path }: { route: string; path: string }) {
  if (!viewer().isLogin && !guestBookingAllowed()) unstable_redirect(`/auth?redirectUrl=${encodeURIComponent(path)}`);
  const state = await new BasketService(upstream()).load(sessionBasketId());
  const bundle = state ? bundleItem(state.doc) : null;
  if (!state || !bundle) unstable_redirect(/^[A-Za-z]{3}-[A-Za-z]{3}$/.test(route) ? `/flight+hotel/${route}/search` : '/flight+hotel');
  const b = bundle!;
  return (
    <>
      <PageMeta title={bundleTravellers.title} description={bundleTravellers.title} noindex />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, alignItems: 'start' })}>
        <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{bundleTravellers.title}</h1>
          <BundleTravellersForm
            types={bundleSlots(b)}
            international={isInternational(b)}
            departDate={b.outbound.details.departureTime.slice(0, 10)}
            returnDate={b.inbound.details.departureTime.slice(0, 10)}
            storageKey={`${travellersDraftPrefix('flightHotel')}${state!.basketId}:${b.bundleKey}`}
          />
        </div>
        <aside className={css({ display: 'grid', gap: '3', position: { lg: 'sticky' }, top: '4' })}>
          <TripSummary lines={flightHotelCheckout.lines(state!.doc)} title={messages.payment.items} />
          <RemoveFromBasket backTo={`/flight+hotel/${b.hotel.details.route}/search`} />
        </aside>
      </div>
    </>
  );
}
