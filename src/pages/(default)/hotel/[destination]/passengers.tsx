import type { PageProps } from 'waku/router';
import { unstable_redirect } from 'waku/router/server';
import { css, cx } from '../../../../../styled-system/css';
import { panel } from '@/components/ui/panel';
import { PassengersForm } from '@/products/hotel/components/booking/GuestsForm';
import { BasketExpired } from '@/components/checkout/BasketExpired';
import { RemoveFromBasket } from '@/components/checkout/RemoveFromBasket';
import { PageMeta } from '@/components/layout/PageMeta';
import { travellersDraftPrefix } from '@/lib/constants';
import { formatJalali } from '@/lib/date-format';
import { mealText } from '@/lib/lookups/meal-codes';
import * as messages from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import { Money } from '@/components/money/Money';
import { nightCount } from '@/lib/dates';
import { hotelItems } from '@/products/hotel/server/basket';
import { BasketService } from '@/server/basket/service';
import { sessionBasketId, upstream } from '@/server/request-context';
import { formatNumber, joinParts } from '@/lib/text';

// /hotel/{destination}/passengers: the guests of the package saved in the session's basket, then checkout.
export default async function HotelPassengersPage({ destination, path }: PageProps<'/hotel/[destination]/passengers'>) {
  const basketId = sessionBasketId();
  const state = await new BasketService(upstream()).load(basketId);
  const item = state ? hotelItems(state.doc)[0] : undefined;
  if (!state && basketId !== null) {
    // The session's basket is no longer given to it: the expired state, with the way back to this search.
    return (
      <>
        <PageMeta title="مشخصات مسافران" description={messages.checkout.basketExpired} noindex />
        <BasketExpired searchPath={`/hotel/${encodeURIComponent(destination)}`} />
      </>
    );
  }
  if (!item) {
    // Without a basket there is nothing to book: back to the product page of the first path segment (spec 001 §8).
    console.log('no basket id found');
    unstable_redirect(`/${(path ?? '/hotel').split('/')[1] === 'hotel-map' ? 'hotel-map' : 'hotel'}`);
  }
  const d = item!.details;
  return (
    <>
      <PageMeta title="مشخصات مسافران" description={`مشخصات مسافران ${d.hotelName}`} noindex />
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, alignItems: 'start' })}>
        <div className={css({ display: 'grid', gap: '4' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>مشخصات مسافران</h1>
          <PassengersForm
            rooms={d.rooms.map((r) => ({ name: r.name, guests: r.adults + r.childrenAges.length }))}
            storageKey={`${travellersDraftPrefix('hotel')}${state!.basketId}:${d.packageNumber}`}
          />
        </div>
        <aside
          aria-labelledby="summary-title"
          className={cx(panel, css({ display: 'grid', gap: '2', position: { lg: 'sticky' }, top: '4' }))}
        >
          <h2 id="summary-title" className={css({ fontWeight: 'bold' })}>
            {d.hotelName}
          </h2>
          <p>
            {joinParts(
              `${formatJalali(d.checkIn)} تا ${formatJalali(d.checkOut)}`,
              `${formatNumber(nightCount(d.checkIn, d.checkOut))} شب`,
            )}
          </p>
          <ul>
            {d.rooms.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a package's rooms have no id, two may share a name, and the list never reorders
              <li key={i}>{joinParts(r.name, mealText(r.mealType))}</li>
            ))}
          </ul>
          <p className={css({ fontWeight: 'bold', fontSize: 'lg' })} data-testid="summary-price">
            {d.currency.toUpperCase() === 'IRR' ? <Money rial={d.packagePrice} /> : formatPrice(d.packagePrice, d.currency)}
          </p>
          <a
            href={`/hotel/${encodeURIComponent(destination)}`}
            className={css({ color: 'primary.text', textDecoration: 'underline', fontSize: 'sm' })}
          >
            تغییر جستجو
          </a>
          <RemoveFromBasket backTo={`/hotel/${encodeURIComponent(destination)}`} />
        </aside>
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
