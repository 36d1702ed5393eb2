import type { PageProps } from 'waku/router';
import { unstable_redirect } from 'waku/router/server';
import { css } from '../../../../styled-system/css';
import { RemoveFromBasket } from '@/components/checkout/RemoveFromBasket';
import { TripSummary } from '@/components/checkout/TripSummary';
import { PageMeta } from '@/components/layout/PageMeta';
import { travellersDraftPrefix } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { InsuranceTravellersForm } from '@/products/insurance/components/InsuranceTravellersForm';
import { insuranceTravellers } from '@/products/insurance/messages';
import { insuranceItems } from '@/products/insurance/server/basket';
import { insuranceCheckout } from '@/products/insurance/server/checkout-definition';
import { insuredFromTrips } from '@/products/insurance/model/cross-sell';
import { CHECKOUT_PRODUCTS } from '@/products/registry.server';
import { BasketService } from '@/server/basket/service';
import { guestBookingAllowed, sessionBasketId, upstream, viewer } from '@/server/request-context';

// /insurance/Passengers: the insured of the plan saved in the session's basket, then the one review. Without a plan
// there is nothing to insure: back to /insurance.
export default async function InsurancePassengersPage({ path }: PageProps<'/insurance/Passengers'>) {
  if (!viewer().isLogin && !guestBookingAllowed()) unstable_redirect(`/auth?redirectUrl=${encodeURIComponent(path ?? '/insurance')}`);
  const state = await new BasketService(upstream()).load(sessionBasketId());
  const item = state ? insuranceItems(state.doc)[0] : undefined;
  if (!state || !item) unstable_redirect('/insurance');
  const d = item!.details;
  // A flight abroad in the same basket names its passengers: the form starts from them (not typed twice).
  const prefill = insuredFromTrips(
    CHECKOUT_PRODUCTS.flatMap((p) => p.trips?.(state!.doc) ?? []),
    d.travellers,
  );
  return (
    <>
      <PageMeta title={insuranceTravellers.title} description={insuranceTravellers.title} noindex />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, alignItems: 'start' })}>
        <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{insuranceTravellers.title}</h1>
          <InsuranceTravellersForm
            context={{ startDate: d.startDate, endDate: d.endDate, count: d.travellers, maxAge: d.maxAge, bandPrices: d.bandPrices }}
            storageKey={`${travellersDraftPrefix('insurance')}${state!.basketId}:${item!.key}`}
            prefill={prefill}
          />
        </div>
        <aside className={css({ display: 'grid', gap: '3', position: { lg: 'sticky' }, top: '4' })}>
          <TripSummary lines={insuranceCheckout.lines(state!.doc)} title={messages.payment.items} />
          <RemoveFromBasket backTo={`/insurance/${encodeURIComponent(d.destination)}`} />
        </aside>
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
