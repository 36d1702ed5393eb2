import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { productHomes, type HomeProduct, type ProductHome as HomeContent } from '@/content/products';
import type { ContentPage } from '@/content/types';
import { placeFrom } from '@/lib/search-summary';
import { LeadBox } from '../lead/LeadBox';
import { Article, LinkList } from './Article';
import { SupportPhone } from './SupportPhone';

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
  const home: HomeContent = productHomes[product];
  const name = home.name;
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
  const orderId = home.leadOrders ? (domestic ? home.leadOrders.domestic : home.leadOrders.international) : undefined;
  return (
    <Article
      page={page}
      wide={form}
      after={
        <>
          <LinkList title="جستجوهای پرطرفدار" links={home.links} />
          <SupportPhone text={`مشاوره و خرید تلفنی ${name}`} />
        </>
      }
    >
      <div className={css({ mb: '4' })}>
        <LeadBox product={name} cityName={cityName} {...(orderId !== undefined ? { orderId } : {})} />
      </div>
    </Article>
  );
}
