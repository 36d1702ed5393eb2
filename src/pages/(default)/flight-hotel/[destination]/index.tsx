import type { PageProps } from 'waku/router';
import { Article } from '../../../../components/content/Article';
import { SupportPhone } from '../../../../components/content/SupportPhone';
import { LeadBox } from '../../../../components/lead/LeadBox';
import { productHomes } from '../../../../content/products';
import { parseRoute, placeFrom } from '../../../../lib/product-search';

export default async function FlightHotelHotelPage({ destination }: PageProps<'/flight-hotel/[destination]'>) {
  const route = parseRoute(destination);
  const city = route ? route.destination.city : placeFrom(destination).city;
  const hotel: string | null = null;
  const what = hotel ? `هتل ${hotel} در ${city}` : `هتل‌های ${city}`;
  const page = {
    ...productHomes.flightHotel,
    title: `تور ${city}: پرواز و ${what}`,
    heading: `تور پرواز و ${what}`,
    description: `تور ${city} با پرواز رفت و برگشت و اقامت در ${what}؛ قیمت بسته‌ای و ترانسفر فرودگاهی.`,
    intro: `در این تور، پرواز رفت و برگشت ${city} و اقامت در ${what} با یک قیمت بسته‌ای رزرو می‌شود که از خرید جداگانهٔ پرواز و هتل ارزان‌تر است. انتخاب اتاق و پرداخت آنلاین این تور به‌زودی فعال می‌شود؛ تا آن زمان کارشناسان ما ظرفیت و قیمت روز را تلفنی اعلام می‌کنند.`,
  };
  return (
    <Article page={page} after={<SupportPhone />}>
      <LeadBox product="تور پرواز و هتل" cityName={city} />
    </Article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
