import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { productHomes, type HomeProduct } from '@/content/products';
import type { ContentPage } from '@/content/types';
import { LEAD_ORDER_IDS } from '@/content/leads';
import { placeFrom, PRODUCT_NAMES_FA, type SearchProduct } from '@/lib/product-search';
import { LeadBox } from '../lead/LeadBox';
import { Article, LinkList } from './Article';
import { SupportPhone } from './SupportPhone';

const SEARCH_PRODUCT: Record<HomeProduct, SearchProduct> = {
  flight: 'flight',
  flightHotel: 'flightHotel',
  tour: 'tour',
  package: 'package',
  insurance: 'insurance',
  attraction: 'attraction',
  cip: 'cip',
};

/** A product home, or its page for one destination (`/tour/kish`, `/flight/THR-MHD`, `/insurance/ae-dubai`). */
export function ProductHome({
  product,
  destination,
  form,
}: {
  product: HomeProduct;
  destination?: string /** The product's search form, shown above the content. */;
  form?: ReactNode;
}) {
  const home = productHomes[product];
  const name = PRODUCT_NAMES_FA[SEARCH_PRODUCT[product]];
  let page: ContentPage = home;
  let cityName = '';
  if (destination) {
    const parts = destination.split('-');
    const route = parts.length === 2 && parts.every((p) => /^[A-Za-z]{3}$/.test(p)) ? parts.map((p) => placeFrom(p).city) : null;
    cityName = route ? route[1]! : placeFrom(destination).city;
    const label = route ? `${route[0]} به ${route[1]}` : cityName;
    page = {
      ...home,
      title: `${name} ${label}`,
      heading: `${name} ${label}`,
      description: `${name} ${label} با بهترین قیمت، پشتیبانی ۲۴ ساعته و رزرو آنلاین در سفرنامه.`,
      intro: `${home.intro} برای ${label}، کارشناسان ما ارزان‌ترین گزینه‌های روزهای پیش رو را می‌شناسند.`,
    };
  }
  const domestic = !destination || /^ir-|^(kish|mashhad|shiraz|isfahan|tabriz|qeshm|ahvaz)$/i.test(destination);
  const orderId =
    product === 'flight'
      ? domestic
        ? LEAD_ORDER_IDS.domesticFlight
        : LEAD_ORDER_IDS.internationalFlight
      : product === 'tour' || product === 'flightHotel' || product === 'package'
        ? domestic
          ? LEAD_ORDER_IDS.domesticTour
          : LEAD_ORDER_IDS.internationalTour
        : undefined;
  return (
    <Article
      page={page}
      after={
        <>
          <LinkList title="جستجوهای پرطرفدار" links={home.links} />
          <SupportPhone text={`مشاوره و خرید تلفنی ${name}`} />
        </>
      }
    >
      {form}
      <div className={css({ mb: '4' })}>
        <LeadBox product={name} cityName={cityName} {...(orderId !== undefined ? { orderId } : {})} />
      </div>
    </Article>
  );
}
