import type { PageProps } from 'waku/router';
import { unstable_redirect } from 'waku/router/server';
import { css } from '../../../../../styled-system/css';
import { FlightPassengersStep } from '@/products/flight/components/FlightPassengersStep';
import { TripSummary } from '@/components/checkout/TripSummary';
import { RemoveFromBasket } from '@/components/checkout/RemoveFromBasket';
import { PageMeta } from '@/components/layout/PageMeta';
import { travellersDraftPrefix } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { BasketService } from '@/server/basket/service';
import { flightPassengerContext, flightVehicles } from '@/products/flight/server/checkout';
import { flightCheckout } from '@/products/flight/server/checkout-definition';
import type { SavedPassenger } from '@/products/flight/model/passengers';
import { agencyApi } from '@/server/upstream/agency';
import { guestBookingAllowed, sessionBasketId, upstream, viewer } from '@/server/request-context';

// /flight/{SRC-DST}/passengers: the passengers of the trip saved in the session's basket (one form per passenger
// by type), then the review. Without a trip there is nothing to book: back to /flight (spec 001 §8).
export default async function FlightPassengersPage({ destination, path }: PageProps<'/flight/[destination]/passengers'>) {
  // Guests book by validating their phone unless GUEST_BOOKING is off: then they log in first (as for hotels).
  if (!viewer().isLogin && !guestBookingAllowed()) unstable_redirect(`/auth?redirectUrl=${encodeURIComponent(path ?? '/flight')}`);
  const state = await new BasketService(upstream()).load(sessionBasketId());
  const vehicles = state ? flightVehicles(state.doc) : [];
  const context = flightPassengerContext(vehicles);
  if (!state || !context) {
    console.log(messages.basket.noBasketIdLog);
    unstable_redirect('/flight');
  }
  const lines = flightCheckout.lines(state!.doc);
  // A logged-in traveller's saved passengers (an agent's: its passengers too) to fill the form with; without them
  // (an outage) the form is simply typed in, never a failed page.
  const saved: SavedPassenger[] | undefined = viewer().isLogin
    ? await agencyApi(upstream())
        .passengers()
        .catch(() => undefined)
    : undefined;
  return (
    <>
      <PageMeta title={messages.payment.passengersTitle} description={messages.payment.passengersTitle} noindex />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, alignItems: 'start' })}>
        <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{messages.payment.passengersTitle}</h1>
          <FlightPassengersStep
            context={context!}
            storageKey={`${travellersDraftPrefix('flight')}${state!.basketId}:${vehicles.map((x) => x.key).join('|')}`}
            {...(saved ? { saved } : {})}
          />
        </div>
        <aside className={css({ display: 'grid', gap: '3', position: { lg: 'sticky' }, top: '4' })}>
          <TripSummary lines={lines} title={messages.payment.items} />
          <RemoveFromBasket backTo={`/flight/${encodeURIComponent(destination)}`} />
        </aside>
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
