import type { PageProps } from 'waku/router';
import { unstable_redirect } from 'waku/router/server';
import { css } from '../../../../../styled-system/css';
import { RemoveFromBasket } from '@/components/checkout/RemoveFromBasket';
import { TripSummary } from '@/components/checkout/TripSummary';
import { PageMeta } from '@/components/layout/PageMeta';
import { travellersDraftPrefix } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { CipTravellersForm } from '@/products/cip/components/CipTravellersForm';
import { cipTravellers } from '@/products/cip/messages';
import { basketContact, cipItem } from '@/products/cip/server/basket';
import { cipCheckout } from '@/products/cip/server/checkout-definition';
import { cipNamesFromTrips } from '@/products/cip/model/cross-sell';
import { CHECKOUT_PRODUCTS } from '@/products/registry.server';
import { BasketService } from '@/server/basket/service';
import { guestBookingAllowed, sessionBasketId, upstream, viewer } from '@/server/request-context';

// /cip/{airport}/passengers: the names of the CIP service's passengers and the lead's contact, then the review.
// Without a CIP service in the basket there is nothing to name: back to the airport's search.
export default async function CipPassengersPage({ destination, path }: PageProps<'/cip/[destination]/passengers'>) {
  if (!viewer().isLogin && !guestBookingAllowed()) unstable_redirect(`/auth?redirectUrl=${encodeURIComponent(path ?? '/cip')}`);
  const state = await new BasketService(upstream()).load(sessionBasketId());
  const cip = state ? cipItem(state.doc) : null;
  if (!state || !cip) unstable_redirect(`/cip/${encodeURIComponent(destination)}/search`);
  // A flight in the same basket names its passengers and contact: the form starts from them (not typed twice).
  const trips = CHECKOUT_PRODUCTS.flatMap((p) => p.trips?.(state!.doc) ?? []);
  const prefill = trips.length ? { passengers: cipNamesFromTrips(trips, cip!.passengers.length), ...basketContact(state!.doc) } : undefined;
  return (
    <>
      <PageMeta title={cipTravellers.title} description={cipTravellers.title} noindex />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, alignItems: 'start' })}>
        <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{cipTravellers.title}</h1>
          <CipTravellersForm
            types={cip!.passengers.map((p) => p.type)}
            storageKey={`${travellersDraftPrefix('cip')}${state!.basketId}:${cip!.key}`}
            prefill={prefill}
          />
        </div>
        <aside className={css({ display: 'grid', gap: '3', position: { lg: 'sticky' }, top: '4' })}>
          <TripSummary lines={cipCheckout.lines(state!.doc)} title={messages.payment.items} />
          <RemoveFromBasket backTo={`/cip/${encodeURIComponent(destination)}/search`} />
        </aside>
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
