import { unstable_redirect } from 'waku/router/server';
import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { tourPayment } from '@/content/products';
import { tourItem } from '@/products/tour/server/basket';
import { tourCheckout } from '@/products/tour/server/checkout-definition';
import { BasketService } from '@/server/basket/service';
import { sessionBasketId, upstream } from '@/server/request-context';

// /tourPayment: the tour's entry to the one checkout — the travellers step while they are missing, else the review.
// Without a tour in the basket it explains the payment (the content page).
export default async function TourPaymentPage() {
  const state = await new BasketService(upstream()).load(sessionBasketId());
  if (state && tourItem(state.doc)) unstable_redirect(tourCheckout.travellersPath(state.doc) ?? '/checkout/review');
  return <Article page={tourPayment} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
