/**
 * `/package/{id}/passengers` and `/package/passengers`: the travellers of the basket's tour (one per person in the
 * rooms) and the lead's contact, beside the trip's summary. Without a tour in the basket there is nothing to name:
 * back to the package page (or the tours).
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
import { tourTravellers } from '../messages';
import { passengerTypes } from '../model/travellers';
import { tourItem } from '../server/basket';
import { tourCheckout } from '../server/checkout-definition';
import { TourTravellersForm } from './TourTravellersForm';

export async function TourPassengersPage({ packageId, path }: { packageId: number | null; path: string }) {
  if (!viewer().isLogin && !guestBookingAllowed()) unstable_redirect(`/auth?redirectUrl=${encodeURIComponent(path)}`);
  const state = await new BasketService(upstream()).load(sessionBasketId());
  const tour = state ? tourItem(state.doc) : null;
  if (!state || !tour) unstable_redirect(packageId ? `/package/${packageId}` : '/tour');
  const d = tour!.details;
  return (
    <>
      <PageMeta title={tourTravellers.title} description={tourTravellers.title} noindex />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, alignItems: 'start' })}>
        <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{tourTravellers.title}</h1>
          <TourTravellersForm
            types={passengerTypes(d.rooms)}
            international={d.international}
            returnDate={d.returnDate}
            storageKey={`${travellersDraftPrefix('tour')}${state!.basketId}:${tour!.key}`}
          />
        </div>
        <aside className={css({ display: 'grid', gap: '3', position: { lg: 'sticky' }, top: '4' })}>
          <TripSummary lines={tourCheckout.lines(state!.doc)} title={messages.payment.items} />
          <RemoveFromBasket backTo={`/package/${d.packageId}`} />
        </aside>
      </div>
    </>
  );
}
