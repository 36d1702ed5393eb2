import type { PageProps } from 'waku/router';
import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { LeadBox } from '@/components/lead/LeadBox';
import { packagePdp } from '@/content/products';
import { toPersianDigits } from '@/lib/text';

export default async function PackagePage({ packageId }: PageProps<'/package/[packageId]'>) {
  const code = toPersianDigits(packageId);
  const page = {
    ...packagePdp,
    title: `پکیج سفر ${code}`,
    heading: `پکیج سفر شمارهٔ ${code}`,
    intro: `مشخصات، برنامهٔ روزانه و قیمت نهایی پکیج ${code} را کارشناسان ما تلفنی اعلام و رزرو می‌کنند. شمارهٔ موبایل خود را بگذارید یا با پشتیبانی تماس بگیرید.`,
    noindex: true,
  };
  return (
    <Article
      page={page}
      after={
        <>
          <p>
            <a href={`/package/${encodeURIComponent(packageId)}/passengers`}>ادامه: اطلاعات مسافران</a>
          </p>
          <SupportPhone />
        </>
      }
    >
      <LeadBox product="پکیج سفر" cityName="" />
    </Article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
